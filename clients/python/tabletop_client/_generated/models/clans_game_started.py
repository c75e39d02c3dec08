from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClansGameStarted")


@_attrs_define
class ClansGameStarted:
    """Setup (RULES §4): field i holds one hut of `huts[i]`; `first_seat` moves first.

    Attributes:
        first_seat (int):
        huts (list[str]):
        players (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['clans.game_started']):
        version (int): The event's game version.
    """

    first_seat: int
    huts: list[str]
    players: int
    recorded_at: datetime.datetime
    type_: Literal["clans.game_started"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_seat = self.first_seat

        huts = self.huts

        players = self.players

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_seat": first_seat,
                "huts": huts,
                "players": players,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        first_seat = d.pop("first_seat")

        huts = cast(list[str], d.pop("huts"))

        players = d.pop("players")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["clans.game_started"], d.pop("type"))
        if type_ != "clans.game_started":
            raise ValueError(
                f"type must match const 'clans.game_started', got '{type_}'"
            )

        version = d.pop("version")

        clans_game_started = cls(
            first_seat=first_seat,
            huts=huts,
            players=players,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        clans_game_started.additional_properties = d
        return clans_game_started

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
