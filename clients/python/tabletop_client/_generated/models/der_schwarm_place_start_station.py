from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_place_start_station_type import (
    DerSchwarmPlaceStartStationType,
)

T = TypeVar("T", bound="DerSchwarmPlaceStartStation")


@_attrs_define
class DerSchwarmPlaceStartStation:
    """Place the start station with one researcher (RULES §6 step 6, §14.1).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (DerSchwarmPlaceStartStationType):
    """

    field: str
    type_: DerSchwarmPlaceStartStationType

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

        type_ = DerSchwarmPlaceStartStationType(d.pop("type"))

        der_schwarm_place_start_station = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_place_start_station
