"""Stream tickets at rest: a hash of each ticket, what it is for (scope and holder), when it
expires and whether it was used. The ticket itself is never stored (service/application/
tickets.py issues and redeems them).

Taking a ticket is atomic in both tables, so a ticket is used once even when two replicas
redeem it at the same moment: the second sees it used."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Protocol

import asyncpg
import msgspec


class StoredTicket(msgspec.Struct, frozen=True, kw_only=True):
    scope: str
    holder: str
    expires_at: datetime
    used_before: bool
    """Whether the ticket had been taken before this take."""


class TicketTable(Protocol):
    async def add(self, digest: bytes, scope: str, holder: str, expires_at: datetime) -> None:
        """Store a new ticket's hash; forget tickets that expired before it was issued."""
        ...

    async def take(self, digest: bytes) -> StoredTicket | None:
        """Mark the ticket used and say what it was (None: no such ticket)."""
        ...


KEEP = timedelta(hours=1)
"""How long a ticket is kept after it expired (a late reuse reads "used", not "unknown")."""


class MemoryTickets:
    def __init__(self) -> None:
        self._tickets: dict[bytes, StoredTicket] = {}

    async def add(self, digest: bytes, scope: str, holder: str, expires_at: datetime) -> None:
        forgotten = [d for d, t in self._tickets.items() if t.expires_at < expires_at - KEEP]
        for old in forgotten:
            del self._tickets[old]
        self._tickets[digest] = StoredTicket(
            scope=scope, holder=holder, expires_at=expires_at, used_before=False
        )

    async def take(self, digest: bytes) -> StoredTicket | None:
        stored = self._tickets.get(digest)
        if stored is not None:
            self._tickets[digest] = msgspec.structs.replace(stored, used_before=True)
        return stored


# One statement takes the ticket: the subquery locks its row (FOR UPDATE) and reports whether
# it was used; the UPDATE marks it used. A concurrent redeemer of the same ticket waits on the
# row lock and then re-reads the row as committed (READ COMMITTED re-checks a locked row), so
# it sees `used_at` set: of two racing redeemers exactly one gets used_before = false.
_TAKE = """
UPDATE stream_tickets AS t SET used_at = now()
  FROM (SELECT ticket_hash, used_at IS NOT NULL AS used_before
          FROM stream_tickets WHERE ticket_hash = $1 FOR UPDATE) AS old
 WHERE t.ticket_hash = old.ticket_hash
RETURNING t.scope, t.holder, t.expires_at, old.used_before
"""
# Expired tickets are kept a while (so a late reuse still reads "used"/"expired", not
# "unknown") and then deleted by the next issue; SKIP LOCKED never waits for a redeemer.
_FORGET = """
DELETE FROM stream_tickets WHERE ticket_hash IN (
    SELECT ticket_hash FROM stream_tickets WHERE expires_at < $1::timestamptz - interval '1 hour'
     ORDER BY expires_at LIMIT 100 FOR UPDATE SKIP LOCKED)
"""


class PostgresTickets:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def add(self, digest: bytes, scope: str, holder: str, expires_at: datetime) -> None:
        await self.pool.execute(
            "INSERT INTO stream_tickets (ticket_hash, scope, holder, expires_at)"
            " VALUES ($1, $2, $3, $4)",
            digest,
            scope,
            holder,
            expires_at,
        )
        await self.pool.execute(_FORGET, expires_at)

    async def take(self, digest: bytes) -> StoredTicket | None:
        row = await self.pool.fetchrow(_TAKE, digest)
        if row is None:
            return None
        return StoredTicket(
            scope=row["scope"],
            holder=row["holder"],
            expires_at=row["expires_at"],
            used_before=row["used_before"],
        )
