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

T = TypeVar("T", bound="IceFlowRotate")


@_attrs_define
class IceFlowRotate:
    """Floe action B: turn an eligible floe by 60° (§7.2).

    Attributes:
        clockwise (bool): True: clockwise; false: counter.
        floe (str): Floe tile id, "T01" … "T24".
        type_ (Literal['ice_flow.rotate']):
    """

    clockwise: bool
    floe: str
    type_: Literal["ice_flow.rotate"]

    def to_dict(self) -> dict[str, Any]:
        clockwise = self.clockwise

        floe = self.floe

        type_ = self.type_

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

        type_ = cast(Literal["ice_flow.rotate"], d.pop("type"))
        if type_ != "ice_flow.rotate":
            raise ValueError(f"type must match const 'ice_flow.rotate', got '{type_}'")

        ice_flow_rotate = cls(
            clockwise=clockwise,
            floe=floe,
            type_=type_,
        )

        return ice_flow_rotate
