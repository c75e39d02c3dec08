"""Commands over HTTP: auth, decoding, rule codes, versions, idempotency, a whole game."""

from __future__ import annotations

import httpx

from tests.api.conftest import new_table


async def test_a_whole_three_player_clans_game_plays_to_its_end(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=3)
    final = await table.play_to_the_end()
    outcome = final["outcome"]
    assert final["to_move"] == []
    assert len(outcome["scores"]) == 3 and outcome["winners"]
    assert min(outcome["ranks"]) == 1
    events = (await client.get(f"/v1/games/{table.game_id}/events?limit=1000")).json()
    assert events["events"][-1]["type"] == "clans.game_ended"
    assert [e["version"] for e in events["events"]] == list(range(1, final["version"] + 1))


async def test_an_accepted_command_returns_the_new_version_and_its_events(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    response = await table.play_first_legal_move()
    body = response.json()
    assert body["version"] == 4
    assert [e["type"] for e in body["events"]] == ["clans.huts_moved", "clans.turn_passed"]
    assert [e["version"] for e in body["events"]] == [3, 4]


async def test_a_command_without_a_token_is_401(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    response = await client.post(
        f"/v1/games/{table.game_id}/commands", json={"type": "clans.move", "from": 0, "to": 1}
    )
    assert response.status_code == 401
    assert response.json()["code"] == "unauthorized"


async def test_a_token_of_another_game_is_403(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    other = await new_table(client, seed="other")
    response = await client.post(
        f"/v1/games/{table.game_id}/commands",
        json={"type": "clans.move", "from": 0, "to": 1},
        headers=other.auth(0),
    )
    assert response.status_code == 403
    assert response.json()["code"] == "forbidden"


async def test_a_malformed_command_is_invalid_command_naming_the_path(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat = (await table.summary())["to_move"][0]
    response = await table.send(seat, {"type": "clans.move", "from": 1, "to": "two"})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_command"
    assert "$.to" in response.json()["detail"]
    unknown = await table.send(seat, {"type": "clans.fly", "from": 1})
    assert unknown.json()["code"] == "invalid_command"
    extra = await table.send(seat, {"type": "clans.move", "from": 1, "to": 2, "x": 1})
    assert extra.json()["code"] == "invalid_command"
    garbage = await table.client.post(
        f"/v1/games/{table.game_id}/commands", content=b"{not json", headers=table.auth(seat)
    )
    assert garbage.json()["code"] == "invalid_command"


async def test_an_illegal_move_is_422_with_the_rule_code_and_appends_nothing(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    summary = await table.summary()
    waiting = next(s for s in range(3) if s not in summary["to_move"])
    response = await table.send(waiting, {"type": "clans.move", "from": 0, "to": 1})
    assert response.status_code == 422
    assert response.json()["code"] == "not_your_turn"
    active = summary["to_move"][0]
    lake = await table.send(active, {"type": "clans.move", "from": 5, "to": 21})
    assert lake.json()["code"] == "field_not_adjacent"
    assert (await table.summary())["version"] == summary["version"]


async def test_if_match_with_a_stale_version_is_409(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    await table.play_first_legal_move()
    seat = (await table.summary())["to_move"][0]
    move = (await table.legal_moves(seat))["moves"][0]
    stale = await table.send(seat, move, **{"If-Match": '"2"'})
    assert stale.status_code == 409
    assert stale.json()["code"] == "version_conflict"
    assert stale.json()["current_version"] == 4
    fresh = await table.send(seat, move, **{"If-Match": '"4"'})
    assert fresh.status_code == 201


async def test_a_repeated_idempotency_key_returns_the_original_result(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat = (await table.summary())["to_move"][0]
    move = (await table.legal_moves(seat))["moves"][0]
    first = await table.send(seat, move, **{"Idempotency-Key": "move-1"})
    again = await table.send(seat, move, **{"Idempotency-Key": "move-1"})
    assert first.status_code == again.status_code == 201
    assert first.json() == again.json()
    assert (await table.summary())["version"] == 4


async def test_a_body_over_64_kib_is_413(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    response = await client.post(
        f"/v1/games/{table.game_id}/commands",
        content=b'{"type": "clans.move", "pad": "' + b"x" * 70_000 + b'"}',
        headers={**table.auth(0), "Content-Type": "application/json"},
    )
    assert response.status_code == 413
    assert response.json()["code"] == "payload_too_large"


async def test_commands_before_the_game_starts_are_refused(client: httpx.AsyncClient) -> None:
    game_id = (await client.post("/v1/games", json={"game_type": "clans", "players": 2})).json()[
        "game_id"
    ]
    token = (await client.post(f"/v1/games/{game_id}/seats", json={"name": "A"})).json()["token"]
    response = await client.post(
        f"/v1/games/{game_id}/commands",
        json={"type": "clans.move", "from": 0, "to": 1},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 409
    assert response.json()["code"] == "game_not_started"


async def test_every_listed_legal_move_is_a_ready_to_post_command(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat = (await table.summary())["to_move"][0]
    listed = await table.legal_moves(seat)
    assert listed["version"] == 2 and listed["moves"]
    assert all(m["type"] == "clans.move" for m in listed["moves"])
    spectator = await client.get(f"/v1/games/{table.game_id}/legal-moves")
    assert spectator.json()["moves"] == []
    polled = await client.get(
        f"/v1/games/{table.game_id}/legal-moves",
        headers={**table.auth(seat), "If-None-Match": f'"2-seat{seat}"'},
    )
    assert polled.status_code == 304
    response = await table.send(seat, listed["moves"][-1])
    assert response.status_code == 201


async def test_idempotency_keys_of_different_seats_do_not_collide(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    first_seat = (await table.summary())["to_move"][0]
    move = (await table.legal_moves(first_seat))["moves"][0]
    assert (await table.send(first_seat, move, **{"Idempotency-Key": "k"})).status_code == 201
    second_seat = (await table.summary())["to_move"][0]
    move = (await table.legal_moves(second_seat))["moves"][0]
    response = await table.send(second_seat, move, **{"Idempotency-Key": "k"})
    assert response.status_code == 201
    assert response.json()["version"] == 6


async def test_if_match_takes_every_etag_the_api_gives_for_the_version(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    url = f"/v1/games/{table.game_id}"
    kinds = ["summary", "seat view", "spectator view", "legal moves", "command answer"]
    answer = None
    for kind in kinds:
        seat = (await table.summary())["to_move"][0]
        path, headers = {
            "summary": (url, {}),
            "seat view": (f"{url}/view", table.auth(seat)),
            "spectator view": (f"{url}/view", {}),
            "legal moves": (f"{url}/legal-moves", table.auth(seat)),
        }.get(kind, ("", {}))
        if answer is not None and kind == "command answer":
            etag = answer.headers["etag"]
        else:
            etag = (await client.get(path, headers=headers)).headers["etag"]
        move = (await table.legal_moves(seat))["moves"][0]
        answer = await table.send(seat, move, **{"If-Match": etag})
        assert answer.status_code == 201, (kind, etag, answer.text)
        assert answer.headers["etag"] == f'"{answer.json()["version"]}"'
        assert answer.headers["tabletop-version"] == str(answer.json()["version"])
    stale = await table.send(seat, move, **{"If-Match": '"3-seat1"'})
    assert stale.json()["code"] == "version_conflict"
