"""Seats bound to signed-in players: one JWT acts in every seat of its player (issue 19 item 2)."""

from __future__ import annotations

import secrets
from typing import Any

import httpx

from tests.support.oidc import Provider

PLAYERS = ("ada", "bob", "cy")


def unique_players() -> tuple[str, ...]:
    """Player ids of this test's own (the Postgres database is shared by a test session)."""
    tag = secrets.token_hex(3)
    return tuple(f"{p}-{tag}" for p in PLAYERS)


async def signed_in_game(
    client: httpx.AsyncClient, provider: Provider, players: tuple[str, ...] = PLAYERS
) -> tuple[str, dict[str, dict[str, str]]]:
    """A game whose seats the players took signed in, in order; their auth headers by sub."""
    created = await client.post("/v1/games", json={"game_type": "clans", "players": len(players)})
    game_id = created.json()["game_id"]
    headers = {sub: provider.bearer(sub, name=sub.title()) for sub in players}
    for sub in players:
        taken = await client.post(
            f"/v1/games/{game_id}/seats", json={"name": sub.title()}, headers=headers[sub]
        )
        assert taken.status_code == 201, taken.text
    return game_id, headers


async def play_to_the_end(
    client: httpx.AsyncClient, game_id: str, headers: dict[str, dict[str, str]]
) -> dict[str, Any]:
    """Each player moves with their JWT alone, no seat token, until the game is over."""
    seats = dict(enumerate(headers))
    for _ in range(2000):
        summary = (await client.get(f"/v1/games/{game_id}")).json()
        if summary["status"] == "finished":
            return summary  # type: ignore[no-any-return]
        who = headers[seats[summary["to_move"][0]]]
        moves = await client.get(f"/v1/games/{game_id}/legal-moves", headers=who)
        assert moves.status_code == 200, moves.text
        sent = await client.post(
            f"/v1/games/{game_id}/commands", json=moves.json()["moves"][0], headers=who
        )
        assert sent.status_code == 201, sent.text
    raise AssertionError("the game did not end")


async def test_a_signed_in_player_plays_their_seat_with_the_jwt_alone(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    game_id, headers = await signed_in_game(client, provider)
    view = await client.get(f"/v1/games/{game_id}/view", headers=headers["bob"])
    assert view.status_code == 200, view.text
    assert view.headers["etag"].endswith('-seat1"')
    summary = await play_to_the_end(client, game_id, headers)
    assert summary["outcome"] is not None


async def test_a_player_without_a_seat_reads_as_a_spectator_and_cannot_move(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    game_id, _ = await signed_in_game(client, provider)
    stranger = provider.bearer("dora")
    view = await client.get(f"/v1/games/{game_id}/view", headers=stranger)
    assert view.status_code == 200
    assert view.headers["etag"].endswith('-spectator"')
    moves = await client.get(f"/v1/games/{game_id}/legal-moves", headers=stranger)
    assert moves.json()["moves"] == []
    sent = await client.post(
        f"/v1/games/{game_id}/commands", json={"type": "clans.pass"}, headers=stranger
    )
    assert sent.status_code == 403
    assert sent.json()["code"] == "forbidden"


async def test_a_player_takes_at_most_one_seat_of_a_game(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 3})
    game_id = created.json()["game_id"]
    ada = provider.bearer("ada")
    first = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"}, headers=ada)
    assert first.status_code == 201
    assert first.json()["token"]  # the seat token is still handed out (guest clients)
    again = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"}, headers=ada)
    assert again.status_code == 409
    assert again.json()["code"] == "already_seated"


async def test_a_bad_jwt_cannot_take_a_seat(client: httpx.AsyncClient, provider: Provider) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 3})
    game_id = created.json()["game_id"]
    expired = provider.bearer("ada", lifetime=-3600)
    taken = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"}, headers=expired)
    assert taken.status_code == 401
    assert taken.json()["code"] == "token_expired"
