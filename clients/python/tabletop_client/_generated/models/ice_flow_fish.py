from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_fish_type import IceFlowFishType

T = TypeVar("T", bound="IceFlowFish")


@_attrs_define
class IceFlowFish:
    """Go fishing: 1 rope to the supply, up to 2 fish into the backpack (§9.3).

    Attributes:
        type_ (IceFlowFishType):
    """

    type_: IceFlowFishType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = IceFlowFishType(d.pop("type"))

        ice_flow_fish = cls(
            type_=type_,
        )

        return ice_flow_fish
