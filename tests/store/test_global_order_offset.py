"""The global order survives a move to another cluster (issue 21): positions restored from a
cluster with a higher transaction counter are detected when a connection opens, the offset is
raised once, and the late-commit guarantee holds across the raise. The whole move, with a
real dump and restore into a new cluster, is tests/fault/test_restore_into_a_new_cluster.py.
"""

from __future__ import annotations

import asyncio
import json
import secrets

import asyncpg
import pytest

from service.store import NewEvent
from service.store.outage import DatabaseUnavailable
from service.store.postgres import PostgresEventStore, create_pool
from tests.conftest import _create_database, _drop_database, _with_database
from tests.support.horizon import handed_out

AHEAD = 1_000_000  # transaction ids between the "old cluster" and this one


async def restored_event(connection: asyncpg.Connection) -> int:
    """Write an event as a logical restore does (COPY, not tabletop_append), with a position
    from a cluster whose transaction counter is far ahead of this one; and a lobby checkpoint
    at it, as the restored projection would have. Returns its position."""
    stream = "restored-" + secrets.token_hex(4)
    position: int = await connection.fetchval(
        "SELECT (pg_current_xact_id()::text::bigint + $1) << 20", AHEAD
    )
    await connection.execute("INSERT INTO streams VALUES ($1, 1)", stream)
    await connection.execute(
        "INSERT INTO events (position, stream_id, version, type, data)"
        " VALUES ($1, $2, 1, 'test.restored', '{}')",
        position,
        stream,
    )
    return position


async def _begin_append(connection: asyncpg.Connection, stream: str) -> None:
    """Start a transaction that appends one event and leave it open (not committed)."""
    await connection.execute("BEGIN")
    await connection.fetchrow(
        "SELECT * FROM tabletop_append($1, 0, $2, $3::text[]::jsonb[], $4::text[]::jsonb[], NULL)",
        stream,
        ["test.late"],
        [json.dumps({"n": 1})],
        ["{}"],
    )


async def test_new_events_sort_after_restored_ones_once_a_connection_has_checked(
    fresh_database: str,
) -> None:
    setup = await asyncpg.connect(fresh_database)
    try:
        top = await restored_event(setup)
        assert await setup.fetchval("SELECT tabletop_global_order_behind()")
    finally:
        await setup.close()
    pool = await create_pool(fresh_database, 2)
    store = PostgresEventStore(pool, fresh_database)
    try:
        appended = "new-" + secrets.token_hex(4)
        await store.append(appended, 0, [NewEvent(type="test.new", data={})])
        # A projection checkpointed at the restored end of the log sees the new event.
        (seen,) = await handed_out(store, top, 1)
        assert seen.stream_id == appended
        assert seen.position > top
        assert not await pool.fetchval("SELECT tabletop_global_order_behind()")
    finally:
        await pool.close()


async def test_the_offset_is_raised_once_however_many_processes_notice(
    fresh_database: str,
) -> None:
    setup = await asyncpg.connect(fresh_database)
    try:
        await restored_event(setup)
    finally:
        await setup.close()
    connections = [await asyncpg.connect(fresh_database) for _ in range(4)]
    try:
        raised = await asyncio.gather(
            *(c.fetchval("SELECT tabletop_global_order_repair()") for c in connections)
        )
        offset = await connections[0].fetchval("SELECT xid_offset FROM global_order")
        assert sorted(raised) == [0, 0, 0, offset]
        assert offset > AHEAD // 2
        assert not await connections[0].fetchval("SELECT tabletop_global_order_behind()")
    finally:
        for connection in connections:
            await connection.close()


async def test_an_append_in_flight_during_the_raise_is_never_skipped(
    fresh_database: str,
) -> None:
    # The reader's one connection opens (and checks the order) before the restore.
    pool = await create_pool(fresh_database, 1)
    store = PostgresEventStore(pool, fresh_database)
    checkpoint = 0
    assert await store.read_all(checkpoint, 100) == []
    early, restore, repair, watcher = [await asyncpg.connect(fresh_database) for _ in range(4)]
    try:
        first = "early-" + secrets.token_hex(4)
        await _begin_append(early, first)  # positioned with the old offset, commits last
        top = await restored_event(restore)
        raising = asyncio.ensure_future(repair.fetchval("SELECT tabletop_global_order_repair()"))
        await wait_until_a_lock_is_awaited(watcher)
        # The append still runs: nothing at or above its position may be handed out, not
        # even the committed restored event.
        assert await store.read_all(checkpoint, 100) == []
        await early.execute("COMMIT")
        assert await asyncio.wait_for(raising, 30) > 0
        second = "after-" + secrets.token_hex(4)
        await store.append(second, 0, [NewEvent(type="test.new", data={})])
        low, restored, high = await handed_out(store, checkpoint, 3)
        assert (low.stream_id, restored.position, high.stream_id) == (first, top, second)
        assert low.position < restored.position < high.position
    finally:
        for connection in (early, restore, repair, watcher):
            await connection.close()
        await pool.close()


async def wait_until_a_lock_is_awaited(connection: asyncpg.Connection) -> None:
    query = "SELECT count(*) > 0 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
    async with asyncio.timeout(30):
        while True:  # the server has no event for "a backend started waiting": poll pg_locks
            if await connection.fetchval(query):
                return
            await asyncio.sleep(0.02)


async def test_appends_refuse_to_run_on_an_older_snapshot(fresh_database: str) -> None:
    connection = await asyncpg.connect(fresh_database)
    try:
        with pytest.raises(asyncpg.RaiseError, match="read committed"):
            async with connection.transaction(isolation="repeatable_read"):
                await connection.fetchrow(
                    "SELECT * FROM tabletop_append('rr', 0, ARRAY['test.x'],"
                    " ARRAY['{}'::jsonb], ARRAY['{}'::jsonb], NULL)"
                )
    finally:
        await connection.close()


async def test_every_append_function_takes_its_positions_with_the_offset(
    database_url: str,
) -> None:
    # Another migration may redefine tabletop_append (or add an overload): each one must
    # compute positions through tabletop_position_base(), or it ignores the offset; since
    # 0009 by way of tabletop_next_positions(), which also keeps batched appends apart.
    connection = await asyncpg.connect(database_url)
    try:
        sources = await connection.fetch(
            "SELECT prosrc FROM pg_proc WHERE proname = 'tabletop_append'"
        )
        assert sources
        assert all("tabletop_next_positions(n)" in r["prosrc"] for r in sources)
        (blocks,) = await connection.fetch(
            "SELECT prosrc FROM pg_proc WHERE proname = 'tabletop_next_positions'"
        )
        assert "tabletop_position_base()" in blocks["prosrc"]
    finally:
        await connection.close()


async def test_a_database_without_the_schema_is_unavailable_not_broken(server_url: str) -> None:
    name = "tabletop_test_" + secrets.token_hex(4)
    _create_database(server_url, name)
    pool = await create_pool(_with_database(server_url, name), 1)
    try:
        with pytest.raises(DatabaseUnavailable, match="migrate"):
            await pool.fetchval("SELECT 1")
    finally:
        await pool.close()
        _drop_database(server_url, name)
