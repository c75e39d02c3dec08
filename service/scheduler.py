"""The system's own actions on games, on one replica at a time: firing due timers (a game's
deadline passed: decide its timeout command as the system) and healing lost starts (a game
whose last seat was taken but whose start append was lost: service/application/games.py), and
the table's turns (a bot to move or a turn clock run out: service/application/timers.py).

One scheduler acts at a time even with several replicas: each replica's scheduler tries to
take its leadership (service/store/leadership.py) and only the holder acts. The timer's
command is an ordinary event-producing command, so a replay never needs the scheduler, and a
restart loses nothing: timers live in the `timers` table and are re-read. Time comes from an
injectable clock so tests never sleep.

A database outage or failover stops nothing for good: the loop logs one line and tries again,
and leadership is re-taken on whichever server is the primary afterwards.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime, timedelta

import structlog

from service import metrics
from service.application import Tabletop
from service.store.leadership import Leadership
from service.store.outage import describe, is_outage
from service.timers import TURN, TimerTable

log = structlog.get_logger()

SCHEDULER_LOCK = 7_467_221_002
HEAL_EVERY = timedelta(seconds=30)
"""How often the leader looks for lost starts (each look is one indexed query)."""


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
        self._next_heal: datetime | None = None
        self._failing: set[tuple[str, int, str]] = set()
        """Timers that failed (logged once each, then retried quietly every tick: a game of a
        type this server does not host waits for a server that does)."""

    async def tick(self) -> int:
        """Fire every timer that is due now, and heal lost starts when that is due; returns
        how many timer commands were appended."""
        if not await self.leader.held():
            return 0
        now = self.clock()
        fired = 0
        for timer in await self.timers.due(now):
            try:
                if timer.kind == TURN:
                    acted = await self.tabletop.run_turn(timer.game_id)
                    fired += acted
                    if acted:
                        metrics.TIMERS_FIRED.inc()
                elif await self.tabletop.run_timer(
                    timer.game_id, timer.since_version, timer.command
                ):
                    fired += 1
                    metrics.TIMERS_FIRED.inc()
            except Exception as error:
                if is_outage(error):
                    raise  # every other timer would fail too: run() waits and tries again
                # One broken game must not stop every other game's timers.
                failing = (timer.game_id, timer.since_version, timer.kind)
                if failing not in self._failing:
                    self._failing.add(failing)
                    log.exception("timer_failed", game_id=timer.game_id)
        if self._next_heal is None or now >= self._next_heal:
            self._next_heal = now + HEAL_EVERY
            await self.tabletop.heal_lost_starts()
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
