"""The Postgres store's global-order guarantee: a late commit with a lower position is never
skipped by a reader of the global log (DESIGN: event store; issue 2 §3)."""

from __future__ import annotations

import json
import secrets

import asyncpg

from service.store.postgres import PostgresEventStore, create_pool
from tests.support.horizon import handed_out


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


async def test_a_lower_position_that_commits_last_is_not_skipped(database_url: str) -> None:
    pool = await create_pool(database_url, size=2)
    store = PostgresEventStore(pool, database_url)
    early = await asyncpg.connect(database_url)
    late = await asyncpg.connect(database_url)
    try:
        first, second = "low-" + secrets.token_hex(4), "high-" + secrets.token_hex(4)
        checkpoint = 0
        while batch := await store.read_all(checkpoint, 1000):
            checkpoint = batch[-1].position

        await _begin_append(early, first)  # takes the lower position, commits last
        await _begin_append(late, second)
        await late.execute("COMMIT")

        # The higher position is committed, but handing it out now would let a reader
        # checkpoint past the lower one: it must be held back.
        assert await store.read_all(checkpoint, 100) == []

        await early.execute("COMMIT")
        seen = await handed_out(store, checkpoint, 2)
        assert [e.stream_id for e in seen] == [first, second]
        assert seen[0].position < seen[1].position
    finally:
        await early.close()
        await late.close()
        await pool.close()


async def test_an_append_that_rolls_back_leaves_no_trace(database_url: str) -> None:
    pool = await create_pool(database_url, size=2)
    store = PostgresEventStore(pool, database_url)
    connection = await asyncpg.connect(database_url)
    try:
        s = "rb-" + secrets.token_hex(4)
        await _begin_append(connection, s)
        await connection.execute("ROLLBACK")
        assert await store.read_stream(s) == []
        assert await store.stream_version(s) == 0
    finally:
        await connection.close()
        await pool.close()
