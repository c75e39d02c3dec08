"""Two replicas (two application services over one Postgres database) writing a game's timer
after their appends, out of order: the newer timer survives and fires."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import asyncpg
import pytest

from service.application import Tabletop
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import DueTimer, PostgresTimers
from tests.support import potato


@pytest.fixture(autouse=True)
def with_potato(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), potato.RULES))
    yield


class LateClears:
    """A replica's timer table whose clears, once `hold` is set, wait for `release`."""

    def __init__(self, inner: PostgresTimers) -> None:
        self.inner = inner
        self.hold = False
        self.waiting = asyncio.Event()
        self.release = asyncio.Event()

    async def set(self, game_id: str, since_version: int, due_at: datetime, command: Any) -> None:
        await self.inner.set(game_id, since_version, due_at, command)

    async def clear(self, game_id: str, version: int) -> None:
        if self.hold:
            self.waiting.set()
            await self.release.wait()
        await self.inner.clear(game_id, version)

    async def due(self, now: datetime, limit: int = 100) -> list[DueTimer]:
        return await self.inner.due(now, limit)

    async def next_due(self) -> datetime | None:
        return await self.inner.next_due()


async def replica(url: str, timers: Any = None) -> tuple[Tabletop, asyncpg.Pool]:
    pool = await create_pool(url, 3)
    table = timers(PostgresTimers(pool)) if timers else PostgresTimers(pool)
    return Tabletop(PostgresEventStore(pool, url), PostgresCatalog(pool), table), pool


@pytest.fixture
async def replicas(fresh_database: str) -> AsyncIterator[tuple[Tabletop, Tabletop]]:
    # A database of its own: its potato games must stay out of other tests' lobbies.
    a, pool_a = await replica(fresh_database, LateClears)
    b, pool_b = await replica(fresh_database)
    try:
        yield a, b
    finally:
        await pool_a.close()
        await pool_b.close()


async def stored_timer(tabletop: Tabletop, game_id: str) -> DueTimer | None:
    later = datetime.now(UTC) + timedelta(days=1)
    return next((t for t in await tabletop.timers.due(later, 10_000) if t.game_id == game_id), None)


async def test_a_late_clear_from_a_replica_behind_never_deletes_the_newer_timer(
    replicas: tuple[Tabletop, Tabletop],
) -> None:
    a, b = replicas
    game = await a.create_game("potato", 2, {"limit_ms": 1000, "resting": True}, "race", None)
    await a.take_seat(game.game_id, "A")
    await a.take_seat(game.game_id, "B")
    late = a.timers
    assert isinstance(late, LateClears)
    late.hold = True
    # Replica A appends the first pass (version 2: the potato rests, no deadline) and is slow
    # to clear the timer; meanwhile replica B appends the second pass (version 3: a new
    # deadline since 3) and sets its timer.
    holder = (await a.summary(game.game_id)).to_move[0]
    first = asyncio.create_task(a.command(game.game_id, holder, b'{"type": "potato.pass"}'))
    await asyncio.wait_for(late.waiting.wait(), 30)
    await b.command(game.game_id, 1 - holder, b'{"type": "potato.pass"}')
    set_by_b = await stored_timer(b, game.game_id)
    assert set_by_b is not None and set_by_b.since_version == 3
    late.release.set()
    await asyncio.wait_for(first, 30)
    # A's clear for version 2 came last and left B's timer for version 3 alone ...
    timer = await stored_timer(b, game.game_id)
    assert timer == set_by_b
    # ... so the window closes: the timer fires on either replica and drops the potato.
    assert await a.run_timer(game.game_id, timer.since_version, timer.command)
    summary = await b.summary(game.game_id)
    assert summary.status == "finished"
    assert summary.outcome is not None and summary.outcome.reason == "dropped"
    assert await stored_timer(b, game.game_id) is None


async def test_a_late_write_of_an_older_timer_never_replaces_the_newer_one(
    replicas: tuple[Tabletop, Tabletop],
) -> None:
    a, b = replicas
    game = await a.create_game("potato", 2, {"limit_ms": 1000}, "race-set", None)
    await a.take_seat(game.game_id, "A")
    await a.take_seat(game.game_id, "B")
    holder = (await a.summary(game.game_id)).to_move[0]
    await b.command(game.game_id, holder, b'{"type": "potato.pass"}')  # deadline since 2
    newer = await stored_timer(b, game.game_id)
    assert newer is not None and newer.since_version == 2
    # Replica A, behind, writes the timer for version 1 again (its write arrives late).
    await a.timers.set(game.game_id, 1, datetime.now(UTC), {"type": "potato.timeout", "holder": 0})
    assert await stored_timer(b, game.game_id) == newer


async def test_a_stale_timer_is_dropped_even_if_its_command_is_still_legal(
    replicas: tuple[Tabletop, Tabletop],
) -> None:
    a, _ = replicas
    game = await a.create_game("potato", 2, {"limit_ms": 1000, "resting": True}, "stale", None)
    await a.take_seat(game.game_id, "A")
    await a.take_seat(game.game_id, "B")
    holder = (await a.summary(game.game_id)).to_move[0]
    await a.command(game.game_id, holder, b'{"type": "potato.pass"}')  # version 2: resting
    other = 1 - holder
    # A timer for version 1 written late (after the clear) whose command the game would
    # accept now: the game no longer runs that timer, so it must not fire.
    fired = await a.run_timer(game.game_id, 1, {"type": "potato.timeout", "holder": other})
    assert fired is False
    assert (await a.summary(game.game_id)).status == "active"
