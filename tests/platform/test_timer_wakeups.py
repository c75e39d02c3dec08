"""Timers on time at scale (issue 22): a sleeping scheduler is woken by a sooner timer written
(in its own process, or by another through Postgres) instead of waiting for its poll; every
replica fires due timers, several at once, and each timer fires exactly once."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from datetime import UTC, datetime, timedelta

import asyncpg
import pytest

from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.scheduler import LEASE, Scheduler
from service.store.leadership import SoleLeader
from service.store.memory import MemoryEventStore
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import TIMER_CHANNEL, MemoryTimers, PostgresTimers
from tests.support import potato

NEVER = 3600.0
"""A safety poll no test waits for: whatever fires, fired because the scheduler was woken."""


@pytest.fixture(autouse=True)
def with_potato(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), potato.GAME))
    yield


def now() -> datetime:
    return datetime.now(UTC)


async def eventually(what: str, check: Callable[[], Awaitable[bool]], seconds: float = 30) -> None:
    """Poll `check` until it holds, for at most `seconds` (bounded, no timing assertion)."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not await check():
        assert asyncio.get_running_loop().time() < deadline, f"gave up waiting: {what}"
        await asyncio.sleep(0.05)


async def started_game(tabletop: Tabletop, limit_ms: int, seed: str) -> str:
    game = await tabletop.create_game("potato", 2, {"limit_ms": limit_ms}, seed, None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.take_seat(game.game_id, "B")
    return game.game_id


async def dropped(tabletop: Tabletop, game_id: str) -> bool:
    summary = await tabletop.summary(game_id)
    return summary.outcome is not None and summary.outcome.reason == "dropped"


@contextlib.asynccontextmanager
async def running(scheduler: Scheduler) -> AsyncIterator[None]:
    task = asyncio.create_task(scheduler.run(safety_poll=NEVER))
    try:
        # The loop has made its first pass (nothing due) and sleeps on its poll.
        await eventually("the first pass", lambda: _passed(scheduler))
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def _passed(scheduler: Scheduler) -> bool:
    return scheduler.passes > 0


async def test_a_timer_written_in_process_wakes_the_sleeping_scheduler() -> None:
    store = MemoryEventStore()
    timers = MemoryTimers()
    tabletop = Tabletop(store, MemoryCatalog(store), timers, clock=now)
    scheduler = Scheduler(tabletop, timers, SoleLeader(), now)
    async with running(scheduler):
        game_id = await started_game(tabletop, 100, "woken")
        await eventually("the window closes", lambda: dropped(tabletop, game_id))


async def replica(url: str) -> tuple[Tabletop, Scheduler, asyncpg.Pool, PostgresEventStore]:
    pool = await create_pool(url, 4)
    timers = PostgresTimers(pool)
    store = PostgresEventStore(pool, url)
    store.listen(TIMER_CHANNEL, timers.announced)
    tabletop = Tabletop(store, PostgresCatalog(pool), timers)
    return tabletop, Scheduler(tabletop, timers, SoleLeader(), now, concurrency=4), pool, store


@pytest.fixture
async def replicas(
    fresh_database: str,
) -> AsyncIterator[tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]]]:
    a, scheduler_a, pool_a, store_a = await replica(fresh_database)
    b, scheduler_b, pool_b, store_b = await replica(fresh_database)
    try:
        yield (a, scheduler_a), (b, scheduler_b)
    finally:
        for store, pool in ((store_a, pool_a), (store_b, pool_b)):
            await store.close()
            await pool.close()


async def test_a_timer_written_by_another_process_wakes_the_sleeping_scheduler(
    replicas: tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]],
) -> None:
    (a, _), (b, scheduler_b) = replicas
    async with running(scheduler_b):
        # Replica A (which fires nothing) starts the game and writes its timer; only B's
        # scheduler runs, asleep on an hour's poll: the announcement wakes it.
        game_id = await started_game(a, 200, "announced")
        await eventually("B closes the window", lambda: dropped(b, game_id))


async def test_two_replicas_firing_at_once_fire_every_timer_exactly_once(
    replicas: tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]],
) -> None:
    (a, scheduler_a), (b, scheduler_b) = replicas
    games = [await started_game(a, 100, f"race-{n}") for n in range(24)]
    await asyncio.sleep(0.2)  # every window has closed: all 24 timers are due at once
    fired = 0
    for _ in range(50):
        fired += sum(await asyncio.gather(scheduler_a.tick(), scheduler_b.tick()))
        if await a.timers.next_due() is None:
            break
    assert fired == len(games)  # each timer's command appended by one firing, never two
    for game_id in games:
        assert await dropped(b, game_id)
        _, events = await b.events(game_id, None, 0, 100, False)
        assert sum(isinstance(e.event, potato.Dropped) for e in events) == 1


async def test_each_due_timer_is_claimed_by_one_replica(fresh_database: str) -> None:
    pools = [await create_pool(fresh_database, 2) for _ in range(2)]
    try:
        first, second = (PostgresTimers(pool) for pool in pools)
        due = now() - timedelta(seconds=1)
        for n in range(20):
            await first.set(f"claim-{n}", 1, due, {"type": "potato.timeout", "holder": 0})
        lease = timedelta(seconds=30)
        claims = await asyncio.gather(
            *(timers.claim(now(), 7, lease) for timers in (first, second, first, second))
        )
        claimed = [t.game_id for batch in claims for t in batch]
        assert len(claimed) == len(set(claimed)) == 20
        assert all(t.due_at == due for batch in claims for t in batch)  # as written
        assert await second.claim(now(), 100, lease) == []  # all held, for their lease
        assert await second.backlog(now()) == 0  # none waits: each is some firing's
    finally:
        for pool in pools:
            await pool.close()


async def test_timers_claimed_by_a_process_that_died_are_fired_by_another_after_the_lease(
    replicas: tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]],
) -> None:
    (a, _), (b, _) = replicas
    games = [await started_game(a, 100, f"orphan-{n}") for n in range(3)]
    await asyncio.sleep(0.2)  # all due
    # Process A claims them and dies before firing any (its claim is never followed up).
    held = await a.timers.claim(now(), 100, LEASE)
    assert {t.game_id for t in held} == set(games)
    later = [now()]
    scheduler_b = Scheduler(b, b.timers, SoleLeader(), lambda: later[0])
    assert await scheduler_b.tick() == 0  # A's lease still runs
    later[0] = now() + LEASE  # ... until it ran out
    assert await scheduler_b.tick() == len(games)
    for game_id in games:
        assert await dropped(b, game_id)
