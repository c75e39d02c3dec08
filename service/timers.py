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
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal, Protocol

import asyncpg
import msgspec

Kind = Literal["rule", "turn"]
RULE: Kind = "rule"
TURN: Kind = "turn"


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


class MemoryTimers:
    def __init__(self) -> None:
        self._timers: dict[tuple[str, Kind], DueTimer] = {}

    async def set(
        self, game_id: str, since_version: int, due_at: datetime, command: Any, kind: Kind = RULE
    ) -> None:
        stored = self._timers.get((game_id, kind))
        if stored is not None and stored.since_version > since_version:
            return
        self._timers[game_id, kind] = DueTimer(
            game_id=game_id, since_version=since_version, due_at=due_at, command=command, kind=kind
        )

    async def clear(self, game_id: str, version: int, kind: Kind = RULE) -> None:
        stored = self._timers.get((game_id, kind))
        if stored is not None and stored.since_version <= version:
            del self._timers[game_id, kind]

    async def due(self, now: datetime, limit: int = 100) -> list[DueTimer]:
        ready = sorted((t for t in self._timers.values() if t.due_at <= now), key=_due)
        return ready[:limit]

    async def next_due(self) -> datetime | None:
        return min((t.due_at for t in self._timers.values()), default=None)


def _due(timer: DueTimer) -> datetime:
    return timer.due_at


class PostgresTimers:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def set(
        self, game_id: str, since_version: int, due_at: datetime, command: Any, kind: Kind = RULE
    ) -> None:
        await self.pool.execute(
            "INSERT INTO timers (game_id, kind, since_version, due_at, command)"
            " VALUES ($1, $5, $2, $3, $4)"
            " ON CONFLICT (game_id, kind) DO UPDATE SET since_version = excluded.since_version,"
            " due_at = excluded.due_at, command = excluded.command"
            " WHERE timers.since_version <= excluded.since_version",
            game_id,
            since_version,
            due_at,
            command,
            kind,
        )

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

    async def next_due(self) -> datetime | None:
        value: datetime | None = await self.pool.fetchval("SELECT min(due_at) FROM timers")
        return value
