"""A replica SIGKILLed in the middle of a command while its client retries through the other
replica with the same Idempotency-Key (issue 33, item 3).

The command is caught mid-flight deterministically: the test holds the game's row in `streams`
(every append to the game locks it), so replica A's append waits inside the database when A is
killed. A's session outlives A (the server notices its client is gone only when it next reads
from it), so the retry through B waits behind A's append; the test then lets both go. A's
orphaned append commits first, with nobody to answer; B's finds its key and answers with what A
appended (B's metrics show it accepted no command of its own). The command is appended once,
and a further retry gets that same answer."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import asyncpg
import httpx
import pytest

from tests.fault.conftest import answered_500, until
from tests.support.load import Accepted, Load, missing, stored_log
from tests.support.servers import Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(150)]

_WAITING = (
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    " AND wait_event_type = 'Lock' AND query LIKE '%tabletop_append%'"
)


async def test_a_command_cut_off_by_a_kill_is_appended_once_and_answered_through_the_other(
    fresh_database: str, servers: Servers, client: httpx.AsyncClient
) -> None:
    a = servers.start(fresh_database, "a", command=("serve", "--no-background"))
    b = servers.start(fresh_database, "b", command=("serve", "--no-background"))
    load = Load(client)
    table = await load.create(a.url, "clans", 2, seed="killed-mid-command")
    game = f"/v1/games/{table.game_id}"
    summary = (await client.get(b.url + game)).json()
    seat = summary["to_move"][0]
    moves = (await client.get(f"{b.url}{game}/legal-moves", headers=table.auth(seat))).json()
    key = uuid.uuid4().hex
    request: dict[str, Any] = {
        "json": moves["moves"][0],
        "headers": {**table.auth(seat), "Idempotency-Key": key},
        "timeout": 60,
    }

    holder = await asyncpg.connect(fresh_database)
    watcher = await asyncpg.connect(fresh_database)
    try:
        held = holder.transaction()
        await held.start()
        await holder.execute(
            "SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE", table.game_id
        )
        cut_off = asyncio.create_task(client.post(f"{a.url}{game}/commands", **request))
        await until("A's append waits", lambda: _waiting(watcher, 1))
        a.kill()
        with pytest.raises(httpx.TransportError):
            await cut_off  # the client never hears from A
        before: int = await watcher.fetchval(_WAITING)
        retried = asyncio.create_task(client.post(f"{b.url}{game}/commands", **request))
        await until("B's append waits too", lambda: _waiting(watcher, before + 1))
        await held.rollback()  # both go on, A's orphaned append first
        answer = await retried
    finally:
        await holder.close()
        await watcher.close()

    assert answer.status_code == 201, answer.text
    again = await client.post(f"{b.url}{game}/commands", **request)
    assert (again.status_code, again.json()) == (201, answer.json())  # the original answer
    events = tuple((e["version"], e["type"]) for e in answer.json()["events"])
    assert events and events[0][0] == summary["version"] + 1
    log = await stored_log(fresh_database)  # versions without gaps or repeats
    stored = log[table.game_id]
    assert missing([Accepted(table.game_id, key, events, 0.0)], log) == []
    assert sum(key in str(e.metadata) for e in stored) == len(events)  # appended once
    assert len(stored) == summary["version"] + len(events)  # and nothing else
    assert answered_500(servers) == []
    # B appended nothing itself: its answer is the replay of A's orphaned append.
    assert await _accepted(client, b.url) == 0
    # ... as a command of its own shows (the probe counts them).
    moved = await load.call("GET", b.url + game)
    seat = moved.json()["to_move"][0]
    legal = await load.call("GET", f"{b.url}{game}/legal-moves", headers=table.auth(seat))
    own = await client.post(
        f"{b.url}{game}/commands", json=legal.json()["moves"][0], headers=table.auth(seat)
    )
    assert own.status_code == 201, own.text
    assert await _accepted(client, b.url) == 1


async def _waiting(connection: asyncpg.Connection, at_least: int) -> bool:
    """At least `at_least` appends wait for a lock (the test's hold on the game's row)."""
    waiting: int = await connection.fetchval(_WAITING)
    return waiting >= at_least


async def _accepted(client: httpx.AsyncClient, server: str) -> float:
    """The commands this server accepted (appended itself), from its metrics."""
    text = (await client.get(f"{server}/metrics")).text
    prefix = 'tabletop_commands_total{game_type="clans",result="accepted"} '
    return sum(float(line[len(prefix) :]) for line in text.splitlines() if line.startswith(prefix))
