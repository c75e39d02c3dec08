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

T = TypeVar("T", bound="DerSchwarmNoEffect")


@_attrs_define
class DerSchwarmNoEffect:
    """Close the action (or double-card part) with no effect, before any sub-move (D53).

    Attributes:
        type_ (Literal['der_schwarm.no_effect']):
    """

    type_: Literal["der_schwarm.no_effect"]

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
        type_ = cast(Literal["der_schwarm.no_effect"], d.pop("type"))
        if type_ != "der_schwarm.no_effect":
            raise ValueError(
                f"type must match const 'der_schwarm.no_effect', got '{type_}'"
            )

        der_schwarm_no_effect = cls(
            type_=type_,
        )

        return der_schwarm_no_effect
