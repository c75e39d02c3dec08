"""Matchmaking with two real server processes over one database: concurrent tickets, and no
player is ever matched twice (issue 19 item 5; the queue's SKIP LOCKED, tickets.py)."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from pathlib import Path

import asyncpg
import httpx
import pytest

from tests.support.oidc import AUDIENCE, ISSUER, Provider, serve
from tests.support.servers import Servers

PLAYERS = 24  # eight games of three


async def test_two_replicas_match_concurrent_tickets_without_matching_anyone_twice(
    fresh_database: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with serve(Provider()) as provider, Servers(tmp_path) as servers:
        monkeypatch.setenv("TABLETOP_OIDC_ISSUER", ISSUER)
        monkeypatch.setenv("TABLETOP_OIDC_AUDIENCE", AUDIENCE)
        monkeypatch.setenv("TABLETOP_OIDC_JWKS_URL", provider.url)
        replicas = [servers.start(fresh_database, f"replica{n}") for n in range(2)]
        players = [f"player-{n}" for n in range(PLAYERS)]
        headers = {p: provider.bearer(p) for p in players}
        clients = [httpx.AsyncClient(base_url=r.url, timeout=30) for r in replicas]
        try:
            opened = await asyncio.gather(
                *(
                    clients[n % 2].post(
                        "/v1/matchmaking/tickets",
                        json={"game_type": "clans", "players": 3},
                        headers=headers[p],
                    )
                    for n, p in enumerate(players)
                )
            )
            assert all(r.status_code == 201 for r in opened), [r.text for r in opened]
            tickets = {p: r.json()["ticket_id"] for p, r in zip(players, opened, strict=True)}
            matched: dict[str, dict[str, object]] = {}
            deadline = time.monotonic() + 90
            while len(matched) < PLAYERS and time.monotonic() < deadline:
                for n, p in enumerate(players):
                    if p in matched:
                        continue
                    got = await clients[(n + 1) % 2].get(
                        f"/v1/matchmaking/tickets/{tickets[p]}", headers=headers[p]
                    )
                    if got.json()["status"] == "matched":
                        matched[p] = got.json()
                await asyncio.sleep(0.2)
        finally:
            for client in clients:
                await client.aclose()
        assert len(matched) == PLAYERS, f"only {len(matched)} of {PLAYERS} matched"
        games = Counter(str(t["game_id"]) for t in matched.values())
        assert set(games.values()) == {3}, games
        for game_id in games:
            seats = sorted(int(str(t["seat"])) for t in matched.values() if t["game_id"] == game_id)
            assert seats == [0, 1, 2]
        connection = await asyncpg.connect(fresh_database)
        try:
            # Exactly the games the tickets name were created, none by a losing matcher, and
            # every player holds exactly one seat in all of them.
            assert await connection.fetchval("SELECT count(*) FROM games") == PLAYERS // 3
            rows = await connection.fetch("SELECT player_id FROM seats")
            assert sorted(r["player_id"] for r in rows) == sorted(players)
        finally:
            await connection.close()
        for replica in replicas:
            assert replica.stray_lines() == [], replica.log_tail()
            failed = [line for line in replica.lines() if line.get("event") == "matchmaking_failed"]
            assert failed == [], failed
