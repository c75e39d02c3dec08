from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.der_schwarm_move_whale_type import DerSchwarmMoveWhaleType

T = TypeVar("T", bound="DerSchwarmMoveWhale")


@_attrs_define
class DerSchwarmMoveWhale:
    """Place a new whale on the queen field or move one, then step along a path (§9.2).

    Attributes:
        path (list[str]): Fields entered, in order.
        type_ (DerSchwarmMoveWhaleType):
        whale (str): "new" or a whale id (whale-1, whale-2).
    """

    path: list[str]
    type_: DerSchwarmMoveWhaleType
    whale: str

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        type_ = self.type_.value

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

        type_ = DerSchwarmMoveWhaleType(d.pop("type"))

        whale = d.pop("whale")

        der_schwarm_move_whale = cls(
            path=path,
            type_=type_,
            whale=whale,
        )

        return der_schwarm_move_whale
