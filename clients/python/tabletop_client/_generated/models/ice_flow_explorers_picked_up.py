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

T = TypeVar("T", bound="IceFlowExplorersPickedUp")


@_attrs_define
class IceFlowExplorersPickedUp:
    """
    Attributes:
        explorers (list[int]):
        floe (str):
        hex_ (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['ice_flow.explorers_picked_up']):
        version (int): The event's game version.
    """

    explorers: list[int]
    floe: str
    hex_: str
    recorded_at: datetime.datetime
    type_: Literal["ice_flow.explorers_picked_up"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        explorers = self.explorers

        floe = self.floe

        hex_ = self.hex_

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "explorers": explorers,
                "floe": floe,
                "hex": hex_,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        explorers = cast(list[int], d.pop("explorers"))

        floe = d.pop("floe")

        hex_ = d.pop("hex")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["ice_flow.explorers_picked_up"], d.pop("type"))
        if type_ != "ice_flow.explorers_picked_up":
            raise ValueError(
                f"type must match const 'ice_flow.explorers_picked_up', got '{type_}'"
            )

        version = d.pop("version")

        ice_flow_explorers_picked_up = cls(
            explorers=explorers,
            floe=floe,
            hex_=hex_,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        ice_flow_explorers_picked_up.additional_properties = d
        return ice_flow_explorers_picked_up

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
