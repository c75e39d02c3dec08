"""Game timers (deadlines) waiting to fire: one row per game, set and cleared by the
application after each append, read by the scheduler (service/scheduler.py).

Replicas write a game's timer after their appends, outside the append transaction, so their
writes can arrive out of order: replica A's clear for version 10 may land after replica B set
the timer for version 11. Every write therefore names the version it is about, and the table
keeps the newest: `set` never replaces a timer that started later (a higher `since_version`),
and `clear(version)` removes only a timer that started at or before `version` (one that
started later belongs to a newer state and stays). A stale timer that survives this way is
harmless: when it fires, the game refuses its command and the timer is dropped.

A game has up to one timer of each kind: `rule` (its rules' `deadline`, e.g. Pow Wow's claim
window) and `turn` (the table's: a turn clock running out or a bot to move,
service/domain/table/turns.py). Each kind is ordered by its own `since_version`.

Every process fires timers (service/scheduler.py): `claim` hands out due timers, each to one
process, for a lease (`FOR UPDATE SKIP LOCKED`, then the row's `due_at` moves to the lease's
end). The firing's append writes the game's next timer (or clears it), which ends the lease; a
process that dies while holding a timer loses it when the lease runs out and another fires it.
Should two firings of one timer race all the same (a lease outrun), the game refuses the stale
one (`since_version`) and the idempotency key appends it once.

Writers wake schedulers: `watch` is told of every timer this process writes, and Postgres
announces each write on TIMER_CHANNEL to every process (LISTENed by the event store).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, Protocol

import asyncpg
import msgspec

Kind = Literal["rule", "turn"]
RULE: Kind = "rule"
TURN: Kind = "turn"
TIMER_CHANNEL = "tabletop_timers"
"""Postgres announces every timer written here; the payload is its due time (ms since epoch)."""

Wake = Callable[[datetime], None]


class DueTimer(msgspec.Struct, frozen=True, kw_only=True):
    game_id: str
    since_version: int
    due_at: datetime
    command: Any
    kind: Kind = RULE


class TimerTable(Protocol):
    async def set(
        self, game_id: str, since_version: int, due_at: datetime, command: Any, kind: Kind = RULE
    ) -> None: ...

    async def clear(self, game_id: str, version: int, kind: Kind = RULE) -> None:
        """The game has no deadline at `version`: drop a timer that started no later."""
        ...

    async def due(self, now: datetime, limit: int = 100) -> list[DueTimer]: ...

    async def next_due(self) -> datetime | None: ...

    async def claim(self, now: datetime, limit: int, lease: timedelta) -> list[DueTimer]:
        """Due timers no other firing holds, held for `lease` (each `due_at` as written)."""
        ...

    async def backlog(self, now: datetime) -> int:
        """How many timers are due and waiting for a firing (not held by one)."""
        ...

    def watch(self, wake: Wake) -> None:
        """Call `wake(due_at)` after every timer written (in this process, or announced)."""
        ...


class MemoryTimers:
    def __init__(self) -> None:
        self._timers: dict[tuple[str, Kind], DueTimer] = {}
        self._held: dict[tuple[str, Kind], tuple[DueTimer, datetime]] = {}
        self._watchers: list[Wake] = []

    def watch(self, wake: Wake) -> None:
        self._watchers.append(wake)

    async def set(
        self, game_id: str, since_version: int, due_at: datetime, command: Any, kind: Kind = RULE
    ) -> None:
        stored = self._timers.get((game_id, kind))
        if stored is not None and stored.since_version > since_version:
            return
        self._timers[game_id, kind] = DueTimer(
            game_id=game_id, since_version=since_version, due_at=due_at, command=command, kind=kind
        )
        for wake in self._watchers:
            wake(due_at)

    async def clear(self, game_id: str, version: int, kind: Kind = RULE) -> None:
        stored = self._timers.get((game_id, kind))
        if stored is not None and stored.since_version <= version:
            del self._timers[game_id, kind]
            self._held.pop((game_id, kind), None)

    async def due(self, now: datetime, limit: int = 100) -> list[DueTimer]:
        ready = sorted((t for t in self._timers.values() if t.due_at <= now), key=_due)
        return ready[:limit]

    async def next_due(self) -> datetime | None:
        return min((self._until(key, t) for key, t in self._timers.items()), default=None)

    def _until(self, key: tuple[str, Kind], timer: DueTimer) -> datetime:
        """When the timer is next free to claim: its due time, or its lease's end."""
        held = self._held.get(key)
        return held[1] if held is not None and held[0] is timer else timer.due_at

    async def claim(self, now: datetime, limit: int, lease: timedelta) -> list[DueTimer]:
        ready = sorted(
            (t for key, t in self._timers.items() if self._until(key, t) <= now), key=_due
        )[:limit]
        for timer in ready:
            self._held[timer.game_id, timer.kind] = (timer, now + lease)
        return ready

    async def backlog(self, now: datetime) -> int:
        return sum(1 for key, t in self._timers.items() if self._until(key, t) <= now)


