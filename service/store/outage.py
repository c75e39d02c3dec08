"""Which errors mean "the database cannot be used right now" rather than "this is a bug".

An outage (the server is down, restarting or being failed over; the network is cut; the only
server reachable is a read-only standby; it refuses more connections) is no fault of the
request: the HTTP edge answers 503 `database_unavailable` with `Retry-After`, and background
loops (projector, scheduler, notifier, listener, leader election) log one line and try again.
Everything else stays what it is: a bug, answered 500 and logged with its stack trace.
"""

from __future__ import annotations

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
    pg.CannotConnectNowError,  # 57P03: starting up, shutting down, or in recovery
    pg.InsufficientResourcesError,  # class 53: too many connections, disk full, out of memory
    pg.ReadOnlySQLTransactionError,  # 25006: reached a standby, not the primary
    pg.TargetServerAttributeNotMatched,  # target_session_attrs: no host is a primary (yet)
)

# asyncpg reports a use of a connection or pool that has gone away as a plain InterfaceError,
# the same class it uses for programming mistakes; these messages are the outage ones.
_GONE = ("connection is closed", "pool is closing", "pool is closed")


def is_outage(error: BaseException) -> bool:
    """True when `error` says the database is unavailable, not that the code is wrong."""
    if isinstance(error, _OUTAGES):
        return True
    return isinstance(error, pg.InterfaceError) and str(error) in _GONE


def describe(error: BaseException) -> str:
    """One line for the log: the error's class and message, never a stack trace."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
