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

T = TypeVar("T", bound="DerSchwarmMoveWhale")


@_attrs_define
class DerSchwarmMoveWhale:
    """Place a new whale on the queen field or move one, then step along a path (§9.2).

    Attributes:
        path (list[str]): Fields entered, in order.
        type_ (Literal['der_schwarm.move_whale']):
        whale (str): "new" or a whale id (whale-1, whale-2).
    """

    path: list[str]
    type_: Literal["der_schwarm.move_whale"]
    whale: str

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        type_ = self.type_

        whale = self.whale

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
                "type": type_,
                "whale": whale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        path = cast(list[str], d.pop("path"))

        type_ = cast(Literal["der_schwarm.move_whale"], d.pop("type"))
        if type_ != "der_schwarm.move_whale":
            raise ValueError(
                f"type must match const 'der_schwarm.move_whale', got '{type_}'"
            )

        whale = d.pop("whale")

        der_schwarm_move_whale = cls(
            path=path,
            type_=type_,
            whale=whale,
        )

        return der_schwarm_move_whale
