from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """
    Attributes:
        game_id (str):
        game_type (str):
        mu (float):
        ordinal (float):
        player (str): The player's public id: opaque (`p_` and 32 hex digits), the same for good, and never the sign-in
            `sub`. Use it with GET /v1/players/{player_id}/ratings; GET /v1/me shows your own.
        player_id (str): Deprecated (API 1.3.0): the same value as `player`; read `player`. It was the player's sign-in
            `sub` before 1.3.0 and is no longer. It stays until /v2.
        rank (int): The player's rank in the game (1 = best).
        rated_at (datetime.datetime):
        sigma (float):
    """

    game_id: str
    game_type: str
    mu: float
    ordinal: float
    player: str
    player_id: str
    rank: int
    rated_at: datetime.datetime
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        game_type = self.game_type

        mu = self.mu

        ordinal = self.ordinal

        player = self.player

        player_id = self.player_id

        rank = self.rank

        rated_at = self.rated_at.isoformat()

        sigma = self.sigma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "mu": mu,
                "ordinal": ordinal,
                "player": player,
                "player_id": player_id,
                "rank": rank,
                "rated_at": rated_at,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        mu = d.pop("mu")

        ordinal = d.pop("ordinal")

        player = d.pop("player")

        player_id = d.pop("player_id")

        rank = d.pop("rank")

        rated_at = datetime.datetime.fromisoformat(d.pop("rated_at"))

        sigma = d.pop("sigma")

        rating_change = cls(
            game_id=game_id,
            game_type=game_type,
            mu=mu,
            ordinal=ordinal,
            player=player,
            player_id=player_id,
            rank=rank,
            rated_at=rated_at,
            sigma=sigma,
        )

        rating_change.additional_properties = d
        return rating_change

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
