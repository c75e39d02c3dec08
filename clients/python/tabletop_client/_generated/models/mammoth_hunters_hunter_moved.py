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

T = TypeVar("T", bound="MammothHuntersHunterMoved")


@_attrs_define
class MammothHuntersHunterMoved:
    """
    Attributes:
        by (int):
        from_region (int):
        owner (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        to_region (int):
        type_ (Literal['mammoth_hunters.hunter_moved']):
        version (int): The event's game version.
        club (bool | Unset):  Default: False.
        clubbed (bool | Unset):  Default: False.
    """

    by: int
    from_region: int
    owner: int
    recorded_at: datetime.datetime
    to_region: int
    type_: Literal["mammoth_hunters.hunter_moved"]
    version: int
    club: bool | Unset = False
    clubbed: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        from_region = self.from_region

        owner = self.owner

        recorded_at = self.recorded_at.isoformat()

        to_region = self.to_region

        type_ = self.type_

        version = self.version

        club = self.club

        clubbed = self.clubbed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "from_region": from_region,
                "owner": owner,
                "recorded_at": recorded_at,
                "to_region": to_region,
                "type": type_,
                "version": version,
            }
        )
        if club is not UNSET:
            field_dict["club"] = club
        if clubbed is not UNSET:
            field_dict["clubbed"] = clubbed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by = d.pop("by")

        from_region = d.pop("from_region")

        owner = d.pop("owner")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        to_region = d.pop("to_region")

        type_ = cast(Literal["mammoth_hunters.hunter_moved"], d.pop("type"))
        if type_ != "mammoth_hunters.hunter_moved":
            raise ValueError(
                f"type must match const 'mammoth_hunters.hunter_moved', got '{type_}'"
            )

        version = d.pop("version")

        club = d.pop("club", UNSET)

        clubbed = d.pop("clubbed", UNSET)

        mammoth_hunters_hunter_moved = cls(
            by=by,
            from_region=from_region,
            owner=owner,
            recorded_at=recorded_at,
            to_region=to_region,
            type_=type_,
            version=version,
            club=club,
            clubbed=clubbed,
        )

        mammoth_hunters_hunter_moved.additional_properties = d
        return mammoth_hunters_hunter_moved

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
