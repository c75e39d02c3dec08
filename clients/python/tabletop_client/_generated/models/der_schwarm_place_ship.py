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

T = TypeVar("T", bound="DerSchwarmPlaceShip")


@_attrs_define
class DerSchwarmPlaceShip:
    """Put a ship next to an own station, before any step (RULES §8.2).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (Literal['der_schwarm.place_ship']):
    """

    field: str
    type_: Literal["der_schwarm.place_ship"]

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

        type_ = cast(Literal["der_schwarm.place_ship"], d.pop("type"))
        if type_ != "der_schwarm.place_ship":
            raise ValueError(
                f"type must match const 'der_schwarm.place_ship', got '{type_}'"
            )

        der_schwarm_place_ship = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_place_ship
