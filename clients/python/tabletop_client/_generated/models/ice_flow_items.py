from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="IceFlowItems")


@_attrs_define
class IceFlowItems:
    """Ropes, fish and bears moved by one event.

    Attributes:
        bear (int | Unset):  Default: 0.
        fish (int | Unset):  Default: 0.
        rope (int | Unset):  Default: 0.
    """

    bear: int | Unset = 0
    fish: int | Unset = 0
    rope: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bear = self.bear

        fish = self.fish

        rope = self.rope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if bear is not UNSET:
            field_dict["bear"] = bear
        if fish is not UNSET:
            field_dict["fish"] = fish
        if rope is not UNSET:
            field_dict["rope"] = rope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bear = d.pop("bear", UNSET)

        fish = d.pop("fish", UNSET)

        rope = d.pop("rope", UNSET)

        ice_flow_items = cls(
            bear=bear,
            fish=fish,
            rope=rope,
        )

        ice_flow_items.additional_properties = d
        return ice_flow_items

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
