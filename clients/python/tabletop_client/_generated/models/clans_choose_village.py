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

T = TypeVar("T", bound="ClansChooseVillage")


@_attrs_define
class ClansChooseVillage:
    """Found this pending village next (RULES §8.4, D8).

    Attributes:
        field (int): A field of the pending villages, founded next.
        type_ (Literal['clans.choose_village']):
    """

    field: int
    type_: Literal["clans.choose_village"]

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        type_ = cast(Literal["clans.choose_village"], d.pop("type"))
        if type_ != "clans.choose_village":
            raise ValueError(
                f"type must match const 'clans.choose_village', got '{type_}'"
            )

        clans_choose_village = cls(
            field=field,
            type_=type_,
        )

        return clans_choose_village
