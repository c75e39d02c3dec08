"""Fencing (issue 33, item 5), in one process over PostgreSQL: a duty whose holder paused past
its lease or its session, while another process took the role over and acted, is refused in
the statement that acts when it resumes. A pause here is simply not calling: a timer claimed
and not fired, a leader that does not confirm its session; the real SIGSTOP of a real worker is
tests/fault/test_paused_holder.py."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator

import asyncpg
import pytest

from service.application import Tabletop
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.projections.lobby import LobbyProjector
from service.projections.lobby_rows import PostgresLobby
from service.projections.runner import PROJECTION_LOCK, catch_up
from service.scheduler import LEASE
from service.store.leadership import AdvisoryLockLeader, LeadershipLost
from service.store.notifier import NOTIFIER_LOCK, announce
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import PostgresTimers
from tests.support import potato

PATIENCE = 60.0
"""Seconds the server may take to end a paused leader's session (polled, never slept)."""


@pytest.fixture(autouse=True)
def with_potato(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), potato.RULES))
    yield


@pytest.fixture
async def pools(fresh_database: str) -> AsyncIterator[tuple[asyncpg.Pool, asyncpg.Pool]]:
    """Two processes' pools on one database of this test's own (its locks are its own)."""
    a = await create_pool(fresh_database, 3)
    b = await create_pool(fresh_database, 3)
    try:
        yield a, b
    finally:
        await a.close()
        await b.close()


def tabletop(pool: asyncpg.Pool, url: str) -> Tabletop:
    return Tabletop(PostgresEventStore(pool, url), PostgresCatalog(pool), PostgresTimers(pool))


async def taken_over(url: str, key: int) -> tuple[AdvisoryLockLeader, AdvisoryLockLeader]:
    """The first leader takes the role and then pauses (never confirms): the server ends its
    idle session and the second leader takes the role. Both are released by the caller."""
    paused = AdvisoryLockLeader(url, key, confirm_seconds=3600, session_timeout=1.0)
    assert await paused.held()
    successor = AdvisoryLockLeader(url, key)
    async with asyncio.timeout(PATIENCE):
        while True:
            if await successor.held():
                return paused, successor
            await asyncio.sleep(0.1)


async def test_a_timer_fired_by_a_holder_paused_past_its_lease_appends_nothing(
    fresh_database: str, pools: tuple[asyncpg.Pool, asyncpg.Pool]
) -> None:
    a, b = (tabletop(pool, fresh_database) for pool in pools)
    game = await a.create_game("potato", 2, {"limit_ms": 1000}, "fenced", None)
    await a.take_seat(game.game_id, "A")
    await a.take_seat(game.game_id, "B")
    due = await a.timers.next_due()
    assert due is not None
    (claimed,) = await a.timers.claim(due, 10, LEASE)
    # A pauses holding its claim; once the lease ran out B claims the same timer and fires it.
    (again,) = await b.timers.claim(due + LEASE, 10, LEASE)
    assert (again.game_id, again.since_version) == (claimed.game_id, claimed.since_version)
    assert await b.run_timer(again.game_id, again.since_version, again.command)
    fired = await b.summary(game.game_id)
    assert fired.status == "finished"  # the potato dropped: its holder lost
    # A resumes and fires what it claimed: the game is no longer at that timer's version, and
    # the append (expected version, the timer's idempotency key) is refused.
    assert not await a.run_timer(claimed.game_id, claimed.since_version, claimed.command)
    assert (await a.summary(game.game_id)).version == fired.version


async def test_a_projector_whose_session_ended_while_paused_saves_nothing(
    fresh_database: str, pools: tuple[asyncpg.Pool, asyncpg.Pool]
) -> None:
    a, b = pools
    game = await tabletop(a, fresh_database).create_game("clans", 2, None, None, None)
    paused, successor = await taken_over(fresh_database, PROJECTION_LOCK)
    try:
        stale = paused.fence()  # what it knew when it paused: it has not looked since
        lobby = PostgresLobby(a)
        projector = LobbyProjector(PostgresEventStore(a, fresh_database), lobby)
        with pytest.raises(LeadershipLost):
            await catch_up(projector, fence=stale)
        assert await lobby.checkpoint() == 0  # nothing landed
        assert await lobby.load([game.game_id]) == {}
        # The holder itself finds out at its next look, and stops claiming to lead.
        assert not await paused.held()
        # The successor's projector saves the same batch under its own fence.
        theirs = LobbyProjector(PostgresEventStore(b, fresh_database), PostgresLobby(b))
        assert await catch_up(theirs, fence=successor.fence()) > 0
        assert game.game_id in await lobby.load([game.game_id])
    finally:
        await paused.release()
        await successor.release()


async def test_a_notifier_whose_session_ended_while_paused_announces_nothing(
    fresh_database: str, pools: tuple[asyncpg.Pool, asyncpg.Pool]
) -> None:
    a, b = pools
    heard: asyncio.Queue[str] = asyncio.Queue()
    listener = await asyncpg.connect(fresh_database)
    await listener.add_listener("fenced", lambda *args: heard.put_nowait(str(args[3])))
    paused, successor = await taken_over(fresh_database, NOTIFIER_LOCK)
    try:
        assert not await announce(a, "fenced", ["stale 1"], paused.fence())
        assert await announce(b, "fenced", ["live 1"], successor.fence())
        # One session's notifications arrive in order: had the stale one been sent, it would
        # be heard first.
        assert await asyncio.wait_for(heard.get(), PATIENCE) == "live 1"
    finally:
        await listener.close()
        await paused.release()
        await successor.release()


async def test_a_live_leader_is_not_fenced_by_its_session_timeout(fresh_database: str) -> None:
    """Its confirmations (every second) keep the session from sitting idle that long."""
    leader = AdvisoryLockLeader(fresh_database, PROJECTION_LOCK, session_timeout=4.0)
    try:
        for _ in range(10):  # 8 s, twice the timeout
            assert await leader.held()
            await asyncio.sleep(0.8)
        fence = leader.fence()
        assert fence is not None and fence.pid != 0
    finally:
        await leader.release()
