from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DerSchwarmPositionTile")


@_attrs_define
class DerSchwarmPositionTile:
    """
    Attributes:
        sides (list[str]):
        tile (str):
    """

    sides: list[str]
    tile: str

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        tile = self.tile

        field_dict: dict[str, Any] = {}

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

        der_schwarm_position_tile = cls(
            sides=sides,
            tile=tile,
        )

        return der_schwarm_position_tile
