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

T = TypeVar("T", bound="IceFlowStop")


@_attrs_define
class IceFlowStop:
    """End the movement on the current space (§8.3).

    Attributes:
        type_ (Literal['ice_flow.stop']):
    """

    type_: Literal["ice_flow.stop"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

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
        type_ = cast(Literal["ice_flow.stop"], d.pop("type"))
        if type_ != "ice_flow.stop":
            raise ValueError(f"type must match const 'ice_flow.stop', got '{type_}'")

        ice_flow_stop = cls(
            type_=type_,
        )

        return ice_flow_stop
