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

T = TypeVar("T", bound="IceFlowChaseBear")


@_attrs_define
class IceFlowChaseBear:
    """Chase one bear off the space in a direction (§10.2; §10.4 option 2 for 1 fish).

    Attributes:
        direction (str): Hex direction: "N", "NE", "SE", "S", "SW" or "NW".
        type_ (Literal['ice_flow.chase_bear']):
    """

    direction: str
    type_: Literal["ice_flow.chase_bear"]

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        direction = d.pop("direction")

        type_ = cast(Literal["ice_flow.chase_bear"], d.pop("type"))
        if type_ != "ice_flow.chase_bear":
            raise ValueError(
                f"type must match const 'ice_flow.chase_bear', got '{type_}'"
            )

        ice_flow_chase_bear = cls(
            direction=direction,
            type_=type_,
        )

        return ice_flow_chase_bear
