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

T = TypeVar("T", bound="ClansVillagesFormed")


@_attrs_define
class ClansVillagesFormed:
    """The move isolated these fields: the set P of RULES §8.4, ascending.

    Attributes:
        fields (list[int]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['clans.villages_formed']):
        version (int): The event's game version.
    """

    fields: list[int]
    recorded_at: datetime.datetime
    type_: Literal["clans.villages_formed"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fields = self.fields

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fields": fields,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fields = cast(list[int], d.pop("fields"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["clans.villages_formed"], d.pop("type"))
        if type_ != "clans.villages_formed":
            raise ValueError(
                f"type must match const 'clans.villages_formed', got '{type_}'"
            )

        version = d.pop("version")

        clans_villages_formed = cls(
            fields=fields,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        clans_villages_formed.additional_properties = d
        return clans_villages_formed

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
