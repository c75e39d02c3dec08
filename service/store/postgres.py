"""The Postgres event store (asyncpg): appends committed in batches (one round trip for all
that arrive together, service/store/batches.py), gap-free global reads.

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
- The order survives a move to another cluster: positions add an offset to the transaction id
  (migration 0003_global_order_offset), and every pooled connection checks, when it opens,
  that no stored position is ahead of what this cluster can produce, raising the offset once
  if one is (a logical restore, logical replication). So no append ever reaches a cluster
  whose order is behind, whatever order processes start in.
- LISTEN/NOTIFY after commit: this process publishes its own appends at once; other replicas
  hear of them through service/store/notifier.py, which NOTIFYs outside the append
  transactions (a NOTIFY inside them would serialise every commit).
- Outages (service/store/outage.py) never kill a background loop: the listener reconnects,
  and `ServerWatch` tells the process when the server behind the pool changed (a restart, a
  failover), so what it derived from the old one is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

import asyncpg
import msgspec
import structlog

from service.settings import DEFAULT_IDEMPOTENCY_RETENTION
from service.store import tcp
from service.store.base import AppendResult, NewEvent, RecordedEvent, VersionConflict
from service.store.batches import AppendBatches
from service.store.broadcast import Broadcast, Subscription
from service.store.outage import DatabaseUnavailable, describe, is_outage
from service.store.pool import Pool
from service.store.tcp import DEFAULT_KEEPALIVE, TcpKeepalive

log = structlog.get_logger()

CHANNEL = "tabletop_events"
Heard = Callable[[Any, int, str, Any], None]
"""A LISTEN callback: (connection, sending backend's pid, channel, payload)."""

_READ_ALL = """
SELECT position, stream_id, version, type, data, metadata, recorded_at FROM events
 WHERE position > $1 AND position < tabletop_horizon()
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


REPAIR_HINT = (
    "new events would sort before restored ones; as the database owner run: "
    "psql \"$DATABASE_URL\" -c 'SELECT tabletop_global_order_repair()'"
)


class GlobalOrderBehind(DatabaseUnavailable):
    """Stored positions are ahead of what this cluster can produce, and raising the offset
    failed: serving would silence every projection and live stream, so nothing is served."""


class ServerWatch:
    """Which server incarnation (its postmaster start time) the pooled connections reach.

    When it changes (a restart, a failover to a standby, another server behind the same name),
    whatever the process derived from the old one may be gone: after an asynchronous failover
    the newest acknowledged events can be missing. Subscribers drop such state (cached games,
    the notifier's position) and read it again."""

    def __init__(self) -> None:
        self.started_at: datetime | None = None
        self.changes = 0
        self._subscribers: list[Callable[[], None]] = []

    def subscribe(self, callback: Callable[[], None]) -> None:
        self._subscribers.append(callback)

    def saw(self, started_at: datetime) -> None:
        if self.started_at is not None and started_at != self.started_at:
            self.changes += 1
            log.warning("database_server_changed", started_at=started_at.isoformat())
            for callback in self._subscribers:
                callback()
        self.started_at = started_at


async def init_connection(
    connection: asyncpg.Connection,
    watch: ServerWatch | None = None,
    keepalive: TcpKeepalive = DEFAULT_KEEPALIVE,
) -> None:
    """JSON columns travel as msgspec-encoded text in both directions; the global order is
    checked (and repaired) before the connection serves anything. Its socket gets `keepalive`
    (service/store/tcp.py)."""
    tcp.apply(connection, keepalive)
    for name in ("json", "jsonb"):
        await connection.set_type_codec(
            name, encoder=_encode_json, decoder=msgspec.json.decode, schema="pg_catalog"
        )
    try:
        row = await connection.fetchrow(
            "SELECT pg_postmaster_start_time() AS started_at,"
            " tabletop_global_order_behind() AS behind"
        )
    except asyncpg.UndefinedFunctionError:
        raise DatabaseUnavailable(
            "the database schema is not at the latest migration: run python -m service migrate"
        ) from None
    assert row is not None
    if watch is not None:
        watch.saw(row["started_at"])
    if row["behind"]:
        await repair_global_order(connection)


async def repair_global_order(connection: asyncpg.Connection) -> int:
    """Raise the offset so new positions sort after every stored one (see migration 0003);
    returns by how much (0 when another process did it first)."""
    try:
        raised = int(await connection.fetchval("SELECT tabletop_global_order_repair()"))
    except asyncpg.PostgresError as error:
        if is_outage(error):
            raise
        log.error("global_order_behind", error=describe(error), fix=REPAIR_HINT)
        raise GlobalOrderBehind(f"global order behind ({describe(error)}): {REPAIR_HINT}") from None
    if raised:
        log.warning("global_order_raised", xid_offset_raised_by=raised)
    return raised


async def _keep_session(_connection: asyncpg.Connection) -> None:
    """Pooled connections never carry session state (LISTEN and advisory locks use
    connections of their own), so skip asyncpg's reset query: it would cost a round trip on
    every release."""


CONNECT_TIMEOUT = 5.0
"""Seconds to open a connection: a server that does not answer (a dead host during a failover)
must not hold a request longer than that."""
COMMAND_TIMEOUT = 30.0
"""Seconds for one statement, including a commit waiting for a synchronous standby."""


async def create_pool(
    dsn: str,
    size: int = 10,
    watch: ServerWatch | None = None,
    keepalive: TcpKeepalive = DEFAULT_KEEPALIVE,
) -> Pool:
    """A pool that connects lazily: the process starts while the database is down and serves
    (503 until then) as soon as it is up. A multi-host `dsn` with
    `target_session_attrs=read-write` makes every new connection find the current primary.
    Lost connections are replaced, and reads run again once (service/store/pool.py)."""
    return await Pool(
        dsn,
        min_size=0,
        max_size=size,
        max_queries=50_000,  # asyncpg's defaults (create_pool's)
        max_inactive_connection_lifetime=300.0,
        init=functools.partial(init_connection, watch=watch, keepalive=keepalive),
        reset=_keep_session,
        loop=None,
        connection_class=asyncpg.Connection,
        record_class=asyncpg.Record,
        command_timeout=COMMAND_TIMEOUT,
        timeout=CONNECT_TIMEOUT,
    )


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
        pool: Pool,
        dsn: str,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
        batches_in_flight: int = 2,
        keepalive: TcpKeepalive = DEFAULT_KEEPALIVE,
    ) -> None:
        self.pool = pool
        self._dsn = dsn
        self._keepalive = keepalive
        self._retention = idempotency_retention
        # Two: one batch commits (waits for its WAL flush) while the next is on its way; more
        # only splits what waits into smaller batches (bench/RESULTS.md).
        self._batches = AppendBatches(pool, batches_in_flight)
        self._broadcast = Broadcast()
        self._listener: asyncio.Task[None] | None = None
        self._channels: dict[str, Heard] = {}
        """Further channels LISTENed on the same connection (timers: service/timers.py;
        tickets: service/matchmaking/tickets.py)."""
        self._channels_fixed = False
        """Set once the listening task runs: from then on it LISTENs on these channels."""

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
        row = await self._batches.append(
            (
                stream_id,
                expected_version,
                [e.type for e in events],
                [e.data for e in events],
                [e.metadata for e in events],
                idempotency_key,
                request_hash,
                self._retention,
            )
        )
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

    async def append_recorded(
        self, stream_id: str, events: Sequence[NewEvent], recorded_at: Sequence[datetime]
    ) -> AppendResult:
        # One transaction: the append (its global positions, as any other) and the recorded
        # times it came with, so no reader ever sees the import's events with other times.
        async with self.pool.acquire() as connection, connection.transaction():
            row = await connection.fetchrow(
                "SELECT * FROM tabletop_append($1, 0, $2, $3, $4, NULL)",
                stream_id,
                [e.type for e in events],
                [e.data for e in events],
                [e.metadata for e in events],
            )
            assert row is not None
            if row["status"] == "conflict":
                raise VersionConflict(stream_id, 0, row["current_version"])
            await connection.execute(
                "UPDATE events SET recorded_at = x.at"
                " FROM unnest($2::bigint[], $3::timestamptz[]) AS x(version, at)"
                " WHERE stream_id = $1 AND events.version = x.version",
                stream_id,
                list(range(1, len(events) + 1)),
                list(recorded_at),
            )
        self._broadcast.publish(stream_id, row["last_version"])
        return AppendResult(first_version=row["first_version"], last_version=row["last_version"])

    async def read_stream(
        self, stream_id: str, after_version: int = 0, until_version: int | None = None
    ) -> list[RecordedEvent]:
        # Versions never come near 2**62; clamping keeps a client's huge `after` in bigint.
        until = _LAST if until_version is None else min(until_version, _LAST)
        rows = await self.pool.read(_READ_STREAM, stream_id, min(after_version, _LAST), until)
        return [_recorded(r) for r in rows]

    async def read_all(self, after_position: int, limit: int) -> list[RecordedEvent]:
        rows = await self.pool.read(_READ_ALL, after_position, limit)
        return [_recorded(r) for r in rows]

    async def stream_version(self, stream_id: str) -> int:
        version = await self.pool.read_value(
            "SELECT version FROM streams WHERE stream_id = $1", stream_id
        )
        return int(version or 0)

    async def idempotent_result(self, stream_id: str, key: str) -> AppendResult | None:
        row = await self.pool.read_row(
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
        self._start_listening()
        return self._broadcast.subscribe(stream_id)

    def listen(self, channel: str, heard: Heard) -> None:
        """Also LISTEN on `channel` (before the listening connection opens: call it at start,
        before anything awaits)."""
        if self._channels_fixed:
            raise RuntimeError("listen() after the listening connection opened")
        self._channels[channel] = heard
        self._start_listening()

    def _start_listening(self) -> None:
        if self._listener is None:
            self._listener = asyncio.get_running_loop().create_task(self._listen())

    async def _listen(self) -> None:
        """Hold one session connection on LISTEN (it cannot go through a transaction pooler)
        and fan notifications out; reconnect after a lost connection."""
        self._channels_fixed = True
        while True:
            lost = asyncio.Event()
            try:
                connection = await tcp.connect(self._dsn, self._keepalive, CONNECT_TIMEOUT)
                try:
                    connection.add_termination_listener(lambda _c, lost=lost: lost.set())
                    await connection.add_listener(CHANNEL, self._on_notify)
                    for channel, heard in self._channels.items():
                        await connection.add_listener(channel, heard)
                    await lost.wait()
                finally:
                    await connection.close()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # never let live updates die: log, reconnect
                if is_outage(error):
                    log.warning("listen_connection_lost", error=describe(error))
                else:
                    log.exception("listen_failed")
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
