"""Starting a game is the write side's: the last joiner appends the start events, and a start
that was lost (the process died between the seat's transaction and the start's append) is
healed by an explicit write that the scheduler runs. A read never starts a game: it shows it
as the log has it, open."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import asyncpg
import pytest

from service.application import Tabletop
from service.catalog.base import Catalog
from service.catalog.memory import MemoryCatalog
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.errors import GameNotStarted
from service.records import hash_token
from service.scheduler import Scheduler
from service.store.leadership import SoleLeader
from service.store.memory import MemoryEventStore
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import MemoryTimers, PostgresTimers
from tests.support import potato


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(params=["memory", "postgres"])
async def tabletop(request: pytest.FixtureRequest) -> AsyncIterator[Tabletop]:
    if request.param == "memory":
        store = MemoryEventStore()
        yield Tabletop(store, MemoryCatalog(store), MemoryTimers())
        return
    # A database of its own: the potato games made here must not show up in another test's
    # lobby (the OpenAPI lists only the hosted game types).
    url = request.getfixturevalue("fresh_database")
    pool = await create_pool(url, 3)
    try:
        yield Tabletop(PostgresEventStore(pool, url), PostgresCatalog(pool), PostgresTimers(pool))
    finally:
        await pool.close()


async def lost_start(tabletop: Tabletop, seed: str) -> str:
    """A two-seat game whose last seat was taken but whose start was never appended: the
    joining process died right after the seat's transaction."""
    game = await tabletop.create_game("clans", 2, None, seed, None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.catalog.take_seat(game.game_id, "B", hash_token("lost"))
    return game.game_id


async def test_a_read_shows_a_game_whose_start_was_lost_as_open_and_writes_nothing(
    tabletop: Tabletop,
) -> None:
    game_id = await lost_start(tabletop, "lost-read")
    after_restart = Tabletop(tabletop.store, tabletop.catalog, tabletop.timers)
    for reader in (tabletop, after_restart):
        summary = await reader.summary(game_id)
        assert summary.status == "open"
        assert summary.version == 0
        assert [s.name for s in summary.seats] == ["A", "B"]
        assert await reader.legal_moves(game_id, 0) == (0, [])
        assert (await reader.events(game_id, None, 0, 100, True)) == (0, [])
        with pytest.raises(GameNotStarted, match="every seat is taken"):
            await reader.view(game_id, None, None)
        with pytest.raises(GameNotStarted):
            await reader.position(game_id, None, True)
    assert await tabletop.store.stream_version(game_id) == 0


async def test_the_heal_appends_the_start_the_last_joiner_would_have_appended(
    tabletop: Tabletop,
) -> None:
    game_id = await lost_start(tabletop, "same-seed")
    healthy = await tabletop.create_game("clans", 2, None, "same-seed", None)
    for name in ("A", "B"):
        await tabletop.take_seat(healthy.game_id, name)

    assert game_id in await tabletop.catalog.unstarted_full_games(timedelta(0))
    assert await tabletop.heal_lost_starts(timedelta(0)) >= 1

    summary = await tabletop.summary(game_id)
    assert summary.status == "active"
    healed = await tabletop.events(game_id, None, 0, 100, True)
    started = await tabletop.events(healthy.game_id, None, 0, 100, True)
    assert [e.event for e in healed[1]] == [e.event for e in started[1]]
    pending = await tabletop.catalog.unstarted_full_games(timedelta(0))
    assert game_id not in pending
    assert healthy.game_id not in pending


async def test_the_heal_leaves_open_games_with_free_seats_and_recent_joins_alone(
    tabletop: Tabletop,
) -> None:
    game_id = await lost_start(tabletop, "recent")
    waiting = await tabletop.create_game("clans", 3, None, "waiting", None)
    await tabletop.take_seat(waiting.game_id, "A")
    # The joiner's own append normally follows the seat within milliseconds: not lost yet.
    assert game_id not in await tabletop.catalog.unstarted_full_games(timedelta(hours=1))
    assert waiting.game_id not in await tabletop.catalog.unstarted_full_games(timedelta(0))


async def test_a_start_appended_by_a_process_that_died_before_marking_it_is_only_marked(
    tabletop: Tabletop, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await lost_start(tabletop, "raced")
    await tabletop.summary(game_id)  # this process has the game cached, open
    other = Tabletop(tabletop.store, tabletop.catalog, tabletop.timers)

    async def died(game_id: str) -> None:
        return None

    with monkeypatch.context() as patch:
        patch.setattr(tabletop.catalog, "mark_started", died)
        await other.heal_lost_starts(timedelta(0))
    version = await tabletop.store.stream_version(game_id)
    assert version > 0
    assert game_id in await tabletop.catalog.unstarted_full_games(timedelta(0))

    await tabletop.heal_lost_starts(timedelta(0))  # its cache is behind: the append conflicts
    assert await tabletop.store.stream_version(game_id) == version
    assert game_id not in await tabletop.catalog.unstarted_full_games(timedelta(0))
    assert (await tabletop.summary(game_id)).status == "active"


async def test_the_catalog_marks_a_game_open_until_its_start_is_appended(
    database_url: str,
) -> None:
    pool = await create_pool(database_url, 3)
    try:
        tabletop = Tabletop(
            PostgresEventStore(pool, database_url), PostgresCatalog(pool), PostgresTimers(pool)
        )
        game = await tabletop.create_game("clans", 2, None, "status", None)
        await tabletop.take_seat(game.game_id, "A")
        assert await status(pool, game.game_id) == "open"
        await tabletop.take_seat(game.game_id, "B")
        assert await status(pool, game.game_id) == "active"
    finally:
        await pool.close()


async def status(pool: asyncpg.Pool, game_id: str) -> str:
    value: str = await pool.fetchval("SELECT status FROM games WHERE game_id = $1", game_id)
    return value


async def test_the_scheduler_heals_a_lost_start_once_the_seats_have_settled() -> None:
    clock = Clock()
    store = MemoryEventStore(clock=clock)
    catalog: Catalog = MemoryCatalog(store, clock)
    timers = MemoryTimers()
    tabletop = Tabletop(store, catalog, timers, clock=clock)
    scheduler = Scheduler(tabletop, timers, SoleLeader(), clock)
    game_id = await lost_start(tabletop, "scheduled")

    await scheduler.tick()
    assert (await tabletop.summary(game_id)).status == "open"  # too recent to be lost
    clock.now += timedelta(minutes=1)
    await scheduler.tick()
    assert (await tabletop.summary(game_id)).status == "active"


async def test_a_lost_start_of_a_type_no_longer_hosted_does_not_stop_the_heal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = MemoryEventStore()
    tabletop = Tabletop(store, MemoryCatalog(store), MemoryTimers())
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), potato.GAME))
    gone = await tabletop.create_game("potato", 2, None, "gone", None)
    await tabletop.catalog.take_seat(gone.game_id, "A", hash_token("a"))
    await tabletop.catalog.take_seat(gone.game_id, "B", hash_token("b"))
    lost = await lost_start(tabletop, "kept")
    monkeypatch.setattr(
        registry, "_GAMES", tuple(g for g in registry.all_games() if g is not potato.GAME)
    )
    tabletop.forget()  # a new release that no longer hosts the potato

    assert await tabletop.heal_lost_starts(timedelta(0)) == 2
    assert (await tabletop.summary(lost)).status == "active"
