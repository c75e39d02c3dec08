from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DerSchwarmTileOnField")


@_attrs_define
class DerSchwarmTileOnField:
    """
    Attributes:
        sides (list[str]):
        tile (str):
    """

    sides: list[str]
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sides": sides,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sides = cast(list[str], d.pop("sides"))

        tile = d.pop("tile")

        der_schwarm_tile_on_field = cls(
            sides=sides,
            tile=tile,
        )

        der_schwarm_tile_on_field.additional_properties = d
        return der_schwarm_tile_on_field

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
