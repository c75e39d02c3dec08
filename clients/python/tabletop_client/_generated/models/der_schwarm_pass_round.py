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

T = TypeVar("T", bound="DerSchwarmPassRound")


@_attrs_define
class DerSchwarmPassRound:
    """Pass with only the joker left; the joker stays unused (RULES §7.4, D40).

    Attributes:
        type_ (Literal['der_schwarm.pass_round']):
    """

    type_: Literal["der_schwarm.pass_round"]

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
        type_ = cast(Literal["der_schwarm.pass_round"], d.pop("type"))
        if type_ != "der_schwarm.pass_round":
            raise ValueError(
                f"type must match const 'der_schwarm.pass_round', got '{type_}'"
            )

        der_schwarm_pass_round = cls(
            type_=type_,
        )

        return der_schwarm_pass_round
