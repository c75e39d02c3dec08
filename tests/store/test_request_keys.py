"""The request keys' table (service/store/request_keys.py): one holder at a time, a lease that
runs out, and rows past the retention gone (deleted by the retention job, and ignored before)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from service.store.memory import MemoryEventStore
from service.store.postgres import create_pool
from service.store.request_keys import MemoryRequestKeys, PostgresRequestKeys, RequestKeyTable
from service.store.retention import forget_expired_keys

LEASE = timedelta(seconds=30)


@pytest.fixture(params=["memory", "postgres"])
async def tables(
    request: pytest.FixtureRequest,
) -> AsyncIterator[tuple[RequestKeyTable, RequestKeyTable]]:
    """The table kept for a day, and the same rows seen by a table that keeps nothing."""
    if request.param == "memory":
        kept = MemoryRequestKeys()
        gone = MemoryRequestKeys(retention=timedelta(0))
        gone._rows = kept._rows  # one table, two retentions
        yield kept, gone
        return
    pool = await create_pool(request.getfixturevalue("database_url"), size=4)
    try:
        yield PostgresRequestKeys(pool), PostgresRequestKeys(pool, timedelta(0))
    finally:
        await pool.close()


async def test_one_claim_wins_and_a_lease_must_run_out_before_a_take_over(
    tables: tuple[RequestKeyTable, RequestKeyTable],
) -> None:
    table, _ = tables
    key = os.urandom(32)
    claims = await asyncio.gather(*(table.claim(key, b"h", f"r{n}", b"s", LEASE) for n in range(5)))
    assert sum(c is None for c in claims) == 1
    winner = next(f"r{n}" for n, c in enumerate(claims) if c is None)
    found = await table.get(key)
    assert found is not None and found.holder == winner and not found.lease_expired
    assert not await table.take_over(key, winner, "late", LEASE)
    await table.let_go(key, winner)
    assert await table.take_over(key, winner, "late", LEASE)
    assert not await table.answer(key, winner, b"answer")  # no longer its holder
    assert await table.answer(key, "late", b"answer")
    answered = await table.get(key)
    assert answered is not None and answered.holder is None and answered.sealed == b"answer"


async def test_rows_past_the_retention_are_ignored_then_deleted_by_the_retention_job(
    tables: tuple[RequestKeyTable, RequestKeyTable],
) -> None:
    kept, gone = tables
    key = os.urandom(32)
    assert await kept.claim(key, b"h", "r", b"s", LEASE) is None
    assert await gone.get(key) is None  # expired: as if absent
    job = asyncio.create_task(forget_expired_keys(MemoryEventStore(), gone, interval=3600))
    try:
        for _ in range(200):
            if await kept.get(key) is None:
                break
            await asyncio.sleep(0.05)
    finally:
        job.cancel()
    assert await kept.get(key) is None
    assert await gone.claim(key, b"h2", "r2", b"s", LEASE) is None  # a new key again
