from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_stop_type import IceFlowStopType

T = TypeVar("T", bound="IceFlowStop")


@_attrs_define
class IceFlowStop:
    """End the movement on the current space (§8.3).

    Attributes:
        type_ (IceFlowStopType):
    """

    type_: IceFlowStopType

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
        type_ = IceFlowStopType(d.pop("type"))

        ice_flow_stop = cls(
            type_=type_,
        )

        return ice_flow_stop
