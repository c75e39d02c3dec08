"""Expired idempotency keys (commands' and every other POST's) and old stream tickets are
deleted in the background, a batch at a time.

Every process runs this loop; no leader is needed, because each batch deletes only rows no one
else holds (FOR UPDATE SKIP LOCKED in the Postgres store) and deleting what is already gone
does nothing. An expired key deduplicates nothing even before it is deleted: the store's
lookups ignore it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime

import structlog

from service.store.base import EventStore
from service.store.request_keys import RequestKeyTable
from service.store.tickets import KEEP, TicketTable

log = structlog.get_logger()

BATCH = 1000
INTERVAL_SECONDS = 600.0


async def forget_expired_keys(
    store: EventStore, requests: RequestKeyTable | None = None, interval: float = INTERVAL_SECONDS
) -> None:
    """Run forever: every `interval` seconds, delete every expired idempotency record (the
    commands' in the event store, the other POSTs' in `requests`)."""
    while True:
        try:
            deleted = 0
            tables: list[Callable[[int], Awaitable[int]]] = [store.forget_expired_keys]
            if requests is not None:
                tables.append(requests.forget_expired)
            for forget in tables:
                while (batch := await forget(BATCH)) > 0:
                    deleted += batch
                    if batch < BATCH:
                        break
            if deleted:
                log.info("idempotency_keys_expired", deleted=deleted)
        except Exception as error:  # the database may be away: try again next time
            log.warning("idempotency_cleanup_failed", error=str(error))
        await asyncio.sleep(interval)


TICKET_INTERVAL_SECONDS = 300.0


async def purge_tickets(tickets: TicketTable, now: datetime) -> int:
    """Delete every stream ticket, spent or not, that expired more than `KEEP` (an hour)
    before `now`; how many. Until then a spent one still answers `ticket_used`."""
    deleted = 0
    while (batch := await tickets.forget(now - KEEP, BATCH)) > 0:
        deleted += batch
        if batch < BATCH:
            break
    return deleted


async def forget_spent_tickets(
    tickets: TicketTable,
    clock: Callable[[], datetime],
    interval: float = TICKET_INTERVAL_SECONDS,
) -> None:
    """Run forever: at once and then every `interval` seconds, purge old stream tickets (so a
    ticket is gone at most `KEEP` plus five minutes after it expired)."""
    while True:
        try:
            deleted = await purge_tickets(tickets, clock())
            if deleted:
                log.info("stream_tickets_purged", deleted=deleted)
        except Exception as error:  # the database may be away: try again next time
            log.warning("stream_ticket_purge_failed", error=str(error))
        await asyncio.sleep(interval)
