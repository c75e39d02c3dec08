"""Appends reach other replicas' subscribers through the notifier's NOTIFY after commit."""

from __future__ import annotations

import asyncio
import contextlib
import secrets

from service.scheduler import SoleLeader
from service.store import NewEvent
from service.store.notifier import notify_committed
from service.store.postgres import CHANNEL, PostgresEventStore, create_pool


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
