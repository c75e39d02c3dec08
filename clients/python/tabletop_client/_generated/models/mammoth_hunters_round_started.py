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

T = TypeVar("T", bound="MammothHuntersRoundStarted")


@_attrs_define
class MammothHuntersRoundStarted:
    """
    Attributes:
        dark_reserve (int):
        light_reserve (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        round_ (int):
        start_player (int):
        type_ (Literal['mammoth_hunters.round_started']):
        version (int): The event's game version.
    """

    dark_reserve: int
    light_reserve: int
    recorded_at: datetime.datetime
    round_: int
    start_player: int
    type_: Literal["mammoth_hunters.round_started"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dark_reserve = self.dark_reserve

        light_reserve = self.light_reserve

        recorded_at = self.recorded_at.isoformat()

        round_ = self.round_

        start_player = self.start_player

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dark_reserve": dark_reserve,
                "light_reserve": light_reserve,
                "recorded_at": recorded_at,
                "round": round_,
                "start_player": start_player,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dark_reserve = d.pop("dark_reserve")

        light_reserve = d.pop("light_reserve")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        round_ = d.pop("round")

        start_player = d.pop("start_player")

        type_ = cast(Literal["mammoth_hunters.round_started"], d.pop("type"))
        if type_ != "mammoth_hunters.round_started":
            raise ValueError(
                f"type must match const 'mammoth_hunters.round_started', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_round_started = cls(
            dark_reserve=dark_reserve,
            light_reserve=light_reserve,
            recorded_at=recorded_at,
            round_=round_,
            start_player=start_player,
            type_=type_,
            version=version,
        )

        mammoth_hunters_round_started.additional_properties = d
        return mammoth_hunters_round_started

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
