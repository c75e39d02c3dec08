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

T = TypeVar("T", bound="MammothHuntersTurnEnded")


@_attrs_define
class MammothHuntersTurnEnded:
    """
    Attributes:
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['mammoth_hunters.turn_ended']):
        version (int): The event's game version.
    """

    recorded_at: datetime.datetime
    seat: int
    type_: Literal["mammoth_hunters.turn_ended"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["mammoth_hunters.turn_ended"], d.pop("type"))
        if type_ != "mammoth_hunters.turn_ended":
            raise ValueError(
                f"type must match const 'mammoth_hunters.turn_ended', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_turn_ended = cls(
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
        )

        mammoth_hunters_turn_ended.additional_properties = d
        return mammoth_hunters_turn_ended

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
