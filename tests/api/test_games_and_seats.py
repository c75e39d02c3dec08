"""Creating games, taking seats, the summary and its ETag."""

from __future__ import annotations

import asyncio
import time

import httpx

from tests.api.conftest import new_table


async def test_a_new_game_is_open_with_every_seat_free(client: httpx.AsyncClient) -> None:
    response = await client.post("/v1/games", json={"game_type": "clans", "players": 3})
    assert response.status_code == 201
    game = response.json()
    assert game["status"] == "open"
    assert game["version"] == 0
    free = {"name": None, "bot": None, "absent": False}
    assert game["seats"] == [{"seat": i, **free} for i in range(3)]
    assert game["to_move"] == [] and game["outcome"] is None


async def test_taking_seats_hands_out_tokens_and_the_last_seat_starts_the_game(
    client: httpx.AsyncClient,
) -> None:
    game_id = (await client.post("/v1/games", json={"game_type": "clans", "players": 2})).json()[
        "game_id"
    ]
    first = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"})
    assert first.status_code == 201
    assert first.json()["seat"] == 0 and first.json()["game"]["status"] == "open"
    second = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Bela"})
    assert second.json()["seat"] == 1
    assert first.json()["token"] != second.json()["token"]
    started = second.json()["game"]
    assert started["status"] == "active"
    assert started["version"] == 2  # clans.game_started, clans.clans_dealt
    assert len(started["to_move"]) == 1
    full = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Cili"})
    assert full.status_code == 409
    assert full.json()["code"] == "game_full"


async def test_the_same_seed_gives_the_same_setup(client: httpx.AsyncClient) -> None:
    a = await new_table(client, seed=42)
    b = await new_table(client, seed=42)
    events_a = (await client.get(f"/v1/games/{a.game_id}/events")).json()["events"]
    events_b = (await client.get(f"/v1/games/{b.game_id}/events")).json()["events"]
    assert events_a[0]["huts"] == events_b[0]["huts"]


async def test_the_summary_carries_the_version_as_etag_and_answers_304(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    response = await client.get(f"/v1/games/{table.game_id}")
    assert response.headers["etag"] == '"2"'
    again = await client.get(
        f"/v1/games/{table.game_id}", headers={"If-None-Match": response.headers["etag"]}
    )
    assert again.status_code == 304
    await table.play_first_legal_move()
    changed = await client.get(
        f"/v1/games/{table.game_id}", headers={"If-None-Match": response.headers["etag"]}
    )
    assert changed.status_code == 200 and changed.headers["etag"] == '"4"'


async def test_an_unknown_game_is_404_problem_details(client: httpx.AsyncClient) -> None:
    response = await client.get("/v1/games/no-such-game")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["code"] == "game_not_found"
    assert {"type", "title", "status", "detail"} <= problem.keys()


async def test_an_unknown_game_type_is_refused(client: httpx.AsyncClient) -> None:
    response = await client.post("/v1/games", json={"game_type": "chess", "players": 2})
    assert response.status_code == 422
    assert response.json()["code"] == "unknown_game_type"


async def test_a_player_count_the_game_does_not_support_is_refused(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post("/v1/games", json={"game_type": "clans", "players": 5})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_options"


async def test_unknown_options_are_a_malformed_body(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/v1/games", json={"game_type": "clans", "players": 2, "options": {"fast": True}}
    )
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_command"


async def test_a_malformed_create_body_is_refused_with_the_field_named(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post("/v1/games", json={"game_type": "clans", "players": "three"})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_command"
    assert "players" in response.json()["detail"]


async def test_the_lobby_lists_games_by_status_and_type_with_cursor_pages(
    client: httpx.AsyncClient,
) -> None:
    created = [await new_table(client, players=2, seed=n) for n in range(3)]
    await client.post("/v1/games", json={"game_type": "clans", "players": 4})
    ids = {t.game_id for t in created}
    seen: set[str] = set()
    cursor = None
    # Bounded by time, not by pages: on a shared database the lobby holds every test's games.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        params = {"status": "active", "game_type": "clans", "limit": "2"}
        if cursor:
            params["cursor"] = cursor
        page = await client.get("/v1/games", params=params)
        assert page.status_code == 200
        body = page.json()
        assert all(g["status"] == "active" for g in body["games"])
        seen |= {g["game_id"] for g in body["games"]}
        cursor = body["next_cursor"]
        if ids <= seen:
            break
        if cursor is None:
            seen.clear()  # the projection is still catching up: start over
            await asyncio.sleep(0.05)
    assert ids <= seen


async def test_a_bad_cursor_is_refused(client: httpx.AsyncClient) -> None:
    response = await client.get("/v1/games", params={"cursor": "not-a-cursor"})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_request"


async def test_bad_query_parameters_are_invalid_request(client: httpx.AsyncClient) -> None:
    response = await client.get("/v1/games", params={"limit": "abc"})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_request"
    assert "limit" in response.json()["detail"]


async def test_a_body_that_is_not_json_is_invalid_command(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/v1/games", content=b"{nope", headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_command"


async def test_unknown_routes_and_methods_are_problem_details(client: httpx.AsyncClient) -> None:
    missing = await client.get("/v1/nothing")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"
    wrong = await client.delete("/v1/games")
    assert wrong.status_code == 405 and wrong.json()["code"] == "method_not_allowed"
