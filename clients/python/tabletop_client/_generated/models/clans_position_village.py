from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ClansPositionVillage")


@_attrs_define
class ClansPositionVillage:
    """A founded village of a position document (RULES §15).

    Attributes:
        chip (int): The chip number (1–11) it took.
        field (int): The village's field id 0–59.
    """

    chip: int
    field: int

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip

        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chip": chip,
                "field": field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chip = d.pop("chip")

        field = d.pop("field")

        clans_position_village = cls(
            chip=chip,
            field=field,
        )

        return clans_position_village
