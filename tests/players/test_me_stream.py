"""GET /v1/me/stream (issue 19 item 3): a signed-in player's notices, with the JWT or a
stream ticket."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.players.conftest import signed_in_settings
from tests.players.test_bound_seats import signed_in_game, unique_players
from tests.players.test_done_scenario import notices, served
from tests.players.test_my_games_and_ratings import eventually
from tests.support.oidc import Provider

__all__ = ["served"]


async def listed(client: httpx.AsyncClient, headers: dict[str, str], game_id: str) -> None:
    """Until GET /v1/me/games has the game: the stream opens on what that projection lists
    (games joined after it opens come from the live notifications)."""

    async def probe() -> bool | None:
        mine = (await client.get("/v1/me/games", headers=headers)).json()["games"]
        return True if game_id in [g["game"]["game_id"] for g in mine] else None

    await eventually(probe)


async def first_notices(
    client: httpx.AsyncClient, count: int, **request: Any
) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []
    async with asyncio.timeout(60), client.stream("GET", "/v1/me/stream", **request) as live:
        assert live.status_code == 200
        async for notice in notices(live):
            seen.append(notice)
            if len(seen) == count:
                return seen
    raise AssertionError("the stream ended early")


async def test_on_opening_each_game_awaiting_me_says_your_turn_and_a_close_deadline_warns(
    served: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()[:2]
    created = await served.post("/v1/games", json={"game_type": "pow_wow", "players": 2})
    game_id = created.json()["game_id"]
    for sub in players:
        await served.post(
            f"/v1/games/{game_id}/seats", json={"name": "P"}, headers=provider.bearer(sub)
        )
    summary = (await served.get(f"/v1/games/{game_id}")).json()
    assert summary["deadline_at"] is not None  # the first reveal's timer: 15 s (D22)
    mover = players[summary["to_move"][0]]  # not waiting for the projection: the catalog

    async def opened() -> list[dict[str, Any]]:
        return await first_notices(served, 2, headers=provider.bearer(mover))

    your_turn, deadline_soon = await opened()
    assert your_turn["event"] == "your_turn"
    assert your_turn["game_id"] == game_id
    assert your_turn["seats"] == summary["to_move"]
    assert deadline_soon["event"] == "deadline_soon"
    assert deadline_soon["deadline_at"] == summary["deadline_at"]


async def test_a_stream_ticket_opens_my_stream_once(
    served: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    game_id, headers = await signed_in_game(served, provider, players)
    mover = players[(await served.get(f"/v1/games/{game_id}")).json()["to_move"][0]]
    await listed(served, headers[mover], game_id)
    issued = await served.post("/v1/me/stream-tickets", headers=headers[mover])
    assert issued.status_code == 201
    (notice,) = await first_notices(served, 1, params={"ticket": issued.json()["ticket"]})
    assert (notice["event"], notice["game_id"]) == ("your_turn", game_id)
    again = await served.get("/v1/me/stream", params={"ticket": issued.json()["ticket"]})
    assert again.status_code == 403
    assert again.json()["code"] == "ticket_used"


async def test_my_stream_needs_sign_in(served: httpx.AsyncClient) -> None:
    response = await served.get("/v1/me/stream")
    assert response.status_code == 401
    assert response.json()["code"] == "sign_in_required"
    refused = await served.post("/v1/me/stream-tickets")
    assert refused.status_code == 401


async def test_a_players_jwt_opens_the_games_stream_as_their_seat(
    served: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    game_id, headers = await signed_in_game(served, provider, players)
    dealt: dict[str, Any] | None = None
    fields: dict[str, str] = {}
    url = f"/v1/games/{game_id}/events/stream"
    async with asyncio.timeout(60), served.stream("GET", url, headers=headers[players[1]]) as live:
        assert live.status_code == 200
        async for line in live.aiter_lines():
            if line == "" and fields.get("event") == "clans.clans_dealt":
                dealt = json.loads(fields["data"])
            if line == "" and fields.get("event") == "summary":
                break
            if line == "":
                fields = {}
            elif not line.startswith(":"):
                name, _, value = line.partition(": ")
                fields[name] = value
    assert dealt is not None
    assert [c is not None for c in dealt["clans"]] == [False, True, False]  # seat 1's copy


async def test_a_player_asking_for_stream_tickets_beyond_the_cap_gets_429(
    provider: Provider,
) -> None:
    services = Services.in_memory(stream_tickets_per_minute=2)
    app = create_app(services, signed_in_settings(provider.url), run_background=False)
    async with AsyncTestClient(app) as client:
        ada, bob = unique_players()[:2]
        answers = [
            await client.post("/v1/me/stream-tickets", headers=provider.bearer(ada))
            for _ in range(3)
        ]
        assert [a.status_code for a in answers] == [201, 201, 429]
        assert answers[-1].json()["code"] == "rate_limited"
        assert "ticket" not in answers[-1].json()
        assert 1 <= int(answers[-1].headers["retry-after"]) <= 60
        other = await client.post("/v1/me/stream-tickets", headers=provider.bearer(bob))
        assert other.status_code == 201  # each player has a cap of their own
