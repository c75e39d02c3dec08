"""Signed-in players' reads from the lobby projection: their games (the lobby rows' seat
bindings), ratings and rating history (tables written with the lobby's checkpoint)."""

from __future__ import annotations

import base64
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TypeVar

import asyncpg
import msgspec
from asyncpg.pool import PoolConnectionProxy

from service.errors import InvalidRequest
from service.projections.lobby import PlayerGame, encode_cursor
from service.projections.ratings import RatedResult, Rating, RatingChange, rate_all
from service.records import GameSummary

T = TypeVar("T")
Connection = asyncpg.Connection | PoolConnectionProxy


def player_game(summary: GameSummary, seats: Sequence[int]) -> PlayerGame:
    mine = sorted(seats)
    return PlayerGame(seats=mine, my_turn=any(s in summary.to_move for s in mine), game=summary)


def page(games: list[PlayerGame], limit: int) -> tuple[list[PlayerGame], str | None]:
    if len(games) > limit:
        return games[:limit], encode_cursor(games[limit - 1].game)
    return games, None


def _paged(items: list[T], limit: int, key: str) -> tuple[list[T], str | None]:
    return (items[:limit], _cursor(key)) if len(items) > limit else (items, None)


def _cursor(raw: str) -> str:
    return base64.urlsafe_b64encode(raw.encode()).decode()


def _uncursor(cursor: str) -> tuple[str, str]:
    try:
        first, bar, second = base64.urlsafe_b64decode(cursor.encode()).decode().partition("|")
    except (ValueError, UnicodeDecodeError):
        raise InvalidRequest("The cursor is not one this server handed out.") from None
    if not bar or "\x00" in first + second:
        raise InvalidRequest("The cursor is not one this server handed out.")
    return first, second


def _board_cursor(cursor: str) -> tuple[float, str]:
    ordinal, player = _uncursor(cursor)
    try:
        return float(ordinal), player
    except ValueError:
        raise InvalidRequest("The cursor is not one this server handed out.") from None


def _history_cursor(cursor: str) -> tuple[datetime, str]:
    at, game_id = _uncursor(cursor)
    try:
        when = datetime.fromisoformat(at)
        when.astimezone(UTC)
    except (ValueError, OverflowError):
        raise InvalidRequest("The cursor is not one this server handed out.") from None
    if when.tzinfo is None:
        raise InvalidRequest("The cursor is not one this server handed out.")
    return when, game_id


def _board_key(rating: Rating) -> str:
    return f"{rating.ordinal!r}|{rating.player_id}"


def _history_key(change: RatingChange) -> str:
    return f"{change.rated_at.isoformat()}|{change.game_id}"


