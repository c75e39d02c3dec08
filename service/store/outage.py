"""Which errors mean "the database cannot be used right now" rather than "this is a bug".

An outage (the server is down, restarting or being failed over; the network is cut; the only
server reachable is a read-only standby; it refuses more connections) is no fault of the
request: the HTTP edge answers 503 `database_unavailable` with `Retry-After`, and background
loops (projector, scheduler, notifier, listener, leader election) log one line and try again.
Everything else stays what it is: a bug, answered 500 and logged with its stack trace.
"""

from __future__ import annotations

import re

import asyncpg
from asyncpg import exceptions as pg


class DatabaseUnavailable(Exception):
    """Raised by Tabletop itself when the database answers but must not be used yet (e.g. its
    global order needs a repair that could not be made)."""


_OUTAGES: tuple[type[BaseException], ...] = (
    DatabaseUnavailable,
    OSError,  # refused, reset, unreachable, DNS; TimeoutError (connect and command timeouts)
    asyncpg.PostgresConnectionError,  # class 08: the connection failed or is gone
    pg.AdminShutdownError,  # 57P01: the server is shutting down (smart/fast stop, failover)
    pg.CrashShutdownError,  # 57P02: another backend crashed; the server restarts
    pg.IdleSessionTimeoutError,  # 57P05: a leader's idle session ended (it was paused)
    pg.CannotConnectNowError,  # 57P03: starting up, shutting down, or in recovery
    pg.InsufficientResourcesError,  # class 53: too many connections, disk full, out of memory
    pg.ReadOnlySQLTransactionError,  # 25006: reached a standby, not the primary
    pg.TargetServerAttributeNotMatched,  # target_session_attrs: no host is a primary (yet)
)

# asyncpg reports a use of a connection or pool that has gone away as a plain InterfaceError,
# the same class it uses for programming mistakes (a connection used after its release, two
# operations at once on one connection: those stay bugs). These endings are the outage ones:
# "connection is closed" (Connection), "cannot perform operation: connection is closed" (its
# protocol), "cannot call Transaction.__aexit__(): the underlying connection is closed" (a
# transaction, cursor or prepared statement whose connection died under it), and the pool's.
_GONE = re.compile(r"(^|: |the underlying )connection is closed$|^pool is clos(ing|ed)$")

# asyncpg's InternalClientError is mostly its own bugs or ours (a missing codec, bad arguments),
# but one case is an outage: a server that ends a session (pg_terminate_backend, a fast
# shutdown, a failover) first sends an error the idle connection did not ask for; its protocol
# then waits for a "ready" that never comes ("error consume", state 2) until the socket's end
# is read. A statement started on it in that moment fails before anything is sent.
_BROKEN = re.compile(
    r"^cannot switch to state \d+; "
    r'(another operation \(2\) is in progress|protocol is in the "failed" state)$'
)
# Raised when a statement is about to start, before its first message is written: whatever
# state the connection was in, the statement never reached the server.
_UNSENT_PROTOCOL = re.compile(r"^cannot switch to state \d+; |^not connected$")
_CLOSED = ("connection is closed", "cannot perform operation: connection is closed")


def is_outage(error: BaseException) -> bool:
    """True when `error` says the database is unavailable, not that the code is wrong."""
    if isinstance(error, _OUTAGES):
        return True
    if isinstance(error, pg.InternalClientError):
        return _BROKEN.match(str(error)) is not None
    return isinstance(error, pg.InterfaceError) and _GONE.search(str(error)) is not None


def never_sent(error: BaseException) -> bool:
    """True when a statement failed because its connection was unusable before the statement
    was sent (closed, or its protocol stuck): the server never saw it, so running it again on
    another connection cannot apply anything twice, whatever it was."""
    if isinstance(error, pg.InternalClientError):
        return _UNSENT_PROTOCOL.match(str(error)) is not None
    if isinstance(error, pg.InterfaceError):
        return str(error) in _CLOSED
    return False


def describe(error: BaseException) -> str:
    """One line for the log: the error's class and message, never a stack trace."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
