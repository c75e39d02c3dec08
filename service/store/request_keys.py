"""The Idempotency-Keys of requests other than commands, at rest (service/api/idempotent.py
decides with them; a command's key lives beside its events in the game's log instead).

A row per (caller, key), found by the SHA-256 of both: the key itself is never stored. It is
`held` (a request is acting on it: `holder` names that request, `lease` says until when it
counts as alive) or `answered` (holder None). Its `sealed` payload, encrypted by the caller of
this table, holds what the action will draw at random and, once answered, the answer.

Whether a lease has run out is decided by the table's clock (the database's `now()`), never
by a process's own, so two replicas whose clocks disagree still agree on it. A row older than
the retention is gone for every purpose, deleted or not: `claim` takes its place and `get`
does not see it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Protocol

import asyncpg
import msgspec

from service.settings import DEFAULT_IDEMPOTENCY_RETENTION


class KeyRecord(msgspec.Struct, frozen=True, kw_only=True):
    request_hash: bytes
    """SHA-256 of the request's method, path, query and body."""
    holder: str | None
    """The request acting on the key; None once the answer is recorded."""
    lease_expired: bool
    """Whether the holder's lease has run out (False when answered)."""
    sealed: bytes


class RequestKeyTable(Protocol):
    async def claim(
        self, key_hash: bytes, request_hash: bytes, holder: str, sealed: bytes, lease: timedelta
    ) -> KeyRecord | None:
        """Hold a key not seen before (None), or answer the record that holds it already."""
        ...

    async def get(self, key_hash: bytes) -> KeyRecord | None: ...

    async def take_over(
        self, key_hash: bytes, holder: str, new_holder: str, lease: timedelta
    ) -> bool:
        """Become the key's holder if `holder` still holds it and its lease ran out."""
        ...

    async def renew(self, key_hash: bytes, holder: str, lease: timedelta) -> bool:
        """Extend the holder's lease (False: it holds the key no more)."""
        ...

    async def answer(self, key_hash: bytes, holder: str, sealed: bytes) -> bool:
        """Record the answer (the key is no longer held)."""
        ...

    async def let_go(self, key_hash: bytes, holder: str) -> None:
        """End the holder's lease now: the next retry takes over at once."""
        ...

    async def release(self, key_hash: bytes, holder: str) -> None:
        """Forget the key (nothing was done): it may be used afresh."""
        ...

    async def forget_expired(self, limit: int) -> int:
        """Delete up to `limit` records older than the retention; how many."""
        ...


class _Row(msgspec.Struct, kw_only=True):
    request_hash: bytes
    holder: str | None
    lease_until: datetime | None
    sealed: bytes
    created_at: datetime


class MemoryRequestKeys:
    def __init__(
        self,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
    ) -> None:
        self.clock = clock
        self.retention = retention
        self._rows: dict[bytes, _Row] = {}
        self._lock = asyncio.Lock()

    def _live(self, key_hash: bytes) -> _Row | None:
        row = self._rows.get(key_hash)
        if row is None or row.created_at <= self.clock() - self.retention:
            return None
        return row

    def _record(self, row: _Row) -> KeyRecord:
        expired = row.holder is not None and (
            row.lease_until is None or row.lease_until <= self.clock()
        )
        return KeyRecord(
            request_hash=row.request_hash,
            holder=row.holder,
            lease_expired=expired,
            sealed=row.sealed,
        )

    async def claim(
        self, key_hash: bytes, request_hash: bytes, holder: str, sealed: bytes, lease: timedelta
    ) -> KeyRecord | None:
        async with self._lock:
            row = self._live(key_hash)
            if row is not None:
                return self._record(row)
            now = self.clock()
            self._rows[key_hash] = _Row(
                request_hash=request_hash,
                holder=holder,
                lease_until=now + lease,
                sealed=sealed,
                created_at=now,
            )
            return None

    async def get(self, key_hash: bytes) -> KeyRecord | None:
        row = self._live(key_hash)
        return None if row is None else self._record(row)

    async def take_over(
        self, key_hash: bytes, holder: str, new_holder: str, lease: timedelta
    ) -> bool:
        async with self._lock:
            row = self._live(key_hash)
            if row is None or row.holder != holder or not self._record(row).lease_expired:
                return False
            row.holder, row.lease_until = new_holder, self.clock() + lease
            return True

    async def renew(self, key_hash: bytes, holder: str, lease: timedelta) -> bool:
        row = self._live(key_hash)
        if row is None or row.holder != holder:
            return False
        row.lease_until = self.clock() + lease
        return True

    async def answer(self, key_hash: bytes, holder: str, sealed: bytes) -> bool:
        row = self._live(key_hash)
        if row is None or row.holder != holder:
            return False
        row.holder, row.lease_until, row.sealed = None, None, sealed
        return True

    async def let_go(self, key_hash: bytes, holder: str) -> None:
        row = self._live(key_hash)
        if row is not None and row.holder == holder:
            row.lease_until = self.clock()

    async def release(self, key_hash: bytes, holder: str) -> None:
        row = self._rows.get(key_hash)
        if row is not None and row.holder == holder:
            del self._rows[key_hash]

    async def forget_expired(self, limit: int) -> int:
        cutoff = self.clock() - self.retention
        old = [k for k, row in self._rows.items() if row.created_at <= cutoff][:limit]
        for key_hash in old:
            del self._rows[key_hash]
        return len(old)


