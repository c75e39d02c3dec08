"""Failover under a load of games (issue 23): the primary is SIGKILLed and its standby promoted
while two server processes serve players, a live stream and a clock-driven game.

The servers reach the database through a multi-host DATABASE_URL with
target_session_attrs=read-write (what the `-rw` Service does in Kubernetes), and follow the
promotion by themselves: readiness goes red and green again, requests in flight get 503
`database_unavailable` and are retried with their Idempotency-Keys, the elected roles move to
the new primary, timers and the lobby go on, and the live stream resumes.

To make the dangerous moment certain rather than lucky, the standby is frozen (SIGSTOP) and
its replication connection cut just before the kill: with synchronous replication commits
then wait for it, so commands are in flight, their outcome unknown, when the primary dies;
with asynchronous replication the primary goes on acknowledging commands that never reach the
standby.

- Synchronous (the production setting, k8s/overlays/prod): every command that got a 201 is in
  the promoted database.
- Asynchronous: a documented demonstration of what it costs. The commands acknowledged while
  the standby lagged are lost, and the test shows it; but nothing is corrupt: versions have no
  gaps and every game's log replays to exactly what the servers show.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

import httpx
import pytest

from service.projections.runner import PROJECTION_LOCK
from service.scheduler import SCHEDULER_LOCK
from service.store.base import RecordedEvent
from service.store.notifier import NOTIFIER_LOCK
from tests.fault.conftest import answered_500, database, ready, until
from tests.support.clusters import Cluster, Clusters
from tests.support.load import (
    Accepted,
    Load,
    Table,
    follow,
    missing,
    replay_matches_the_server,
    stored_log,
)
from tests.support.servers import ADMIN_TOKEN, Server, Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(180)]

ROLES = {SCHEDULER_LOCK, PROJECTION_LOCK, NOTIFIER_LOCK}
TIMERS_ONLY = {"claim_window_ms": 1000, "dead_window_ms": 500}
TIMERS_ONLY |= {"choice_timeout_ms": 3000, "reveal_timeout_ms": 3000}


@dataclass
class Failover:
    accepted: list[Accepted]
    unreplicated: list[Accepted]
    """201s to commands sent after the standby was cut off (asynchronous: never sent to it)."""
    log: dict[str, list[RecordedEvent]]
    load: Load


async def test_a_failover_to_a_synchronous_standby_loses_no_acknowledged_move(
    clusters: Clusters, servers: Servers, client: httpx.AsyncClient
) -> None:
    outcome = await fail_over(clusters, servers, client, synchronous=True)
    assert outcome.load.outages > 0  # commands were in flight, waiting, when the primary died
    assert missing(outcome.accepted, outcome.log) == []


async def test_asynchronous_replication_may_lose_acknowledged_moves_but_corrupts_nothing(
    clusters: Clusters, servers: Servers, client: httpx.AsyncClient
) -> None:
    outcome = await fail_over(clusters, servers, client, synchronous=False)
    lost = missing(outcome.accepted, outcome.log)
    # What asynchronous replication costs: every move sent after the standby was cut off (and
    # perhaps a few just before) is gone, although its player got a 201.
    assert outcome.unreplicated
    assert set(outcome.unreplicated) <= set(lost)


async def fail_over(
    clusters: Clusters, servers: Servers, client: httpx.AsyncClient, *, synchronous: bool
) -> Failover:
    primary = clusters.new("primary")
    database(primary.url())
    standby = clusters.standby(primary, "standby")
    if synchronous:
        primary.synchronous("standby")
    else:
        primary.synchronous()
    dsn = (
        f"postgresql://postgres@127.0.0.1:{primary.port},127.0.0.1:{standby.port}/tabletop"
        "?target_session_attrs=read-write"
    )
    a = servers.start(dsn, "a")
    await until("a leads every role", lambda: _holds(a, ROLES))
    b = servers.start(dsn, "b")
    load = Load(client)
    placed = [a, b] * 3
    tables = [await load.create(s.url, "clans", 2, seed=f"fo-{n}") for n, s in enumerate(placed)]
    clock = await load.create(b.url, "pow_wow", 3, seed="clock", options=TIMERS_ONLY)
    watched, seen = tables[1], list[int]()
    players = [
        asyncio.create_task(load.play(s.url, t)) for s, t in zip(placed, tables, strict=True)
    ]
    follower = asyncio.create_task(follow(client, b.url, watched, seen, ADMIN_TOKEN))
    try:
        await until("the load is under way", lambda: _accepted(load, tables, 10))
        standby.freeze()
        primary.cut_replication()
        cut = time.monotonic()
        if synchronous:
            await until("commits wait for the standby", lambda: _waiting_for_sync(primary))
        else:
            await until("moves acknowledged by the primary alone", lambda: _sent_after(load, cut))
        primary.kill()
        unreplicated = [answer for answer in load.answers if answer.sent_at > cut]
        standby.thaw()
        await until("readiness goes red", lambda: _not_ready(client, a))
        standby.promote()
        await until("a is ready on the new primary", lambda: ready(client, a.url))
        await until("b is ready on the new primary", lambda: ready(client, b.url))

        promoted = len(load.accepted(tables))
        await until("play goes on", lambda: _accepted(load, tables, promoted + 10))
        await until("every role is led again", lambda: _led(a, b))
        ticked = await _version(client, b.url, clock)
        await until("timers fire again", lambda: _advanced(client, b.url, clock, ticked))
        late = await load.create(a.url, "clans", 2, seed="after-failover")
        await until("a game created afterwards is in the lobby", lambda: _listed(client, b, late))
        load.stop.set()
        await asyncio.gather(*players)

        assert load.problems == []  # never a 500, every 503 a database_unavailable one
        assert load.statuses[500] == 0
        assert answered_500(servers) == []  # nor to any other request, streams and polls too
        log = await stored_log(standby.url("tabletop"))
        for table in [*tables, clock]:
            await replay_matches_the_server(client, a.url, table, log[table.game_id])
            await replay_matches_the_server(client, b.url, table, log[table.game_id])
        for table in tables:
            stored = len(log[table.game_id])
            await until(
                "the lobby shows the game as stored",
                lambda t=table, v=stored: _lobby_version(client, b, t, v),  # type: ignore[misc]
            )
        if synchronous:  # the live stream resumed and delivered every version exactly once
            final = len(log[watched.game_id])
            await until("the live stream catches up", lambda: _reached(seen, final))
            assert seen == list(range(1, final + 1))
    finally:
        load.stop.set()
        follower.cancel()
        await asyncio.gather(*players, follower, return_exceptions=True)
    return Failover(load.accepted(tables), unreplicated, log, load)


async def _holds(server: Server, roles: set[int]) -> bool:
    held: set[int] = set()
    for line in server.lines():
        if line.get("event") == "leadership_taken":
            held.add(line["lock"])
        elif line.get("event") == "leadership_lost":
            held.discard(line["lock"])
    return held >= roles


async def _led(a: Server, b: Server) -> bool:
    """Every role is held by one of the two again, after both lost theirs to the failover."""
    taken: dict[int, int] = {}
    for server in (a, b):
        for line in server.lines():
            if line.get("event") == "leadership_taken":
                taken[line["lock"]] = taken.get(line["lock"], 0) + 1
    return all(taken.get(role, 0) >= 2 for role in ROLES)  # before and after the failover


async def _accepted(load: Load, tables: list[Table], n: int) -> bool:
    return len(load.accepted(tables)) >= n


async def _sent_after(load: Load, cut: float, n: int = 5) -> bool:
    return sum(answer.sent_at > cut for answer in load.answers) >= n


async def _waiting_for_sync(primary: Cluster) -> bool:
    rows = await asyncio.to_thread(
        primary.execute, "SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'SyncRep'"
    )
    count: int = rows[0][0]  # type: ignore[assignment]
    return count >= 2


async def _not_ready(client: httpx.AsyncClient, server: Server) -> bool:
    return not await ready(client, server.url)


async def _version(client: httpx.AsyncClient, server: str, table: Table) -> int:
    version: int = (await client.get(f"{server}/v1/games/{table.game_id}")).json()["version"]
    return version


async def _advanced(client: httpx.AsyncClient, server: str, table: Table, since: int) -> bool:
    return await _version(client, server, table) > since


async def _lobby(client: httpx.AsyncClient, server: Server) -> dict[str, int]:
    page = (await client.get(f"{server.url}/v1/games", params={"limit": 100})).json()
    return {g["game_id"]: g["version"] for g in page["games"]}


async def _listed(client: httpx.AsyncClient, server: Server, table: Table) -> bool:
    return table.game_id in await _lobby(client, server)


async def _lobby_version(
    client: httpx.AsyncClient, server: Server, table: Table, version: int
) -> bool:
    return (await _lobby(client, server)).get(table.game_id) == version


async def _reached(seen: list[int], version: int) -> bool:
    return bool(seen) and seen[-1] >= version
