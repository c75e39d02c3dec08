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

T = TypeVar("T", bound="DerSchwarmBuyOrder")


@_attrs_define
class DerSchwarmBuyOrder:
    """Take an order card from the order deck and choose an ability card (RULES §7.2).

    Attributes:
        ability (str): Ability card id, e.g. A-FAST-SHIP.
        number (int): Order card number 1-4.
        type_ (Literal['der_schwarm.buy_order']):
    """

    ability: str
    number: int
    type_: Literal["der_schwarm.buy_order"]

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        number = self.number

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ability": ability,
                "number": number,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ability = d.pop("ability")

        number = d.pop("number")

        type_ = cast(Literal["der_schwarm.buy_order"], d.pop("type"))
        if type_ != "der_schwarm.buy_order":
            raise ValueError(
                f"type must match const 'der_schwarm.buy_order', got '{type_}'"
            )

        der_schwarm_buy_order = cls(
            ability=ability,
            number=number,
            type_=type_,
        )

        return der_schwarm_buy_order
