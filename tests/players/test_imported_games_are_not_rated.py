"""An imported game is never rated (issue 29 item 4): neither one whose file carried its seed
(verified) nor one without it (only possible). A rated game exported and imported twice moves
its players' ratings once, at home."""

from __future__ import annotations

import json
from typing import Any

import httpx

from tests.api.conftest import ADMIN_TOKEN
from tests.players.test_bound_seats import play_to_the_end, signed_in_game, unique_players
from tests.players.test_my_games_and_ratings import eventually, leaderboard, public_ids
from tests.support.oidc import Provider

IMPORT = {"Authorization": f"Bearer {ADMIN_TOKEN}", "Content-Type": "application/jsonl"}


async def test_an_imported_game_never_moves_a_rating_with_or_without_its_seed(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    home, headers = await signed_in_game(client, provider, players)
    await play_to_the_end(client, home, headers)
    ids = await public_ids(client, provider, players)

    async def rated_once() -> list[dict[str, Any]] | None:
        board = await leaderboard(client, ids.values())
        return board if len(board) == len(players) else None

    before = await eventually(rated_once)
    assert all(r["games"] == 1 for r in before)

    exported = (await client.get(f"/v1/games/{home}/export")).text
    header, *lines = exported.splitlines()
    unseeded = json.dumps({**json.loads(header), "seed": None})
    copies = []
    for content in (exported, "\n".join([unseeded, *lines]) + "\n"):
        imported = await client.post("/v1/games/import", content=content, headers=IMPORT)
        assert imported.status_code == 201, imported.text
        copies.append(imported.json()["game_id"])
    assert [(await client.get(f"/v1/games/{c}")).json()["verifiable"] for c in copies] == [
        True,
        False,
    ]

    async def projected() -> bool | None:
        rows = {g["game_id"]: g for g in (await client.get("/v1/games")).json()["games"]}
        return True if all(rows.get(c, {}).get("status") == "finished" for c in copies) else None

    await eventually(projected)  # the projector has seen both ends (and rated nothing)
    assert await leaderboard(client, ids.values()) == before
    for player in ids.values():
        history = (await client.get(f"/v1/players/{player}/ratings")).json()["changes"]
        assert [c["game_id"] for c in history] == [home]
