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
    from ..models.ice_flow_items import IceFlowItems


T = TypeVar("T", bound="IceFlowFloeDrifted")


@_attrs_define
class IceFlowFloeDrifted:
    """
    Attributes:
        floe (str):
        left_strait (bool):
        path (list[str]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        returned (IceFlowItems): Ropes, fish and bears moved by one event.
        seat (int):
        stranded (list[int]):
        type_ (Literal['ice_flow.floe_drifted']):
        version (int): The event's game version.
    """

    floe: str
    left_strait: bool
    path: list[str]
    recorded_at: datetime.datetime
    returned: IceFlowItems
    seat: int
    stranded: list[int]
    type_: Literal["ice_flow.floe_drifted"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        floe = self.floe

        left_strait = self.left_strait

        path = self.path

        recorded_at = self.recorded_at.isoformat()

        returned = self.returned.to_dict()

        seat = self.seat

        stranded = self.stranded

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "floe": floe,
                "left_strait": left_strait,
                "path": path,
                "recorded_at": recorded_at,
                "returned": returned,
                "seat": seat,
                "stranded": stranded,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_items import IceFlowItems

        d = dict(src_dict)
        floe = d.pop("floe")

        left_strait = d.pop("left_strait")

        path = cast(list[str], d.pop("path"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        returned = IceFlowItems.from_dict(d.pop("returned"))

        seat = d.pop("seat")

        stranded = cast(list[int], d.pop("stranded"))

        type_ = cast(Literal["ice_flow.floe_drifted"], d.pop("type"))
        if type_ != "ice_flow.floe_drifted":
            raise ValueError(
                f"type must match const 'ice_flow.floe_drifted', got '{type_}'"
            )

        version = d.pop("version")

        ice_flow_floe_drifted = cls(
            floe=floe,
            left_strait=left_strait,
            path=path,
            recorded_at=recorded_at,
            returned=returned,
            seat=seat,
            stranded=stranded,
            type_=type_,
            version=version,
        )

        ice_flow_floe_drifted.additional_properties = d
        return ice_flow_floe_drifted

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
