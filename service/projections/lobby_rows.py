"""Where lobby rows live: in memory (tests) or in the `game_summaries` table (or a shadow copy
of it that `projections rebuild` fills before switching over)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

import asyncpg
import msgspec

from service.domain.kernel import Outcome
from service.projections import player_rows
from service.projections.lobby import (
    NAME,
    CheckpointMoved,
    PlayerGame,
    SummaryRow,
    decode_cursor,
    encode_cursor,
)
from service.projections.lobby_feed import LOBBY_CHANNEL, announcements
from service.projections.player_rows import MemoryPlayerIds, MemoryRatings, PostgresRatings
from service.projections.ratings import Rating, RatingChange
from service.records import GameSummary, SeatInfo
from service.store.leadership import HOLDS, Fence, LeadershipLost
from service.store.pool import Pool


def _page(rows: list[GameSummary], limit: int) -> tuple[list[GameSummary], str | None]:
    if len(rows) > limit:
        return rows[:limit], encode_cursor(rows[limit - 1])
    return rows, None


class MemoryLobby:
    def __init__(self) -> None:
        self._rows: dict[str, SummaryRow] = {}
        self._checkpoint = 0
        self.player_ids = MemoryPlayerIds()
        """Kept through a reset, as the `player_ids` table is through a rebuild."""
        self.ratings = MemoryRatings(self.player_ids)
        self.announce: Callable[[int, Sequence[str]], None] | None = None
        """Told of each save (the lobby feed's `saved`), as Postgres saves NOTIFY."""

    async def checkpoint(self) -> int:
        return self._checkpoint

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]:
        return {g: self._rows[g] for g in game_ids if g in self._rows}

    async def save(
        self, rows: Sequence[SummaryRow], checkpoint: int, fence: Fence | None = None
    ) -> None:
        del fence  # one process: nobody else can have taken the role
        for row in rows:
            self._rows[row.summary.game_id] = msgspec.structs.replace(row, result=None)
        self.ratings.apply([r.result for r in rows if r.result is not None])
        self._checkpoint = checkpoint
        if self.announce is not None:
            self.announce(checkpoint, [r.summary.game_id for r in rows])

    async def reset(self) -> None:
        self._rows.clear()
        self._checkpoint = 0
        self.ratings = MemoryRatings(self.player_ids)

    async def games_of(
        self, player: str, status: str | None, my_turn: bool | None, limit: int, cursor: str | None
    ) -> tuple[list[PlayerGame], str | None]:
        rows = sorted(
            (r for r in self._rows.values() if player in r.seat_players),
            key=lambda r: (r.summary.created_at, r.summary.game_id),
            reverse=True,
        )
        after = decode_cursor(cursor) if cursor else None
        games = [
            player_rows.player_game(r.summary, r.seat_players[player])
            for r in rows
            if (status is None or r.summary.status == status)
            and (after is None or (r.summary.created_at, r.summary.game_id) < after)
        ]
        games = [g for g in games if my_turn is None or g.my_turn == my_turn]
        return player_rows.page(games, limit)

    async def leaderboard(
        self, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        return self.ratings.leaderboard(game_type, limit, cursor)

    async def rating_history(
        self, player: str, game_type: str | None, limit: int, cursor: str | None
    ) -> tuple[str, list[RatingChange], str | None]:
        return self.ratings.history(player, game_type, limit, cursor)

    async def public_id(self, sub: str) -> str:
        return self.player_ids.of(sub)

    async def list(
        self,
        status: str | None,
        game_type: str | None,
        limit: int,
        cursor: str | None,
        setup: str | None = None,
    ) -> tuple[list[GameSummary], str | None]:
        games = sorted(
            (r.summary for r in self._rows.values()),
            key=lambda s: (s.created_at, s.game_id),
            reverse=True,
        )
        if status:
            games = [g for g in games if g.status == status]
        if game_type:
            games = [g for g in games if g.game_type == game_type]
        if setup:
            games = [g for g in games if g.setup == setup]
        if cursor:
            after = decode_cursor(cursor)
            games = [g for g in games if (g.created_at, g.game_id) < after]
        return _page(games, limit)


_UPSERT = """
INSERT INTO {table} (game_id, game_type, status, players, seats, to_move, outcome,
                            version, created_at, updated_at, rules_revision, seat_players, rated)
SELECT g, t, s, p, se::jsonb, tm::jsonb, o::jsonb, v, c, u, r, sp::jsonb, ra
  FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[],
              $7::text[], $8::bigint[], $9::timestamptz[], $10::timestamptz[], $11::int[],
              $12::text[], $13::boolean[])
       AS x(g, t, s, p, se, tm, o, v, c, u, r, sp, ra)
ON CONFLICT (game_id) DO UPDATE SET status = excluded.status, seats = excluded.seats,
    to_move = excluded.to_move, outcome = excluded.outcome, version = excluded.version,
    updated_at = excluded.updated_at, rules_revision = excluded.rules_revision,
    seat_players = excluded.seat_players, rated = excluded.rated
"""


# Saving a batch compares and sets the checkpoint row by its xmin (the transaction that last
# wrote it), as read by `checkpoint()` or written by the previous save. A batch is computed from
# rows loaded after that read; if anything else wrote the checkpoint meanwhile (the switch-over
# at the end of `projections rebuild` replaces every row and sets the checkpoint in one
# transaction), those rows are gone and the save must not land. The UPDATE waits for such a
# writer's row lock, re-reads the row once it commits, finds another xmin and matches nothing:
# CheckpointMoved, and the runner reads the checkpoint again. Comparing positions alone would
# miss a switch-over to the very position the batch started from.
#
# The same statement fences the save (issue 33): with the projection's leadership given ($3,
# the leader's session; $4, the lock), it lands only while that session holds the lock. A
# projector that was paused past its session's end, or cut off, and resumes in the middle of a
# batch finds its save refused, whoever leads now (service/store/leadership.py). Without one
# ($3 null: a rebuild, which runs alone), the condition holds.
_FENCED = f"($3::int IS NULL OR {HOLDS.format(pid='$3', key='$4')})"
_CLAIM = f"""
UPDATE projection_checkpoints SET position = $2, updated_at = now()
 WHERE name = $1 AND xmin::text = $5 AND {_FENCED} RETURNING xmin::text
"""
_CLAIM_NEW = f"""
INSERT INTO projection_checkpoints (name, position, updated_at)
SELECT $1, $2, now() WHERE {_FENCED}
    ON CONFLICT (name) DO NOTHING RETURNING xmin::text
"""
_HOLDS = f"SELECT {HOLDS.format(pid='$1', key='$2')}"


_SETUP = (
    "o.setup, o.imported_from, coalesce(o.seed_commitment,"
    " encode(sha256(convert_to(o.seed, 'UTF8')), 'hex')) AS seed_commitment,"
    # catalog.base.verifiable: an import whose stored seed is not the one it commits to.
    " (o.imported_from IS NULL OR o.seed_commitment IS NULL"
    " OR encode(sha256(convert_to(o.seed, 'UTF8')), 'hex') = o.seed_commitment) AS verifiable"
)
"""How a game was set up and the commitment to its seed (DESIGN: provable shuffles), from the
catalog like `options`: games created before setups were recorded get them there too
(migration 0007), and a rebuild of the lobby from the log cannot lose them."""


_ANNOUNCE = "SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p"
"""The save's announcement (service/projections/lobby_feed.py), sent when it commits."""


class PostgresLobby:
    def __init__(
        self,
        pool: Pool,
        table: str = "game_summaries",
        name: str = NAME,
        ratings: PostgresRatings | None = None,
    ) -> None:
        self.pool = pool
        self.table = table
        self.name = name
        self.ratings = ratings or PostgresRatings()
        self._upsert = _UPSERT.format(table=table)
        self._seen: str | None = None  # xmin of the checkpoint row as last read or written

    async def checkpoint(self) -> int:
        row = await self.pool.fetchrow(
            "SELECT position, xmin::text AS seen FROM projection_checkpoints WHERE name = $1",
            self.name,
        )
        self._seen = None if row is None else row["seen"]
        return 0 if row is None else int(row["position"])

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]:
        rows = await self.pool.fetch(
            f"SELECT g.*, {_SETUP} FROM {self.table} g LEFT JOIN games o USING (game_id)"
            " WHERE game_id = ANY($1::text[])",
            list(game_ids),
        )
        return {
            r["game_id"]: SummaryRow(
                summary=_summary(r),
                updated_at=r["updated_at"],
                seat_players=r["seat_players"],
                rated=r["rated"],
            )
            for r in rows
        }

    async def save(
        self, rows: Sequence[SummaryRow], checkpoint: int, fence: Fence | None = None
    ) -> None:
        summaries = [r.summary for r in rows]
        results = [r.result for r in rows if r.result is not None]
        if results:
            await self.ratings.make_ids(self.pool, results)
        async with self.pool.acquire() as connection, connection.transaction():
            # Not flushed to disk before it returns: the rows are derived from the log and
            # saved with their checkpoint, so a save lost in a crash is only projected again
            # (the compare-and-set below notices the older checkpoint). The appends stay
            # durable; the projector's flushes no longer queue behind or ahead of theirs.
            await connection.execute("SET LOCAL synchronous_commit TO off")
            holder = (None, None) if fence is None else (fence.pid, fence.key)
            if self._seen is None:
                seen = await connection.fetchval(_CLAIM_NEW, self.name, checkpoint, *holder)
            else:
                seen = await connection.fetchval(_CLAIM, self.name, checkpoint, *holder, self._seen)
            if seen is None:
                if fence is not None and not await connection.fetchval(_HOLDS, *holder):
                    raise LeadershipLost(self.name)
                raise CheckpointMoved(self.name)
            if rows:
                await connection.execute(
                    self._upsert,
                    [s.game_id for s in summaries],
                    [s.game_type for s in summaries],
                    [s.status for s in summaries],
                    [s.players for s in summaries],
                    [_json(s.seats) for s in summaries],
                    [_json(s.to_move) for s in summaries],
                    [_json(s.outcome) for s in summaries],
                    [s.version for s in summaries],
                    [s.created_at for s in summaries],
                    [r.updated_at for r in rows],
                    [s.rules_revision for s in summaries],
                    [_json(r.seat_players) for r in rows],
                    [r.rated for r in rows],
                )
            if results:
                await self.ratings.apply(connection, results)
            if self.name == NAME:  # the live lobby's streams hear of it once this commits
                await connection.execute(
                    _ANNOUNCE,
                    LOBBY_CHANNEL,
                    announcements(checkpoint, [s.game_id for s in summaries]),
                )
        self._seen = seen

    async def reset(self) -> None:
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute(f"DELETE FROM {self.table}")
            await self.ratings.reset(connection)
            await connection.execute(
                "DELETE FROM projection_checkpoints WHERE name = $1", self.name
            )
        self._seen = None

    async def games_of(
        self, player: str, status: str | None, my_turn: bool | None, limit: int, cursor: str | None
    ) -> tuple[list[PlayerGame], str | None]:
        return await _games_of(self.pool, self.table, player, status, my_turn, limit, cursor)

    async def leaderboard(
        self, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        return await self.ratings.leaderboard(self.pool, game_type, limit, cursor)

    async def rating_history(
        self, player: str, game_type: str | None, limit: int, cursor: str | None
    ) -> tuple[str, list[RatingChange], str | None]:
        return await self.ratings.history(self.pool, player, game_type, limit, cursor)

    async def public_id(self, sub: str) -> str:
        return await player_rows.public_id(self.pool, sub)

    async def list(
        self,
        status: str | None,
        game_type: str | None,
        limit: int,
        cursor: str | None,
        setup: str | None = None,
    ) -> tuple[list[GameSummary], str | None]:
        created, game_id = decode_cursor(cursor) if cursor else (datetime.max, "")
        rows = await self.pool.read(  # the lobby's page: a read, run again if its connection died
            f"SELECT g.*, o.options, {_SETUP} FROM game_summaries g JOIN games o USING (game_id)"
            " WHERE ($1::text IS NULL OR g.status = $1) AND ($2::text IS NULL OR g.game_type = $2)"
            " AND ($3::boolean OR (g.created_at, g.game_id) < ($4, $5))"
            " AND ($7::text IS NULL OR o.setup = $7)"
            " ORDER BY g.created_at DESC, g.game_id DESC LIMIT $6",
            status,
            game_type,
            cursor is None,
            created if cursor else None,
            game_id,
            limit + 1,
            setup,
        )
        return _page([_summary(r) for r in rows], limit)


def _json(value: object) -> str:
    return msgspec.json.encode(value).decode()


def _summary(row: asyncpg.Record) -> GameSummary:
    outcome = row["outcome"]
    return GameSummary(
        game_id=row["game_id"],
        game_type=row["game_type"],
        rules_revision=row["rules_revision"],
        status=row["status"],
        players=row["players"],
        seats=[msgspec.convert(s, SeatInfo) for s in row["seats"]],
        version=row["version"],
        to_move=list(row["to_move"]),
        outcome=None if outcome is None else msgspec.convert(outcome, Outcome),
        options=row.get("options") or {},
        created_at=row["created_at"],
        setup=row.get("setup") or "seed",
        seed_commitment=row.get("seed_commitment"),
        imported_from=row.get("imported_from"),
        verifiable=row.get("verifiable") is not False,
    )


async def _games_of(
    pool: asyncpg.Pool,
    table: str,
    player: str,
    status: str | None,
    my_turn: bool | None,
    limit: int,
    cursor: str | None,
) -> tuple[list[PlayerGame], str | None]:
    created, game_id = decode_cursor(cursor) if cursor else (datetime.max, "")
    rows = await pool.fetch(
        f"SELECT g.*, o.options FROM {table} g JOIN games o USING (game_id)"
        " WHERE g.seat_players ? $1 AND ($2::text IS NULL OR g.status = $2)"
        " AND ($3::boolean IS NULL OR $3 = EXISTS (SELECT 1 FROM"
        " jsonb_array_elements(g.seat_players -> $1) AS s(seat)"
        " WHERE g.to_move @> jsonb_build_array(s.seat)))"
        " AND ($4::boolean OR (g.created_at, g.game_id) < ($5, $6))"
        " ORDER BY g.created_at DESC, g.game_id DESC LIMIT $7",
        player,
        status,
        my_turn,
        cursor is None,
        created if cursor else None,
        game_id,
        limit + 1,
    )
    return player_rows.page(
        [player_rows.player_game(_summary(r), r["seat_players"][player]) for r in rows], limit
    )
