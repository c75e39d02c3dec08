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

T = TypeVar("T", bound="IceFlowMovementEnded")


@_attrs_define
class IceFlowMovementEnded:
    """
    Attributes:
        explorer (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        space (str):
        type_ (Literal['ice_flow.movement_ended']):
        version (int): The event's game version.
    """

    explorer: int
    recorded_at: datetime.datetime
    seat: int
    space: str
    type_: Literal["ice_flow.movement_ended"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        explorer = self.explorer

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        space = self.space

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "explorer": explorer,
                "recorded_at": recorded_at,
                "seat": seat,
                "space": space,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        explorer = d.pop("explorer")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        space = d.pop("space")

        type_ = cast(Literal["ice_flow.movement_ended"], d.pop("type"))
        if type_ != "ice_flow.movement_ended":
            raise ValueError(
                f"type must match const 'ice_flow.movement_ended', got '{type_}'"
            )

        version = d.pop("version")

        ice_flow_movement_ended = cls(
            explorer=explorer,
            recorded_at=recorded_at,
            seat=seat,
            space=space,
            type_=type_,
            version=version,
        )

        ice_flow_movement_ended.additional_properties = d
        return ice_flow_movement_ended

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
