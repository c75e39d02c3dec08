from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.der_schwarm_tile_on_field import DerSchwarmTileOnField


T = TypeVar("T", bound="DerSchwarmSeaField")


@_attrs_define
class DerSchwarmSeaField:
    """A sea field: face_down (no id or shape), empty, or placed with its stack.

    Attributes:
        field (str):
        state (str): face_down, empty or placed.
        buoys (list[str] | Unset): Buoy colours on the stack.
        tiles (list[DerSchwarmTileOnField] | Unset):
    """

    field: str
    state: str
    buoys: list[str] | Unset = UNSET
    tiles: list[DerSchwarmTileOnField] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        state = self.state

        buoys: list[str] | Unset = UNSET
        if not isinstance(self.buoys, Unset):
            buoys = self.buoys

        tiles: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = []
            for tiles_item_data in self.tiles:
                tiles_item = tiles_item_data.to_dict()
                tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "field": field,
                "state": state,
            }
        )
        if buoys is not UNSET:
            field_dict["buoys"] = buoys
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_tile_on_field import DerSchwarmTileOnField

        d = dict(src_dict)
        field = d.pop("field")

        state = d.pop("state")

        buoys = cast(list[str], d.pop("buoys", UNSET))

        _tiles = d.pop("tiles", UNSET)
        tiles: list[DerSchwarmTileOnField] | Unset = UNSET
        if _tiles is not UNSET:
            tiles = []
            for tiles_item_data in _tiles:
                tiles_item = DerSchwarmTileOnField.from_dict(tiles_item_data)

                tiles.append(tiles_item)

        der_schwarm_sea_field = cls(
            field=field,
            state=state,
            buoys=buoys,
            tiles=tiles,
        )

        der_schwarm_sea_field.additional_properties = d
        return der_schwarm_sea_field

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
