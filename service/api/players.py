"""Signed-in players (docs/players.md): who am I, my games, ratings and leaderboards."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, get
from litestar.datastructures import State
from litestar.params import Parameter

from service.api import auth
from service.api.matchmaking import MatchmakingController
from service.api.me_stream import MeStreamController
from service.domain import registry
from service.errors import UnknownGameType
from service.projections.lobby import LobbyQuery, PlayerGame
from service.projections.ratings import DEPRECATED_ID, PUBLIC_ID, Rating, RatingChange

Status = Literal["open", "active", "finished"]
LIMIT = Parameter(ge=1, le=200, description="Page size")
CURSOR = Parameter(description="From next_cursor")


class MyGames(msgspec.Struct, frozen=True, kw_only=True):
    games: list[PlayerGame]
    next_cursor: str | None


class Leaderboard(msgspec.Struct, frozen=True, kw_only=True):
    game_type: str
    ratings: list[Rating]
    next_cursor: str | None


class RatingHistory(msgspec.Struct, frozen=True, kw_only=True):
    player: Annotated[str, msgspec.Meta(description=PUBLIC_ID)]
    changes: list[RatingChange]
    next_cursor: str | None
    player_id: Annotated[str, msgspec.Meta(description=DEPRECATED_ID)]


class Player(msgspec.Struct, frozen=True, kw_only=True):
    """The signed-in player: what the JWT says (service/identity.py), and the public id."""

    sub: Annotated[str, msgspec.Meta(description="Your sign-in `sub`: shown to you only.")]
    player: Annotated[
        str,
        msgspec.Meta(
            description="Your public id, the one leaderboards and rating histories show "
            "(opaque, the same for good): find yourself there by it."
        ),
    ]
    name: str | None = None
    email: str | None = None


class MeController(Controller):
    path = "/v1/me"
    tags = ["players"]

    @get("/", operation_id="getMe", summary="The signed-in player")
    async def me(self, request: Request[Any, Any, Any], state: State) -> Player:
        """Who the JWT says you are: `sub`, and `name` (`name` or `preferred_username`) and
        `email` when the token carries them; and `player`, your public id, which
        leaderboards and rating histories show instead of your `sub`."""
        who = await auth.player(request)
        lobby: LobbyQuery = state.services.lobby
        public = await lobby.public_id(who.sub)
        return Player(sub=who.sub, player=public, name=who.name, email=who.email)

    @get("/games", operation_id="listMyGames", summary="My games, newest first")
    async def games(
        self,
        request: Request[Any, Any, Any],
        state: State,
        status: Annotated[Status | None, Parameter(description="Only games in this status")] = None,
        my_turn: Annotated[
            bool | None,
            Parameter(description="true: only games where one of my seats is to move; false: none"),
        ] = None,
        limit: Annotated[int, LIMIT] = 50,
        cursor: Annotated[str | None, CURSOR] = None,
    ) -> MyGames:
        """The games in which the signed-in player holds a seat, each with the player's
        `seats` and `my_turn`, newest first, from the lobby's projection of the global log (it
        may lag a game's own summary by a moment). Pass `next_cursor` back as `cursor`."""
        player = await auth.player(request)
        lobby: LobbyQuery = state.services.lobby
        games, next_cursor = await lobby.games_of(player.sub, status, my_turn, limit, cursor)
        return MyGames(games=games, next_cursor=next_cursor)


class RatingsController(Controller):
    tags = ["players"]

    @get(
        "/v1/leaderboards/{game_type:str}",
        operation_id="getLeaderboard",
        summary="A game type's leaderboard",
    )
    async def leaderboard(
        self,
        state: State,
        game_type: str,
        limit: Annotated[int, LIMIT] = 50,
        cursor: Annotated[str | None, CURSOR] = None,
    ) -> Leaderboard:
        """Rated players of a game type, best first by `ordinal` (OpenSkill's conservative
        estimate, mu − 3·sigma). Only rated games count: set up at random, every seat held by
        a signed-in player. Each player shows as `player`, an opaque public id, and `name`,
        the seat name of their latest rated game; never their sign-in `sub` (`player_id` is
        deprecated: the same value as `player`)."""
        if registry.get(game_type) is None:
            raise UnknownGameType(f"There is no game type {game_type!r}.")
        lobby: LobbyQuery = state.services.lobby
        ratings, next_cursor = await lobby.leaderboard(game_type, limit, cursor)
        return Leaderboard(game_type=game_type, ratings=ratings, next_cursor=next_cursor)

    @get(
        "/v1/players/{player_id:str}/ratings",
        operation_id="getRatingHistory",
        summary="A player's rating history",
    )
    async def history(
        self,
        state: State,
        player_id: Annotated[
            str,
            Parameter(
                description="The player's public id (`player` on a leaderboard). Deprecated: "
                "a sign-in `sub`, taken until 2027-06-30."
            ),
        ],
        game_type: Annotated[str | None, Parameter(description="Only this game type")] = None,
        limit: Annotated[int, LIMIT] = 50,
        cursor: Annotated[str | None, CURSOR] = None,
    ) -> RatingHistory:
        """The player's rating after each rated game, newest first. `player_id` is the
        player's public id (`player` on the leaderboards, in GET /v1/me). Deprecated: a
        player's sign-in `sub` is still taken here until 2027-06-30; the answer names the
        player by public id all the same. Empty for a player with no rated game."""
        lobby: LobbyQuery = state.services.lobby
        public, changes, next_cursor = await lobby.rating_history(
            player_id, game_type, limit, cursor
        )
        return RatingHistory(
            player=public, changes=changes, next_cursor=next_cursor, player_id=public
        )


PLAYER_ROUTES = [MeController, MeStreamController, RatingsController, MatchmakingController]
