"""A slow link between a replica and the database (issue 33, item 2; tests/support/netbed.py).

PostgreSQL and two API replicas each run in a network namespace of their own. Replica `a`
reaches the database only through a delaying proxy in its namespace (tests/support/slowlink.py:
100 ms ± 50 ms per chunk, each direction), so every round trip of its sessions takes 100 to
300 ms, and the proxy reaches the database through a tunnel that loses 2% of the IP packets each
way (tests/support/lossylink.py); `b` has a plain link. The test plays games through `a`:

- every command through `a` still gets a definite, correct answer (201, or 409/422 for a move
  overtaken by the other seat), never a 5xx, and every 201 is in the log once and replays to
  what both replicas show; its latency's p99 goes on the test's output (docs/operations.md);
- an idempotent retry through `b` gets the original answer: both after `a` answered, and after
  the client gave up waiting on `a` mid-command (the retry then races the original);
- the tunnel did lose packets on `a`'s path (its counts).
"""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.fault.conftest import database
from tests.support.load import Accepted, Load, Table, missing, replay_matches_the_server, stored_log
from tests.support.netbed import NetBed
from tests.support.servers import Server
from tests.support.tools import skip_here_fail_in_ci

pytestmark = [pytest.mark.fault, pytest.mark.timeout(300)]

DELAY, JITTER = 0.1, 0.05
LOSS = 0.02
PROXY_PORT = 6432
COMMANDS = 40
"""Commands sent through `a`: enough for a p99 to mean something, few enough for a test."""
ABANDON_AFTER = 0.05
"""Seconds a client waits on `a` before it gives up and retries through `b`: shorter than one
round trip over the slow link, so the command is still in flight at `a` when `b` gets it."""


@pytest.fixture
def bed() -> Iterator[NetBed]:
    why = NetBed.available()
    if why is not None:
        skip_here_fail_in_ci(why)
    with NetBed() as made:
        yield made


def _cluster(bed: NetBed) -> tuple[str, Server, Server, Path]:
    """The database's URL from the root namespace, `a` (over the slow and lossy link), `b`,
    and the lossy link's counts file."""
    stats = Path(os.devnull)
    db = bed.namespace("db")
    to_db = bed.link(None, db)
    cluster = bed.database(db)
    cluster.reach_at(to_db.inner)
    url = database(cluster.url())
    replicas = []
    for role in ("a", "b"):
        namespace = bed.namespace(role)
        front, back = bed.link(None, namespace), bed.link(db, namespace)
        host = back.outer
        if role == "a":
            tunnel, stats = bed.lossy_link(back, LOSS)
            target = (tunnel.outer, 5432)
            proxy = bed.slow_link(namespace, PROXY_PORT, target, DELAY, JITTER)
            host = proxy.address
        else:
            host = f"{host}:5432"
        dsn = f"postgresql://postgres@{host}/tabletop"
        server = Server(
            dsn,
            bed.root / f"{role}.log",
            role,
            command=("serve", "--no-background"),
            host=front.inner,
            prefix=namespace.prefix,
        )
        replicas.append(bed.start(server))
    return url, replicas[0], replicas[1], stats


