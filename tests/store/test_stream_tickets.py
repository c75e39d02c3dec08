"""Stream tickets at rest: one contract for both tables; a ticket is used once, even when
many redeemers race for it on separate connections (replicas)."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from service.store.postgres import create_pool
from service.store.tickets import MemoryTickets, PostgresTickets, TicketTable

LATER = datetime(2030, 1, 1, tzinfo=UTC)


@pytest.fixture(params=["memory", "postgres"])
async def tickets(request: pytest.FixtureRequest) -> AsyncIterator[TicketTable]:
    if request.param == "memory":
        yield MemoryTickets()
        return
    pool = await create_pool(request.getfixturevalue("database_url"), size=8)
    try:
        yield PostgresTickets(pool)
    finally:
        await pool.close()


async def test_a_ticket_is_taken_once_and_then_reads_used(tickets: TicketTable) -> None:
    digest = secrets.token_bytes(32)
    await tickets.add(digest, "game:g", "seat:1", LATER)
    first = await tickets.take(digest)
    assert first is not None
    assert (first.scope, first.holder, first.used_before) == ("game:g", "seat:1", False)
    assert first.expires_at == LATER
    again = await tickets.take(digest)
    assert again is not None and again.used_before
    assert await tickets.take(secrets.token_bytes(32)) is None


async def test_of_many_racing_redeemers_exactly_one_gets_the_ticket(
    tickets: TicketTable,
) -> None:
    digest = secrets.token_bytes(32)
    await tickets.add(digest, "game:g", "operator", LATER)
    taken = await asyncio.gather(*(tickets.take(digest) for _ in range(8)))
    assert sorted(t.used_before for t in taken if t is not None) == [False] + [True] * 7


async def test_issuing_forgets_tickets_long_expired(tickets: TicketTable) -> None:
    old = secrets.token_bytes(32)
    await tickets.add(old, "game:g", "seat:0", LATER - timedelta(days=1))
    await tickets.add(secrets.token_bytes(32), "game:g", "seat:0", LATER)
    assert await tickets.take(old) is None
