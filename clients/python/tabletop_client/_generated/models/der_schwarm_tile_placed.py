from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DerSchwarmTilePlaced")


@_attrs_define
class DerSchwarmTilePlaced:
    """
    Attributes:
        buoy_source (None | str):
        field (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        rp (int):
        seat (int):
        sides (list[str]):
        stacked (bool):
        tile (str):
        type_ (Literal['der_schwarm.tile_placed']):
        version (int): The event's game version.
    """

    buoy_source: None | str
    field: str
    recorded_at: datetime.datetime
    rp: int
    seat: int
    sides: list[str]
    stacked: bool
    tile: str
    type_: Literal["der_schwarm.tile_placed"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        buoy_source: None | str
        buoy_source = self.buoy_source

        field = self.field

        recorded_at = self.recorded_at.isoformat()

        rp = self.rp

        seat = self.seat

        sides = self.sides

        stacked = self.stacked

        tile = self.tile

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "buoy_source": buoy_source,
                "field": field,
                "recorded_at": recorded_at,
                "rp": rp,
                "seat": seat,
                "sides": sides,
                "stacked": stacked,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_buoy_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        buoy_source = _parse_buoy_source(d.pop("buoy_source"))

        field = d.pop("field")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        rp = d.pop("rp")

        seat = d.pop("seat")

        sides = cast(list[str], d.pop("sides"))

        stacked = d.pop("stacked")

        tile = d.pop("tile")

        type_ = cast(Literal["der_schwarm.tile_placed"], d.pop("type"))
        if type_ != "der_schwarm.tile_placed":
            raise ValueError(
                f"type must match const 'der_schwarm.tile_placed', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_tile_placed = cls(
            buoy_source=buoy_source,
            field=field,
            recorded_at=recorded_at,
            rp=rp,
            seat=seat,
            sides=sides,
            stacked=stacked,
            tile=tile,
            type_=type_,
            version=version,
        )

        der_schwarm_tile_placed.additional_properties = d
        return der_schwarm_tile_placed

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
