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
    from ..models.mammoth_hunters_decks_doc import MammothHuntersDecksDoc
    from ..models.mammoth_hunters_discards_doc import MammothHuntersDiscardsDoc
    from ..models.mammoth_hunters_position_document_regions import (
        MammothHuntersPositionDocumentRegions,
    )
    from ..models.mammoth_hunters_seat_doc import MammothHuntersSeatDoc


T = TypeVar("T", bound="MammothHuntersPositionDocument")


@_attrs_define
class MammothHuntersPositionDocument:
    """The start of a deployment turn, secrets included (RULES §16.9).

    Attributes:
        active_seat (int): The seat about to play; stones are at turn start.
        campfires_aside (list[int]):
        covered (list[int]):
        dark_reserve (int):
        decks (MammothHuntersDecksDoc):
        discards (MammothHuntersDiscardsDoc):
        game_type (Literal['mammoth_hunters']): The game type; the discriminator among the games' documents.
        light_reserve (int):
        players (int):
        regions (MammothHuntersPositionDocumentRegions): Open regions only; a missing region is empty.
        round_ (int):
        seats (list[MammothHuntersSeatDoc]):
        start_player (int): This round's start player.
        rules_revision (int | Unset): The rules revision the game is played under (GET …/position always sends it; a
            document sent to POST /v1/games may leave it out).
    """

    active_seat: int
    campfires_aside: list[int]
    covered: list[int]
    dark_reserve: int
    decks: MammothHuntersDecksDoc
    discards: MammothHuntersDiscardsDoc
    game_type: Literal["mammoth_hunters"]
    light_reserve: int
    players: int
    regions: MammothHuntersPositionDocumentRegions
    round_: int
    seats: list[MammothHuntersSeatDoc]
    start_player: int
    rules_revision: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        campfires_aside = self.campfires_aside

        covered = self.covered

        dark_reserve = self.dark_reserve

        decks = self.decks.to_dict()

        discards = self.discards.to_dict()

        game_type = self.game_type

        light_reserve = self.light_reserve

        players = self.players

        regions = self.regions.to_dict()

        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        start_player = self.start_player

        rules_revision = self.rules_revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seat": active_seat,
                "campfires_aside": campfires_aside,
                "covered": covered,
                "dark_reserve": dark_reserve,
                "decks": decks,
                "discards": discards,
                "game_type": game_type,
                "light_reserve": light_reserve,
                "players": players,
                "regions": regions,
                "round": round_,
                "seats": seats,
                "start_player": start_player,
            }
        )
        if rules_revision is not UNSET:
            field_dict["rules_revision"] = rules_revision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_decks_doc import MammothHuntersDecksDoc
        from ..models.mammoth_hunters_discards_doc import MammothHuntersDiscardsDoc
        from ..models.mammoth_hunters_position_document_regions import (
            MammothHuntersPositionDocumentRegions,
        )
        from ..models.mammoth_hunters_seat_doc import MammothHuntersSeatDoc

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        campfires_aside = cast(list[int], d.pop("campfires_aside"))

        covered = cast(list[int], d.pop("covered"))

        dark_reserve = d.pop("dark_reserve")

        decks = MammothHuntersDecksDoc.from_dict(d.pop("decks"))

        discards = MammothHuntersDiscardsDoc.from_dict(d.pop("discards"))

        game_type = cast(Literal["mammoth_hunters"], d.pop("game_type"))
        if game_type != "mammoth_hunters":
            raise ValueError(
                f"game_type must match const 'mammoth_hunters', got '{game_type}'"
            )

        light_reserve = d.pop("light_reserve")

        players = d.pop("players")

        regions = MammothHuntersPositionDocumentRegions.from_dict(d.pop("regions"))

        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MammothHuntersSeatDoc.from_dict(seats_item_data)

            seats.append(seats_item)

        start_player = d.pop("start_player")

        rules_revision = d.pop("rules_revision", UNSET)

        mammoth_hunters_position_document = cls(
            active_seat=active_seat,
            campfires_aside=campfires_aside,
            covered=covered,
            dark_reserve=dark_reserve,
            decks=decks,
            discards=discards,
            game_type=game_type,
            light_reserve=light_reserve,
            players=players,
            regions=regions,
            round_=round_,
            seats=seats,
            start_player=start_player,
            rules_revision=rules_revision,
        )

        return mammoth_hunters_position_document
