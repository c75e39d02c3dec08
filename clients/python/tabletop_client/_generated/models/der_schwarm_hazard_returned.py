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

T = TypeVar("T", bound="DerSchwarmHazardReturned")


@_attrs_define
class DerSchwarmHazardReturned:
    """
    Attributes:
        hazard (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['der_schwarm.hazard_returned']):
        version (int): The event's game version.
    """

    hazard: str
    recorded_at: datetime.datetime
    type_: Literal["der_schwarm.hazard_returned"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hazard = self.hazard

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hazard": hazard,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hazard = d.pop("hazard")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["der_schwarm.hazard_returned"], d.pop("type"))
        if type_ != "der_schwarm.hazard_returned":
            raise ValueError(
                f"type must match const 'der_schwarm.hazard_returned', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_hazard_returned = cls(
            hazard=hazard,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        der_schwarm_hazard_returned.additional_properties = d
        return der_schwarm_hazard_returned

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
