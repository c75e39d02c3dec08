from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="IceFlowPlaceFloe")


@_attrs_define
class IceFlowPlaceFloe:
    """Place a setup tile (§6 step 6) or the discovered tile (§7.3 step 4).

    Attributes:
        hex_ (str): Sea hex id where the floe goes.
        rotation (int): Clockwise 60° steps, 0–5 (§4).
        tile (str): Floe tile id, "T01" … "T24".
        type_ (Literal['ice_flow.place_floe']):
    """

    hex_: str
    rotation: int
    tile: str
    type_: Literal["ice_flow.place_floe"]

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        rotation = self.rotation

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hex": hex_,
                "rotation": rotation,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hex_ = d.pop("hex")

        rotation = d.pop("rotation")

        tile = d.pop("tile")

        type_ = cast(Literal["ice_flow.place_floe"], d.pop("type"))
        if type_ != "ice_flow.place_floe":
            raise ValueError(
                f"type must match const 'ice_flow.place_floe', got '{type_}'"
            )

        ice_flow_place_floe = cls(
            hex_=hex_,
            rotation=rotation,
            tile=tile,
            type_=type_,
        )

        return ice_flow_place_floe
