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

T = TypeVar("T", bound="IceFlowFish")


@_attrs_define
class IceFlowFish:
    """Go fishing: 1 rope to the supply, up to 2 fish into the backpack (§9.3).

    Attributes:
        type_ (Literal['ice_flow.fish']):
    """

    type_: Literal["ice_flow.fish"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["ice_flow.fish"], d.pop("type"))
        if type_ != "ice_flow.fish":
            raise ValueError(f"type must match const 'ice_flow.fish', got '{type_}'")

        ice_flow_fish = cls(
            type_=type_,
        )

        return ice_flow_fish
