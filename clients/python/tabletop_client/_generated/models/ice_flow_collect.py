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

T = TypeVar("T", bound="IceFlowCollect")


@_attrs_define
class IceFlowCollect:
    """Take one rope or fish from the explorer's floe or island into the backpack (§9).

    Attributes:
        explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
        item (str): "rope" or "fish".
        type_ (Literal['ice_flow.collect']):
    """

    explorer: int
    item: str
    type_: Literal["ice_flow.collect"]

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

        type_ = cast(Literal["ice_flow.collect"], d.pop("type"))
        if type_ != "ice_flow.collect":
            raise ValueError(f"type must match const 'ice_flow.collect', got '{type_}'")

        ice_flow_collect = cls(
            explorer=explorer,
            item=item,
            type_=type_,
        )

        return ice_flow_collect
