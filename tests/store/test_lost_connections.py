"""Lost connections (service/store/pool.py, issue 29 item 6): after the server ended the pooled
connections (`pg_terminate_backend`, as a restart or a failover does), reads run again once on
a fresh connection, a write is an outage and is never run twice, and a connection left in a
broken state is never handed out again. asyncpg's errors for a connection that is gone are
outages; its errors for a programming mistake are not."""

from __future__ import annotations

import asyncio
import secrets
import struct
from collections.abc import AsyncIterator

import asyncpg
import psycopg
import pytest
from asyncpg import exceptions as pg

from service.store import NewEvent
from service.store.outage import is_outage, never_sent
from service.store.pool import Pool
from service.store.postgres import PostgresEventStore, create_pool

WAIT = 30.0  # seconds for anything a test waits for


@pytest.fixture
async def pool(fresh_database: str) -> AsyncIterator[Pool]:
    made = await create_pool(fresh_database, size=2)
    try:
        yield made
    finally:
        await made.close()


def event(n: int) -> NewEvent:
    return NewEvent(type="test.moved", data={"n": n}, metadata={})


def end_every_session(dsn: str) -> int:
    """What an administrator (or a failover) does to the server's sessions: ended, and gone by
    the time this returns. Blocking on purpose: the event loop reads nothing of it meanwhile, so
    the pooled connections look alive until a statement is sent on them."""
    with psycopg.connect(dsn, autocommit=True) as admin:
        row = admin.execute(
            "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid, 10000))"
            " FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    assert row is not None
    return int(row[0])


async def warm(pool: Pool) -> set[int]:
    """Open every connection of the pool (size 2) and leave them idle in it; their pids."""
    async with pool.acquire() as one, pool.acquire() as two:
        return {await c.fetchval("SELECT pg_backend_pid()") for c in (one, two)}


def fatal_message() -> bytes:
    """The error a server sends a session it ends (57P01), before it closes the socket."""
    fields = b"".join(
        kind + text.encode() + b"\0"
        for kind, text in [
            (b"S", "FATAL"),
            (b"V", "FATAL"),
            (b"C", "57P01"),
            (b"M", "terminating connection due to administrator command"),
        ]
    )
    body = fields + b"\0"
    return b"E" + struct.pack("!i", len(body) + 4) + body


async def raw_connections(pool: Pool) -> list[asyncpg.Connection]:
    """The pool's idle connections themselves (asyncpg keeps them behind its proxies)."""
    async with pool.acquire() as one, pool.acquire() as two:
        return [proxy._con for proxy in (one, two)]


async def test_reads_on_connections_the_server_ended_run_again_on_fresh_ones(
    pool: Pool, fresh_database: str
) -> None:
    store = PostgresEventStore(pool, fresh_database)
    stream = "s-" + secrets.token_hex(4)
    await store.append(stream, 0, [event(1), event(2)])
    before = await warm(pool)
    assert end_every_session(fresh_database) >= 2
    # Both reads at once: each starts on one of the dead connections.
    first, second = await asyncio.gather(store.read_stream(stream), store.read_stream(stream))
    assert [e.version for e in first] == [e.version for e in second] == [1, 2]
    assert await store.stream_version(stream) == 2
    assert not await warm(pool) & before  # the dead connections were replaced
    await store.close()


async def test_a_write_whose_connection_the_server_ended_is_an_outage_and_applies_once(
    pool: Pool, fresh_database: str
) -> None:
    store = PostgresEventStore(pool, fresh_database)
    stream = "s-" + secrets.token_hex(4)
    await store.append(stream, 0, [event(1)], idempotency_key="k-1")
    await warm(pool)
    end_every_session(fresh_database)
    try:
        await store.append(stream, 1, [event(2)], idempotency_key="k-2")
        sent_once = True
    except Exception as error:  # sent on a dead connection: its outcome is unknown
        assert is_outage(error), error
        sent_once = False
    # The client sends it again with the same key, as the 503 tells it to.
    again = await store.append(stream, 1, [event(2)], idempotency_key="k-2")
    assert again.duplicate == sent_once
    assert [e.data for e in await store.read_stream(stream)] == [{"n": 1}, {"n": 2}]
    await store.close()


async def test_a_connection_stuck_by_an_error_it_did_not_ask_for_is_never_handed_out_again(
    pool: Pool, fresh_database: str
) -> None:
    """The moment between the server's goodbye and the socket's end: asyncpg has read the
    error, not yet the end, and the connection's protocol waits for a "ready" that never comes.
    A statement started on it fails before it is sent ("cannot switch to state …"); asyncpg's
    own release would put it back in the pool (no reset query runs)."""
    store = PostgresEventStore(pool, fresh_database)
    stream = "s-" + secrets.token_hex(4)
    await store.append(stream, 0, [event(1)])

    stuck, other = await raw_connections(pool)
    stuck._protocol.data_received(fatal_message())
    with pytest.raises(pg.InternalClientError) as refused:
        await stuck.fetchval("SELECT 1")
    assert "another operation (2) is in progress" in str(refused.value)
    assert is_outage(refused.value) and never_sent(refused.value)

    for connection in (stuck, other):  # the stuck one and one the pool will hand out next
        if not connection.is_closed():
            connection._protocol.data_received(fatal_message())
    # A read and a write (an append), each on a stuck connection first: nothing was sent, so
    # both run again on a fresh one and succeed, once.
    assert [e.version for e in await store.read_stream(stream)] == [1]
    written = await store.append(stream, 1, [event(2)])
    assert (written.first_version, written.last_version) == (2, 2)
    assert [e.version for e in await store.read_stream(stream)] == [1, 2]
    assert stuck.is_closed() and other.is_closed()
    for connection in await raw_connections(pool):
        assert connection not in (stuck, other)
    await store.close()


async def test_a_cancelled_statement_is_cancelled_on_the_server_before_its_connection_is_reused(
    pool: Pool,
) -> None:
    """A cancelled request's statement stops on the server too (a commit waiting for a standby
    must not hold its session), and its connection is handed out again only idle."""

    async def sleep() -> None:
        async with pool.acquire() as connection:
            await connection.fetchval("SELECT pg_sleep(30)")

    sleeping = asyncio.create_task(sleep())
    await until_sleeping(pool, 1)
    sleeping.cancel()
    with pytest.raises(asyncio.CancelledError):
        await sleeping
    await until_sleeping(pool, 0)
    async with pool.acquire() as one, pool.acquire() as two:  # whichever they are, they work
        assert [await c.fetchval("SELECT 1") for c in (one, two)] == [1, 1]


async def until_sleeping(pool: Pool, count: int) -> None:
    async with asyncio.timeout(WAIT):
        while True:
            if count == await pool.read_value(
                "SELECT count(*) FROM pg_stat_activity"
                " WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'"
            ):
                return
            await asyncio.sleep(0.01)


async def test_asyncpg_errors_for_programming_mistakes_are_not_outages(pool: Pool) -> None:
    async with pool.acquire() as connection:
        pass
    with pytest.raises(pg.InterfaceError) as released:
        await connection.fetchval("SELECT 1")  # used after its release
    async with pool.acquire() as connection:
        _, busy = await asyncio.gather(  # two statements at once on one connection
            connection.fetchval("SELECT pg_sleep(0.05)"),
            connection.fetchval("SELECT 1"),
            return_exceptions=True,
        )
    assert isinstance(busy, pg.InterfaceError), busy
    stuck_midway = pg.InternalClientError(
        "cannot switch to state 12; another operation (11) is in progress"
    )
    for error in (released.value, busy, stuck_midway):
        assert not is_outage(error), error
    assert not never_sent(released.value) and not never_sent(busy)
    # Errors a statement can meet when its connection went away are outages.
    async with pool.acquire() as connection:
        with pytest.raises(pg.InterfaceError) as closed_under_it:
            async with connection.transaction():
                connection.terminate()
    assert "the underlying connection is closed" in str(closed_under_it.value)
    assert is_outage(closed_under_it.value)
    assert await pool.read_value("SELECT 1") == 1
