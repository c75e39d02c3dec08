from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersOptions")


@_attrs_define
class MammothHuntersOptions:
    """Game options (RULES §16.1).

    Attributes:
        short_game (bool | Unset): Play 3 rounds instead of 4 (RULES §13.2). Default: False.
        start_player (int | None | Unset): Seat that starts; null = drawn at random (RULES §16.1, D28).
    """

    short_game: bool | Unset = False
    start_player: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        short_game = self.short_game

        start_player: int | None | Unset
        if isinstance(self.start_player, Unset):
            start_player = UNSET
        else:
            start_player = self.start_player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if short_game is not UNSET:
            field_dict["short_game"] = short_game
        if start_player is not UNSET:
            field_dict["start_player"] = start_player

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        short_game = d.pop("short_game", UNSET)

        def _parse_start_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        start_player = _parse_start_player(d.pop("start_player", UNSET))

        mammoth_hunters_options = cls(
            short_game=short_game,
            start_player=start_player,
        )

        return mammoth_hunters_options
