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

T = TypeVar("T", bound="PowWowClaimCameUpEmpty")


@_attrs_define
class PowWowClaimCameUpEmpty:
    """A productive claim found nothing left at its turn; no penalty (D7).

    Attributes:
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['pow_wow.claim_came_up_empty']):
        version (int): The event's game version.
        window (int):
    """

    recorded_at: datetime.datetime
    seat: int
    type_: Literal["pow_wow.claim_came_up_empty"]
    version: int
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["pow_wow.claim_came_up_empty"], d.pop("type"))
        if type_ != "pow_wow.claim_came_up_empty":
            raise ValueError(
                f"type must match const 'pow_wow.claim_came_up_empty', got '{type_}'"
            )

        version = d.pop("version")

        window = d.pop("window")

        pow_wow_claim_came_up_empty = cls(
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
            window=window,
        )

        pow_wow_claim_came_up_empty.additional_properties = d
        return pow_wow_claim_came_up_empty

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
