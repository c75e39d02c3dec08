"""Position documents over HTTP, for every game: the operator exports a running game's
position, a new game starts from it, and the new game's position is the same document."""

from __future__ import annotations

import random

import httpx
import pytest

from service.api.app import Services, create_app
from service.domain import registry
from tests.api.conftest import ADMIN_TOKEN, Table, new_table, settings

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
GAMES = [r.name for r in registry.all_games()]


async def random_moves(table: Table, pick: random.Random, count: int) -> None:
    for _ in range(count):
        summary = await table.summary()
        if summary["status"] != "active":
            return
        seat = pick.choice(summary["to_move"])
        moves = (await table.legal_moves(seat))["moves"]
        response = await table.send(seat, pick.choice(moves))
        assert response.status_code == 201, response.text


@pytest.mark.parametrize("game_type", GAMES)
async def test_a_game_restarts_from_its_exported_position(game_type: str) -> None:
    rules = registry.get(game_type)
    assert rules is not None
    players = rules.min_players + 1 if rules.max_players > rules.min_players else rules.min_players
    services = Services.in_memory()
    app = create_app(services, settings(), run_background=False)
    app.state.services = services
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
        table = await new_table(client, players=players, game_type=game_type, seed="pos")
        pick = random.Random(game_type)
        await random_moves(table, pick, 30)
        for _ in range(200):
            exported = await client.get(f"/v1/games/{table.game_id}/position", headers=ADMIN)
            if exported.status_code == 200:
                break
            assert exported.json()["code"] == "no_position"
            await random_moves(table, pick, 1)
        assert exported.status_code == 200, exported.text
        document = exported.json()
        copy = await new_table(
            client, players=players, game_type=game_type, seed="other", position=document
        )
        again = await client.get(f"/v1/games/{copy.game_id}/position", headers=ADMIN)
        assert again.status_code == 200, again.text
        assert again.json() == document
        original, restarted = await table.summary(), await copy.summary()
        assert restarted["to_move"] == original["to_move"]
        await random_moves(copy, pick, 5)  # and play goes on from there


@pytest.mark.parametrize("game_type", GAMES)
async def test_a_malformed_position_is_refused_with_every_problem_listed(
    game_type: str,
) -> None:
    rules = registry.get(game_type)
    assert rules is not None
    services = Services.in_memory()
    app = create_app(services, settings(), run_background=False)
    app.state.services = services
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
        response = await client.post(
            "/v1/games",
            json={
                "game_type": game_type,
                "players": rules.min_players,
                "position": {"bogus": True, "players": "many"},
            },
        )
        assert response.status_code == 422
        problem = response.json()
        assert problem["code"] == "invalid_position"
        assert len(problem["problems"]) >= 2, problem
        lobby = await client.get("/v1/games")
        assert lobby.json()["games"] == []  # nothing was created
