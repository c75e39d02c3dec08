from __future__ import annotations

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

T = TypeVar("T", bound="IceFlowCollectingView")


@_attrs_define
class IceFlowCollectingView:
    """
    Attributes:
        explorer (int):
        space (str):
        type_ (Literal['collecting']):
    """

    explorer: int
    space: str
    type_: Literal["collecting"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "explorer": explorer,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        explorer = d.pop("explorer")

        space = d.pop("space")

        type_ = cast(Literal["collecting"], d.pop("type"))
        if type_ != "collecting":
            raise ValueError(f"type must match const 'collecting', got '{type_}'")

        ice_flow_collecting_view = cls(
            explorer=explorer,
            space=space,
            type_=type_,
        )

        ice_flow_collecting_view.additional_properties = d
        return ice_flow_collecting_view

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
