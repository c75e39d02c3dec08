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

T = TypeVar("T", bound="IceFlowWentFishing")


@_attrs_define
class IceFlowWentFishing:
    """
    Attributes:
        fish (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['ice_flow.went_fishing']):
        version (int): The event's game version.
    """

    fish: int
    recorded_at: datetime.datetime
    seat: int
    type_: Literal["ice_flow.went_fishing"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fish = self.fish

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fish": fish,
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fish = d.pop("fish")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["ice_flow.went_fishing"], d.pop("type"))
        if type_ != "ice_flow.went_fishing":
            raise ValueError(
                f"type must match const 'ice_flow.went_fishing', got '{type_}'"
            )

        version = d.pop("version")

        ice_flow_went_fishing = cls(
            fish=fish,
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
        )

        ice_flow_went_fishing.additional_properties = d
        return ice_flow_went_fishing

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
