from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="IceFlowPileRecord")


@_attrs_define
class IceFlowPileRecord:
    """
    Attributes:
        bears (int | Unset):  Default: 0.
        fish (int | Unset):  Default: 0.
        rope (int | Unset):  Default: 0.
    """

    bears: int | Unset = 0
    fish: int | Unset = 0
    rope: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bears = self.bears

        fish = self.fish

        rope = self.rope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if bears is not UNSET:
            field_dict["bears"] = bears
        if fish is not UNSET:
            field_dict["fish"] = fish
        if rope is not UNSET:
            field_dict["rope"] = rope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bears = d.pop("bears", UNSET)

        fish = d.pop("fish", UNSET)

        rope = d.pop("rope", UNSET)

        ice_flow_pile_record = cls(
            bears=bears,
            fish=fish,
            rope=rope,
        )

        ice_flow_pile_record.additional_properties = d
        return ice_flow_pile_record

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
