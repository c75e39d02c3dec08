"""Reading the global log in tests on a shared PostgreSQL cluster."""

from __future__ import annotations

import asyncio

from service.store.base import EventStore, RecordedEvent

PATIENCE = 60.0  # seconds; other sessions' transactions end long before this


async def handed_out(
    store: EventStore, after: int, count: int, within: float = PATIENCE
) -> list[RecordedEvent]:
    """The events after `after` once at least `count` of them are handed out. The log holds
    back everything above the oldest transaction still running anywhere in the cluster (its
    horizon, so that a lower position committing late is never skipped), and on a shared
    cluster another session's transaction can hold it back for a moment after a commit."""
    async with asyncio.timeout(within):
        while True:  # nothing announces that the horizon moved: poll
            found = await store.read_all(after, 100)
            if len(found) >= count:
                return found
            await asyncio.sleep(0.05)
