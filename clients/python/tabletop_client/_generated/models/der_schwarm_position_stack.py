from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.der_schwarm_position_tile import DerSchwarmPositionTile


T = TypeVar("T", bound="DerSchwarmPositionStack")


@_attrs_define
class DerSchwarmPositionStack:
    """A placed stack, bottom tile first, with its buoys by colour.

    Attributes:
        buoys (list[str]):
        tiles (list[DerSchwarmPositionTile]):
    """

    buoys: list[str]
    tiles: list[DerSchwarmPositionTile]

    def to_dict(self) -> dict[str, Any]:
        buoys = self.buoys

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "buoys": buoys,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_position_tile import DerSchwarmPositionTile

        d = dict(src_dict)
        buoys = cast(list[str], d.pop("buoys"))

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = DerSchwarmPositionTile.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        der_schwarm_position_stack = cls(
            buoys=buoys,
            tiles=tiles,
        )

        return der_schwarm_position_stack
