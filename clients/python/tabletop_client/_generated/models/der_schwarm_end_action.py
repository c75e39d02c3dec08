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

T = TypeVar("T", bound="DerSchwarmEndAction")


@_attrs_define
class DerSchwarmEndAction:
    """Close a ship action or research mode after at least one sub-move (D53).

    Attributes:
        type_ (Literal['der_schwarm.end_action']):
    """

    type_: Literal["der_schwarm.end_action"]

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
        type_ = cast(Literal["der_schwarm.end_action"], d.pop("type"))
        if type_ != "der_schwarm.end_action":
            raise ValueError(
                f"type must match const 'der_schwarm.end_action', got '{type_}'"
            )

        der_schwarm_end_action = cls(
            type_=type_,
        )

        return der_schwarm_end_action
