"""Views, time travel, the event log with redaction, position documents."""

from __future__ import annotations

import httpx

from tests.api.conftest import ADMIN_TOKEN, new_table

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


async def test_each_seat_sees_its_own_clan_and_spectators_see_none(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    clans = []
    for seat in range(3):
        view = (
            await client.get(f"/v1/games/{table.game_id}/view", headers=table.auth(seat))
        ).json()
        assert view["seat"] == seat and view["my_clan"] is not None
        assert view["clans"] is None
        clans.append(view["my_clan"])
    assert len(set(clans)) == 3
    spectator = (await client.get(f"/v1/games/{table.game_id}/view")).json()
    assert spectator["seat"] is None and spectator["my_clan"] is None


async def test_the_deal_is_redacted_in_the_log_until_the_game_is_over(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    url = f"/v1/games/{table.game_id}/events"
    mine = (await client.get(url, headers=table.auth(1))).json()["events"][1]
    assert mine["type"] == "clans.clans_dealt"
    assert mine["clans"][1] is not None
    assert mine["clans"][0] is None and mine["clans"][2] is None
    assert mine["unassigned"] is None
    spectator = (await client.get(url)).json()["events"][1]
    assert spectator["clans"] == [None, None, None]
    operator = (await client.get(url, headers=ADMIN)).json()["events"][1]
    assert None not in operator["clans"]
    await table.play_to_the_end()
    public = (await client.get(url)).json()["events"][1]
    assert public == operator


async def test_a_view_can_be_read_as_it_was_at_an_earlier_version(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    before = (await client.get(f"/v1/games/{table.game_id}/view")).json()
    await table.play_first_legal_move()
    await table.play_first_legal_move()
    now = (await client.get(f"/v1/games/{table.game_id}/view")).json()
    past = await client.get(f"/v1/games/{table.game_id}/view", params={"at": 2})
    assert past.status_code == 200
    assert past.json() == before != now
    assert past.headers["tabletop-version"] == "2"
    beyond = await client.get(f"/v1/games/{table.game_id}/view", params={"at": 99})
    assert beyond.status_code == 422
    assert beyond.json()["code"] == "version_out_of_range"


async def test_the_view_has_an_etag_per_version_and_seat(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    url = f"/v1/games/{table.game_id}/view"
    first = await client.get(url, headers=table.auth(0))
    cached = await client.get(
        url, headers={**table.auth(0), "If-None-Match": first.headers["etag"]}
    )
    assert cached.status_code == 304
    other_seat = await client.get(
        url, headers={**table.auth(1), "If-None-Match": first.headers["etag"]}
    )
    assert other_seat.status_code == 200


async def test_the_log_pages_with_after_and_limit(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    for _ in range(3):
        await table.play_first_legal_move()
    page = (await client.get(f"/v1/games/{table.game_id}/events?after=2&limit=2")).json()
    assert [e["version"] for e in page["events"]] == [3, 4]
    assert page["version"] == 8


async def test_the_position_is_for_the_operator_while_the_game_runs(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    url = f"/v1/games/{table.game_id}/position"
    refused = await client.get(url, headers=table.auth(0))
    assert refused.status_code == 403
    document = await client.get(url, headers=ADMIN)
    assert document.status_code == 200
    position = document.json()
    assert position["players"] == 3 and len(position["clans"]) == 3


async def test_a_game_can_start_from_a_position_document(client: httpx.AsyncClient) -> None:
    position = {
        "players": 2,
        "clans": ["red", "blue"],
        "active_seat": 1,
        "chips_taken": 1,
        "chips": [1, 0],
        "scores": {"red": 6, "yellow": 0, "green": 0, "blue": 6, "black": 0},
        "fields": {"1": {"red": 1, "blue": 1}, "2": {"green": 1}, "18": {"blue": 4, "red": 1}},
        "villages": [{"field": 18, "chip": 1}],
    }
    table = await new_table(client, players=2, position=position)
    summary = await table.summary()
    assert summary["to_move"] == [1]
    view = (await client.get(f"/v1/games/{table.game_id}/view", headers=table.auth(0))).json()
    assert view["my_clan"] == "red"
    exported = (await client.get(f"/v1/games/{table.game_id}/position", headers=ADMIN)).json()
    assert exported["fields"] == position["fields"]
    assert exported["scores"] == position["scores"]


async def test_an_invalid_position_lists_every_problem(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/v1/games",
        json={
            "game_type": "clans",
            "players": 2,
            "position": {"players": 2, "clans": ["red", "red"], "bogus": 1},
        },
    )
    assert response.status_code == 422
    problem = response.json()
    assert problem["code"] == "invalid_position"
    assert len(problem["problems"]) >= 2


async def test_no_position_is_exported_between_the_events_of_one_command(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    await table.play_first_legal_move()  # versions 3 (huts_moved) and 4 (turn_passed)
    url = f"/v1/games/{table.game_id}/position"
    inside = await client.get(url, params={"at": 3}, headers=ADMIN)
    assert inside.status_code == 409
    assert inside.json()["code"] == "no_position"
    after = await client.get(url, params={"at": 4}, headers=ADMIN)
    assert after.status_code == 200
