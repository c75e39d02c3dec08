from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pow_wow_claim_view import PowWowClaimView


T = TypeVar("T", bound="PowWowWindowView")


@_attrs_define
class PowWowWindowView:
    """
    Attributes:
        claims (list[PowWowClaimView]): Claims in order.
        deadline_kind (str): `claim_window` or `dead_window` (D22).
        deadline_ms (int): Window length in ms after its `card_revealed` (D22).
        passed (list[int]): Seats that passed, in the order they passed.
        to_act (list[int]): Seats yet to act, ascending.
        window (int): The open window's number.
    """

    claims: list[PowWowClaimView]
    deadline_kind: str
    deadline_ms: int
    passed: list[int]
    to_act: list[int]
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        deadline_kind = self.deadline_kind

        deadline_ms = self.deadline_ms

        passed = self.passed

        to_act = self.to_act

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claims": claims,
                "deadline_kind": deadline_kind,
                "deadline_ms": deadline_ms,
                "passed": passed,
                "to_act": to_act,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pow_wow_claim_view import PowWowClaimView

        d = dict(src_dict)
        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = PowWowClaimView.from_dict(claims_item_data)

            claims.append(claims_item)

        deadline_kind = d.pop("deadline_kind")

        deadline_ms = d.pop("deadline_ms")

        passed = cast(list[int], d.pop("passed"))

        to_act = cast(list[int], d.pop("to_act"))

        window = d.pop("window")

        pow_wow_window_view = cls(
            claims=claims,
            deadline_kind=deadline_kind,
            deadline_ms=deadline_ms,
            passed=passed,
            to_act=to_act,
            window=window,
        )

        pow_wow_window_view.additional_properties = d
        return pow_wow_window_view

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
