from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OpenTicket")


@_attrs_define
class OpenTicket:
    """
    Attributes:
        game_type (str): The game type to play (GET /v1/game-types).
        players (int): How many players the game has.
        name (None | str | Unset): Your seat's display name (1–40 printable characters); default: the token's `name` or
            `preferred_username`, else `Player`.
    """

    game_type: str
    players: int
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game_type = self.game_type

        players = self.players

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "players": players,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_type = d.pop("game_type")

        players = d.pop("players")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        open_ticket = cls(
            game_type=game_type,
            players=players,
            name=name,
        )

        return open_ticket
