from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_step_type import IceFlowStepType

T = TypeVar("T", bound="IceFlowStep")


@_attrs_define
class IceFlowStep:
    """One step of an explorer movement; the first begins the explorer action (§8, D40).

    Attributes:
        explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
        to (str): Space id "col,row" from data.json (sea hex, island or camp).
        type_ (IceFlowStepType):
    """

    explorer: int
    to: str
    type_: IceFlowStepType

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        to = self.to

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "explorer": explorer,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        explorer = d.pop("explorer")

        to = d.pop("to")

        type_ = IceFlowStepType(d.pop("type"))

        ice_flow_step = cls(
            explorer=explorer,
            to=to,
            type_=type_,
        )

        return ice_flow_step
