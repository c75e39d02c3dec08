"""Ratings of signed-in players per game type (OpenSkill, Plackett-Luce): what a rated game's
result does to its players' ratings. Pure: the lobby's rows module loads and stores them.

A game is rated when it was set up at random and every seat is bound to a signed-in player
(`rated_game`): a creator who chose the seed or the position could know every draw, and bots
and guests have no rating to move.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Annotated, Any

import msgspec
from openskill.models import PlackettLuce

MODEL = PlackettLuce()


class PlayerRating(msgspec.Struct, frozen=True, kw_only=True):
    """A player's rating as kept: `player_id` is the OIDC `sub` (never published: the API
    shows the player's public id, `Rating`)."""

    player_id: str
    game_type: str
    name: str
    mu: float
    sigma: float
    ordinal: float
    """mu − 3·sigma: the conservative estimate leaderboards sort by."""
    games: int
    updated_at: datetime


class RatedResult(msgspec.Struct, frozen=True, kw_only=True):
    """A rated game's end: each seat's player, name and rank (1 = best; equal ranks tie)."""

    game_id: str
    game_type: str
    players: tuple[str, ...]
    names: tuple[str, ...]
    ranks: tuple[int, ...]
    finished_at: datetime


class PlayerRatingChange(msgspec.Struct, frozen=True, kw_only=True):
    """One player's rating after one rated game (the rating history), as kept (by `sub`)."""

    player_id: str
    game_type: str
    game_id: str
    rank: int
    mu: float
    sigma: float
    ordinal: float
    rated_at: datetime


def random_setup(created: Mapping[str, Any]) -> bool:
    """Whether a game (its `tabletop.game_created` event's data) was set up at random.

    The one place that decides it, from the event's `setup` (`random` | `seed` | `position`).
    Games from before setups were recorded have none: their creator may have chosen the seed,
    so they are not rated (as the lobby shows them: `seed`).
    """
    return bool(created.get("setup", "seed") == "random")


def every_seat_bound(seat_players: Mapping[int, str], players: int) -> bool:
    """Every seat bound to a signed-in player, no two to the same one (bots and guests: no)."""
    bound = [seat_players.get(seat) for seat in range(players)]
    return None not in bound and len(set(bound)) == players


def rate(
    current: Mapping[str, PlayerRating], result: RatedResult
) -> tuple[list[PlayerRating], list[PlayerRatingChange]]:
    """The players' new ratings after `result` (`current`: their ratings before, where known)."""
    teams = []
    for player in result.players:
        known = current.get(player)
        if known is None:
            teams.append([MODEL.rating(name=player)])
        else:
            teams.append([MODEL.rating(mu=known.mu, sigma=known.sigma, name=player)])
    rated = MODEL.rate(teams, ranks=[float(r) for r in result.ranks])
    ratings, changes = [], []
    for n, ((after,), player) in enumerate(zip(rated, result.players, strict=True)):
        known = current.get(player)
        ordinal = float(after.ordinal())
        ratings.append(
            PlayerRating(
                player_id=player,
                game_type=result.game_type,
                name=result.names[n],
                mu=float(after.mu),
                sigma=float(after.sigma),
                ordinal=ordinal,
                games=(known.games if known else 0) + 1,
                updated_at=result.finished_at,
            )
        )
        changes.append(
            PlayerRatingChange(
                player_id=player,
                game_type=result.game_type,
                game_id=result.game_id,
                rank=result.ranks[n],
                mu=float(after.mu),
                sigma=float(after.sigma),
                ordinal=ordinal,
                rated_at=result.finished_at,
            )
        )
    return ratings, changes


def rate_all(
    current: dict[tuple[str, str], PlayerRating], results: list[RatedResult]
) -> tuple[list[PlayerRating], list[PlayerRatingChange]]:
    """Apply results in order (a player may be in several): the ratings they changed, and each
    change. `current` ((player, game type) → rating) is updated in place."""
    touched: dict[tuple[str, str], PlayerRating] = {}
    changes: list[PlayerRatingChange] = []
    for result in results:
        keys = [(p, result.game_type) for p in result.players]
        scoped = {key[0]: current[key] for key in keys if key in current}
        new, made = rate(scoped, result)
        for rating in new:
            key = (rating.player_id, rating.game_type)
            current[key] = touched[key] = rating
        changes += made
    return list(touched.values()), changes


# -- as published (GET /v1/leaderboards/…, GET /v1/players/…/ratings) ---------------------------

PUBLIC_ID = (
    "The player's public id: opaque (`p_` and 32 hex digits), the same for good, and never "
    "the sign-in `sub`. Use it with GET /v1/players/{player_id}/ratings; GET /v1/me shows "
    "your own."
)
DEPRECATED_ID = (
    "Deprecated (API 1.3.0): the same value as `player`; read `player`. It was the player's "
    "sign-in `sub` before 1.3.0 and is no longer. It stays until /v2."
)


class Rating(msgspec.Struct, frozen=True, kw_only=True):
    """A player's rating in a game type, as the leaderboard shows it."""

    player: Annotated[str, msgspec.Meta(description=PUBLIC_ID)]
    name: Annotated[
        str,
        msgspec.Meta(
            description="The player's display name: the seat name they played their latest "
            "rated game under (a matchmade seat's defaults to the sign-in's `name` or "
            "`preferred_username`)."
        ),
    ]
    game_type: str
    mu: float
    sigma: float
    ordinal: Annotated[
        float,
        msgspec.Meta(description="mu − 3·sigma: the conservative estimate the board sorts by."),
    ]
    games: Annotated[int, msgspec.Meta(description="Rated games played.")]
    updated_at: datetime
    player_id: Annotated[str, msgspec.Meta(description=DEPRECATED_ID)]


class RatingChange(msgspec.Struct, frozen=True, kw_only=True):
    """One player's rating after one rated game, as the rating history shows it."""

    player: Annotated[str, msgspec.Meta(description=PUBLIC_ID)]
    game_type: str
    game_id: str
    rank: Annotated[int, msgspec.Meta(description="The player's rank in the game (1 = best).")]
    mu: float
    sigma: float
    ordinal: float
    rated_at: datetime
    player_id: Annotated[str, msgspec.Meta(description=DEPRECATED_ID)]


def shown(rating: PlayerRating, public_id: str) -> Rating:
    """The rating as published: the public id in place of the `sub`."""
    return Rating(
        player=public_id,
        name=rating.name,
        game_type=rating.game_type,
        mu=rating.mu,
        sigma=rating.sigma,
        ordinal=rating.ordinal,
        games=rating.games,
        updated_at=rating.updated_at,
        player_id=public_id,
    )


def change_shown(change: PlayerRatingChange, public_id: str) -> RatingChange:
    return RatingChange(
        player=public_id,
        game_type=change.game_type,
        game_id=change.game_id,
        rank=change.rank,
        mu=change.mu,
        sigma=change.sigma,
        ordinal=change.ordinal,
        rated_at=change.rated_at,
        player_id=public_id,
    )
