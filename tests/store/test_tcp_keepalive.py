"""Every connection to PostgreSQL carries TCP keepalives and a user timeout (service/store/tcp.py,
issue 33): the pool's, the LISTEN connection's and each leadership's, so that a session lost to
a partition ends within a bound on this side. Read back from this process's own sockets."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from service.settings import TcpKeepalive, load
from service.store.leadership import AdvisoryLockLeader
from service.store.postgres import PostgresEventStore, create_pool
from tests.support.tools import skip_here_fail_in_ci

CHOSEN = TcpKeepalive(idle_s=7, interval_s=2, count=4, user_timeout_s=13)


def sockets_to(dsn: str) -> dict[int, TcpKeepalive | None]:
    """This process's TCP connections to the database's port, by socket inode: the options each
    is set to (None: keepalives off)."""
    port = urlsplit(dsn).port or 5432
    found: dict[int, TcpKeepalive | None] = {}
    for fd in Path("/proc/self/fd").iterdir():
        with contextlib.suppress(OSError):
            if not os.readlink(fd).startswith("socket:"):
                continue
            inode = os.stat(fd).st_ino
            sock = socket.socket(fileno=os.dup(int(fd.name)))
            with sock:
                if sock.type != socket.SOCK_STREAM or sock.family != socket.AF_INET:
                    continue
                if sock.getpeername()[1] != port:
                    continue
                found[inode] = _options(sock)
    return found


def _options(sock: socket.socket) -> TcpKeepalive | None:
    if not sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE):
        return None
    return TcpKeepalive(
        idle_s=sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE),
        interval_s=sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL),
        count=sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT),
        user_timeout_s=sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT) // 1000,
    )


def over_tcp(dsn: str) -> str:
    host = urlsplit(dsn).hostname
    if not host or host.startswith("/"):
        skip_here_fail_in_ci(
            "the test database is reached over a Unix socket: no TCP options to see"
        )
    return dsn


async def test_every_connection_the_service_opens_carries_the_keepalives(
    fresh_database: str,
) -> None:
    dsn = over_tcp(fresh_database)
    before = set(sockets_to(dsn))
    pool = await create_pool(dsn, size=2, keepalive=CHOSEN)
    leader = AdvisoryLockLeader(dsn, 4242, keepalive=CHOSEN)
    store = PostgresEventStore(pool, dsn, keepalive=CHOSEN)
    try:
        async with pool.acquire() as one, pool.acquire() as two:
            await one.execute("SELECT 1")
            await two.execute("SELECT 1")
        assert await leader.held()
        store.listen("tcp_keepalive_test", lambda *_: None)
        async with asyncio.timeout(30):
            while True:  # the listener connects in a task of its own
                if await pool.fetchval(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE query LIKE 'LISTEN%' AND datname = current_database()"
                ):
                    break
                await asyncio.sleep(0.05)
        opened = {k: v for k, v in sockets_to(dsn).items() if k not in before}
    finally:
        await leader.release()
        await store.close()
        await pool.close()
    # Two pooled, the leadership's, the listener's.
    assert list(opened.values()) == [CHOSEN] * 4


async def test_the_default_bounds_a_lost_connection_to_25_seconds(
    fresh_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("IDLE_S", "INTERVAL_S", "COUNT"):
        monkeypatch.delenv(f"TABLETOP_DB_KEEPALIVE_{name}", raising=False)
    monkeypatch.delenv("TABLETOP_DB_TCP_USER_TIMEOUT_S", raising=False)
    default = load().db_keepalive
    assert default == TcpKeepalive(idle_s=10, interval_s=5, count=3, user_timeout_s=25)
    assert default.bound_s == 25
    dsn = over_tcp(fresh_database)
    before = set(sockets_to(dsn))
    pool = await create_pool(dsn, size=1)
    try:
        await pool.fetchval("SELECT 1")
        opened = {k: v for k, v in sockets_to(dsn).items() if k not in before}
    finally:
        await pool.close()
    assert list(opened.values()) == [default]


def test_the_keepalives_are_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DB_KEEPALIVE_IDLE_S", "7")
    monkeypatch.setenv("TABLETOP_DB_KEEPALIVE_INTERVAL_S", "2")
    monkeypatch.setenv("TABLETOP_DB_KEEPALIVE_COUNT", "4")
    monkeypatch.setenv("TABLETOP_DB_TCP_USER_TIMEOUT_S", "13")
    assert load().db_keepalive == CHOSEN
    monkeypatch.setenv("TABLETOP_DB_KEEPALIVE_COUNT", "0")
    with pytest.raises(ValueError, match="TABLETOP_DB_KEEPALIVE_COUNT"):
        load()
