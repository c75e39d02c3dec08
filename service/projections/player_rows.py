"""Signed-in players' reads from the lobby projection: their games (the lobby rows' seat
bindings), ratings and rating history (tables written with the lobby's checkpoint)."""

from __future__ import annotations

import base64
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TypeVar

import asyncpg
import msgspec
from asyncpg.pool import PoolConnectionProxy

from service.errors import InvalidRequest
from service.projections.lobby import PlayerGame, encode_cursor
from service.projections.ratings import (
    PlayerRating,
    PlayerRatingChange,
    RatedResult,
    Rating,
    RatingChange,
    change_shown,
    rate_all,
    shown,
)
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
    """A leaderboard cursor names the last player shown by public id, never by `sub`."""
    return f"{rating.ordinal!r}|{rating.player}"


def _history_key(change: RatingChange) -> str:
    return f"{change.rated_at.isoformat()}|{change.game_id}"


def new_public_id() -> str:
    """What migration 0011's default makes: `p_` and 32 hex digits of a random UUID."""
    return "p_" + uuid.uuid4().hex


class MemoryPlayerIds:
    """Public ids of players (the `player_ids` table in memory): made once per `sub`."""

    def __init__(self) -> None:
        self._public: dict[str, str] = {}
        self._sub: dict[str, str] = {}

    def of(self, sub: str) -> str:
        """The player's public id, made the first time it is asked for."""
        found = self._public.get(sub)
        if found is None:
            found = self._public[sub] = new_public_id()
            self._sub[found] = sub
        return found

    def find(self, player: str) -> tuple[str, str] | None:
        """(sub, public id) of a public id, or of a `sub` (deprecated); None: nobody known."""
        sub = self._sub.get(player)
        if sub is not None:
            return sub, player
        public = self._public.get(player)
        return None if public is None else (player, public)


