"""A server process SIGKILLed under a load of games and started again (issue 11, item 8): the
other process takes over the elected roles (scheduler, projector, notifier) and timers keep
firing; clients retry with their Idempotency-Keys; every 201 is in the log afterwards,
versions have no gaps, and the log replays to what the servers show."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from service.projections.runner import PROJECTION_LOCK
from service.scheduler import SCHEDULER_LOCK
from service.store.notifier import NOTIFIER_LOCK
from tests.fault.conftest import answered_500, until
from tests.support.load import Load, Table, missing, replay_matches_the_server, stored_log
from tests.support.servers import Server, Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(150)]

ROLES = {SCHEDULER_LOCK, PROJECTION_LOCK, NOTIFIER_LOCK}
TIMERS_ONLY = {"claim_window_ms": 1000, "dead_window_ms": 500}
TIMERS_ONLY |= {"choice_timeout_ms": 3000, "reveal_timeout_ms": 3000}


def leads(server: Server) -> set[int]:
    """The elected roles the server took (and did not lose since)."""
    held: set[int] = set()
    for line in server.lines():
        if line.get("event") == "leadership_taken":
            held.add(line["lock"])
        elif line.get("event") == "leadership_lost":
            held.discard(line["lock"])
    return held


async def test_a_killed_server_loses_no_accepted_move_and_its_roles_move_on(
    fresh_database: str, servers: Servers, client: httpx.AsyncClient
) -> None:
    first = servers.start(fresh_database, "a")
    await until("a leads every role", lambda: _holds(first, ROLES))
    second = servers.start(fresh_database, "b")
    load = Load(client)
    tables = [
        await load.create(server.url, "clans", 2, seed=f"kill-{n}")
        for n, server in enumerate([first, second] * 3)
    ]
    clock = await load.create(second.url, "pow_wow", 3, seed="clock", options=TIMERS_ONLY)
    players = [
        asyncio.create_task(load.play(server.url, table))
        for server, table in zip([first, second] * 3, tables, strict=True)
    ]
    try:
        await until("the load is under way", lambda: _accepted(load, tables, 10))
        first.kill()
        await until("b takes every role", lambda: _holds(second, ROLES))
        ticked = await _version(client, second.url, clock)
        await until("b's scheduler fires timers", lambda: _advanced(client, second, clock, ticked))
        first.start()
        before = len(load.accepted(tables))
        await until("play goes on through both", lambda: _accepted(load, tables, before + 10))
    finally:
        load.stop.set()
        await asyncio.gather(*players)

    assert load.outages > 0  # the kill was felt
    assert load.problems == []
    assert load.statuses[500] == 0
    assert answered_500(servers) == []
    log = await stored_log(fresh_database)
    assert missing(load.accepted(tables), log) == []
    for table in [*tables, clock]:
        await replay_matches_the_server(client, second.url, table, log[table.game_id])
        await replay_matches_the_server(client, first.url, table, log[table.game_id])


async def _holds(server: Server, roles: set[int]) -> bool:
    return leads(server) >= roles


async def _accepted(load: Load, tables: list[Table], n: int) -> bool:
    return len(load.accepted(tables)) >= n


async def _version(client: httpx.AsyncClient, server: str, table: Table) -> int:
    version: int = (await client.get(f"{server}/v1/games/{table.game_id}")).json()["version"]
    return version


async def _advanced(client: httpx.AsyncClient, server: Server, table: Table, since: int) -> bool:
    return await _version(client, server.url, table) > since
