from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_end_action_type import DerSchwarmEndActionType

T = TypeVar("T", bound="DerSchwarmEndAction")


@_attrs_define
class DerSchwarmEndAction:
    """Close a ship action or research mode after at least one sub-move (D53).

    Attributes:
        type_ (DerSchwarmEndActionType):
    """

    type_: DerSchwarmEndActionType

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
        type_ = DerSchwarmEndActionType(d.pop("type"))

        der_schwarm_end_action = cls(
            type_=type_,
        )

        return der_schwarm_end_action