async def test_commands_over_a_slow_link_answer_and_retries_elsewhere_get_the_original(
    bed: NetBed, client: httpx.AsyncClient
) -> None:
    url, a, b, stats = _cluster(bed)
    load = Load(client)
    tables = [await load.create(a.url, "clans", 2, seed=f"slow-{n}") for n in range(2)]
    latencies: list[float] = []
    retried = abandoned = 0
    for n in range(COMMANDS):
        table = tables[n % len(tables)]
        move = await _a_move(load, a, table)
        if move is None:
            continue
        seat, body = move
        key = uuid.uuid4().hex
        headers = {**table.auth(seat), "Idempotency-Key": key}
        commands = f"/v1/games/{table.game_id}/commands"
        if n % 2 == 0:
            # Answered through a; the same request again through b gets that answer.
            sent, sent_at = await load.timed_call(
                "POST", a.url + commands, json=body, headers=headers
            )
            latencies.append(_since(sent_at))
            again = await load.call("POST", b.url + commands, json=body, headers=headers)
            assert (again.status_code, again.json()) == (sent.status_code, sent.json())
            retried += 1
        else:
            # The client gives up on a mid-command and retries through b: whichever attempt
            # appended first is the original, and every later retry, on either replica, gets it.
            with pytest.raises(httpx.TimeoutException):
                await client.post(
                    a.url + commands, json=body, headers=headers, timeout=ABANDON_AFTER
                )
            sent = await load.call("POST", b.url + commands, json=body, headers=headers)
            again, sent_at = await load.timed_call(
                "POST", a.url + commands, json=body, headers=headers
            )
            latencies.append(_since(sent_at))
            assert (again.status_code, again.json()) == (sent.status_code, sent.json())
            abandoned += 1
        assert sent.status_code in (201, 409, 422), sent.text
        if sent.status_code == 201:
            events = tuple((e["version"], e["type"]) for e in sent.json()["events"])
            table.accepted.append(Accepted(table.game_id, key, events, sent_at))

    assert retried >= COMMANDS // 4 and abandoned >= COMMANDS // 4, (retried, abandoned)
    assert load.problems == []
    assert all(status < 500 or status == 503 for status in load.statuses), load.statuses
    # The proxy is in a's path: no command over it can be answered within one link delay
    # (a lower bound only: a loaded machine is slower, never faster).
    assert sorted(latencies)[len(latencies) // 2] >= DELAY - JITTER, latencies
    log = await stored_log(url)
    accepted = [answer for table in tables for answer in table.accepted]
    assert accepted, "no command was accepted"
    assert missing(accepted, log) == []
    for table in tables:
        keys = [_key(e.metadata) for e in log[table.game_id]]
        for answer in table.accepted:  # once each: a command's events share its key
            assert keys.count(answer.key) == len(answer.events), answer
        await replay_matches_the_server(client, a.url, table, log[table.game_id])
        await replay_matches_the_server(client, b.url, table, log[table.game_id])
    assert all(server.stray_lines() == [] for server in bed.servers)  # no stack traces
    await asyncio.sleep(1.5)  # the forwarder writes its counts every second
    forwarded, dropped = (int(n) for n in stats.read_text().split())
    assert dropped > 0 and forwarded > 0, (forwarded, dropped)  # the loss was on a's path
    _record(latencies, len(accepted), load, forwarded, dropped)


async def _a_move(load: Load, a: Server, table: Table) -> tuple[int, Any] | None:
    """A legal move for whoever is to move, read through a; None when the game is over."""
    base = f"{a.url}/v1/games/{table.game_id}"
    summary = (await load.call("GET", base)).json()
    if summary["status"] == "finished":
        return None
    seat = table.rng.choice(summary["to_move"])
    moves = (await load.call("GET", f"{base}/legal-moves", headers=table.auth(seat))).json()
    if not moves["moves"]:
        return None
    return seat, table.rng.choice(moves["moves"])


def _since(sent_at: float) -> float:
    return time.monotonic() - sent_at


def _key(metadata: object) -> str | None:
    """The client's Idempotency-Key of the command an event came from (the store scopes it to
    the seat: `seat1:KEY`)."""
    if not isinstance(metadata, dict) or not isinstance(metadata.get("idempotency_key"), str):
        return None
    return str(metadata["idempotency_key"]).rpartition(":")[2]


def _record(
    latencies: list[float], accepted: int, load: Load, forwarded: int, dropped: int
) -> None:
    """The figures docs/operations.md quotes ("A slow link"), on the test's output."""
    ordered = sorted(latencies)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(  # pytest -s shows it
        f"\nslow link figures ({DELAY * 1000:.0f} ± {JITTER * 1000:.0f} ms each way,"
        f" {LOSS:.0%} loss: {dropped} of {forwarded + dropped} packets from a to the database"
        " lost):"
        f" {len(latencies)} commands through the slow replica, p50 {p50 * 1000:.0f} ms,"
        f" p99 {p99 * 1000:.0f} ms; {accepted} acknowledged, 0 lost, 0 twice;"
        f" client statuses {dict(sorted(load.statuses.items()))}"
    )