class MemoryRatings:
    def __init__(self, ids: MemoryPlayerIds | None = None) -> None:
        self.ids = ids if ids is not None else MemoryPlayerIds()
        self.current: dict[tuple[str, str], PlayerRating] = {}
        self.changes: list[PlayerRatingChange] = []

    def ordinal(self, player: str, game_type: str) -> float:
        """The player's rating (a new player's: 0)."""
        rating = self.current.get((player, game_type))
        return 0.0 if rating is None else rating.ordinal

    def apply(self, results: list[RatedResult]) -> None:
        _, changes = rate_all(self.current, results)
        self.changes += changes
        for player in sorted({p for r in results for p in r.players}):
            self.ids.of(player)

    def leaderboard(
        self, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        board = sorted(
            (r for r in self.current.values() if r.game_type == game_type),
            key=lambda r: (-r.ordinal, r.player_id),
        )
        if cursor:
            ordinal, player = _board_cursor(cursor)
            found = self.ids.find(player)
            after = (-ordinal, player if found is None else found[0])
            board = [r for r in board if (-r.ordinal, r.player_id) > after]
        page, more = _paged([shown(r, self.ids.of(r.player_id)) for r in board], limit, "")
        return page, None if more is None else _cursor(_board_key(page[-1]))

    def history(
        self, player: str, game_type: str | None, limit: int, cursor: str | None
    ) -> tuple[str, list[RatingChange], str | None]:
        sub, public = self.ids.find(player) or (player, player)
        mine = sorted(
            (
                c
                for c in self.changes
                if c.player_id == sub and (game_type is None or c.game_type == game_type)
            ),
            key=lambda c: (c.rated_at, c.game_id),
            reverse=True,
        )
        if cursor:
            after = _history_cursor(cursor)
            mine = [c for c in mine if (c.rated_at, c.game_id) < after]
        page, more = _paged([change_shown(c, public) for c in mine], limit, "")
        return public, page, None if more is None else _cursor(_history_key(page[-1]))


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

    async def make_ids(self, pool: asyncpg.Pool, results: list[RatedResult]) -> None:
        """Each rated player's public id, made if new (migration 0011), committed durably
        before the save that shows it: the save itself does not wait for its flush to disk,
        and an id once shown must never be drawn again. In sorted order, so the rebuild and the
        live projector never wait on each other in a cycle."""
        await pool.execute(_NEW_IDS, sorted({p for r in results for p in r.players}))

    async def reset(self, connection: Connection) -> None:
        await connection.execute(f"DELETE FROM {self.ratings}")
        await connection.execute(f"DELETE FROM {self.history_table}")

    async def leaderboard(
        self, pool: asyncpg.Pool, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        ordinal, player = _board_cursor(cursor) if cursor else (0.0, "")
        # The board is ordered by (ordinal, sub) as its index is; the cursor names the last
        # player by public id, turned back into the `sub` here (a cursor of before 1.3.0 named
        # the `sub` itself).
        rows = await pool.fetch(
            f"SELECT r.*, p.public_id FROM {self.ratings} r"
            " JOIN player_ids p ON p.sub = r.player_id WHERE r.game_type = $1"
            " AND ($2::boolean OR (-r.ordinal, r.player_id) > (-$3::float8, coalesce("
            "(SELECT sub FROM player_ids WHERE public_id = $4), $4)))"
            " ORDER BY r.ordinal DESC, r.player_id LIMIT $5",
            game_type,
            cursor is None,
            ordinal,
            player,
            limit + 1,
        )
        board = [shown(_rating(r), r["public_id"]) for r in rows]
        page, more = _paged(board, limit, "")
        return page, None if more is None else _cursor(_board_key(page[-1]))

    async def history(
        self,
        pool: asyncpg.Pool,
        player: str,
        game_type: str | None,
        limit: int,
        cursor: str | None,
    ) -> tuple[str, list[RatingChange], str | None]:
        at, game_id = _history_cursor(cursor) if cursor else (datetime.max.replace(tzinfo=UTC), "")
        found = await pool.fetchrow(_FIND, player)
        sub, public = (player, player) if found is None else (found["sub"], found["public_id"])
        rows = await pool.fetch(
            f"SELECT * FROM {self.history_table} WHERE player_id = $1"
            " AND ($2::text IS NULL OR game_type = $2)"
            " AND ($3::boolean OR (rated_at, game_id) < ($4, $5))"
            " ORDER BY rated_at DESC, game_id DESC LIMIT $6",
            sub,
            game_type,
            cursor is None,
            at,
            game_id,
            limit + 1,
        )
        changes = [change_shown(msgspec.convert(dict(r), PlayerRatingChange), public) for r in rows]
        page, more = _paged(changes, limit, "")
        return public, page, None if more is None else _cursor(_history_key(page[-1]))


async def public_id(pool: asyncpg.Pool, sub: str) -> str:
    """The player's public id, made the first time it is asked for (the same on every replica:
    the table's key decides; a racing maker's id is read back)."""
    for _attempt in range(3):
        found: str | None = await pool.fetchval(_PUBLIC_ID, sub)
        if found is not None:
            return found
        made: str | None = await pool.fetchval(_NEW_ID, sub)
        if made is not None:
            return made
    raise RuntimeError("no public id could be read or made")  # pragma: no cover


_NEW_IDS = "INSERT INTO player_ids (sub) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING"
_NEW_ID = "INSERT INTO player_ids (sub) VALUES ($1) ON CONFLICT DO NOTHING RETURNING public_id"
_PUBLIC_ID = "SELECT public_id FROM player_ids WHERE sub = $1"
# A public id, or (deprecated, until the route stops taking it) a `sub`: the public id wins.
_FIND = (
    "SELECT sub, public_id FROM player_ids WHERE public_id = $1 OR sub = $1"
    " ORDER BY public_id = $1 DESC LIMIT 1"
)


def _rating(row: asyncpg.Record) -> PlayerRating:
    return msgspec.convert({k: v for k, v in dict(row).items() if k != "public_id"}, PlayerRating)
