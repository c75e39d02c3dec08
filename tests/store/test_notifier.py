"""Appends reach other replicas' subscribers through the notifier's NOTIFY after commit."""

from __future__ import annotations

import asyncio
import contextlib
import secrets

import asyncpg

from service.store import NewEvent
from service.store.leadership import Fence, SoleLeader
from service.store.notifier import notify_committed
from service.store.postgres import CHANNEL, PostgresEventStore, create_pool, init_connection


async def test_another_replica_hears_of_an_append(database_url: str) -> None:
    pool_a = await create_pool(database_url, 2)
    pool_b = await create_pool(database_url, 2)
    replica_a = PostgresEventStore(pool_a, database_url)
    replica_b = PostgresEventStore(pool_b, database_url)
    notifier = asyncio.create_task(notify_committed(pool_a, CHANNEL, SoleLeader()))
    heard = replica_b.notifications()
    try:
        await asyncio.sleep(0.5)  # the listener connects and the notifier finds the log's end
        stream = "n-" + secrets.token_hex(4)
        await replica_a.append(stream, 0, [NewEvent(type="test.x", data={})])
        async with asyncio.timeout(10):
            async for stream_id, version in heard:
                if stream_id == stream:
                    assert version == 1
                    break
    finally:
        heard.close()
        notifier.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await notifier
        await replica_a.close()
        await replica_b.close()
        await pool_a.close()
        await pool_b.close()


async def test_the_appending_replica_hears_at_once_without_the_notifier(
    database_url: str,
) -> None:
    pool = await create_pool(database_url, 2)
    store = PostgresEventStore(pool, database_url)
    heard = store.notifications()
    try:
        stream = "l-" + secrets.token_hex(4)
        await store.append(stream, 0, [NewEvent(type="test.x", data={})])
        assert heard.queue.get_nowait() == (stream, 1)
    finally:
        heard.close()
        await store.close()
        await pool.close()


class StartedLeader:
    """Sole leader that tells when the notifier has begun its second round, i.e. has chosen
    where to start tailing the log."""

    def __init__(self) -> None:
        self.rounds = 0
        self.started = asyncio.Event()

    async def held(self) -> bool:
        self.rounds += 1
        if self.rounds == 2:
            self.started.set()
        return True

    def fence(self) -> Fence | None:
        return None  # the only process: nothing to fence

    async def release(self) -> None:
        return None


async def test_a_notifier_started_before_a_late_commit_announces_it(database_url: str) -> None:
    # The late transaction takes its position (from its transaction id) first, then a later
    # append commits with a higher position, then the notifier starts; starting after
    # max(position) would skip the late commit for good.
    pool = await create_pool(database_url, 2)
    appender = PostgresEventStore(pool, database_url)
    listener = PostgresEventStore(pool, database_url)
    late_stream, early_stream = "late-" + secrets.token_hex(4), "early-" + secrets.token_hex(4)
    heard = listener.notifications(late_stream)
    late = await asyncpg.connect(database_url)
    await init_connection(late)
    notifier: asyncio.Task[None] | None = None
    try:
        transaction = late.transaction()
        await transaction.start()
        await late.fetchrow(
            "SELECT * FROM tabletop_append($1, 0, $2, $3, $4, NULL)",
            late_stream,
            ["test.x"],
            [{}],
            [{}],
        )
        await appender.append(early_stream, 0, [NewEvent(type="test.x", data={})])
        await asyncio.sleep(0.5)  # the listener connects
        leader = StartedLeader()
        notifier = asyncio.create_task(notify_committed(pool, CHANNEL, leader))
        await asyncio.wait_for(leader.started.wait(), 30)
        await transaction.commit()
        async with asyncio.timeout(30):
            assert await anext(heard) == (late_stream, 1)
    finally:
        heard.close()
        if notifier is not None:
            notifier.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await notifier
        await late.close()
        await appender.close()
        await listener.close()
        await pool.close()
