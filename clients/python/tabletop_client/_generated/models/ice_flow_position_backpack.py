from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IceFlowPositionBackpack")


@_attrs_define
class IceFlowPositionBackpack:
    """One seat's backpack: at most 3 items (§11.1); nothing is fresh at a turn's beginning.

    Attributes:
        fish (int): A number of pieces, 0 or more.
        rope (int): A number of pieces, 0 or more.
    """

    fish: int
    rope: int

    def to_dict(self) -> dict[str, Any]:
        fish = self.fish

        rope = self.rope

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fish": fish,
                "rope": rope,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fish = d.pop("fish")

        rope = d.pop("rope")

        ice_flow_position_backpack = cls(
            fish=fish,
            rope=rope,
        )

        return ice_flow_position_backpack
