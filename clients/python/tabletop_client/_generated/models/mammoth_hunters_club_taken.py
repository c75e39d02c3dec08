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

T = TypeVar("T", bound="MammothHuntersClubTaken")


@_attrs_define
class MammothHuntersClubTaken:
    """
    Attributes:
        by (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['mammoth_hunters.club_taken']):
        version (int): The event's game version.
        attach_to (int | None | Unset):
    """

    by: int
    recorded_at: datetime.datetime
    type_: Literal["mammoth_hunters.club_taken"]
    version: int
    attach_to: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        attach_to: int | None | Unset
        if isinstance(self.attach_to, Unset):
            attach_to = UNSET
        else:
            attach_to = self.attach_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )
        if attach_to is not UNSET:
            field_dict["attach_to"] = attach_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by = d.pop("by")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["mammoth_hunters.club_taken"], d.pop("type"))
        if type_ != "mammoth_hunters.club_taken":
            raise ValueError(
                f"type must match const 'mammoth_hunters.club_taken', got '{type_}'"
            )

        version = d.pop("version")

        def _parse_attach_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attach_to = _parse_attach_to(d.pop("attach_to", UNSET))

        mammoth_hunters_club_taken = cls(
            by=by,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            attach_to=attach_to,
        )

        mammoth_hunters_club_taken.additional_properties = d
        return mammoth_hunters_club_taken

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
