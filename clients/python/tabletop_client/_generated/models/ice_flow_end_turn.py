from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ice_flow_end_turn_type import IceFlowEndTurnType

T = TypeVar("T", bound="IceFlowEndTurn")


@_attrs_define
class IceFlowEndTurn:
    """End the turn (§7, D46).

    Attributes:
        type_ (IceFlowEndTurnType):
    """

    type_: IceFlowEndTurnType

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
        type_ = IceFlowEndTurnType(d.pop("type"))

        ice_flow_end_turn = cls(
            type_=type_,
        )

        return ice_flow_end_turn
