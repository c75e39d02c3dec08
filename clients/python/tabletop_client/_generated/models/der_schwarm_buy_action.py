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

T = TypeVar("T", bound="DerSchwarmBuyAction")


@_attrs_define
class DerSchwarmBuyAction:
    """Buy the action card at a row position; it costs its position (RULES §7.2, D30).

    Attributes:
        index (int): 0-based position in the row (= cost).
        type_ (Literal['der_schwarm.buy_action']):
    """

    index: int
    type_: Literal["der_schwarm.buy_action"]

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        type_ = self.type_

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

        type_ = cast(Literal["der_schwarm.buy_action"], d.pop("type"))
        if type_ != "der_schwarm.buy_action":
            raise ValueError(
                f"type must match const 'der_schwarm.buy_action', got '{type_}'"
            )

        der_schwarm_buy_action = cls(
            index=index,
            type_=type_,
        )

        return der_schwarm_buy_action
