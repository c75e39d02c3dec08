from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.pow_wow_position_options import PowWowPositionOptions
    from ..models.pow_wow_position_slot import PowWowPositionSlot


T = TypeVar("T", bound="PowWowPosition")


@_attrs_define
class PowWowPosition:
    """A position between rounds (phase `awaiting_reveal`), secrets included (§11.7).

    Attributes:
        face_down (list[PowWowPositionSlot]): Face-down slots, ascending.
        options (PowWowPositionOptions): The optional rules and timer lengths: the options a position document may carry
            (D31).
        out_of_game (list[str]): In the order removed.
        piles (list[list[str]]): Victory piles, bottom → top.
        revealer (int): The seat that reveals next.
        seats (list[str]): Colour of each seat (2–5).
        table (list[str]): Face-up cards (a set).
    """

    face_down: list[PowWowPositionSlot]
    options: PowWowPositionOptions
    out_of_game: list[str]
    piles: list[list[str]]
    revealer: int
    seats: list[str]
    table: list[str]

    def to_dict(self) -> dict[str, Any]:
        face_down = []
        for face_down_item_data in self.face_down:
            face_down_item = face_down_item_data.to_dict()
            face_down.append(face_down_item)

        options = self.options.to_dict()

        out_of_game = self.out_of_game

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        revealer = self.revealer

        seats = self.seats

        table = self.table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face_down": face_down,
                "options": options,
                "out_of_game": out_of_game,
                "piles": piles,
                "revealer": revealer,
                "seats": seats,
                "table": table,
            }
        )

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

        pow_wow_position = cls(
            face_down=face_down,
            options=options,
            out_of_game=out_of_game,
            piles=piles,
            revealer=revealer,
            seats=seats,
            table=table,
        )

        return pow_wow_position
