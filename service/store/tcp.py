"""TCP keepalives and a user timeout on every connection to PostgreSQL, so that a session
lost to a network partition (or a dead host) ends within a bounded time on this side too.

Without them a connection whose peer vanished silently is only noticed when the kernel gives
up retransmitting (about 15 minutes) or, when idle, never: a leadership connection
(service/store/leadership.py) would go on looking open, and the LISTEN connection would wait
for notifications that never come. PostgreSQL's side is set in its own configuration
(`tcp_keepalives_*`, `tcp_user_timeout`: the CloudNativePG cluster in k8s/, the test bed in
tests/support/netbed.py); it is what ends the lost session's advisory locks there.

An idle connection is probed after `idle_s` of silence, then every `interval_s`; after `count`
unanswered probes it is closed. `user_timeout_s` bounds how long data sent stays unacknowledged
(a statement sent into a partition) before the connection is closed, which keepalives alone do
not: they only probe an idle connection. With the defaults a lost connection ends within
10 + 3 × 5 = 25 s whether idle or busy (docs/operations.md, "Network partitions").
"""

from __future__ import annotations

import socket

import asyncpg

from service.settings import DEFAULT_KEEPALIVE, TcpKeepalive

__all__ = ["DEFAULT_KEEPALIVE", "TcpKeepalive", "apply", "connect"]


def apply(connection: asyncpg.Connection, keepalive: TcpKeepalive) -> None:
    """Set the options on `connection`'s socket (nothing for a Unix socket, which has no
    network to lose)."""
    transport = getattr(connection, "_transport", None)  # asyncpg exposes no socket otherwise
    sock = transport.get_extra_info("socket") if transport is not None else None
    if sock is None or sock.family not in (socket.AF_INET, socket.AF_INET6):
        return
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, keepalive.idle_s)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL, keepalive.interval_s)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT, keepalive.count)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, keepalive.user_timeout_s * 1000)


async def connect(
    dsn: str,
    keepalive: TcpKeepalive,
    timeout: float,  # noqa: ASYNC109
    server_settings: dict[str, str] | None = None,
) -> asyncpg.Connection:
    """`asyncpg.connect` for a session connection of its own (LISTEN, leadership), with
    `keepalive` set on its socket (and the session's `server_settings`, if any)."""
    connection = await asyncpg.connect(dsn, timeout=timeout, server_settings=server_settings)
    apply(connection, keepalive)
    return connection
