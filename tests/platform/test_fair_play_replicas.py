"""Bots and turn clocks with two replicas over one Postgres database, both acting as the
scheduler's leader at once (the moment after a failover when two think they lead): every bot
move and timeout is appended once, in order, and the game plays to its end."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import asyncpg
import pytest

from service.application import Tabletop
from service.catalog.postgres import PostgresCatalog
from service.domain.table import ClockSetting
from service.scheduler import Scheduler
from service.store.leadership import SoleLeader
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import PostgresTimers


async def replica(url: str) -> tuple[Tabletop, Scheduler, asyncpg.Pool]:
    pool = await create_pool(url, 3)
    timers = PostgresTimers(pool)
    tabletop = Tabletop(PostgresEventStore(pool, url), PostgresCatalog(pool), timers)
    return tabletop, Scheduler(tabletop, timers, SoleLeader(), lambda: datetime.now(UTC)), pool


@pytest.fixture
async def replicas(
    database_url: str,
) -> AsyncIterator[tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]]]:
    a, scheduler_a, pool_a = await replica(database_url)
    b, scheduler_b, pool_b = await replica(database_url)
    try:
        yield (a, scheduler_a), (b, scheduler_b)
    finally:
        await pool_a.close()
        await pool_b.close()


async def test_two_schedulers_at_once_play_a_bot_game_once_to_its_end(
    replicas: tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]],
) -> None:
    (a, scheduler_a), (b, scheduler_b) = replicas
    game = await a.create_game("clans", 3, None, "replicas", None, None, ClockSetting(per_move_s=1))
    await a.take_seat(game.game_id, "silent human")
    await b.add_bot(game.game_id, "random", None)
    await b.add_bot(game.game_id, "greedy", None)
    for _ in range(300):
        if (await b.summary(game.game_id)).status == "finished":
            break
        await asyncio.gather(scheduler_a.tick(), scheduler_b.tick())
        await asyncio.sleep(0.05)
    a.forget()
    seen_by_a = await a.summary(game.game_id)
    seen_by_b = await b.summary(game.game_id)
    assert seen_by_a == seen_by_b
    assert seen_by_a.status == "finished"
    assert seen_by_a.outcome is not None and seen_by_a.outcome.reason == "abandoned"
    rows = await a.store.read_stream(game.game_id, 0)
    types = [r.type for r in rows]
    assert types.count("tabletop.seat_absent") == 1
    assert types[-1] == "tabletop.game_abandoned" and types.count("tabletop.game_abandoned") == 1
    assert [r.version for r in rows] == list(range(1, len(rows) + 1))


async def test_two_schedulers_at_once_play_an_all_bot_game_to_its_end(
    replicas: tuple[tuple[Tabletop, Scheduler], tuple[Tabletop, Scheduler]],
) -> None:
    (a, scheduler_a), (b, scheduler_b) = replicas
    game = await a.create_game("der_schwarm", 3, None, "all bots", None)
    for kind in ("greedy", "random"):
        await a.add_bot(game.game_id, kind, None)
    await b.add_bot(game.game_id, "random", None)
    for _ in range(300):
        if (await a.summary(game.game_id)).status == "finished":
            break
        await asyncio.gather(scheduler_a.tick(), scheduler_b.tick())
    a.forget()
    b.forget()
    seen_by_a = await a.summary(game.game_id)
    assert seen_by_a == await b.summary(game.game_id)
    assert seen_by_a.outcome is not None and seen_by_a.outcome.reason == "final_scoring"
