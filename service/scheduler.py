"""Game timers: when a game's deadline passes, decide its timeout command as the system.

One scheduler acts at a time even with several replicas: each replica's scheduler tries to
take a session-level advisory lock on a dedicated connection and only the holder fires
timers; if the holder dies its connection closes, the lock is released and another replica
takes over at its next try. The timer's command is an ordinary event-producing command, so a
replay never needs the scheduler, and a restart loses nothing: timers live in the `timers`
table and are re-read. Time comes from an injectable clock so tests never sleep.

A database outage or failover stops nothing for good: the loop logs one line and tries again,
and leadership (of the scheduler, the projector and the notifier alike) is re-taken on
whichever server is the primary afterwards.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from datetime import datetime
from typing import Protocol

import asyncpg
import structlog

from service import metrics
from service.application import Tabletop
from service.store.outage import describe, is_outage
from service.store.postgres import CONNECT_TIMEOUT
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
    """Leadership through `pg_try_advisory_lock` on a connection of its own.

    The lock lives as long as that session. Two things end it: the connection closing (the
    holder stops, the server restarts or fails over: the next check reconnects, to the new
    primary when the DSN lists several hosts with target_session_attrs=read-write, and tries
    again) and a session that is gone without the socket saying so (a dead host, a cut
    network). For the second, a held lock is confirmed by a round trip at least every
    `confirm_seconds`: a leader that cannot reach its session stops acting within that time
    plus `CONNECT_TIMEOUT`, about when another process could have taken the lock on a new
    primary, so two leaders overlap for seconds at most. What they do is safe to repeat
    (timer commands are idempotent, projection rows and checkpoints are rewritten whole,
    notifications are hints)."""

    def __init__(self, dsn: str, key: int, confirm_seconds: float = 1.0) -> None:
        self._dsn = dsn
        self._key = key
        self._confirm_seconds = confirm_seconds
        self._connection: asyncpg.Connection | None = None
        self._held = False
        self._confirmed = 0.0
        self._failing = False

    async def held(self) -> bool:
        try:
            if self._connection is None or self._connection.is_closed():
                self._lost()
                self._connection = await asyncpg.connect(self._dsn, timeout=CONNECT_TIMEOUT)
            if not self._held:
                self._held = bool(
                    await self._connection.fetchval(
                        "SELECT pg_try_advisory_lock($1)", self._key, timeout=CONNECT_TIMEOUT
                    )
                )
                self._confirmed = time.monotonic()
                if self._held:
                    log.debug("leadership_taken", lock=self._key)
            elif time.monotonic() - self._confirmed > self._confirm_seconds:
                await self._connection.fetchval("SELECT 1", timeout=CONNECT_TIMEOUT)
                self._confirmed = time.monotonic()
            self._failing = False
        except Exception as error:
            if not is_outage(error):
                raise
            if not self._failing:
                log.warning("leadership_check_failed", lock=self._key, error=describe(error))
            self._failing = True
            self._lost()
        return self._held

    def _lost(self) -> None:
        if self._held:
            log.warning("leadership_lost", lock=self._key)
        self._held = False
        if self._connection is not None and not self._connection.is_closed():
            self._connection.terminate()
        self._connection = None

    async def release(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None and not connection.is_closed():
            try:
                if self._held:
                    await connection.execute(
                        "SELECT pg_advisory_unlock($1)", self._key, timeout=CONNECT_TIMEOUT
                    )
                await connection.close(timeout=CONNECT_TIMEOUT)
            except Exception:  # unreachable: ending the session releases the lock all the same
                connection.terminate()
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
            except Exception as error:
                if is_outage(error):
                    raise  # every other timer would fail too: run() waits and tries again
                # One broken game must not stop every other game's timers.
                log.exception("timer_failed", game_id=timer.game_id)
        return fired

    async def run(self, poll_seconds: float = 0.2) -> None:
        try:
            while True:
                try:
                    await self.tick()
                except Exception as error:  # timers must outlive any outage: log, go on
                    if is_outage(error):
                        log.warning("scheduler_failed", error=describe(error))
                        await asyncio.sleep(1)
                    else:
                        log.exception("scheduler_failed")
                await asyncio.sleep(poll_seconds)
        finally:
            await self.leader.release()
