from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IceFlowOptions")


@_attrs_define
class IceFlowOptions:
    """Game options (RULES §17): only the start player.

    Attributes:
        start_player (int | None | Unset): Seat that takes the first turn; null = drawn at random (D8).
    """

    start_player: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        start_player: int | None | Unset
        if isinstance(self.start_player, Unset):
            start_player = UNSET
        else:
            start_player = self.start_player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if start_player is not UNSET:
            field_dict["start_player"] = start_player

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_start_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        start_player = _parse_start_player(d.pop("start_player", UNSET))

        ice_flow_options = cls(
            start_player=start_player,
        )

        return ice_flow_options
