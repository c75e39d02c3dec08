from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PowWowClaimView")


@_attrs_define
class PowWowClaimView:
    """
    Attributes:
        hand (str): The hand type played.
        order (int): 1-based rank in the window (log order, D11).
        productive (bool): Whether the claim could collect something when made (D6).
        seat (int):
    """

    hand: str
    order: int
    productive: bool
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        order = self.order

        productive = self.productive

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
                "order": order,
                "productive": productive,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hand = d.pop("hand")

        order = d.pop("order")

        productive = d.pop("productive")

        seat = d.pop("seat")

        pow_wow_claim_view = cls(
            hand=hand,
            order=order,
            productive=productive,
            seat=seat,
        )

        pow_wow_claim_view.additional_properties = d
        return pow_wow_claim_view

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
