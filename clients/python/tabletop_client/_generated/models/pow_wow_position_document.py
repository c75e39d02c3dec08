from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pow_wow_position_options import PowWowPositionOptions
    from ..models.pow_wow_position_slot import PowWowPositionSlot


T = TypeVar("T", bound="PowWowPositionDocument")


@_attrs_define
class PowWowPositionDocument:
    """A position between rounds (phase `awaiting_reveal`), secrets included (§11.7).

    Attributes:
        face_down (list[PowWowPositionSlot]): Face-down slots, ascending.
        game_type (Literal['pow_wow']): The game type; the discriminator among the games' documents.
        options (PowWowPositionOptions): The optional rules and timer lengths: the options a position document may carry
            (D31).
        out_of_game (list[str]): In the order removed.
        piles (list[list[str]]): Victory piles, bottom → top.
        revealer (int): The seat that reveals next.
        seats (list[str]): Colour of each seat (2–5).
        table (list[str]): Face-up cards (a set).
        rules_revision (int | Unset): The rules revision the game is played under (GET …/position always sends it; a
            document sent to POST /v1/games may leave it out).
    """

    face_down: list[PowWowPositionSlot]
    game_type: Literal["pow_wow"]
    options: PowWowPositionOptions
    out_of_game: list[str]
    piles: list[list[str]]
    revealer: int
    seats: list[str]
    table: list[str]
    rules_revision: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        face_down = []
        for face_down_item_data in self.face_down:
            face_down_item = face_down_item_data.to_dict()
            face_down.append(face_down_item)

        game_type = self.game_type

        options = self.options.to_dict()

        out_of_game = self.out_of_game

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        revealer = self.revealer

        seats = self.seats

        table = self.table

        rules_revision = self.rules_revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face_down": face_down,
                "game_type": game_type,
                "options": options,
                "out_of_game": out_of_game,
                "piles": piles,
                "revealer": revealer,
                "seats": seats,
                "table": table,
            }
        )
        if rules_revision is not UNSET:
            field_dict["rules_revision"] = rules_revision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_position_options import PowWowPositionOptions
        from ..models.pow_wow_position_slot import PowWowPositionSlot

        d = dict(src_dict)
        face_down = []
        _face_down = d.pop("face_down")
        for face_down_item_data in _face_down:
            face_down_item = PowWowPositionSlot.from_dict(face_down_item_data)

            face_down.append(face_down_item)

        game_type = cast(Literal["pow_wow"], d.pop("game_type"))
        if game_type != "pow_wow":
            raise ValueError(f"game_type must match const 'pow_wow', got '{game_type}'")

        options = PowWowPositionOptions.from_dict(d.pop("options"))

        out_of_game = cast(list[str], d.pop("out_of_game"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        revealer = d.pop("revealer")

        seats = cast(list[str], d.pop("seats"))

        table = cast(list[str], d.pop("table"))

        rules_revision = d.pop("rules_revision", UNSET)

        pow_wow_position_document = cls(
            face_down=face_down,
            game_type=game_type,
            options=options,
            out_of_game=out_of_game,
            piles=piles,
            revealer=revealer,
            seats=seats,
            table=table,
            rules_revision=rules_revision,
        )

        return pow_wow_position_document
