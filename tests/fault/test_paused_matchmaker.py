"""A matchmaker paused in the middle of a round, and another one running meanwhile (issue 33,
item 5, matchmaking).

A round holds its tickets' rows (`FOR UPDATE SKIP LOCKED`) in its transaction until it has made
the game and marked them. The test catches a round mid-way deterministically: it holds the
`games` table against inserts, so the first worker's round waits to create its game, tickets in
hand; then it is SIGSTOPped, the table let go, and a second worker runs its rounds for a while.
The second never sees those tickets; once the first resumes, it finishes its round: one game,
every player seated once."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import asyncpg
import httpx
import pytest

from tests.fault.conftest import until
from tests.support.oidc import AUDIENCE, ISSUER, Provider, serve
from tests.support.servers import Servers

pytestmark = [pytest.mark.fault, pytest.mark.timeout(180)]

PLAYERS = 3
ROUNDS = 5.0
"""Seconds the second worker runs its rounds (one a second, and one per ticket announced)
while the first is stopped holding the tickets."""

_CREATING = (
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    " AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO games%'"
)


async def test_a_paused_round_keeps_its_tickets_and_finishes_once(
    fresh_database: str, tmp_path: Path
) -> None:
    with serve(Provider()) as provider, Servers(tmp_path) as servers:
        env = {
            "TABLETOP_OIDC_ISSUER": ISSUER,
            "TABLETOP_OIDC_AUDIENCE": AUDIENCE,
            "TABLETOP_OIDC_JWKS_URL": provider.url,
        }
        api = servers.start(fresh_database, "api", env, ("serve", "--no-background"))
        players = [f"player-{n}" for n in range(PLAYERS)]
        headers = {p: provider.bearer(p) for p in players}
        holder = await asyncpg.connect(fresh_database)
        watcher = await asyncpg.connect(fresh_database)
        first = None
        try:
            held = holder.transaction()
            await held.start()
            await holder.execute("LOCK TABLE games IN SHARE MODE")  # no game can be created
            first = servers.start(fresh_database, "first", env, ("worker",))
            async with httpx.AsyncClient(base_url=api.url, timeout=30) as client:
                tickets = {}
                for player in players:
                    opened = await client.post(
                        "/v1/matchmaking/tickets",
                        json={"game_type": "clans", "players": PLAYERS},
                        headers=headers[player],
                    )
                    assert opened.status_code == 201, opened.text
                    tickets[player] = opened.json()["ticket_id"]
                await until(
                    "the first's round waits to create its game", lambda: _creating(watcher)
                )
                assert first.process is not None
                os.kill(first.process.pid, signal.SIGSTOP)
                try:
                    await held.rollback()  # games may be created again
                    second = servers.start(fresh_database, "second", env, ("worker",))
                    await asyncio.sleep(ROUNDS)  # its rounds run; nothing to wait for
                    assert await _statuses(client, tickets, headers) == {"waiting"}
                finally:
                    os.kill(first.process.pid, signal.SIGCONT)
                await until(
                    "the first finishes its round",
                    lambda: _matched(client, tickets, headers),
                )
                states = [
                    (await client.get(f"/v1/matchmaking/tickets/{t}", headers=headers[p])).json()
                    for p, t in tickets.items()
                ]
        finally:
            await holder.close()
            await watcher.close()
        assert len({s["game_id"] for s in states}) == 1
        assert sorted(s["seat"] for s in states) == list(range(PLAYERS))
        connection = await asyncpg.connect(fresh_database)
        try:
            assert await connection.fetchval("SELECT count(*) FROM games") == 1
            seated = await connection.fetch("SELECT player_id FROM seats")
            assert sorted(r["player_id"] for r in seated) == sorted(players)
        finally:
            await connection.close()
        for server in (api, first, second):
            failed = [line for line in server.lines() if line.get("event") == "matchmaking_failed"]
            assert failed == [] and server.stray_lines() == [], server.log_tail()


async def _creating(watcher: asyncpg.Connection) -> bool:
    waiting: int = await watcher.fetchval(_CREATING)
    return waiting > 0


async def _statuses(
    client: httpx.AsyncClient, tickets: dict[str, str], headers: dict[str, dict[str, str]]
) -> set[str]:
    return {
        (await client.get(f"/v1/matchmaking/tickets/{t}", headers=headers[p])).json()["status"]
        for p, t in tickets.items()
    }


async def _matched(
    client: httpx.AsyncClient, tickets: dict[str, str], headers: dict[str, dict[str, str]]
) -> bool:
    return await _statuses(client, tickets, headers) == {"matched"}
