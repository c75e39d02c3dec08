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

T = TypeVar("T", bound="IceFlowPlaceExplorer")


@_attrs_define
class IceFlowPlaceExplorer:
    """Setup: place the seat's lowest-numbered unplaced explorer on an Alaskan camp (§6).

    Attributes:
        camp (str): Alaskan camp hex id, 9,0 … 9,6.
        type_ (Literal['ice_flow.place_explorer']):
    """

    camp: str
    type_: Literal["ice_flow.place_explorer"]

    def to_dict(self) -> dict[str, Any]:
        camp = self.camp

        type_ = self.type_

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

        type_ = cast(Literal["ice_flow.place_explorer"], d.pop("type"))
        if type_ != "ice_flow.place_explorer":
            raise ValueError(
                f"type must match const 'ice_flow.place_explorer', got '{type_}'"
            )

        ice_flow_place_explorer = cls(
            camp=camp,
            type_=type_,
        )

        return ice_flow_place_explorer
