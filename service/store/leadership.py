"""Leadership: which one of several processes acts where only one should (the timer scheduler,
the lobby projector, the log notifier). Each role holds a session-level advisory lock on a
connection of its own; when the holder dies its connection closes, the lock is released and
another process takes it at its next try. After an outage or a failover the role is re-taken on
whichever server is the primary.
"""

from __future__ import annotations

import time
from typing import Protocol

import asyncpg
import msgspec
import structlog

from service.store import tcp
from service.store.outage import describe, is_outage
from service.store.postgres import CONNECT_TIMEOUT
from service.store.tcp import DEFAULT_KEEPALIVE, TcpKeepalive

log = structlog.get_logger()

SESSION_TIMEOUT = 10.0
"""Seconds a leader's session may sit idle before the server ends it (and the lock with it):
how long a paused holder keeps its roles. A live holder confirms every second."""


class Fence(msgspec.Struct, frozen=True):
    """What an acting statement checks to prove its process still leads: the role's lock is
    held, right now, by the session `pid` (the leader's own). `HOLDS` is that check in SQL."""

    key: int
    pid: int


HOLDS = """EXISTS (
    SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1
       AND pid = {pid} AND ((classid::bigint << 32) | objid::bigint) = {key})"""
"""A condition (format it with the statement's parameters for the pid and the key, e.g.
`HOLDS.format(pid="$3", key="$4")`): true while session `pid` holds the bigint advisory lock
`key` (pg_locks shows such a key's high half as classid, its low half as objid, objsubid 1)."""


class LeadershipLost(Exception):
    """An action was refused where it acts: its process no longer holds the role (its session
    ended, e.g. while it was paused, and another process may have taken the lock)."""


class Leadership(Protocol):
    async def held(self) -> bool:
        """True while this process is the one that may act (tries to acquire if not)."""
        ...

    def fence(self) -> Fence | None:
        """What the acting statements check (None: nothing to check, the only process)."""
        ...

    async def release(self) -> None: ...


class SoleLeader:
    """Leadership when there is only one process (in-memory stores)."""

    async def held(self) -> bool:
        return True

    def fence(self) -> Fence | None:
        return None

    async def release(self) -> None:
        return None


class AdvisoryLockLeader:
    """Leadership through `pg_try_advisory_lock` on a connection of its own.

    The lock lives as long as that session. Two things end it: the connection closing (the
    holder stops, the server restarts or fails over: the next check reconnects, to the new
    primary when the DSN lists several hosts with target_session_attrs=read-write, and tries
    again) and a session that is gone without the socket saying so (a dead host, a cut
    network). For the second, a held lock is confirmed by a round trip at least every
    `confirm_seconds`: a leader that cannot reach its session stops acting within that time
    plus `CONNECT_TIMEOUT`, about when another process could have taken the lock on a new
    primary, so two leaders overlap for seconds at most. What they do is safe to repeat
    (timer commands are idempotent, projection rows and checkpoints are rewritten whole,
    notifications are hints).

    A holder that stops without its socket closing (SIGSTOP, a debugger, a VM or container
    frozen) leaves its session idle: the session is opened with `idle_session_timeout`
    (`session_timeout`, well above `confirm_seconds`, so a live leader's confirmations keep it
    open), so the server ends it and another process takes the lock. When the holder resumes,
    its next check finds the session gone and it stops acting; what it was doing at the pause
    is fenced where it acts (timer firings by the game's version and the idempotency key,
    projection saves by the checkpoint's compare-and-set: docs/operations.md, "Fencing").

    PostgreSQL ends the lost session, and so frees the lock for another process, when its TCP
    keepalives or user timeout give up on the connection (`tcp_keepalives_*`,
    `tcp_user_timeout` in its configuration); `keepalive` is this side's (service/store/tcp.py)."""

    def __init__(
        self,
        dsn: str,
        key: int,
        confirm_seconds: float = 1.0,
        session_timeout: float = SESSION_TIMEOUT,
        keepalive: TcpKeepalive = DEFAULT_KEEPALIVE,
    ) -> None:
        self._dsn = dsn
        self._keepalive = keepalive
        self._key = key
        self._confirm_seconds = confirm_seconds
        self._connection: asyncpg.Connection | None = None
        self._held = False
        self._confirmed = 0.0
        self._failing = False
        self._settings = {"idle_session_timeout": str(int(session_timeout * 1000))}

    async def held(self) -> bool:
        try:
            if self._connection is None or self._connection.is_closed():
                self._lost()
                self._connection = await tcp.connect(
                    self._dsn, self._keepalive, CONNECT_TIMEOUT, server_settings=self._settings
                )
            if not self._held:
                self._held = bool(
                    await self._connection.fetchval(
                        "SELECT pg_try_advisory_lock($1)", self._key, timeout=CONNECT_TIMEOUT
                    )
                )
                self._confirmed = time.monotonic()
                if self._held:
                    log.info("leadership_taken", lock=self._key)
            elif time.monotonic() - self._confirmed > self._confirm_seconds:
                await self._connection.fetchval("SELECT 1", timeout=CONNECT_TIMEOUT)
                self._confirmed = time.monotonic()
            self._failing = False
        except Exception as error:
            if not is_outage(error):
                raise
            if not self._failing:
                log.warning("leadership_check_failed", lock=self._key, error=describe(error))
            self._failing = True
            self._lost()
        return self._held

    def fence(self) -> Fence | None:
        """The session that holds the lock as this process last knew it; pid 0 (no session)
        when it does not hold it, which no statement's check matches."""
        connection = self._connection
        held = self._held and connection is not None and not connection.is_closed()
        return Fence(self._key, connection.get_server_pid() if held and connection else 0)

    def _lost(self) -> None:
        if self._held:
            log.warning("leadership_lost", lock=self._key)
        self._held = False
        if self._connection is not None and not self._connection.is_closed():
            self._connection.terminate()
        self._connection = None

    async def release(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None and not connection.is_closed():
            try:
                if self._held:
                    await connection.execute(
                        "SELECT pg_advisory_unlock($1)", self._key, timeout=CONNECT_TIMEOUT
                    )
                await connection.close(timeout=CONNECT_TIMEOUT)
            except Exception:  # unreachable: ending the session releases the lock all the same
                connection.terminate()
        self._held = False
