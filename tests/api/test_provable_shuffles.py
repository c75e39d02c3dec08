"""Provable shuffles (issue 16 item 3): a game created without a seed or a position is set up
from a secret seed the server draws, publishes the seed's SHA-256 from the start and reveals
the seed only once the game is over; the summary and the lobby say how each game was set up."""

from __future__ import annotations

import hashlib
import time
from typing import Any

import httpx
import psycopg

from tests.api.conftest import ADMIN_TOKEN, Table, new_table

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


async def secret_seed(client: httpx.AsyncClient, game_id: str) -> str:
    """The seed as the catalog keeps it (what must not leak)."""
    app: Any = client.app  # type: ignore[attr-defined]
    store = app.state.services.tabletop.store
    if not hasattr(store, "_dsn"):
        record = await app.state.services.tabletop.catalog.get_game(game_id)
        seed: str = record.seed
        return seed
    # The app's pool lives on the test client's loop: ask the database on a connection of ours.
    async with await psycopg.AsyncConnection.connect(store._dsn) as connection:
        cursor = await connection.execute("SELECT seed FROM games WHERE game_id = %s", (game_id,))
        row = await cursor.fetchone()
    assert row is not None
    return str(row[0])


async def everything_a_player_can_read(client: httpx.AsyncClient, table: Table) -> list[str]:
    """Every body a seat, a spectator or the lobby can get about the game while it runs."""
    url = f"/v1/games/{table.game_id}"
    callers = [{}, *(table.auth(seat) for seat in range(len(table.tokens)))]
    bodies = [(await client.get(url)).text, (await client.get("/v1/games?limit=200")).text]
    for headers in callers:
        for path in ("/view", "/events?limit=10000", "/legal-moves"):
            bodies.append((await client.get(url + path, headers=headers)).text)
    return bodies


async def test_a_game_without_a_seed_commits_to_a_secret_seed_and_reveals_it_at_the_end(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2, seed=None)
    summary = await table.summary()
    assert summary["setup"] == "random" and summary["seed"] is None
    seed = await secret_seed(client, table.game_id)
    assert len(seed) == 32  # 128 bits from the CSPRNG, as hex
    commitment = hashlib.sha256(seed.encode("utf-8")).hexdigest()
    assert summary["seed_commitment"] == commitment
    await table.play_first_legal_move()
    for body in await everything_a_player_can_read(client, table):
        assert seed not in body
    finished = await table.play_to_the_end()
    assert finished["seed"] == seed
    assert hashlib.sha256(finished["seed"].encode("utf-8")).hexdigest() == commitment
    assert finished["seed_commitment"] == commitment


async def test_the_operator_reads_everything_but_never_the_seed_before_the_end(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2, seed=None)
    await table.play_first_legal_move()
    seed = await secret_seed(client, table.game_id)
    url = f"/v1/games/{table.game_id}"
    for path in ("", "/events?limit=10000", "/position", "/view"):
        response = await client.get(url + path, headers=ADMIN)
        assert response.status_code == 200, response.text
        assert seed not in response.text


async def test_a_chosen_seed_and_a_position_are_marked_as_such(client: httpx.AsyncClient) -> None:
    seeded = await new_table(client, players=2, seed="my-own-seed")
    summary = await seeded.summary()
    assert summary["setup"] == "seed" and summary["seed"] is None
    assert summary["seed_commitment"] == hashlib.sha256(b"my-own-seed").hexdigest()
    position = (await client.get(f"/v1/games/{seeded.game_id}/position", headers=ADMIN)).json()
    from_position = await new_table(client, players=2, seed=None, position=position)
    assert (await from_position.summary())["setup"] == "position"


async def test_the_lobby_shows_the_setup_and_filters_on_it(client: httpx.AsyncClient) -> None:
    random_game = await new_table(client, players=2, seed=None)
    seeded = await new_table(client, players=2, seed=7)
    deadline = time.monotonic() + 30
    while True:
        listed = (await client.get("/v1/games", params={"setup": "random", "limit": 200})).json()
        ids = {g["game_id"]: g for g in listed["games"]}
        if random_game.game_id in ids or time.monotonic() > deadline:
            break
    assert random_game.game_id in ids, "the lobby did not catch up"
    assert seeded.game_id not in ids
    assert all(g["setup"] == "random" for g in listed["games"])
    row = ids[random_game.game_id]
    assert row["seed_commitment"] == (await random_game.summary())["seed_commitment"]
    assert row["seed"] is None
    seeds = (await client.get("/v1/games", params={"setup": "seed", "limit": 200})).json()
    assert random_game.game_id not in {g["game_id"] for g in seeds["games"]}
    wrong = await client.get("/v1/games", params={"setup": "chosen"})
    assert wrong.status_code == 422 and wrong.json()["code"] == "invalid_request"
