from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DerSchwarmSupply")


@_attrs_define
class DerSchwarmSupply:
    """Pieces left in a seat's supply.

    Attributes:
        buoys (int):
        researchers (int):
        ships (int):
        stations (int):
    """

    buoys: int
    researchers: int
    ships: int
    stations: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        buoys = self.buoys

        researchers = self.researchers

        ships = self.ships

        stations = self.stations

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "buoys": buoys,
                "researchers": researchers,
                "ships": ships,
                "stations": stations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        buoys = d.pop("buoys")

        researchers = d.pop("researchers")

        ships = d.pop("ships")

        stations = d.pop("stations")

        der_schwarm_supply = cls(
            buoys=buoys,
            researchers=researchers,
            ships=ships,
            stations=stations,
        )

        der_schwarm_supply.additional_properties = d
        return der_schwarm_supply

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