def _due(timer: DueTimer) -> datetime:
    return timer.due_at


_CLAIM = """
WITH due AS (
    SELECT game_id, kind, due_at FROM timers WHERE due_at <= $1
     ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED
)
UPDATE timers SET due_at = $1 + $3::interval FROM due
 WHERE timers.game_id = due.game_id AND timers.kind = due.kind
RETURNING timers.game_id, timers.since_version, due.due_at, timers.command, timers.kind
"""
# One statement: the write and its announcement (sent when it commits, to every LISTENer).
_SET = """
WITH written AS (
    INSERT INTO timers (game_id, kind, since_version, due_at, command)
    VALUES ($1, $5, $2, $3, $4)
    ON CONFLICT (game_id, kind) DO UPDATE SET since_version = excluded.since_version,
        due_at = excluded.due_at, command = excluded.command
    WHERE timers.since_version <= excluded.since_version
    RETURNING due_at
)
SELECT pg_notify($6, (extract(epoch FROM due_at) * 1000)::bigint::text) FROM written
"""


class PostgresTimers:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool
        self._watchers: list[Wake] = []

    def watch(self, wake: Wake) -> None:
        self._watchers.append(wake)

    def announced(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        """A timer written by any process (TIMER_CHANNEL): wake this process's watchers."""
        due_at = datetime.fromtimestamp(int(str(payload)) / 1000, UTC)
        for wake in self._watchers:
            wake(due_at)

    async def set(
        self, game_id: str, since_version: int, due_at: datetime, command: Any, kind: Kind = RULE
    ) -> None:
        await self.pool.execute(_SET, game_id, since_version, due_at, command, kind, TIMER_CHANNEL)
        for wake in self._watchers:
            wake(due_at)

    async def clear(self, game_id: str, version: int, kind: Kind = RULE) -> None:
        await self.pool.execute(
            "DELETE FROM timers WHERE game_id = $1 AND kind = $3 AND since_version <= $2",
            game_id,
            version,
            kind,
        )

    async def due(self, now: datetime, limit: int = 100) -> list[DueTimer]:
        rows = await self.pool.fetch(
            "SELECT game_id, since_version, due_at, command, kind FROM timers"
            " WHERE due_at <= $1 ORDER BY due_at LIMIT $2",
            now,
            limit,
        )
        return _due_timers(rows)

    async def claim(self, now: datetime, limit: int, lease: timedelta) -> list[DueTimer]:
        rows = await self.pool.fetch(_CLAIM, now, limit, lease)
        return sorted(_due_timers(rows), key=_due)

    async def backlog(self, now: datetime) -> int:
        count: int = await self.pool.fetchval("SELECT count(*) FROM timers WHERE due_at <= $1", now)
        return count

    async def next_due(self) -> datetime | None:
        value: datetime | None = await self.pool.fetchval("SELECT min(due_at) FROM timers")
        return value


def _due_timers(rows: list[asyncpg.Record]) -> list[DueTimer]:
    return [
        DueTimer(
            game_id=r["game_id"],
            since_version=r["since_version"],
            due_at=r["due_at"],
            command=r["command"],
            kind=r["kind"],
        )
        for r in rows
    ]
