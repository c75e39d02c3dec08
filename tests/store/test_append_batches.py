"""Group commit (service/store/batches.py): appends that wait together commit together, each
with its own outcome, and one append's failure is its own."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator

import asyncpg
import pytest

from service.store import NewEvent, VersionConflict
from service.store.batches import batch_statement
from service.store.postgres import PostgresEventStore, create_pool

TRANSACTION = 20
"""Positions are the transaction's id shifted left by 20 (migrations 0001, 0003)."""


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[PostgresEventStore]:
    pool = await create_pool(database_url, size=4)
    # One batch at a time: whatever arrives while it runs waits for the next one.
    store = PostgresEventStore(pool, database_url, batches_in_flight=1)
    try:
        yield store
    finally:
        await store.close()
        await pool.close()


def event(n: int, text: str = "x") -> NewEvent:
    return NewEvent(type="test.moved", data={"n": n, "text": text}, metadata={})


def streams(count: int) -> list[str]:
    prefix = secrets.token_hex(4)
    return [f"b-{prefix}-{i:02}" for i in range(count)]


async def test_appends_that_wait_together_commit_in_one_transaction(
    store: PostgresEventStore,
) -> None:
    names = streams(20)
    results = await asyncio.gather(*(store.append(s, 0, [event(1), event(2)]) for s in names))
    assert [(r.first_version, r.last_version) for r in results] == [(1, 2)] * 20
    stored = sorted(
        [e for name in names for e in await store.read_stream(name)], key=lambda e: e.position
    )
    assert len(stored) == 40
    assert len({e.position for e in stored}) == 40  # unique
    for name in names:
        assert [e.version for e in stored if e.stream_id == name] == [1, 2]
    # The first went at once, alone; the 19 that queued behind it went together.
    transactions = [e.position >> TRANSACTION for e in stored]
    assert len(set(transactions)) == 2
    assert transactions.count(transactions[0]) == 2  # the first's two events


async def test_a_conflict_in_a_batch_is_its_own(store: PostgresEventStore) -> None:
    names = streams(6)
    for name in names:
        await store.append(name, 0, [event(1)])
    stale = names[3]
    outcomes = await asyncio.gather(
        *(store.append(s, 0 if s == stale else 1, [event(2)]) for s in names),
        return_exceptions=True,
    )
    assert isinstance(outcomes[3], VersionConflict)
    assert outcomes[3].actual == 1
    others = [o for i, o in enumerate(outcomes) if i != 3]
    assert all(not isinstance(o, BaseException) and o.last_version == 2 for o in others)
    assert await store.stream_version(stale) == 1


async def test_an_append_the_database_refuses_fails_alone(store: PostgresEventStore) -> None:
    # PostgreSQL's jsonb cannot hold a NUL character: the batch's statement fails as a whole,
    # and each append is tried again on its own.
    names = streams(5)
    bad = names[2]
    outcomes = await asyncio.gather(
        *(store.append(s, 0, [event(1, "\x00" if s == bad else "x")]) for s in names),
        return_exceptions=True,
    )
    assert isinstance(outcomes[2], asyncpg.PostgresError)
    assert all(not isinstance(o, BaseException) for i, o in enumerate(outcomes) if i != 2)
    assert await store.stream_version(bad) == 0
    for name in names:
        if name != bad:
            assert await store.stream_version(name) == 1


async def test_one_stream_twice_goes_in_two_batches(store: PostgresEventStore) -> None:
    (name,) = streams(1)
    first, second = await asyncio.gather(
        store.append(name, 0, [event(1)]),
        store.append(name, 1, [event(2)]),
        return_exceptions=True,
    )
    assert not isinstance(first, BaseException) and first.last_version == 1
    assert not isinstance(second, BaseException) and second.last_version == 2


async def test_a_caller_that_goes_away_does_not_take_the_batch_with_it(
    store: PostgresEventStore,
) -> None:
    names = streams(8)
    tasks = [asyncio.create_task(store.append(s, 0, [event(1)])) for s in names]
    await asyncio.sleep(0)  # all queued behind the first
    tasks[4].cancel()
    outcomes = await asyncio.gather(*tasks, return_exceptions=True)
    assert isinstance(outcomes[4], asyncio.CancelledError)
    assert all(not isinstance(o, BaseException) for i, o in enumerate(outcomes) if i != 4)
    # The cancelled caller's append was already on its way: it commits, like any append
    # whose answer was lost.
    assert all([await store.stream_version(s) == 1 for s in names])


def test_a_batch_statement_numbers_its_parameters_in_eights() -> None:
    statement = batch_statement(2)
    assert "tabletop_append($1, $2, $3, $4, $5, $6, $7, $8)" in statement
    assert "tabletop_append($9, $10, $11, $12, $13, $14, $15, $16)" in statement
    assert statement.count("UNION ALL") == 1
