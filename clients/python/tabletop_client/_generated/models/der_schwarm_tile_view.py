from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DerSchwarmTileView")


@_attrs_define
class DerSchwarmTileView:
    """A face-up tile in a seat's supply.

    Attributes:
        golden (bool):
        shape (str): straight, corner, tee or cross.
        tile (str):
    """

    golden: bool
    shape: str
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        golden = self.golden

        shape = self.shape

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "golden": golden,
                "shape": shape,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        golden = d.pop("golden")

        shape = d.pop("shape")

        tile = d.pop("tile")

        der_schwarm_tile_view = cls(
            golden=golden,
            shape=shape,
            tile=tile,
        )

        der_schwarm_tile_view.additional_properties = d
        return der_schwarm_tile_view

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
