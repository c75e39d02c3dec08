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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersHunterPlaced")


@_attrs_define
class MammothHuntersHunterPlaced:
    """
    Attributes:
        by (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        region (int):
        type_ (Literal['mammoth_hunters.hunter_placed']):
        version (int): The event's game version.
        club (bool | Unset):  Default: False.
    """

    by: int
    recorded_at: datetime.datetime
    region: int
    type_: Literal["mammoth_hunters.hunter_placed"]
    version: int
    club: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        recorded_at = self.recorded_at.isoformat()

        region = self.region

        type_ = self.type_

        version = self.version

        club = self.club

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "recorded_at": recorded_at,
                "region": region,
                "type": type_,
                "version": version,
            }
        )
        if club is not UNSET:
            field_dict["club"] = club

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by = d.pop("by")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        region = d.pop("region")

        type_ = cast(Literal["mammoth_hunters.hunter_placed"], d.pop("type"))
        if type_ != "mammoth_hunters.hunter_placed":
            raise ValueError(
                f"type must match const 'mammoth_hunters.hunter_placed', got '{type_}'"
            )

        version = d.pop("version")

        club = d.pop("club", UNSET)

        mammoth_hunters_hunter_placed = cls(
            by=by,
            recorded_at=recorded_at,
            region=region,
            type_=type_,
            version=version,
            club=club,
        )

        mammoth_hunters_hunter_placed.additional_properties = d
        return mammoth_hunters_hunter_placed

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
