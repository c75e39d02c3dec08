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

T = TypeVar("T", bound="DerSchwarmShipMoved")


@_attrs_define
class DerSchwarmShipMoved:
    """
    Attributes:
        from_field (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        to_field (str):
        type_ (Literal['der_schwarm.ship_moved']):
        version (int): The event's game version.
    """

    from_field: str
    recorded_at: datetime.datetime
    seat: int
    to_field: str
    type_: Literal["der_schwarm.ship_moved"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_field = self.from_field

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        to_field = self.to_field

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from_field": from_field,
                "recorded_at": recorded_at,
                "seat": seat,
                "to_field": to_field,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_field = d.pop("from_field")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        to_field = d.pop("to_field")

        type_ = cast(Literal["der_schwarm.ship_moved"], d.pop("type"))
        if type_ != "der_schwarm.ship_moved":
            raise ValueError(
                f"type must match const 'der_schwarm.ship_moved', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_ship_moved = cls(
            from_field=from_field,
            recorded_at=recorded_at,
            seat=seat,
            to_field=to_field,
            type_=type_,
            version=version,
        )

        der_schwarm_ship_moved.additional_properties = d
        return der_schwarm_ship_moved

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
