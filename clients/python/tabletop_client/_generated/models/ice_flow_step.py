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

T = TypeVar("T", bound="IceFlowStep")


@_attrs_define
class IceFlowStep:
    """One step of an explorer movement; the first begins the explorer action (§8, D40).

    Attributes:
        explorer (int): Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).
        to (str): Space id "col,row" from data.json (sea hex, island or camp).
        type_ (Literal['ice_flow.step']):
    """

    explorer: int
    to: str
    type_: Literal["ice_flow.step"]

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        to = self.to

        type_ = self.type_

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

        type_ = cast(Literal["ice_flow.step"], d.pop("type"))
        if type_ != "ice_flow.step":
            raise ValueError(f"type must match const 'ice_flow.step', got '{type_}'")

        ice_flow_step = cls(
            explorer=explorer,
            to=to,
            type_=type_,
        )

        return ice_flow_step
