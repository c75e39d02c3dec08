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

T = TypeVar("T", bound="DerSchwarmTileCollected")


@_attrs_define
class DerSchwarmTileCollected:
    """
    Attributes:
        field (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        tile (str):
        type_ (Literal['der_schwarm.tile_collected']):
        version (int): The event's game version.
    """

    field: str
    recorded_at: datetime.datetime
    seat: int
    tile: str
    type_: Literal["der_schwarm.tile_collected"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        tile = self.tile

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "field": field,
                "recorded_at": recorded_at,
                "seat": seat,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        tile = d.pop("tile")

        type_ = cast(Literal["der_schwarm.tile_collected"], d.pop("type"))
        if type_ != "der_schwarm.tile_collected":
            raise ValueError(
                f"type must match const 'der_schwarm.tile_collected', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_tile_collected = cls(
            field=field,
            recorded_at=recorded_at,
            seat=seat,
            tile=tile,
            type_=type_,
            version=version,
        )

        der_schwarm_tile_collected.additional_properties = d
        return der_schwarm_tile_collected

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
