"""Every hosted game plays from creation to its end over the HTTP API, for every player
count, with random legal moves; each step is checked against the summary and the views."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.domain import registry
from tests.api.conftest import new_table, settings

MAX_COMMANDS = 6000
# Ice Flow ends only when a seat brings all three explorers to Siberia, which random moves
# rarely do (RULES: playouts may stop at a move cap). Its whole games over HTTP are the golden
# replays (test_golden_games.py); here it plays a bounded stretch of random moves.
RANDOM_PLAY_MAY_NOT_END = {"ice_flow": 400}

CASES = [
    (rules.name, players)
    for rules in registry.all_games()
    for players in range(rules.min_players, rules.max_players + 1)
]


@pytest.fixture
async def memory_client() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(Services.in_memory(), settings(), run_background=False)
    async with AsyncTestClient(app) as client:
        yield client


@pytest.mark.parametrize(("game_type", "players"), CASES)
async def test_a_whole_game_plays_over_http(
    memory_client: httpx.AsyncClient, game_type: str, players: int
) -> None:
    table = await new_table(memory_client, players=players, game_type=game_type, seed=players)
    pick = random.Random(f"{game_type}-{players}")
    summary = await table.summary()
    cap = RANDOM_PLAY_MAY_NOT_END.get(game_type, MAX_COMMANDS)
    for _ in range(cap):
        if summary["status"] == "finished":
            break
        seat = pick.choice(summary["to_move"])
        moves = (await table.legal_moves(seat))["moves"]
        assert moves, f"seat {seat} must act but has no legal move"
        response = await table.send(seat, pick.choice(moves))
        assert response.status_code == 201, response.text
        assert response.json()["version"] > summary["version"]
        summary = await table.summary()
    else:
        if game_type in RANDOM_PLAY_MAY_NOT_END:
            return
        pytest.fail(f"{game_type} did not finish within {MAX_COMMANDS} commands")
    assert summary["to_move"] == []
    outcome = summary["outcome"]
    assert len(outcome["ranks"]) == players and outcome["winners"]
    log = await memory_client.get(f"/v1/games/{table.game_id}/events?limit=1000")
    assert log.json()["events"][0]["version"] == 1
    spectator = await memory_client.get(f"/v1/games/{table.game_id}/view")
    assert spectator.status_code == 200
