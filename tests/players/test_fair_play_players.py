"""Players at a table with clocks and bots (issues 16 and 19 together): a game with a server
bot's seat is never rated, and the player stream's `deadline_soon` warns of a turn clock as
it does of a rule timer (one `deadline_at`: the earliest of the two)."""

from __future__ import annotations

import asyncio
import time

import httpx

from tests.players.test_bound_seats import unique_players
from tests.players.test_done_scenario import served
from tests.players.test_me_stream import first_notices, listed
from tests.players.test_my_games_and_ratings import (
    eventually,
    leaderboard,
    my_games,
    public_ids,
)
from tests.support.oidc import Provider

__all__ = ["served"]


async def test_a_game_with_a_bot_seat_is_not_rated(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    assert created.json()["setup"] == "random"  # rated if every seat were a player's
    game_id = created.json()["game_id"]
    (player, *_) = unique_players()
    ada = provider.bearer(player)
    taken = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"}, headers=ada)
    assert taken.status_code == 201, taken.text
    bot = await client.post(f"/v1/games/{game_id}/seats", json={"bot": "greedy"}, headers=ada)
    assert bot.status_code == 201 and "token" not in bot.json()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        summary = (await client.get(f"/v1/games/{game_id}")).json()
        if summary["status"] == "finished":
            break
        if 0 in summary["to_move"]:
            moves = (await client.get(f"/v1/games/{game_id}/legal-moves", headers=ada)).json()
            await client.post(f"/v1/games/{game_id}/commands", json=moves["moves"][0], headers=ada)
        else:
            await asyncio.sleep(0.02)  # the bot moves by the server's scheduler
    assert summary["status"] == "finished"

    async def finished_in_my_games() -> bool | None:
        page = await my_games(client, ada, status="finished")
        return True if game_id in [g["game"]["game_id"] for g in page["games"]] else None

    await eventually(finished_in_my_games)  # the projection has seen the end
    (me,) = (await public_ids(client, provider, (player,))).values()
    assert await leaderboard(client, (me,)) == []
    assert (await client.get(f"/v1/players/{me}/ratings")).json()["changes"] == []


async def test_a_turn_clock_close_to_its_end_warns_deadline_soon(
    served: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()[:2]
    # Clans has no rule timer: the clock alone makes the deadline (under 30 s: soon at once).
    created = await served.post(
        "/v1/games", json={"game_type": "clans", "players": 2, "clock": {"per_move_s": 29}}
    )
    game_id = created.json()["game_id"]
    for sub in players:
        await served.post(
            f"/v1/games/{game_id}/seats", json={"name": "P"}, headers=provider.bearer(sub)
        )
    summary = (await served.get(f"/v1/games/{game_id}")).json()
    assert summary["deadline_at"] is not None
    mover = players[summary["to_move"][0]]
    await listed(served, provider.bearer(mover), game_id)
    your_turn, deadline_soon = await first_notices(served, 2, headers=provider.bearer(mover))
    assert (your_turn["event"], your_turn["game_id"]) == ("your_turn", game_id)
    assert deadline_soon["event"] == "deadline_soon"
    assert deadline_soon["deadline_at"] == summary["deadline_at"]
