from __future__ import annotations

import datetime
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
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mammoth_hunters_loaded_decks import MammothHuntersLoadedDecks
    from ..models.mammoth_hunters_loaded_discards import MammothHuntersLoadedDiscards
    from ..models.mammoth_hunters_loaded_seat import MammothHuntersLoadedSeat
    from ..models.mammoth_hunters_position_loaded_regions import (
        MammothHuntersPositionLoadedRegions,
    )


T = TypeVar("T", bound="MammothHuntersPositionLoaded")


@_attrs_define
class MammothHuntersPositionLoaded:
    """The loaded position document itself (RULES §16.7, §16.9); redacted copies replace the
    other hands by colour counts, decks by sizes, hidden discards by `{hidden: true}` and
    campfire values by tile counts.

        Attributes:
            active_seat (int):
            campfires_aside (int | list[int]): Tile values; the tile count when redacted.
            covered (list[int]):
            dark_reserve (int):
            decks (MammothHuntersLoadedDecks):
            discards (MammothHuntersLoadedDiscards):
            light_reserve (int):
            players (int):
            recorded_at (datetime.datetime): When the event was appended (RFC 3339).
            regions (MammothHuntersPositionLoadedRegions):
            round_ (int):
            seats (list[MammothHuntersLoadedSeat]):
            start_player (int):
            type_ (Literal['mammoth_hunters.position_loaded']):
            version (int): The event's game version.
    """

    active_seat: int
    campfires_aside: int | list[int]
    covered: list[int]
    dark_reserve: int
    decks: MammothHuntersLoadedDecks
    discards: MammothHuntersLoadedDiscards
    light_reserve: int
    players: int
    recorded_at: datetime.datetime
    regions: MammothHuntersPositionLoadedRegions
    round_: int
    seats: list[MammothHuntersLoadedSeat]
    start_player: int
    type_: Literal["mammoth_hunters.position_loaded"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_seat = self.active_seat

        campfires_aside: int | list[int]
        if isinstance(self.campfires_aside, list):
            campfires_aside = self.campfires_aside

        else:
            campfires_aside = self.campfires_aside

        covered = self.covered

        dark_reserve = self.dark_reserve

        decks = self.decks.to_dict()

        discards = self.discards.to_dict()

        light_reserve = self.light_reserve

        players = self.players

        recorded_at = self.recorded_at.isoformat()

        regions = self.regions.to_dict()

        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        start_player = self.start_player

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_seat": active_seat,
                "campfires_aside": campfires_aside,
                "covered": covered,
                "dark_reserve": dark_reserve,
                "decks": decks,
                "discards": discards,
                "light_reserve": light_reserve,
                "players": players,
                "recorded_at": recorded_at,
                "regions": regions,
                "round": round_,
                "seats": seats,
                "start_player": start_player,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_loaded_decks import MammothHuntersLoadedDecks
        from ..models.mammoth_hunters_loaded_discards import (
            MammothHuntersLoadedDiscards,
        )
        from ..models.mammoth_hunters_loaded_seat import MammothHuntersLoadedSeat
        from ..models.mammoth_hunters_position_loaded_regions import (
            MammothHuntersPositionLoadedRegions,
        )

        d = dict(src_dict)
        active_seat = d.pop("active_seat")

        def _parse_campfires_aside(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                campfires_aside_type_0 = cast(list[int], data)

                return campfires_aside_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        campfires_aside = _parse_campfires_aside(d.pop("campfires_aside"))

        covered = cast(list[int], d.pop("covered"))

        dark_reserve = d.pop("dark_reserve")

        decks = MammothHuntersLoadedDecks.from_dict(d.pop("decks"))

        discards = MammothHuntersLoadedDiscards.from_dict(d.pop("discards"))

        light_reserve = d.pop("light_reserve")

        players = d.pop("players")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        regions = MammothHuntersPositionLoadedRegions.from_dict(d.pop("regions"))

        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MammothHuntersLoadedSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        start_player = d.pop("start_player")

        type_ = cast(Literal["mammoth_hunters.position_loaded"], d.pop("type"))
        if type_ != "mammoth_hunters.position_loaded":
            raise ValueError(
                f"type must match const 'mammoth_hunters.position_loaded', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_position_loaded = cls(
            active_seat=active_seat,
            campfires_aside=campfires_aside,
            covered=covered,
            dark_reserve=dark_reserve,
            decks=decks,
            discards=discards,
            light_reserve=light_reserve,
            players=players,
            recorded_at=recorded_at,
            regions=regions,
            round_=round_,
            seats=seats,
            start_player=start_player,
            type_=type_,
            version=version,
        )

        mammoth_hunters_position_loaded.additional_properties = d
        return mammoth_hunters_position_loaded

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