class MemoryRatings:
    def __init__(self) -> None:
        self.current: dict[tuple[str, str], Rating] = {}
        self.changes: list[RatingChange] = []

    def ordinal(self, player: str, game_type: str) -> float:
        """The player's rating (a new player's: 0)."""
        rating = self.current.get((player, game_type))
        return 0.0 if rating is None else rating.ordinal

    def apply(self, results: list[RatedResult]) -> None:
        _, changes = rate_all(self.current, results)
        self.changes += changes

    def leaderboard(
        self, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        board = sorted(
            (r for r in self.current.values() if r.game_type == game_type),
            key=lambda r: (-r.ordinal, r.player_id),
        )
        if cursor:
            ordinal, player = _board_cursor(cursor)
            board = [r for r in board if (-r.ordinal, r.player_id) > (-ordinal, player)]
        shown, more = _paged(board, limit, "")
        return shown, None if more is None else _cursor(_board_key(shown[-1]))

    def history(
        self, player: str, game_type: str | None, limit: int, cursor: str | None
    ) -> tuple[list[RatingChange], str | None]:
        mine = sorted(
            (
                c
                for c in self.changes
                if c.player_id == player and (game_type is None or c.game_type == game_type)
            ),
            key=lambda c: (c.rated_at, c.game_id),
            reverse=True,
        )
        if cursor:
            after = _history_cursor(cursor)
            mine = [c for c in mine if (c.rated_at, c.game_id) < after]
        shown, more = _paged(mine, limit, "")
        return shown, None if more is None else _cursor(_history_key(shown[-1]))


class PostgresRatings:
    """The `ratings` and `rating_history` tables (or their `_rebuild` twins)."""

    def __init__(self, suffix: str = "") -> None:
        self.ratings = "ratings" + suffix
        self.history_table = "rating_history" + suffix

    async def apply(self, connection: Connection, results: list[RatedResult]) -> None:
        """In the transaction that saves the batch and its checkpoint: once per rated game."""
        players = sorted({(p, r.game_type) for r in results for p in r.players})
        rows = await connection.fetch(
            f"SELECT * FROM {self.ratings} WHERE (player_id, game_type) IN"
            " (SELECT * FROM unnest($1::text[], $2::text[])) FOR UPDATE",
            [p for p, _ in players],
            [t for _, t in players],
        )
        current = {(r["player_id"], r["game_type"]): _rating(r) for r in rows}
        ratings, changes = rate_all(current, results)
        await connection.executemany(
            f"INSERT INTO {self.ratings} (player_id, game_type, name, mu, sigma, ordinal, games,"
            " updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (player_id,"
            " game_type) DO UPDATE SET name = excluded.name, mu = excluded.mu,"
            " sigma = excluded.sigma, ordinal = excluded.ordinal, games = excluded.games,"
            " updated_at = excluded.updated_at",
            [
                (r.player_id, r.game_type, r.name, r.mu, r.sigma, r.ordinal, r.games, r.updated_at)
                for r in ratings
            ],
        )
        await connection.executemany(
            f"INSERT INTO {self.history_table} (player_id, game_type, game_id, rank, mu, sigma,"
            " ordinal, rated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
            " ON CONFLICT (player_id, game_id) DO NOTHING",
            [
                (c.player_id, c.game_type, c.game_id, c.rank, c.mu, c.sigma, c.ordinal, c.rated_at)
                for c in changes
            ],
        )

    async def reset(self, connection: Connection) -> None:
        await connection.execute(f"DELETE FROM {self.ratings}")
        await connection.execute(f"DELETE FROM {self.history_table}")

    async def leaderboard(
        self, pool: asyncpg.Pool, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        ordinal, player = _board_cursor(cursor) if cursor else (0.0, "")
        rows = await pool.fetch(
            f"SELECT * FROM {self.ratings} WHERE game_type = $1"
            " AND ($2::boolean OR (-ordinal, player_id) > (-$3::float8, $4))"
            " ORDER BY ordinal DESC, player_id LIMIT $5",
            game_type,
            cursor is None,
            ordinal,
            player,
            limit + 1,
        )
        shown, more = _paged([_rating(r) for r in rows], limit, "")
        return shown, None if more is None else _cursor(_board_key(shown[-1]))

    async def history(
        self,
        pool: asyncpg.Pool,
        player: str,
        game_type: str | None,
        limit: int,
        cursor: str | None,
    ) -> tuple[list[RatingChange], str | None]:
        at, game_id = _history_cursor(cursor) if cursor else (datetime.max.replace(tzinfo=UTC), "")
        rows = await pool.fetch(
            f"SELECT * FROM {self.history_table} WHERE player_id = $1"
            " AND ($2::text IS NULL OR game_type = $2)"
            " AND ($3::boolean OR (rated_at, game_id) < ($4, $5))"
            " ORDER BY rated_at DESC, game_id DESC LIMIT $6",
            player,
            game_type,
            cursor is None,
            at,
            game_id,
            limit + 1,
        )
        changes = [msgspec.convert(dict(r), RatingChange) for r in rows]
        shown, more = _paged(changes, limit, "")
        return shown, None if more is None else _cursor(_history_key(shown[-1]))


def _rating(row: asyncpg.Record) -> Rating:
    return msgspec.convert(dict(row), Rating)
