from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_no_effect_type import DerSchwarmNoEffectType

T = TypeVar("T", bound="DerSchwarmNoEffect")


@_attrs_define
class DerSchwarmNoEffect:
    """Close the action (or double-card part) with no effect, before any sub-move (D53).

    Attributes:
        type_ (DerSchwarmNoEffectType):
    """

    type_: DerSchwarmNoEffectType

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
        type_ = DerSchwarmNoEffectType(d.pop("type"))

        der_schwarm_no_effect = cls(
            type_=type_,
        )

        return der_schwarm_no_effect
