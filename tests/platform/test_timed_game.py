"""A whole Pow Wow game played by the clock alone: every reveal, window and choice times out
and the scheduler appends the timer commands (fake clock, no sleeping)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.scheduler import Scheduler
from service.store.leadership import SoleLeader
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers


async def test_a_pow_wow_game_runs_to_its_end_on_timers_alone() -> None:
    now = [datetime.now(UTC)]
    store = MemoryEventStore(clock=lambda: now[0])
    timers = MemoryTimers()
    tabletop = Tabletop(store, MemoryCatalog(store), timers, clock=lambda: now[0])
    scheduler = Scheduler(tabletop, timers, SoleLeader(), lambda: now[0])
    game = await tabletop.create_game("pow_wow", 3, None, "clockwork", None)
    for name in ("A", "B", "C"):
        await tabletop.take_seat(game.game_id, name)
    fired = 0
    for _ in range(2000):
        summary = await tabletop.summary(game.game_id)
        if summary.status == "finished":
            break
        due = await timers.next_due()
        assert due is not None, "a running Pow Wow game always has a timer"
        now[0] = max(now[0], due)
        fired += await scheduler.tick()
    summary = await tabletop.summary(game.game_id)
    assert summary.status == "finished"
    assert summary.outcome is not None
    assert fired >= 114  # at least one timer per revealed card
    assert await timers.next_due() is None
    assert now[0] - datetime.now(UTC) > timedelta(minutes=10)  # simulated, not slept
