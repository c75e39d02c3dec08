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

T = TypeVar("T", bound="PowWowClaimMade")


@_attrs_define
class PowWowClaimMade:
    """A claim with its 1-based rank and productivity on the frozen table (D6, D11).

    Attributes:
        hand (str):
        order (int):
        productive (bool):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['pow_wow.claim_made']):
        version (int): The event's game version.
        window (int):
    """

    hand: str
    order: int
    productive: bool
    recorded_at: datetime.datetime
    seat: int
    type_: Literal["pow_wow.claim_made"]
    version: int
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        order = self.order

        productive = self.productive

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
                "order": order,
                "productive": productive,
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
        hand = d.pop("hand")

        order = d.pop("order")

        productive = d.pop("productive")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["pow_wow.claim_made"], d.pop("type"))
        if type_ != "pow_wow.claim_made":
            raise ValueError(
                f"type must match const 'pow_wow.claim_made', got '{type_}'"
            )

        version = d.pop("version")

        window = d.pop("window")

        pow_wow_claim_made = cls(
            hand=hand,
            order=order,
            productive=productive,
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
            window=window,
        )

        pow_wow_claim_made.additional_properties = d
        return pow_wow_claim_made

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
