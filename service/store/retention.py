"""Expired idempotency keys are deleted in the background, a batch at a time.

Every process runs this loop; no leader is needed, because each batch deletes only rows no one
else holds (FOR UPDATE SKIP LOCKED in the Postgres store) and deleting what is already gone
does nothing. An expired key deduplicates nothing even before it is deleted: the store's
lookups ignore it.
"""

from __future__ import annotations

import asyncio

import structlog

from service.store.base import EventStore

log = structlog.get_logger()

BATCH = 1000
INTERVAL_SECONDS = 600.0


async def forget_expired_keys(store: EventStore, interval: float = INTERVAL_SECONDS) -> None:
    """Run forever: every `interval` seconds, delete every expired idempotency record."""
    while True:
        try:
            deleted = 0
            while (batch := await store.forget_expired_keys(BATCH)) > 0:
                deleted += batch
                if batch < BATCH:
                    break
            if deleted:
                log.info("idempotency_keys_expired", deleted=deleted)
        except Exception as error:  # the database may be away: try again next time
            log.warning("idempotency_cleanup_failed", error=str(error))
        await asyncio.sleep(interval)
