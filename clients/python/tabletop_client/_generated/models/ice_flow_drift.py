from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_drift_type import IceFlowDriftType

T = TypeVar("T", bound="IceFlowDrift")


@_attrs_define
class IceFlowDrift:
    """Floe action A: move an eligible floe along its current (§7.1).

    Attributes:
        floe (str): Floe tile id, "T01" … "T24".
        type_ (IceFlowDriftType):
    """

    floe: str
    type_: IceFlowDriftType

    def to_dict(self) -> dict[str, Any]:
        floe = self.floe

        type_ = self.type_.value

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

        type_ = IceFlowDriftType(d.pop("type"))

        ice_flow_drift = cls(
            floe=floe,
            type_=type_,
        )

        return ice_flow_drift
