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

T = TypeVar("T", bound="ClansClansDealt")


@_attrs_define
class ClansClansDealt:
    """The secret deal (RULES §5); redacted copies keep the shape with nulls (D26).

    Attributes:
        clans (list[None | str]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['clans.clans_dealt']):
        unassigned (list[str] | None):
        version (int): The event's game version.
    """

    clans: list[None | str]
    recorded_at: datetime.datetime
    type_: Literal["clans.clans_dealt"]
    unassigned: list[str] | None
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        clans = []
        for clans_item_data in self.clans:
            clans_item: None | str
            clans_item = clans_item_data
            clans.append(clans_item)

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        unassigned: list[str] | None
        if isinstance(self.unassigned, list):
            unassigned = self.unassigned

        else:
            unassigned = self.unassigned

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clans": clans,
                "recorded_at": recorded_at,
                "type": type_,
                "unassigned": unassigned,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        clans = []
        _clans = d.pop("clans")
        for clans_item_data in _clans:

            def _parse_clans_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            clans_item = _parse_clans_item(clans_item_data)

            clans.append(clans_item)

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["clans.clans_dealt"], d.pop("type"))
        if type_ != "clans.clans_dealt":
            raise ValueError(
                f"type must match const 'clans.clans_dealt', got '{type_}'"
            )

        def _parse_unassigned(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unassigned_type_0 = cast(list[str], data)

                return unassigned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        unassigned = _parse_unassigned(d.pop("unassigned"))

        version = d.pop("version")

        clans_clans_dealt = cls(
            clans=clans,
            recorded_at=recorded_at,
            type_=type_,
            unassigned=unassigned,
            version=version,
        )

        clans_clans_dealt.additional_properties = d
        return clans_clans_dealt

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
