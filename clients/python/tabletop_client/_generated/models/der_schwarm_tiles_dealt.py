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

T = TypeVar("T", bound="DerSchwarmTilesDealt")


@_attrs_define
class DerSchwarmTilesDealt:
    """`tiles[i]` lies face down on `fields[i]`; seats get `tiles` = null (RULES §15.2).

    Attributes:
        fields (list[str]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        tiles (list[str] | None):
        type_ (Literal['der_schwarm.tiles_dealt']):
        version (int): The event's game version.
    """

    fields: list[str]
    recorded_at: datetime.datetime
    tiles: list[str] | None
    type_: Literal["der_schwarm.tiles_dealt"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fields = self.fields

        recorded_at = self.recorded_at.isoformat()

        tiles: list[str] | None
        if isinstance(self.tiles, list):
            tiles = self.tiles

        else:
            tiles = self.tiles

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fields": fields,
                "recorded_at": recorded_at,
                "tiles": tiles,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fields = cast(list[str], d.pop("fields"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        def _parse_tiles(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tiles_type_0 = cast(list[str], data)

                return tiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        tiles = _parse_tiles(d.pop("tiles"))

        type_ = cast(Literal["der_schwarm.tiles_dealt"], d.pop("type"))
        if type_ != "der_schwarm.tiles_dealt":
            raise ValueError(
                f"type must match const 'der_schwarm.tiles_dealt', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_tiles_dealt = cls(
            fields=fields,
            recorded_at=recorded_at,
            tiles=tiles,
            type_=type_,
            version=version,
        )

        der_schwarm_tiles_dealt.additional_properties = d
        return der_schwarm_tiles_dealt

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
