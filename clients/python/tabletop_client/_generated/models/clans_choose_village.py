from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.clans_choose_village_type import ClansChooseVillageType

T = TypeVar("T", bound="ClansChooseVillage")


@_attrs_define
class ClansChooseVillage:
    """Found this pending village next (RULES §8.4, D8).

    Attributes:
        field (int): A field of the pending villages, founded next.
        type_ (ClansChooseVillageType):
    """

    field: int
    type_: ClansChooseVillageType

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        type_ = self.type_.value

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

        type_ = ClansChooseVillageType(d.pop("type"))

        clans_choose_village = cls(
            field=field,
            type_=type_,
        )

        return clans_choose_village
