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

T = TypeVar("T", bound="DerSchwarmPlaceStartStation")


@_attrs_define
class DerSchwarmPlaceStartStation:
    """Place the start station with one researcher (RULES §6 step 6, §14.1).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (Literal['der_schwarm.place_start_station']):
    """

    field: str
    type_: Literal["der_schwarm.place_start_station"]

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

        type_ = cast(Literal["der_schwarm.place_start_station"], d.pop("type"))
        if type_ != "der_schwarm.place_start_station":
            raise ValueError(
                f"type must match const 'der_schwarm.place_start_station', got '{type_}'"
            )

        der_schwarm_place_start_station = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_place_start_station
