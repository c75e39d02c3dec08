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

T = TypeVar("T", bound="IceFlowDrift")


@_attrs_define
class IceFlowDrift:
    """Floe action A: move an eligible floe along its current (§7.1).

    Attributes:
        floe (str): Floe tile id, "T01" … "T24".
        type_ (Literal['ice_flow.drift']):
    """

    floe: str
    type_: Literal["ice_flow.drift"]

    def to_dict(self) -> dict[str, Any]:
        floe = self.floe

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floe": floe,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        floe = d.pop("floe")

        type_ = cast(Literal["ice_flow.drift"], d.pop("type"))
        if type_ != "ice_flow.drift":
            raise ValueError(f"type must match const 'ice_flow.drift', got '{type_}'")

        ice_flow_drift = cls(
            floe=floe,
            type_=type_,
        )

        return ice_flow_drift