_COLUMNS = "request_hash, holder, sealed, holder IS NOT NULL AND lease_until <= now() AS expired"
# A row past the retention is replaced as if absent (ON CONFLICT … WHERE): one statement, so
# two requests claiming one key at once cannot both win.
_CLAIM = """
INSERT INTO request_keys (key_hash, request_hash, holder, lease_until, sealed)
VALUES ($1, $2, $3, now() + $4::interval, $5)
ON CONFLICT (key_hash) DO UPDATE
   SET request_hash = EXCLUDED.request_hash, holder = EXCLUDED.holder,
       lease_until = EXCLUDED.lease_until, sealed = EXCLUDED.sealed, created_at = now()
 WHERE request_keys.created_at <= now() - $6::interval
RETURNING true
"""
_GET = f"""
SELECT {_COLUMNS} FROM request_keys
 WHERE key_hash = $1 AND created_at > now() - $2::interval
"""
_TAKE_OVER = """
UPDATE request_keys SET holder = $3, lease_until = now() + $4::interval
 WHERE key_hash = $1 AND holder = $2 AND lease_until <= now()
"""
_RENEW = """
UPDATE request_keys SET lease_until = now() + $3::interval WHERE key_hash = $1 AND holder = $2
"""
_ANSWER = """
UPDATE request_keys SET holder = NULL, lease_until = NULL, sealed = $3
 WHERE key_hash = $1 AND holder = $2
"""
_LET_GO = "UPDATE request_keys SET lease_until = now() WHERE key_hash = $1 AND holder = $2"
_RELEASE = "DELETE FROM request_keys WHERE key_hash = $1 AND holder = $2"
# A batch at a time; SKIP LOCKED never waits for a request updating its row.
_FORGET = """
DELETE FROM request_keys WHERE key_hash IN (
    SELECT key_hash FROM request_keys WHERE created_at <= now() - $1::interval
     ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
"""


def _updated(status: str) -> bool:
    return status.rsplit(maxsplit=1)[-1] != "0"


class PostgresRequestKeys:
    def __init__(
        self, pool: asyncpg.Pool, retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION
    ) -> None:
        self.pool = pool
        self.retention = retention

    async def claim(
        self, key_hash: bytes, request_hash: bytes, holder: str, sealed: bytes, lease: timedelta
    ) -> KeyRecord | None:
        # A claim that loses to the other's INSERT sees its row committed (READ COMMITTED):
        # but the row may be deleted between the two statements (released), so try again.
        for _ in range(3):
            won = await self.pool.fetchval(
                _CLAIM, key_hash, request_hash, holder, lease, sealed, self.retention
            )
            if won:
                return None
            found = await self.get(key_hash)
            if found is not None:
                return found
        raise RuntimeError("An idempotency key kept appearing and vanishing.")

    async def get(self, key_hash: bytes) -> KeyRecord | None:
        row = await self.pool.fetchrow(_GET, key_hash, self.retention)
        if row is None:
            return None
        return KeyRecord(
            request_hash=bytes(row["request_hash"]),
            holder=row["holder"],
            lease_expired=bool(row["expired"]),
            sealed=bytes(row["sealed"]),
        )

    async def take_over(
        self, key_hash: bytes, holder: str, new_holder: str, lease: timedelta
    ) -> bool:
        return _updated(await self.pool.execute(_TAKE_OVER, key_hash, holder, new_holder, lease))

    async def renew(self, key_hash: bytes, holder: str, lease: timedelta) -> bool:
        return _updated(await self.pool.execute(_RENEW, key_hash, holder, lease))

    async def answer(self, key_hash: bytes, holder: str, sealed: bytes) -> bool:
        return _updated(await self.pool.execute(_ANSWER, key_hash, holder, sealed))

    async def let_go(self, key_hash: bytes, holder: str) -> None:
        await self.pool.execute(_LET_GO, key_hash, holder)

    async def release(self, key_hash: bytes, holder: str) -> None:
        await self.pool.execute(_RELEASE, key_hash, holder)

    async def forget_expired(self, limit: int) -> int:
        status: str = await self.pool.execute(_FORGET, self.retention, limit)
        return int(status.rsplit(maxsplit=1)[-1])
