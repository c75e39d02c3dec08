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


T = TypeVar("T", bound="IceFlowFloePlaced")


@_attrs_define
class IceFlowFloePlaced:
    """
    Attributes:
        card (str):
        hex_ (str):
        items (IceFlowItems): Ropes, fish and bears moved by one event.
        items_to (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        rotation (int):
        seat (int):
        tile (str):
        type_ (Literal['ice_flow.floe_placed']):
        version (int): The event's game version.
    """

    card: str
    hex_: str
    items: IceFlowItems
    items_to: str
    recorded_at: datetime.datetime
    rotation: int
    seat: int
    tile: str
    type_: Literal["ice_flow.floe_placed"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hex_ = self.hex_

        items = self.items.to_dict()

        items_to = self.items_to

        recorded_at = self.recorded_at.isoformat()

        rotation = self.rotation

        seat = self.seat

        tile = self.tile

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "hex": hex_,
                "items": items,
                "items_to": items_to,
                "recorded_at": recorded_at,
                "rotation": rotation,
                "seat": seat,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ice_flow_items import IceFlowItems

        d = dict(src_dict)
        card = d.pop("card")

        hex_ = d.pop("hex")

        items = IceFlowItems.from_dict(d.pop("items"))

        items_to = d.pop("items_to")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        rotation = d.pop("rotation")

        seat = d.pop("seat")

        tile = d.pop("tile")

        type_ = cast(Literal["ice_flow.floe_placed"], d.pop("type"))
        if type_ != "ice_flow.floe_placed":
            raise ValueError(
                f"type must match const 'ice_flow.floe_placed', got '{type_}'"
            )

        version = d.pop("version")

        ice_flow_floe_placed = cls(
            card=card,
            hex_=hex_,
            items=items,
            items_to=items_to,
            recorded_at=recorded_at,
            rotation=rotation,
            seat=seat,
            tile=tile,
            type_=type_,
            version=version,
        )

        ice_flow_floe_placed.additional_properties = d
        return ice_flow_floe_placed

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
