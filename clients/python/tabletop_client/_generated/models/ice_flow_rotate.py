from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_rotate_type import IceFlowRotateType

T = TypeVar("T", bound="IceFlowRotate")


@_attrs_define
class IceFlowRotate:
    """Floe action B: turn an eligible floe by 60° (§7.2).

    Attributes:
        clockwise (bool): True: clockwise; false: counter.
        floe (str): Floe tile id, "T01" … "T24".
        type_ (IceFlowRotateType):
    """

    clockwise: bool
    floe: str
    type_: IceFlowRotateType

    def to_dict(self) -> dict[str, Any]:
        clockwise = self.clockwise

        floe = self.floe

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clockwise": clockwise,
                "floe": floe,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        clockwise = d.pop("clockwise")

        floe = d.pop("floe")

        type_ = IceFlowRotateType(d.pop("type"))

        ice_flow_rotate = cls(
            clockwise=clockwise,
            floe=floe,
            type_=type_,
        )

        return ice_flow_rotate
