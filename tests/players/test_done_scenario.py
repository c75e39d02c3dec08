"""Issue 19's "done": three signed-in players queue, get matched, see the game in their lists,
are told when it is their turn (GET /v1/me/stream, opened with a stream ticket as a browser
would), play it to the end and appear on the leaderboard, all through the API."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from service.api.app import Services, create_app
from tests.players.conftest import signed_in_settings
from tests.players.test_bound_seats import unique_players
from tests.players.test_my_games_and_ratings import eventually, leaderboard, public_ids
from tests.support.oidc import Provider
from tests.support.server import serving


@pytest.fixture(params=["memory", "postgres"])
async def served(
    request: pytest.FixtureRequest, provider: Provider
) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the app behind a real server: live streams stream."""
    settings = signed_in_settings(provider.url)
    if request.param == "memory":
        app = create_app(Services.in_memory(), settings)
    else:
        url = request.getfixturevalue("database_url")
        app = create_app(lambda: Services.postgres(url, 4), settings)
    async with serving(app) as base, httpx.AsyncClient(base_url=base, timeout=60) as client:
        yield client


async def notices(live: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    fields: dict[str, str] = {}
    async for line in live.aiter_lines():
        if line == "":
            if "data" in fields:
                yield {"event": fields["event"], **json.loads(fields["data"])}
            fields = {}
        elif not line.startswith(":"):
            name, _, value = line.partition(": ")
            fields[name] = value


async def play_as(client: httpx.AsyncClient, headers: dict[str, str]) -> list[dict[str, Any]]:
    """Open my stream, queue, and play whenever the stream says it is my turn; the notices."""
    issued = await client.post("/v1/me/stream-tickets", headers=headers)
    assert issued.status_code == 201, issued.text
    seen: list[dict[str, Any]] = []
    params = {"ticket": issued.json()["ticket"]}
    async with client.stream("GET", "/v1/me/stream", params=params) as live:
        assert live.status_code == 200
        queued = await client.post(
            "/v1/matchmaking/tickets", json={"game_type": "clans", "players": 3}, headers=headers
        )
        assert queued.status_code == 201, queued.text
        async for notice in notices(live):
            seen.append(notice)
            game = f"/v1/games/{notice['game_id']}"
            if notice["event"] == "match_found":
                assert notice["ticket_id"] == queued.json()["ticket_id"]

                async def listed(game_id: str = notice["game_id"]) -> bool | None:
                    mine = await client.get("/v1/me/games", headers=headers)
                    return (
                        True
                        if game_id in [g["game"]["game_id"] for g in mine.json()["games"]]
                        else None
                    )

                await eventually(listed)
            if notice["event"] == "your_turn":
                moves = await client.get(f"{game}/legal-moves", headers=headers)
                if moves.json()["moves"]:
                    sent = await client.post(
                        f"{game}/commands",
                        json=moves.json()["moves"][0],
                        headers={**headers, "If-Match": f'"{notice["version"]}"'},
                    )
                    assert sent.status_code in (201, 409), sent.text
            if notice["event"] == "game_finished":
                return seen
    raise AssertionError("the stream ended before the game did")


async def test_three_signed_in_players_queue_play_and_are_ranked(
    served: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    headers = {p: provider.bearer(p, name=p.title()) for p in players}
    async with asyncio.timeout(600):
        streams = await asyncio.gather(*(play_as(served, headers[p]) for p in players))
    (game_id,) = {n["game_id"] for seen in streams for n in seen}
    for seen in streams:
        kinds = [n["event"] for n in seen]
        assert kinds[:2] == ["match_found", "game_started"], kinds
        assert "your_turn" in kinds
        assert kinds[-1] == "game_finished"
        assert seen[-1]["outcome"] is not None
    summary = (await served.get(f"/v1/games/{game_id}")).json()
    assert summary["status"] == "finished"
    assert summary["setup"] == "random"

    ids = await public_ids(served, provider, players)

    async def ranked() -> list[dict[str, Any]] | None:
        board = await leaderboard(served, ids.values())
        return board if len(board) == 3 else None

    board = await eventually(ranked)
    assert {r["player"] for r in board} == set(ids.values())
    assert all(r["games"] == 1 for r in board)
