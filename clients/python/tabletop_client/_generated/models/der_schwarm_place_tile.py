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

from ..types import UNSET, Unset

T = TypeVar("T", bound="DerSchwarmPlaceTile")


@_attrs_define
class DerSchwarmPlaceTile:
    """Research the swarm: place one tile from supply with a buoy (RULES §8.3.2–§8.3.5).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        sides (list[str]): Connection sides as placed (a set of N/E/S/W).
        tile (str): A tile id from the actor's supply.
        type_ (Literal['der_schwarm.place_tile']):
        buoy_source (None | str | Unset): Field to take an own buoy from; only with an empty supply.
    """

    field: str
    sides: list[str]
    tile: str
    type_: Literal["der_schwarm.place_tile"]
    buoy_source: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        sides = self.sides

        tile = self.tile

        type_ = self.type_

        buoy_source: None | str | Unset
        if isinstance(self.buoy_source, Unset):
            buoy_source = UNSET
        else:
            buoy_source = self.buoy_source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "sides": sides,
                "tile": tile,
                "type": type_,
            }
        )
        if buoy_source is not UNSET:
            field_dict["buoy_source"] = buoy_source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        sides = cast(list[str], d.pop("sides"))

        tile = d.pop("tile")

        type_ = cast(Literal["der_schwarm.place_tile"], d.pop("type"))
        if type_ != "der_schwarm.place_tile":
            raise ValueError(
                f"type must match const 'der_schwarm.place_tile', got '{type_}'"
            )

        def _parse_buoy_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        buoy_source = _parse_buoy_source(d.pop("buoy_source", UNSET))

        der_schwarm_place_tile = cls(
            field=field,
            sides=sides,
            tile=tile,
            type_=type_,
            buoy_source=buoy_source,
        )

        return der_schwarm_place_tile
