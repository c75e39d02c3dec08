from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_place_ship_type import DerSchwarmPlaceShipType

T = TypeVar("T", bound="DerSchwarmPlaceShip")


@_attrs_define
class DerSchwarmPlaceShip:
    """Put a ship next to an own station, before any step (RULES §8.2).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (DerSchwarmPlaceShipType):
    """

    field: str
    type_: DerSchwarmPlaceShipType

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

        type_ = DerSchwarmPlaceShipType(d.pop("type"))

        der_schwarm_place_ship = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_place_ship
