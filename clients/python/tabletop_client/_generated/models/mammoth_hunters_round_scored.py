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

T = TypeVar("T", bound="MammothHuntersRoundScored")


@_attrs_define
class MammothHuntersRoundScored:
    """
    Attributes:
        gained (list[int]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        round_ (int):
        type_ (Literal['mammoth_hunters.round_scored']):
        version (int): The event's game version.
        vp (list[int]):
    """

    gained: list[int]
    recorded_at: datetime.datetime
    round_: int
    type_: Literal["mammoth_hunters.round_scored"]
    version: int
    vp: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gained = self.gained

        recorded_at = self.recorded_at.isoformat()

        round_ = self.round_

        type_ = self.type_

        version = self.version

        vp = self.vp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gained": gained,
                "recorded_at": recorded_at,
                "round": round_,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gained = cast(list[int], d.pop("gained"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        round_ = d.pop("round")

        type_ = cast(Literal["mammoth_hunters.round_scored"], d.pop("type"))
        if type_ != "mammoth_hunters.round_scored":
            raise ValueError(
                f"type must match const 'mammoth_hunters.round_scored', got '{type_}'"
            )

        version = d.pop("version")

        vp = cast(list[int], d.pop("vp"))

        mammoth_hunters_round_scored = cls(
            gained=gained,
            recorded_at=recorded_at,
            round_=round_,
            type_=type_,
            version=version,
            vp=vp,
        )

        mammoth_hunters_round_scored.additional_properties = d
        return mammoth_hunters_round_scored

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
