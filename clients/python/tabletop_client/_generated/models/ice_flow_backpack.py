from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="IceFlowBackpack")


@_attrs_define
class IceFlowBackpack:
    """A player's backpack; `fresh_*` count the items gained this turn (RULES §11.4, D16).

    Attributes:
        fish (int | Unset):  Default: 0.
        fresh_fish (int | Unset):  Default: 0.
        fresh_rope (int | Unset):  Default: 0.
        rope (int | Unset):  Default: 0.
    """

    fish: int | Unset = 0
    fresh_fish: int | Unset = 0
    fresh_rope: int | Unset = 0
    rope: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fish = self.fish

        fresh_fish = self.fresh_fish

        fresh_rope = self.fresh_rope

        rope = self.rope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if fish is not UNSET:
            field_dict["fish"] = fish
        if fresh_fish is not UNSET:
            field_dict["fresh_fish"] = fresh_fish
        if fresh_rope is not UNSET:
            field_dict["fresh_rope"] = fresh_rope
        if rope is not UNSET:
            field_dict["rope"] = rope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fish = d.pop("fish", UNSET)

        fresh_fish = d.pop("fresh_fish", UNSET)

        fresh_rope = d.pop("fresh_rope", UNSET)

        rope = d.pop("rope", UNSET)

        ice_flow_backpack = cls(
            fish=fish,
            fresh_fish=fresh_fish,
            fresh_rope=fresh_rope,
            rope=rope,
        )

        ice_flow_backpack.additional_properties = d
        return ice_flow_backpack

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
