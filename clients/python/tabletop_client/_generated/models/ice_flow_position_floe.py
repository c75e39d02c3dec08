from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IceFlowPositionFloe")


@_attrs_define
class IceFlowPositionFloe:
    """A floe on the board with the items lying on it (§17.6).

    Attributes:
        bears (int): 0–2 bears.
        fish (int): A number of pieces, 0 or more.
        hex_ (str): The sea hex it lies on (not the island).
        rope (int): A number of pieces, 0 or more.
        rotation (int): Clockwise 60° steps, 0–5 (§4).
        tile (str): Floe tile id, "T01" … "T24"; each at most once.
    """

    bears: int
    fish: int
    hex_: str
    rope: int
    rotation: int
    tile: str

    def to_dict(self) -> dict[str, Any]:
        bears = self.bears

        fish = self.fish

        hex_ = self.hex_

        rope = self.rope

        rotation = self.rotation

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bears": bears,
                "fish": fish,
                "hex": hex_,
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

        rope = d.pop("rope")

        rotation = d.pop("rotation")

        tile = d.pop("tile")

        ice_flow_position_floe = cls(
            bears=bears,
            fish=fish,
            hex_=hex_,
            rope=rope,
            rotation=rotation,
            tile=tile,
        )

        return ice_flow_position_floe
