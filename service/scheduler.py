"""The system's own actions on games: firing due timers (a game's deadline passed: decide its
timeout command as the system; or the table's turn, a bot to move or a turn clock run out:
service/application/timers.py), and healing lost starts (a game whose last seat was taken but
whose start append was lost: service/application/games.py).

Every replica fires timers: it claims due ones (service/timers.py: each goes to one replica,
for a lease) and fires up to CONCURRENCY at once, so a replica added is timer capacity added.
A timer fires exactly once all the same: the game refuses a stale one (`since_version`) and
the idempotency key appends a repeated one once. Healing runs on one replica at a time, the
holder of the scheduler's leadership (service/store/leadership.py).

The scheduler sleeps until the next timer is due, and is woken at once when a sooner one is
written (in this process, or by another: announced through Postgres, service/timers.py); a
slow poll (SAFETY_POLL) catches anything a lost notification missed. The timer's command is an
ordinary event-producing command, so a replay never needs the scheduler, and a restart loses
nothing: timers live in the `timers` table and are re-read. Time comes from an injectable
clock so tests never sleep.

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
from service.timers import TURN, DueTimer, TimerTable

log = structlog.get_logger()

SCHEDULER_LOCK = 7_467_221_002
HEAL_EVERY = timedelta(seconds=30)
"""How often the leader looks for lost starts (each look is one indexed query)."""
CONCURRENCY = 16
"""Timers one process fires at once (each holds a pool connection while it reads or appends)."""
LEASE = timedelta(seconds=5)
"""How long a claimed timer is this process's: a process that dies holding timers delays them
by at most this; one that fires slower than this may see another fire them too (harmlessly)."""
SAFETY_POLL = 1.0
"""The longest sleep (seconds): the next due time is re-read at least this often."""
IDLE_GAP = 0.2
"""The shortest sleep (seconds) after a pass that fired timers without effect while something
is due (a timer that keeps coming back without effect must not spin the loop)."""
CLAIM_GAP = 0.005
"""The shortest sleep (seconds) after a pass that found nothing to claim while something is due
(it fell due since, or another replica is claiming it this instant)."""
LEAD_EVERY = timedelta(seconds=1)
"""How often the scheduler's leadership (for healing) is taken or confirmed."""
BACKLOG_EVERY = timedelta(seconds=1)
"""How often the backlog gauge is refreshed (one indexed count)."""


class Scheduler:
    def __init__(
        self,
        tabletop: Tabletop,
        timers: TimerTable,
        leader: Leadership,
        clock: Callable[[], datetime],
        concurrency: int = CONCURRENCY,
    ) -> None:
        self.tabletop = tabletop
        self.timers = timers
        self.leader = leader
        self.clock = clock
        self.concurrency = concurrency
        self._next_heal: datetime | None = None
        self._next_lead: datetime | None = None
        self._next_backlog: datetime | None = None
        self._failing: set[tuple[str, int, str]] = set()
        """Timers that failed (logged once each, then retried quietly after their lease: a game
        of a type this server does not host waits for a server that does)."""
        self._wake = asyncio.Event()
        self._planned: datetime | None = None
        """When the sleeping loop means to wake (None: it is not sleeping)."""
        self._soonest: datetime | None = None
        """The soonest timer written while the loop was not sleeping (during its pass)."""
        self.passes = 0
        """Passes run by `run` (tests watch it to see the loop go round)."""
        self.claimed = 0
        """Timers the last `tick` claimed."""
        timers.watch(self._written)

    def _written(self, due_at: datetime) -> None:
        """A timer was written: wake the loop if it falls due before the loop means to wake."""
        if self._planned is None:  # in a pass: its end takes this into account
            self._soonest = due_at if self._soonest is None else min(self._soonest, due_at)
        elif due_at < self._planned:
            self._wake.set()

    async def tick(self) -> int:
        """Fire every timer that is due now (that no other process holds), and heal lost
        starts when that is due; returns how many timer commands were appended."""
        fired = 0
        self.claimed = 0
        guard = asyncio.Semaphore(self.concurrency)
        # Leadership first: while the database cannot be reached the claim below fails every
        # pass, and a leader cut off from it must still find out (and say, leadership_lost)
        # that its session is gone, within the leadership's own bound.
        now = self.clock()
        if self._next_lead is None or now >= self._next_lead:
            self._next_lead = now + LEAD_EVERY
            held = await self.leader.held()
            if held and (self._next_heal is None or now >= self._next_heal):
                self._next_heal = now + HEAL_EVERY
                await self.tabletop.heal_lost_starts()
        while True:
            now = self.clock()
            claimed = await self.timers.claim(now, self.concurrency, LEASE)
            self.claimed += len(claimed)
            results = await asyncio.gather(*(self._fire(timer, guard) for timer in claimed))
            fired += sum(results)
            if len(claimed) < self.concurrency:
                break
        now = self.clock()
        if self._next_backlog is None or now >= self._next_backlog:
            self._next_backlog = now + BACKLOG_EVERY
            metrics.TIMER_BACKLOG.set(await self.timers.backlog(now))
        return fired

    async def _fire(self, timer: DueTimer, guard: asyncio.Semaphore) -> int:
        async with guard:
            try:
                if timer.kind == TURN:
                    acted = await self.tabletop.run_turn(timer.game_id)
                elif await self.tabletop.run_timer(
                    timer.game_id, timer.since_version, timer.command
                ):
                    acted = 1
                else:
                    acted = 0
            except Exception as error:
                if is_outage(error):
                    raise  # every other timer would fail too: run() waits and tries again
                # One broken game must not stop every other game's timers.
                failing = (timer.game_id, timer.since_version, timer.kind)
                if failing not in self._failing:
                    self._failing.add(failing)
                    log.exception("timer_failed", game_id=timer.game_id)
                return 0
            if acted:
                metrics.TIMERS_FIRED.inc(acted)
                late = (self.clock() - timer.due_at).total_seconds()
                metrics.TIMER_LATENESS.labels(timer.kind).observe(max(late, 0.0))
            return acted

    async def run(self, safety_poll: float = SAFETY_POLL) -> None:
        try:
            while True:
                self._wake.clear()
                self._soonest = None
                wait = safety_poll
                try:
                    fired = await self.tick()
                    next_due = await self.timers.next_due()
                    if self._soonest is not None:
                        next_due = min(next_due or self._soonest, self._soonest)
                    if next_due is not None:
                        until = (next_due - self.clock()).total_seconds()
                        floor = CLAIM_GAP if not self.claimed else 0.0 if fired else IDLE_GAP
                        wait = min(wait, max(until, floor))
                except Exception as error:  # timers must outlive any outage: log, go on
                    if is_outage(error):
                        log.warning("scheduler_failed", error=describe(error))
                    else:
                        log.exception("scheduler_failed")
                self.passes += 1
                if wait > 0:
                    self._planned = self.clock() + timedelta(seconds=wait)
                    try:
                        await asyncio.wait_for(self._wake.wait(), wait)
                    except TimeoutError:
                        pass
                    finally:
                        self._planned = None
        finally:
            await self.leader.release()
