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

T = TypeVar("T", bound="IceFlowDrop")


@_attrs_define
class IceFlowDrop:
    """Drop one item where the named own explorer stands (§11.3).

    Attributes:
        explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
        item (str): "rope" or "fish".
        type_ (Literal['ice_flow.drop']):
    """

    explorer: int
    item: str
    type_: Literal["ice_flow.drop"]

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        item = self.item

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "explorer": explorer,
                "item": item,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        explorer = d.pop("explorer")

        item = d.pop("item")

        type_ = cast(Literal["ice_flow.drop"], d.pop("type"))
        if type_ != "ice_flow.drop":
            raise ValueError(f"type must match const 'ice_flow.drop', got '{type_}'")

        ice_flow_drop = cls(
            explorer=explorer,
            item=item,
            type_=type_,
        )

        return ice_flow_drop
