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

from ..types import UNSET, Unset

T = TypeVar("T", bound="TabletopClockCharged")


@_attrs_define
class TabletopClockCharged:
    """A seat's clock paid `used_ms`: it decided (`moved`: and got its increment, or a fresh
    per-move allowance), or its turn ended without it (another seat's move or a rule timer).

        Attributes:
            recorded_at (datetime.datetime): When the event was appended (RFC 3339).
            seat (int):
            type_ (Literal['tabletop.clock_charged']):
            used_ms (int):
            version (int): The event's game version.
            moved (bool | Unset):  Default: True.
    """

    recorded_at: datetime.datetime
    seat: int
    type_: Literal["tabletop.clock_charged"]
    used_ms: int
    version: int
    moved: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        used_ms = self.used_ms

        version = self.version

        moved = self.moved

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "used_ms": used_ms,
                "version": version,
            }
        )
        if moved is not UNSET:
            field_dict["moved"] = moved

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["tabletop.clock_charged"], d.pop("type"))
        if type_ != "tabletop.clock_charged":
            raise ValueError(
                f"type must match const 'tabletop.clock_charged', got '{type_}'"
            )

        used_ms = d.pop("used_ms")

        version = d.pop("version")

        moved = d.pop("moved", UNSET)

        tabletop_clock_charged = cls(
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            used_ms=used_ms,
            version=version,
            moved=moved,
        )

        tabletop_clock_charged.additional_properties = d
        return tabletop_clock_charged

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
