"""Stream tickets at rest: a hash of each ticket, what it is for (scope and holder), when it
was issued and expires and whether it was used. The ticket itself is never stored (service/
application/tickets.py issues and redeems them).

Taking a ticket is atomic in both tables, so a ticket is used once even when two replicas
redeem it at the same moment: the second sees it used. Adding one is atomic with counting the
holder's tickets of the last minute, so the cap on issuing holds across replicas too.

Tickets are kept `KEEP` after they expire, spent or not, so that a late reuse reads "used" or
"expired" rather than "unknown"; the background purge (service/store/retention.py) deletes
them after that."""

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


WINDOW = timedelta(minutes=1)
"""The cap counts a holder's tickets issued within this much time."""

KEEP = timedelta(hours=1)
"""How long a ticket is kept after it expired: a spent ticket answers `ticket_used` (and an
unspent one `ticket_expired`) until then, i.e. up to 61 minutes after its issue; after that
it is unknown (`ticket_invalid`). An hour covers an EventSource reconnecting with the ticket
of a stream that dropped (the answer tells a client to ask for a new ticket either way)."""


class TicketTable(Protocol):
    async def add(
        self,
        digest: bytes,
        scope: str,
        holder: str,
        expires_at: datetime,
        *,
        issued_at: datetime,
        cap: int | None = None,
    ) -> datetime | None:
        """Store a new ticket's hash, unless `cap` tickets of this scope and holder were
        issued within `WINDOW` before `issued_at`: then nothing is stored and the answer is
        when the next one may be (None: stored)."""
        ...

    async def take(self, digest: bytes) -> StoredTicket | None:
        """Mark the ticket used and say what it was (None: no such ticket)."""
        ...

    async def expiry(self, digest: bytes) -> datetime | None:
        """When the ticket expires (None: no such ticket); it is not taken."""
        ...

    async def forget(self, expired_before: datetime, limit: int) -> int:
        """Delete up to `limit` tickets that expired before `expired_before`; how many."""
        ...


class _Kept(msgspec.Struct, kw_only=True):
    scope: str
    holder: str
    expires_at: datetime
    issued_at: datetime
    used: bool = False


class MemoryTickets:
    def __init__(self) -> None:
        self._tickets: dict[bytes, _Kept] = {}

    async def add(
        self,
        digest: bytes,
        scope: str,
        holder: str,
        expires_at: datetime,
        *,
        issued_at: datetime,
        cap: int | None = None,
    ) -> datetime | None:
        if cap is not None:
            recent = sorted(
                t.issued_at
                for t in self._tickets.values()
                if t.scope == scope and t.holder == holder and t.issued_at > issued_at - WINDOW
            )
            if len(recent) >= cap:
                return recent[0] + WINDOW
        self._tickets[digest] = _Kept(
            scope=scope, holder=holder, expires_at=expires_at, issued_at=issued_at
        )
        return None

    async def take(self, digest: bytes) -> StoredTicket | None:
        kept = self._tickets.get(digest)
        if kept is None:
            return None
        used_before, kept.used = kept.used, True
        return StoredTicket(
            scope=kept.scope,
            holder=kept.holder,
            expires_at=kept.expires_at,
            used_before=used_before,
        )

    async def expiry(self, digest: bytes) -> datetime | None:
        kept = self._tickets.get(digest)
        return None if kept is None else kept.expires_at

    async def forget(self, expired_before: datetime, limit: int) -> int:
        old = [d for d, t in self._tickets.items() if t.expires_at < expired_before][:limit]
        for digest in old:
            del self._tickets[digest]
        return len(old)


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
# One call counts and adds (migration 0010): under a transaction lock of the scope and holder,
# so two replicas issuing to one holder at once count each other's ticket.
_ISSUE = "SELECT tabletop_issue_stream_ticket($1, $2, $3, $4, $5, $6, $7)"
_ADD = (
    "INSERT INTO stream_tickets (ticket_hash, scope, holder, expires_at, issued_at)"
    " VALUES ($1, $2, $3, $4, $5)"
)
# A batch of tickets long expired; SKIP LOCKED never waits for a redeemer (or another purge).
_FORGET = """
DELETE FROM stream_tickets WHERE ticket_hash IN (
    SELECT ticket_hash FROM stream_tickets WHERE expires_at < $1
     ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
"""


class PostgresTickets:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def add(
        self,
        digest: bytes,
        scope: str,
        holder: str,
        expires_at: datetime,
        *,
        issued_at: datetime,
        cap: int | None = None,
    ) -> datetime | None:
        if cap is None:
            await self.pool.execute(_ADD, digest, scope, holder, expires_at, issued_at)
            return None
        retry_at: datetime | None = await self.pool.fetchval(
            _ISSUE, digest, scope, holder, expires_at, issued_at, cap, WINDOW
        )
        return retry_at

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

    async def expiry(self, digest: bytes) -> datetime | None:
        expires_at: datetime | None = await self.pool.fetchval(
            "SELECT expires_at FROM stream_tickets WHERE ticket_hash = $1", digest
        )
        return expires_at

    async def forget(self, expired_before: datetime, limit: int) -> int:
        status: str = await self.pool.execute(_FORGET, expired_before, limit)
        return int(status.rsplit(maxsplit=1)[-1])
