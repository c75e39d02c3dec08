"""A logical dump restored into a new cluster keeps every projection and live stream working,
with no manual step (issue 21).

The old cluster has run more transactions than the new one (as any cluster in service has), so
the restored positions are ahead of what the new cluster's transaction counter produces. The
service notices when it connects and raises the offset once: a game created afterwards appears
in the lobby, live streams deliver across two server processes, `projections rebuild` gives the
same lobby as the live projection, and old and new games replay exactly.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys

import asyncpg
import httpx
import pytest

from tests.fault.conftest import database, until
from tests.support.clusters import Cluster, Clusters, run
from tests.support.load import Load, Table, follow, replay_matches_the_server, stored_log
from tests.support.servers import ADMIN_TOKEN, ROOT, Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(180)]

BURNT = 5_000  # transactions the old cluster ran before the games (the new one: a few hundred)


async def test_a_logical_restore_into_a_new_cluster_keeps_projections_and_streams_working(
    clusters: Clusters, servers: Servers, client: httpx.AsyncClient
) -> None:
    old = clusters.new("old")
    old_url = database(old.url())
    old.execute(
        f"DO $$ BEGIN FOR i IN 1..{BURNT} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP;"
        " END $$"
    )
    before = servers.start(old_url, "old")
    load = Load(client)
    played = [await load.create(before.url, "clans", 2, seed=f"old-{n}") for n in range(3)]
    await play(load, before.url, played, commands=6)
    await until("the old lobby is caught up", lambda: _lobby_shows(client, before.url, played))

    new = clusters.new("new")
    new_url = move(old, new)
    connection = await asyncpg.connect(new_url)
    try:  # the situation the service must repair: restored positions ahead of this cluster
        assert await connection.fetchval("SELECT tabletop_global_order_behind()")
        restored_top = await connection.fetchval("SELECT max(position) FROM events")
    finally:
        await connection.close()

    a, b = servers.start(new_url, "a"), servers.start(new_url, "b")
    fresh = await load.create(a.url, "clans", 2, seed="new")
    await until("the new game is in the lobby", lambda: _lobby_shows(client, b.url, [fresh]))

    seen: list[int] = []
    follower = asyncio.create_task(follow(client, b.url, fresh, seen, ADMIN_TOKEN))
    try:
        await play(load, a.url, [fresh, *played], commands=5)
        log = await stored_log(new_url)
        final = len(log[fresh.game_id])
        await until("b streams what a appended", lambda: _reached(seen, final))
        assert seen == list(range(1, final + 1))
    finally:
        follower.cancel()
        await asyncio.gather(follower, return_exceptions=True)

    tables = [fresh, *played]
    assert min(e.position for e in log[fresh.game_id]) > restored_top
    for table in tables:
        await replay_matches_the_server(client, a.url, table, log[table.game_id])
        await replay_matches_the_server(client, b.url, table, log[table.game_id])
    assert load.problems == []

    await until("the lobby is caught up", lambda: _lobby_shows(client, a.url, tables))
    live = await lobby(client, a.url)
    a.kill()  # today's rebuild waits for the projection lock, which a running server holds
    b.kill()
    rebuild(new_url)
    a.start()
    assert await lobby(client, a.url) == live


def move(old: Cluster, new: Cluster) -> str:
    """pg_dump the old database (in use: the dump is one consistent snapshot), pg_restore it
    into the new cluster: the usual move to another server, a managed service or a new major
    version."""
    dump = old.root / "tabletop.dump"
    source = ["-h", "127.0.0.1", "-p", str(old.port), "-U", "postgres"]
    run(["pg_dump", *source, "-Fc", "-f", str(dump), "tabletop"])
    new.execute("CREATE DATABASE tabletop")
    target = ["-h", "127.0.0.1", "-p", str(new.port), "-U", "postgres"]
    run(["pg_restore", *target, "--no-owner", "--exit-on-error", "-d", "tabletop", str(dump)])
    return new.url("tabletop")


async def play(load: Load, server: str, tables: list[Table], commands: int) -> None:
    """Each table gets `commands` more accepted commands."""
    goals = {t.game_id: len(t.accepted) + commands for t in tables}
    load.stop.clear()
    players = [asyncio.create_task(load.play(server, t)) for t in tables]
    try:
        await until(
            "the moves are made",
            lambda: _all(len(t.accepted) >= goals[t.game_id] for t in tables),
        )
    finally:
        load.stop.set()
        await asyncio.gather(*players)


def rebuild(url: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "service", "projections", "rebuild"],
        cwd=ROOT,
        env={**os.environ, "DATABASE_URL": url},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr


async def lobby(client: httpx.AsyncClient, server: str) -> list[dict[str, object]]:
    page = (await client.get(f"{server}/v1/games", params={"limit": 100})).json()
    games: list[dict[str, object]] = page["games"]
    return games


async def _lobby_shows(client: httpx.AsyncClient, server: str, tables: list[Table]) -> bool:
    rows = {str(g["game_id"]): g["version"] for g in await lobby(client, server)}
    summaries = [(await client.get(f"{server}/v1/games/{t.game_id}")).json() for t in tables]
    return all(rows.get(s["game_id"]) == s["version"] for s in summaries)


async def _all(flags: object) -> bool:
    return all(flags)  # type: ignore[call-overload]


async def _reached(seen: list[int], version: int) -> bool:
    return bool(seen) and seen[-1] >= version
