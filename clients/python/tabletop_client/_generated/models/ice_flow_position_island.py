from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IceFlowPositionIsland")


@_attrs_define
class IceFlowPositionIsland:
    """The items on the Diomede island (§3.6).

    Attributes:
        bears (int): 0–2 bears.
        fish (int): A number of pieces, 0 or more.
        rope (int): A number of pieces, 0 or more.
    """

    bears: int
    fish: int
    rope: int

    def to_dict(self) -> dict[str, Any]:
        bears = self.bears

        fish = self.fish

        rope = self.rope

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bears": bears,
                "fish": fish,
                "rope": rope,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bears = d.pop("bears")

        fish = d.pop("fish")

        rope = d.pop("rope")

        ice_flow_position_island = cls(
            bears=bears,
            fish=fish,
            rope=rope,
        )

        return ice_flow_position_island
