"""Game timers: when a game's deadline passes, decide its timeout command as the system.

One scheduler acts at a time even with several replicas: each replica's scheduler tries to
take a session-level advisory lock on a dedicated connection and only the holder fires
timers; if the holder dies its connection closes, the lock is released and another replica
takes over at its next try. The timer's command is an ordinary event-producing command, so a
replay never needs the scheduler, and a restart loses nothing: timers live in the `timers`
table and are re-read. Time comes from an injectable clock so tests never sleep.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime
from typing import Protocol

import asyncpg
import structlog

from service import metrics
from service.application import Tabletop
from service.timers import TimerTable

log = structlog.get_logger()

SCHEDULER_LOCK = 7_467_221_002


class Leadership(Protocol):
    async def held(self) -> bool:
        """True while this process is the one that may act (tries to acquire if not)."""
        ...

    async def release(self) -> None: ...


class SoleLeader:
    """Leadership when there is only one process (in-memory stores)."""

    async def held(self) -> bool:
        return True

    async def release(self) -> None:
        return None


class AdvisoryLockLeader:
    """Leadership through `pg_try_advisory_lock` on a connection of its own."""

    def __init__(self, dsn: str, key: int) -> None:
        self._dsn = dsn
        self._key = key
        self._connection: asyncpg.Connection | None = None
        self._held = False

    async def held(self) -> bool:
        try:
            if self._connection is None or self._connection.is_closed():
                self._connection = await asyncpg.connect(self._dsn)
                self._held = False
            if not self._held:
                self._held = bool(
                    await self._connection.fetchval("SELECT pg_try_advisory_lock($1)", self._key)
                )
                if self._held:
                    log.debug("leadership_taken", lock=self._key)
        except (OSError, asyncpg.PostgresError) as error:
            log.warning("leadership_check_failed", error=str(error))
            self._held = False
        return self._held

    async def release(self) -> None:
        if self._connection is not None and not self._connection.is_closed():
            if self._held:
                await self._connection.execute("SELECT pg_advisory_unlock($1)", self._key)
            await self._connection.close()
        self._held = False


class Scheduler:
    def __init__(
        self,
        tabletop: Tabletop,
        timers: TimerTable,
        leader: Leadership,
        clock: Callable[[], datetime],
    ) -> None:
        self.tabletop = tabletop
        self.timers = timers
        self.leader = leader
        self.clock = clock

    async def tick(self) -> int:
        """Fire every timer that is due now; returns how many commands were appended."""
        if not await self.leader.held():
            return 0
        fired = 0
        for timer in await self.timers.due(self.clock()):
            try:
                if await self.tabletop.run_timer(timer.game_id, timer.since_version, timer.command):
                    fired += 1
                    metrics.TIMERS_FIRED.inc()
            except Exception:  # one broken game must not stop every other game's timers
                log.exception("timer_failed", game_id=timer.game_id)
        return fired

    async def run(self, poll_seconds: float = 0.2) -> None:
        try:
            while True:
                await self.tick()
                await asyncio.sleep(poll_seconds)
        finally:
            await self.leader.release()
