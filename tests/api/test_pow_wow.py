"""Pow Wow over HTTP: simultaneous claims are all kept, in arrival order, without If-Match."""

from __future__ import annotations

import asyncio

import httpx

from tests.api.conftest import Table, new_table


async def reveal(table: Table) -> int:
    summary = await table.summary()
    revealer = summary["to_move"][0]
    command = (await table.legal_moves(revealer))["moves"][0]
    assert command["type"] == "pow_wow.reveal"
    response = await table.send(revealer, command)
    assert response.status_code == 201, response.text
    return int(command["window"])


async def test_claims_sent_at_the_same_moment_are_all_recorded_in_arrival_order(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=5, game_type="pow_wow", seed="claims")
    window = await reveal(table)
    claims = [
        table.send(seat, {"type": "pow_wow.claim", "window": window, "hand": "chief"})
        for seat in range(5)
    ]
    responses = await asyncio.gather(*claims)
    assert [r.status_code for r in responses] == [201] * 5, [r.text for r in responses]
    log = (await client.get(f"/v1/games/{table.game_id}/events?limit=1000")).json()["events"]
    made = [e for e in log if e["type"] == "pow_wow.claim_made"]
    assert sorted(e["seat"] for e in made) == list(range(5))
    assert [e["order"] for e in made] == [1, 2, 3, 4, 5]
    assert any(e["type"] == "pow_wow.window_closed" for e in log)


async def test_a_second_claim_in_the_same_window_is_refused(client: httpx.AsyncClient) -> None:
    table = await new_table(client, players=2, game_type="pow_wow", seed="twice")
    window = await reveal(table)
    first = await table.send(0, {"type": "pow_wow.pass", "window": window})
    assert first.status_code == 201
    again = await table.send(0, {"type": "pow_wow.claim", "window": window, "hand": "chief"})
    assert again.status_code == 422
    assert again.json()["code"] == "already_acted"


async def test_a_seat_cannot_send_a_timer_command(client: httpx.AsyncClient) -> None:
    table = await new_table(client, players=2, game_type="pow_wow", seed="timer")
    window = await reveal(table)
    response = await table.send(0, {"type": "pow_wow.window_deadline", "window": window})
    assert response.status_code == 422
    assert response.json()["code"] == "system_only"


async def test_an_out_of_range_timer_option_is_a_malformed_body(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post(
        "/v1/games",
        json={"game_type": "pow_wow", "players": 3, "options": {"claim_window_ms": 5}},
    )
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_command"
    seatless = await client.post(
        "/v1/games",
        json={"game_type": "pow_wow", "players": 3, "options": {"first_revealer": 7}},
    )
    assert seatless.status_code == 422
    assert seatless.json()["code"] == "invalid_options"
