from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_pass_buy_type import DerSchwarmPassBuyType

T = TypeVar("T", bound="DerSchwarmPassBuy")


@_attrs_define
class DerSchwarmPassBuy:
    """Pass a buying turn when no purchase is possible (RULES §7.2).

    Attributes:
        type_ (DerSchwarmPassBuyType):
    """

    type_: DerSchwarmPassBuyType

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
        type_ = DerSchwarmPassBuyType(d.pop("type"))

        der_schwarm_pass_buy = cls(
            type_=type_,
        )

        return der_schwarm_pass_buy
