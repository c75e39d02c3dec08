"""The Postgres event store (asyncpg): one round trip per append, gap-free global reads.

Concurrency (why this is safe):
- Appends to one stream serialise on that stream's row in `streams`: `tabletop_append`
  updates it only where `version = expected`, so of two writers with the same expectation one
  wins and the other sees 0 rows and reports a conflict — never a lost or duplicated event. The
  unique (stream_id, version) constraint backs this up.
- Appends to different streams never wait for each other: there is no table lock.
- Global positions are built from the appending transaction's id (see the migration
  0001_event_store for the full argument), and `read_all` only hands out positions below the
  lowest transaction id still running. A transaction that took a lower position but commits
  later holds that horizon back until it commits, so a reader can never checkpoint past it.
- LISTEN/NOTIFY after commit: this process publishes its own appends at once; other replicas
  hear of them through service/store/notifier.py, which NOTIFYs outside the append
  transactions (a NOTIFY inside them would serialise every commit).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import asyncpg
import msgspec
import structlog

from service.settings import DEFAULT_IDEMPOTENCY_RETENTION
from service.store.base import AppendResult, NewEvent, RecordedEvent, VersionConflict
from service.store.broadcast import Broadcast, Subscription

log = structlog.get_logger()

CHANNEL = "tabletop_events"

_READ_ALL = """
SELECT position, stream_id, version, type, data, metadata, recorded_at FROM events
 WHERE position > $1
   AND position < ((pg_snapshot_xmin(pg_current_snapshot())::text::bigint) << 20)
 ORDER BY position LIMIT $2
"""
_READ_STREAM = """
SELECT position, stream_id, version, type, data, metadata, recorded_at FROM events
 WHERE stream_id = $1 AND version > $2 AND version <= $3 ORDER BY version
"""


_FORGET = """
DELETE FROM idempotency_records WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM idempotency_records WHERE recorded_at <= now() - $1::interval
     ORDER BY recorded_at LIMIT $2 FOR UPDATE SKIP LOCKED
))
"""
_LAST = 2**62


def _encode_json(value: Any) -> str:
    return msgspec.json.encode(value).decode()


async def init_connection(connection: asyncpg.Connection) -> None:
    """JSON columns travel as msgspec-encoded text in both directions."""
    for name in ("json", "jsonb"):
        await connection.set_type_codec(
            name, encoder=_encode_json, decoder=msgspec.json.decode, schema="pg_catalog"
        )


async def _keep_session(_connection: asyncpg.Connection) -> None:
    """Pooled connections never carry session state (LISTEN and advisory locks use
    connections of their own), so skip asyncpg's reset query: it would cost a round trip on
    every release."""


async def create_pool(dsn: str, size: int = 10) -> asyncpg.Pool:
    pool = await asyncpg.create_pool(
        dsn,
        min_size=1,
        max_size=size,
        init=init_connection,
        reset=_keep_session,
        command_timeout=30,
    )
    assert pool is not None
    return pool


def _recorded(row: asyncpg.Record) -> RecordedEvent:
    return RecordedEvent(
        position=row["position"],
        stream_id=row["stream_id"],
        version=row["version"],
        type=row["type"],
        data=row["data"],
        metadata=row["metadata"],
        recorded_at=row["recorded_at"],
    )


class PostgresEventStore:
    def __init__(
        self,
        pool: asyncpg.Pool,
        dsn: str,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
    ) -> None:
        self.pool = pool
        self._dsn = dsn
        self._retention = idempotency_retention
        self._broadcast = Broadcast()
        self._listener: asyncio.Task[None] | None = None

    async def append(
        self,
        stream_id: str,
        expected_version: int,
        events: Sequence[NewEvent],
        idempotency_key: str | None = None,
        request_hash: bytes | None = None,
    ) -> AppendResult:
        if not events:
            raise ValueError("append needs at least one event")
        row = await self.pool.fetchrow(
            "SELECT * FROM tabletop_append($1, $2, $3, $4, $5, $6, $7, $8)",
            stream_id,
            expected_version,
            [e.type for e in events],
            [e.data for e in events],
            [e.metadata for e in events],
            idempotency_key,
            request_hash,
            self._retention,
        )
        assert row is not None
        if row["status"] == "conflict":
            raise VersionConflict(stream_id, expected_version, row["current_version"])
        duplicate = row["status"] == "duplicate"
        if not duplicate:
            self._broadcast.publish(stream_id, row["last_version"])
        return AppendResult(
            first_version=row["first_version"],
            last_version=row["last_version"],
            duplicate=duplicate,
            recorded_at=row["recorded_at"],
            request_hash=row["request_hash"] if duplicate else None,
        )

    async def read_stream(
        self, stream_id: str, after_version: int = 0, until_version: int | None = None
    ) -> list[RecordedEvent]:
        # Versions never come near 2**62; clamping keeps a client's huge `after` in bigint.
        until = _LAST if until_version is None else min(until_version, _LAST)
        rows = await self.pool.fetch(_READ_STREAM, stream_id, min(after_version, _LAST), until)
        return [_recorded(r) for r in rows]

    async def read_all(self, after_position: int, limit: int) -> list[RecordedEvent]:
        rows = await self.pool.fetch(_READ_ALL, after_position, limit)
        return [_recorded(r) for r in rows]

    async def stream_version(self, stream_id: str) -> int:
        version = await self.pool.fetchval(
            "SELECT version FROM streams WHERE stream_id = $1", stream_id
        )
        return int(version or 0)

    async def idempotent_result(self, stream_id: str, key: str) -> AppendResult | None:
        row = await self.pool.fetchrow(
            "SELECT first_version, last_version, request_hash FROM idempotency_records"
            " WHERE stream_id = $1 AND idempotency_key = $2 AND recorded_at > now() - $3::interval",
            stream_id,
            key,
            self._retention,
        )
        if row is None:
            return None
        return AppendResult(
            first_version=row["first_version"],
            last_version=row["last_version"],
            duplicate=True,
            request_hash=row["request_hash"],
        )

    async def forget_expired_keys(self, limit: int = 1000) -> int:
        # SKIP LOCKED: never wait for an append that is replacing an expired record, and let
        # several replicas clean up at once without deleting (or waiting on) the same rows.
        result = await self.pool.execute(_FORGET, self._retention, limit)
        return int(result.split()[-1])

    def notifications(self, stream_id: str | None = None) -> Subscription:
        if self._listener is None:
            self._listener = asyncio.get_running_loop().create_task(self._listen())
        return self._broadcast.subscribe(stream_id)

    async def _listen(self) -> None:
        """Hold one session connection on LISTEN (it cannot go through a transaction pooler)
        and fan notifications out; reconnect after a lost connection."""
        while True:
            lost = asyncio.Event()
            try:
                connection = await asyncpg.connect(self._dsn)
                try:
                    connection.add_termination_listener(lambda _c, lost=lost: lost.set())
                    await connection.add_listener(CHANNEL, self._on_notify)
                    await lost.wait()
                finally:
                    await connection.close()
            except asyncio.CancelledError:
                raise
            except (OSError, asyncpg.PostgresError) as error:
                log.warning("listen_connection_lost", error=str(error))
            self._broadcast.publish("", 0)  # listeners re-read: something may have been missed
            await asyncio.sleep(1)

    def _on_notify(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        stream_id, _, version = str(payload).rpartition(" ")
        self._broadcast.publish(stream_id, int(version))

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
            self._listener = None
