from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        game_type (str):
        games (int): Rated games played.
        mu (float):
        name (str): The player's display name: the seat name they played their latest rated game under (a matchmade
            seat's defaults to the sign-in's `name` or `preferred_username`).
        ordinal (float): mu − 3·sigma: the conservative estimate the board sorts by.
        player (str): The player's public id: opaque (`p_` and 32 hex digits), the same for good, and never the sign-in
            `sub`. Use it with GET /v1/players/{player_id}/ratings; GET /v1/me shows your own.
        player_id (str): Deprecated (API 1.3.0): the same value as `player`; read `player`. It was the player's sign-in
            `sub` before 1.3.0 and is no longer. It stays until /v2.
        sigma (float):
        updated_at (datetime.datetime):
    """

    game_type: str
    games: int
    mu: float
    name: str
    ordinal: float
    player: str
    player_id: str
    sigma: float
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type = self.game_type

        games = self.games

        mu = self.mu

        name = self.name

        ordinal = self.ordinal

        player = self.player

        player_id = self.player_id

        sigma = self.sigma

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "games": games,
                "mu": mu,
                "name": name,
                "ordinal": ordinal,
                "player": player,
                "player_id": player_id,
                "sigma": sigma,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_type = d.pop("game_type")

        games = d.pop("games")

        mu = d.pop("mu")

        name = d.pop("name")

        ordinal = d.pop("ordinal")

        player = d.pop("player")

        player_id = d.pop("player_id")

        sigma = d.pop("sigma")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        rating = cls(
            game_type=game_type,
            games=games,
            mu=mu,
            name=name,
            ordinal=ordinal,
            player=player,
            player_id=player_id,
            sigma=sigma,
            updated_at=updated_at,
        )

        rating.additional_properties = d
        return rating

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
