from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IceFlowFloeView")


@_attrs_define
class IceFlowFloeView:
    """
    Attributes:
        bears (int):
        fish (int):
        hex_ (str):
        ridges (list[str]): Ridged board directions.
        rope (int):
        rotation (int):
        tile (str):
    """

    bears: int
    fish: int
    hex_: str
    ridges: list[str]
    rope: int
    rotation: int
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bears = self.bears

        fish = self.fish

        hex_ = self.hex_

        ridges = self.ridges

        rope = self.rope

        rotation = self.rotation

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bears": bears,
                "fish": fish,
                "hex": hex_,
                "ridges": ridges,
                "rope": rope,
                "rotation": rotation,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bears = d.pop("bears")

        fish = d.pop("fish")

        hex_ = d.pop("hex")

        ridges = cast(list[str], d.pop("ridges"))

        rope = d.pop("rope")

        rotation = d.pop("rotation")

        tile = d.pop("tile")

        ice_flow_floe_view = cls(
            bears=bears,
            fish=fish,
            hex_=hex_,
            ridges=ridges,
            rope=rope,
            rotation=rotation,
            tile=tile,
        )

        ice_flow_floe_view.additional_properties = d
        return ice_flow_floe_view

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
