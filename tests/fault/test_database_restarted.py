"""PostgreSQL stopped with `-m immediate` under a load of games, and started again (issue 11,
items 4 and 8): while it is down every request gets 503 `database_unavailable` with
Retry-After, logged as one JSON line, never a 500; readiness goes red and green again; the
server recovers without a restart, and every 201 is in the log, which replays to what the
server shows."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable

import httpx
import pytest

from tests.fault.conftest import answered_500, database, ready, until
from tests.support.clusters import Clusters
from tests.support.load import Load, Table, missing, replay_matches_the_server, stored_log
from tests.support.servers import Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(150)]

GAMES = 6


async def test_a_database_restart_under_load_loses_nothing_and_heals_by_itself(
    clusters: Clusters, servers: Servers, client: httpx.AsyncClient
) -> None:
    cluster = clusters.new()
    url = database(cluster.url())
    server = servers.start(url).url
    load = Load(client)
    tables = [await load.create(server, "clans", 2, seed=f"restart-{n}") for n in range(GAMES)]
    players = [asyncio.create_task(load.play(server, t)) for t in tables]
    try:
        await until("the load is under way", lambda: _accepted_at_least(load, tables, 10))

        cluster.stop("immediate")
        await until("readiness goes red", lambda: _not(ready(client, server)))
        down = await client.post(f"{server}/v1/games", json={"game_type": "clans", "players": 2})
        assert down.status_code == 503
        assert down.headers["content-type"].startswith("application/problem+json")
        assert down.json()["code"] == "database_unavailable"
        assert int(down.headers["retry-after"]) > 0
        outages = load.outages
        await until("the players meet the outage", lambda: _more(load.outages, outages))

        cluster.start()
        await until("readiness goes green", lambda: ready(client, server))
        before = len(load.accepted(tables))
        await until("play goes on", lambda: _accepted_at_least(load, tables, before + 10))
    finally:
        load.stop.set()
        await asyncio.gather(*players)

    assert load.problems == []
    assert load.statuses[500] == 0
    assert answered_500(servers) == []
    log = await stored_log(url)
    assert missing(load.accepted(tables), log) == []
    for table in tables:
        await replay_matches_the_server(client, server, table, log[table.game_id])
    # The lobby's saves are not flushed before they return (a crash may lose the last ones):
    # projected again, it shows every game as stored.
    stored = {t.game_id: len(log[t.game_id]) for t in tables}
    await until("the lobby shows every game as stored", lambda: _lobby_is(client, server, stored))

    lines = servers.made[0].lines()
    assert servers.made[0].stray_lines() == []  # JSON only: no stack traces
    assert not [line for line in lines if line.get("event") == "unhandled_error"]
    unavailable = [line for line in lines if line.get("status") == 503]
    assert len(unavailable) == load.statuses[503] + 1  # one line per failed request
    assert all(line["code"] == "database_unavailable" for line in unavailable)
    assert all(line["error"] for line in unavailable)


async def _lobby_is(client: httpx.AsyncClient, server: str, stored: dict[str, int]) -> bool:
    page = (await client.get(f"{server}/v1/games", params={"limit": 100})).json()
    shown = {g["game_id"]: g["version"] for g in page["games"]}
    return all(shown.get(game_id) == version for game_id, version in stored.items())


async def _accepted_at_least(load: Load, tables: list[Table], n: int) -> bool:
    return len(load.accepted(tables)) >= n


async def _more(now: int, before: int) -> bool:
    return now > before


async def _not(check: Awaitable[bool]) -> bool:
    return not await check
