"""Stream tickets at rest: one contract for both tables; a ticket is used once, even when
many redeemers race for it on separate connections (replicas); a holder is issued at most its
cap in any minute, across replicas too; old tickets are purged after the keep period."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from service.store.postgres import create_pool
from service.store.retention import purge_tickets
from service.store.tickets import KEEP, WINDOW, MemoryTickets, PostgresTickets, TicketTable

LATER = datetime(2030, 1, 1, tzinfo=UTC)
ISSUED = LATER - timedelta(minutes=1)
LONG_AGO = datetime(2001, 1, 1, tzinfo=UTC)
"""Expiry of the tickets a purge test purges: older than any other test's, which a purge at
this time leaves alone (the Postgres table is shared by the session)."""


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


def scope() -> str:
    return f"game:{secrets.token_hex(8)}"


async def test_a_ticket_is_taken_once_and_then_reads_used(tickets: TicketTable) -> None:
    digest = secrets.token_bytes(32)
    assert await tickets.add(digest, "game:g", "seat:1", LATER, issued_at=ISSUED) is None
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
    await tickets.add(digest, "game:g", "operator", LATER, issued_at=ISSUED)
    taken = await asyncio.gather(*(tickets.take(digest) for _ in range(8)))
    assert sorted(t.used_before for t in taken if t is not None) == [False] + [True] * 7


async def test_a_holder_past_its_cap_is_told_when_the_next_ticket_may_be_issued(
    tickets: TicketTable,
) -> None:
    game = scope()
    issued = [ISSUED + timedelta(seconds=n) for n in range(3)]
    for at in issued:
        stored = await tickets.add(
            secrets.token_bytes(32), game, "seat:0", LATER, issued_at=at, cap=3
        )
        assert stored is None
    refused = secrets.token_bytes(32)
    late = issued[-1] + timedelta(seconds=10)
    retry_at = await tickets.add(refused, game, "seat:0", LATER, issued_at=late, cap=3)
    assert retry_at == issued[0] + WINDOW  # when the oldest of the minute leaves it
    assert await tickets.take(refused) is None  # nothing was stored
    # Another holder, or the same seat of another game, has a cap of its own.
    for holder, other in (("seat:1", game), ("seat:0", scope())):
        assert (
            await tickets.add(secrets.token_bytes(32), other, holder, LATER, issued_at=late, cap=3)
            is None
        )
    # A minute after the first, one more may be issued.
    assert (
        await tickets.add(secrets.token_bytes(32), game, "seat:0", LATER, issued_at=retry_at, cap=3)
        is None
    )


async def test_the_cap_holds_when_many_replicas_issue_to_one_holder_at_once(
    tickets: TicketTable,
) -> None:
    game = scope()
    answers = await asyncio.gather(
        *(
            tickets.add(secrets.token_bytes(32), game, "operator", LATER, issued_at=ISSUED, cap=5)
            for _ in range(24)
        )
    )
    assert sum(answer is None for answer in answers) == 5
    assert {answer for answer in answers if answer is not None} == {ISSUED + WINDOW}


async def test_spent_and_expired_tickets_are_kept_an_hour_after_expiry_then_purged(
    tickets: TicketTable,
) -> None:
    spent, unspent = secrets.token_bytes(32), secrets.token_bytes(32)
    for digest in (spent, unspent):
        await tickets.add(
            digest, scope(), "seat:0", LONG_AGO, issued_at=LONG_AGO - timedelta(minutes=1)
        )
    assert (await tickets.take(spent)) is not None
    # Within the keep period the purge leaves both: a late reuse still reads "used".
    await purge_tickets(tickets, LONG_AGO + KEEP - timedelta(seconds=1))
    again = await tickets.take(spent)
    assert again is not None and again.used_before
    # After it, both are gone.
    assert await purge_tickets(tickets, LONG_AGO + KEEP + timedelta(seconds=1)) >= 2
    assert await tickets.take(spent) is None
    assert await tickets.take(unspent) is None
