from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_pass_round_type import DerSchwarmPassRoundType

T = TypeVar("T", bound="DerSchwarmPassRound")


@_attrs_define
class DerSchwarmPassRound:
    """Pass with only the joker left; the joker stays unused (RULES §7.4, D40).

    Attributes:
        type_ (DerSchwarmPassRoundType):
    """

    type_: DerSchwarmPassRoundType

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
        type_ = DerSchwarmPassRoundType(d.pop("type"))

        der_schwarm_pass_round = cls(
            type_=type_,
        )

        return der_schwarm_pass_round
