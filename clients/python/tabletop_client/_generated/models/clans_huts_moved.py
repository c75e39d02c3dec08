from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.clans_huts_moved_huts import ClansHutsMovedHuts


T = TypeVar("T", bound="ClansHutsMoved")


@_attrs_define
class ClansHutsMoved:
    """Every hut of `from` went onto `to` (RULES §7).

    Attributes:
        from_ (int):
        huts (ClansHutsMovedHuts): Huts by colour; only positive counts, canonical colour order.
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        to (int):
        type_ (Literal['clans.huts_moved']):
        version (int): The event's game version.
    """

    from_: int
    huts: ClansHutsMovedHuts
    recorded_at: datetime.datetime
    seat: int
    to: int
    type_: Literal["clans.huts_moved"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        huts = self.huts.to_dict()

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "huts": huts,
                "recorded_at": recorded_at,
                "seat": seat,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_huts_moved_huts import ClansHutsMovedHuts

        d = dict(src_dict)
        from_ = d.pop("from")

        huts = ClansHutsMovedHuts.from_dict(d.pop("huts"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        to = d.pop("to")

        type_ = cast(Literal["clans.huts_moved"], d.pop("type"))
        if type_ != "clans.huts_moved":
            raise ValueError(f"type must match const 'clans.huts_moved', got '{type_}'")

        version = d.pop("version")

        clans_huts_moved = cls(
            from_=from_,
            huts=huts,
            recorded_at=recorded_at,
            seat=seat,
            to=to,
            type_=type_,
            version=version,
        )

        clans_huts_moved.additional_properties = d
        return clans_huts_moved

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
