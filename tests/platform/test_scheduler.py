"""Timers: a due deadline appends the game's timeout command as the system; the clock is
injected, so nothing sleeps."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from service import scheduler as scheduling
from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.domain import registry
from service.domain.kernel import IllegalMove
from service.errors import InvalidOptions
from service.scheduler import Scheduler
from service.store.leadership import AdvisoryLockLeader, SoleLeader
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers
from tests.support import potato


@pytest.fixture(autouse=True)
def with_potato(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), potato.GAME))
    yield


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += timedelta(milliseconds=ms)


async def started_game(tabletop: Tabletop) -> str:
    game = await tabletop.create_game("potato", 2, {"limit_ms": 1000}, "seed", None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.take_seat(game.game_id, "B")
    return game.game_id


def services() -> tuple[Tabletop, Scheduler, Clock]:
    store = MemoryEventStore()
    timers = MemoryTimers()
    clock = Clock()
    tabletop = Tabletop(store, MemoryCatalog(store), timers, clock=clock)
    return tabletop, Scheduler(tabletop, timers, SoleLeader(), clock), clock


async def test_nothing_fires_before_the_deadline() -> None:
    tabletop, scheduler, clock = services()
    game_id = await started_game(tabletop)
    clock.advance(999)
    # The timer counts from the recorded time of the start event; the memory store stamps
    # it with the wall clock, which the fake clock started from.
    assert await scheduler.tick() == 0
    assert (await tabletop.summary(game_id)).status == "active"


async def test_a_due_deadline_appends_the_timeout_command_as_the_system() -> None:
    tabletop, scheduler, clock = services()
    game_id = await started_game(tabletop)
    clock.advance(60_000)
    assert await scheduler.tick() == 1
    summary = await tabletop.summary(game_id)
    assert summary.status == "finished"
    assert summary.outcome is not None and summary.outcome.reason == "dropped"
    _, events = await tabletop.events(game_id, None, 0, 10, False)
    assert events[-1].event == potato.Dropped(holder=events[0].event.holder)
    assert await scheduler.tick() == 0  # the timer is gone


async def test_a_move_before_the_deadline_restarts_the_timer() -> None:
    tabletop, scheduler, clock = services()
    game_id = await started_game(tabletop)
    holder = (await tabletop.summary(game_id)).to_move[0]
    await tabletop.command(game_id, holder, b'{"type": "potato.pass"}')
    due = await tabletop.timers.next_due()
    assert due is not None
    clock.now = due - timedelta(milliseconds=1)
    assert await scheduler.tick() == 0
    clock.now = due
    assert await scheduler.tick() == 1
    assert (await tabletop.summary(game_id)).outcome is not None


async def test_a_seat_cannot_send_the_system_command() -> None:
    tabletop, _, _ = services()
    game_id = await started_game(tabletop)
    holder = (await tabletop.summary(game_id)).to_move[0]
    with pytest.raises(IllegalMove) as refused:
        await tabletop.command(
            game_id, holder, b'{"type": "potato.timeout", "holder": %d}' % holder
        )
    assert refused.value.code == "system_only"


async def test_a_stale_timer_is_dropped_without_appending() -> None:
    tabletop, _, _ = services()
    game_id = await started_game(tabletop)
    holder = (await tabletop.summary(game_id)).to_move[0]
    await tabletop.command(game_id, holder, b'{"type": "potato.pass"}')
    version = (await tabletop.summary(game_id)).version
    fired = await tabletop.run_timer(game_id, 1, {"type": "potato.timeout", "holder": holder})
    assert fired is False
    assert (await tabletop.summary(game_id)).version == version


async def test_a_timer_no_server_of_this_kind_can_fire_is_logged_once_and_waits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tabletop, scheduler, clock = services()
    game_id = await started_game(tabletop)
    tabletop.games.forget()
    # A server of an older release (or one that dropped potato) leads the timers now.
    monkeypatch.setattr(
        registry, "_GAMES", tuple(g for g in registry.all_games() if g.name != "potato")
    )
    clock.advance(60_000)
    logged: list[str] = []
    monkeypatch.setattr(scheduling.log, "exception", lambda event, **_: logged.append(event))
    for _ in range(5):
        assert await scheduler.tick() == 0
    assert logged == ["timer_failed"]
    (waiting,) = await scheduler.timers.due(clock.now)  # kept for a server that hosts it
    assert waiting.game_id == game_id


async def test_bad_options_are_refused_when_the_game_is_created() -> None:
    tabletop, _, _ = services()
    with pytest.raises(InvalidOptions):
        await tabletop.create_game("potato", 2, {"limit_ms": 0}, None, None)


async def test_only_one_scheduler_holds_the_lock(database_url: str) -> None:
    first = AdvisoryLockLeader(database_url, 99_001)
    second = AdvisoryLockLeader(database_url, 99_001)
    try:
        assert await first.held()
        assert not await second.held()
        await first.release()
        assert await second.held()
    finally:
        await first.release()
        await second.release()
