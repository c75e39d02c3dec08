"""One contract for both timer tables: writes that arrive late never undo newer ones."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from service.store.postgres import create_pool
from service.timers import MemoryTimers, PostgresTimers, TimerTable

NOW = datetime(2030, 1, 1, tzinfo=UTC)


@pytest.fixture(params=["memory", "postgres"])
async def timers(request: pytest.FixtureRequest) -> AsyncIterator[TimerTable]:
    if request.param == "memory":
        yield MemoryTimers()
        return
    pool = await create_pool(request.getfixturevalue("database_url"), size=2)
    try:
        yield PostgresTimers(pool)
    finally:
        await pool.close()


def game() -> str:
    return "t-" + secrets.token_hex(6)


async def stored(timers: TimerTable, game_id: str) -> int | None:
    """since_version of the game's stored timer, if any."""
    ready = [t for t in await timers.due(NOW + timedelta(days=1), 10_000) if t.game_id == game_id]
    return ready[0].since_version if ready else None


async def test_a_newer_timer_replaces_an_older_one(timers: TimerTable) -> None:
    g = game()
    await timers.set(g, 3, NOW, {"type": "x"})
    await timers.set(g, 5, NOW + timedelta(seconds=1), {"type": "y"})
    assert await stored(timers, g) == 5


async def test_a_late_write_of_an_older_timer_is_ignored(timers: TimerTable) -> None:
    g = game()
    await timers.set(g, 11, NOW, {"type": "x"})
    await timers.set(g, 10, NOW, {"type": "x"})
    assert await stored(timers, g) == 11


async def test_a_late_clear_for_an_older_version_keeps_a_newer_timer(timers: TimerTable) -> None:
    g = game()
    await timers.set(g, 11, NOW, {"type": "x"})
    await timers.clear(g, 10)  # replica A: no deadline at version 10, written late
    assert await stored(timers, g) == 11


async def test_a_clear_at_or_after_the_timers_start_removes_it(timers: TimerTable) -> None:
    g, h = game(), game()
    await timers.set(g, 11, NOW, {"type": "x"})
    await timers.set(h, 11, NOW, {"type": "x"})
    await timers.clear(g, 11)
    await timers.clear(h, 12)
    assert await stored(timers, g) is None
    assert await stored(timers, h) is None
