from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_place_explorer_type import IceFlowPlaceExplorerType

T = TypeVar("T", bound="IceFlowPlaceExplorer")


@_attrs_define
class IceFlowPlaceExplorer:
    """Setup: place the seat's lowest-numbered unplaced explorer on an Alaskan camp (§6).

    Attributes:
        camp (str): Alaskan camp hex id, 9,0 … 9,6.
        type_ (IceFlowPlaceExplorerType):
    """

    camp: str
    type_: IceFlowPlaceExplorerType

    def to_dict(self) -> dict[str, Any]:
        camp = self.camp

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "camp": camp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        camp = d.pop("camp")

        type_ = IceFlowPlaceExplorerType(d.pop("type"))

        ice_flow_place_explorer = cls(
            camp=camp,
            type_=type_,
        )

        return ice_flow_place_explorer
