"""The connection pool: asyncpg's, and what a lost connection needs on top of it.

After `pg_terminate_backend`, a server restart or a failover, the pooled connections are dead
before anyone notices: the next statement on each of them fails, in the middle (the server's
goodbye is its answer) or before it is sent (for a moment after the goodbye arrives and before
the socket's end is read, the connection looks open but its protocol is stuck: asyncpg's
`InternalClientError` "cannot switch to state …"). Here:

- A connection that failed that way is terminated, never handed out again: when the block
  that held it ends with an outage (service/store/outage.py) or an `InternalClientError` (its
  protocol state is in doubt). Not when a statement was cancelled or timed out: asyncpg then
  sends the server a cancel request and returns the connection only once the server confirmed
  it (it terminates the connection if the request fails). Terminating instead would leave the
  statement running on the server (a commit waiting for a synchronous standby would hold its
  session until one is back, and every retry would add one).
- A connection found gone says the others reach the same server: every connection opened
  before is replaced when it is next acquired (`expire_connections`), so what is run again
  runs on a fresh one.
- A statement that never left this process (its connection proved unusable before it was
  sent: `outage.never_sent`) is run again once, whatever it is: the server never saw it.
- A read (`read`, `read_row`, `read_value`) is run again once on a fresh connection after any
  outage of the connection it ran on, even in the middle of the statement: a read has no
  effect to repeat. A write never is (it may have been applied): its request answers 503
  `database_unavailable`, and a command sent again with its Idempotency-Key gets its answer.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import asyncpg
import structlog
from asyncpg import exceptions as pg
from asyncpg.pool import PoolAcquireContext, PoolConnectionProxy

from service.store.outage import describe, is_outage, never_sent

log = structlog.get_logger()

T = TypeVar("T")
Statement = Callable[[PoolConnectionProxy], Awaitable[T]]


def _breaks(error: BaseException) -> bool:
    """Whether the connection `error` came from must not be used again (a statement's timeout
    is asyncpg's to cancel, as a cancellation: see above)."""
    if isinstance(error, TimeoutError):
        return False
    return isinstance(error, pg.InternalClientError) or is_outage(error)


def _gone(error: BaseException) -> bool:
    """Whether `error` says the server behind every pooled connection may be gone (a full disk
    or too many connections do not)."""
    return (
        is_outage(error)
        and not isinstance(error, TimeoutError)
        and not isinstance(error, pg.InsufficientResourcesError)
    )


class _Acquire(PoolAcquireContext):
    """`pool.acquire()`, terminating a connection that failed in a way that breaks it."""

    __slots__ = ()

    async def __aexit__(self, *exc: object) -> None:
        connection, error = self.connection, exc[1] if len(exc) > 1 else None
        if connection is not None and isinstance(error, BaseException) and _breaks(error):
            # A connection already closed has gone back to the pool by itself (the proxy says
            # so with an InterfaceError); otherwise its holder goes back empty.
            with contextlib.suppress(pg.InterfaceError):
                connection.terminate()
            if _gone(error):
                await self.pool.expire_connections()
        await super().__aexit__(*exc)


class Pool(asyncpg.Pool):
    """asyncpg's pool; `pool.acquire()`, `fetch`, `fetchrow`, `fetchval` and `execute` keep its
    interface. `read`, `read_row` and `read_value` are for statements that change nothing."""

    __slots__ = ()

    def acquire(self, *, timeout: float | None = None) -> PoolAcquireContext:
        return _Acquire(self, timeout)

    # `timeout` (ASYNC109) is asyncpg's own argument: callers keep its interface.
    async def execute(
        self,
        query: str,
        *args: object,
        timeout: float | None = None,  # noqa: ASYNC109
    ) -> str:
        status: str = await self._run(lambda c: c.execute(query, *args, timeout=timeout))
        return status

    async def fetch(  # type: ignore[override]  # one signature for asyncpg's overloads
        self,
        query: str,
        *args: object,
        timeout: float | None = None,  # noqa: ASYNC109
    ) -> list[asyncpg.Record]:
        return await self._run(lambda c: c.fetch(query, *args, timeout=timeout))

    async def fetchrow(  # type: ignore[override]  # one signature for asyncpg's overloads
        self,
        query: str,
        *args: object,
        timeout: float | None = None,  # noqa: ASYNC109
    ) -> asyncpg.Record | None:
        return await self._run(lambda c: c.fetchrow(query, *args, timeout=timeout))

    async def fetchval(
        self,
        query: str,
        *args: object,
        column: int = 0,
        timeout: float | None = None,  # noqa: ASYNC109
    ) -> Any:
        return await self._run(lambda c: c.fetchval(query, *args, column=column, timeout=timeout))

    async def read(self, query: str, *args: object) -> list[asyncpg.Record]:
        """`fetch` for a statement that changes nothing: run again once after a lost connection."""
        return await self._run(lambda c: c.fetch(query, *args), read=True)

    async def read_row(self, query: str, *args: object) -> asyncpg.Record | None:
        """`fetchrow` for a statement that changes nothing (see `read`)."""
        return await self._run(lambda c: c.fetchrow(query, *args), read=True)

    async def read_value(self, query: str, *args: object) -> Any:
        """`fetchval` for a statement that changes nothing (see `read`)."""
        return await self._run(lambda c: c.fetchval(query, *args), read=True)

    async def _run(self, statement: Statement[T], *, read: bool = False) -> T:
        failed: Exception | None = None
        try:
            async with self.acquire() as connection:
                try:
                    return await statement(connection)
                except Exception as error:
                    failed = error
                    raise
        except Exception as error:
            # Only the statement's own failure, on a connection that was open: one that could
            # not be opened says the server is not there now, and a release that failed after
            # the statement succeeded must not run it twice.
            again = never_sent(error) or (read and is_outage(error))
            if error is not failed or not again or isinstance(error, TimeoutError):
                raise
            log.info("statement_retried", error=describe(error))
        async with self.acquire() as connection:
            return await statement(connection)
