from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_buy_action_type import DerSchwarmBuyActionType

T = TypeVar("T", bound="DerSchwarmBuyAction")


@_attrs_define
class DerSchwarmBuyAction:
    """Buy the action card at a row position; it costs its position (RULES §7.2, D30).

    Attributes:
        index (int): 0-based position in the row (= cost).
        type_ (DerSchwarmBuyActionType):
    """

    index: int
    type_: DerSchwarmBuyActionType

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        type_ = DerSchwarmBuyActionType(d.pop("type"))

        der_schwarm_buy_action = cls(
            index=index,
            type_=type_,
        )

        return der_schwarm_buy_action
