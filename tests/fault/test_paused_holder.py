"""A holder paused past its lease and its session timeout, then resumed (issue 33, item 5).

A `tabletop worker` that holds every elected role (scheduler, projector, notifier) and fires
timers is stopped with SIGSTOP: its sockets stay open and nothing tells PostgreSQL it is gone.
The server ends its leadership sessions when they sit idle past `idle_session_timeout`
(service/store/leadership.py), so a second worker takes every role, fires the timers the first
one had claimed once their lease ran out, and projects the lobby. Then the first is resumed
(SIGCONT) in the middle of whatever it was doing: it must notice it lost its roles and not take
them back, and what it had in hand must be refused where it acts (a timer's firing by the game's
version and its idempotency key, a projection save by the checkpoint's compare-and-set). Every
game's log shows each timer fired once; the lobby lists every game at its version."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager

import asyncpg
import httpx
import pytest

from service.projections.runner import PROJECTION_LOCK
from service.scheduler import SCHEDULER_LOCK
from service.store.leadership import SESSION_TIMEOUT
from service.store.notifier import NOTIFIER_LOCK
from tests.fault.conftest import answered_500, until
from tests.fault.test_server_killed import TIMERS_ONLY, leads
from tests.support.load import Load, Table, stored_log
from tests.support.servers import Server, Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(240)]

ROLES = {SCHEDULER_LOCK, PROJECTION_LOCK, NOTIFIER_LOCK}
GAMES = 4
PAUSE = SESSION_TIMEOUT + 5.0
"""Seconds the holder stays stopped at least: past its timers' lease (5 s) and its sessions'
idle timeout, so the other worker can take over and act before it resumes."""


@contextmanager
def paused(server: Server) -> Iterator[None]:
    """SIGSTOP the server; SIGCONT it when the block ends, whatever happens in it (a stopped
    process would not hear the SIGTERM that ends the test)."""
    assert server.process is not None
    os.kill(server.process.pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(server.process.pid, signal.SIGCONT)


async def test_a_paused_holder_resumes_without_acting_on_the_roles_it_lost(
    fresh_database: str, servers: Servers, client: httpx.AsyncClient
) -> None:
    first = servers.start(fresh_database, "first", command=("worker",))
    await until("the first worker leads every role", lambda: _holds(first, ROLES))
    second = servers.start(fresh_database, "second", command=("worker",))
    api = servers.start(fresh_database, "api", command=("serve", "--no-background"))
    load = Load(client)
    tables = [
        await load.create(api.url, "pow_wow", 3, seed=f"pause-{n}", options=TIMERS_ONLY)
        for n in range(GAMES)
    ]
    # Timers fire on both workers (each claims its own); the roles are the first's alone.
    await _moves_on("timers fire", client, api, tables)
    with paused(first):
        stopped_at = asyncio.get_running_loop().time()
        await until("the second worker takes every role", lambda: _holds(second, ROLES))
        await _moves_on("its timers go on", client, api, tables)
        await until("the lobby follows", lambda: _listed(client, api, tables))
        await asyncio.sleep(max(0.0, PAUSE - (asyncio.get_running_loop().time() - stopped_at)))
        resumed_at = len(first.lines())
    await until("the first sees it lost its roles", lambda: _lost(first, resumed_at, ROLES))
    await _moves_on("timers go on after", client, api, tables)
    await until("the lobby is current", lambda: _listed(client, api, tables))

    assert leads(first) == set()  # it did not take anything back
    assert leads(second) >= ROLES
    assert answered_500(servers) == []
    assert [s.stray_lines() for s in servers.made] == [[], [], []]
    log = await stored_log(fresh_database)  # versions without gaps or repeats
    fired = await _timer_firings(fresh_database)
    for table in tables:
        firings = fired[table.game_id]
        assert firings, table.game_id
        # One firing per timer: each timer is named by the version it started at, and every
        # command appended for it took versions of their own.
        assert len({since for since, _, _ in firings}) == len(firings), firings
        taken = [v for _, first, last in firings for v in range(first, last + 1)]
        assert len(taken) == len(set(taken)) and max(taken) <= len(log[table.game_id])


async def _timer_firings(dsn: str) -> dict[str, list[tuple[int, int, int]]]:
    """Every game's timer firings as recorded by their idempotency keys (`timer:<since>:…`):
    (the version the timer started at, the first and last version its command appended)."""
    connection = await asyncpg.connect(dsn)
    try:
        rows = await connection.fetch(
            "SELECT stream_id, idempotency_key, first_version, last_version"
            " FROM idempotency_records WHERE idempotency_key LIKE 'timer:%'"
        )
    finally:
        await connection.close()
    fired: dict[str, list[tuple[int, int, int]]] = {}
    for row in rows:
        since = int(row["idempotency_key"].split(":")[1])
        fired.setdefault(row["stream_id"], []).append(
            (since, row["first_version"], row["last_version"])
        )
    return fired


async def _holds(server: Server, roles: set[int]) -> bool:
    return leads(server) >= roles


async def _lost(server: Server, since: int, roles: set[int]) -> bool:
    lost = {
        line["lock"] for line in server.lines()[since:] if line.get("event") == "leadership_lost"
    }
    return lost >= roles


async def _version(client: httpx.AsyncClient, server: Server, table: Table) -> int:
    version: int = (await client.get(f"{server.url}/v1/games/{table.game_id}")).json()["version"]
    return version


async def _moves_on(
    what: str, client: httpx.AsyncClient, server: Server, tables: list[Table], steps: int = 2
) -> None:
    """Wait until every table moved `steps` versions on from where it is now (timers fired)."""
    start = [await _version(client, server, table) for table in tables]

    async def moved() -> bool:
        now = [await _version(client, server, table) for table in tables]
        return all(v >= b + steps for v, b in zip(now, start, strict=True))

    await until(what, moved)


async def _listed(client: httpx.AsyncClient, server: Server, tables: list[Table]) -> bool:
    """The lobby lists every table at its current version (the projector is live)."""
    games = (await client.get(f"{server.url}/v1/games", params={"limit": 200})).json()["games"]
    listed = {g["game_id"]: g["version"] for g in games}
    for table in tables:
        if listed.get(table.game_id) != await _version(client, server, table):
            return False
    return True
