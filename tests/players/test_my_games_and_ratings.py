"""My games (GET /v1/me/games), ratings and leaderboards, all from the lobby's projection of
the global log (issue 19 items 3 and 4)."""

from __future__ import annotations

import asyncio
import base64
import re
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

import httpx
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.projections.rebuild import rebuild
from tests.players.conftest import signed_in_settings
from tests.players.test_bound_seats import play_to_the_end, signed_in_game, unique_players
from tests.support.oidc import Provider

T = TypeVar("T")


async def eventually(probe: Callable[[], Awaitable[T | None]], seconds: float = 90.0) -> T:
    """Poll until the projection has caught up (bounded: no timing assumptions)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = await probe()
        if found is not None:
            return found
        await asyncio.sleep(0.05)
    raise AssertionError("the projection did not catch up in time")


async def my_games(
    client: httpx.AsyncClient, headers: dict[str, str], **params: str
) -> dict[str, Any]:
    response = await client.get("/v1/me/games", params=params, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


async def test_my_games_lists_the_games_i_sit_in_and_whether_it_is_my_turn(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    game_id, headers = await signed_in_game(client, provider, players)
    summary = (await client.get(f"/v1/games/{game_id}")).json()
    mover = players[summary["to_move"][0]]
    waiting = next(p for p in players if p != mover)

    async def listed() -> dict[str, Any] | None:
        page = await my_games(client, headers[mover], my_turn="true")
        return page if any(g["game"]["game_id"] == game_id for g in page["games"]) else None

    page = await eventually(listed)
    (entry,) = [g for g in page["games"] if g["game"]["game_id"] == game_id]
    assert entry["my_turn"] is True
    assert entry["seats"] == [players.index(mover)]
    assert entry["game"]["status"] == "active"
    others = await my_games(client, headers[waiting], my_turn="true")
    assert game_id not in [g["game"]["game_id"] for g in others["games"]]
    theirs = await my_games(client, headers[waiting], status="active")
    assert game_id in [g["game"]["game_id"] for g in theirs["games"]]
    stranger = await my_games(client, provider.bearer(f"dora-{mover}"))
    assert stranger == {"games": [], "next_cursor": None}


async def test_my_games_come_in_cursor_pages(client: httpx.AsyncClient, provider: Provider) -> None:
    players = unique_players()
    ids = [(await signed_in_game(client, provider, players))[0] for _ in range(3)]
    ada = provider.bearer(players[0])

    async def all_listed() -> bool | None:
        page = await my_games(client, ada)
        return True if set(ids) <= {g["game"]["game_id"] for g in page["games"]} else None

    await eventually(all_listed)
    seen: list[str] = []
    params = {"limit": "2"}
    while True:
        page = await my_games(client, ada, **params)
        seen += [g["game"]["game_id"] for g in page["games"]]
        if page["next_cursor"] is None:
            break
        params["cursor"] = page["next_cursor"]
    assert set(ids) <= set(seen)
    assert len(seen) == len(set(seen))


async def test_my_games_needs_sign_in(client: httpx.AsyncClient) -> None:
    response = await client.get("/v1/me/games")
    assert response.status_code == 401
    assert response.json()["code"] == "sign_in_required"


async def public_ids(
    client: httpx.AsyncClient, provider: Provider, subs: tuple[str, ...]
) -> dict[str, str]:
    """Each signed-in player's public id, as GET /v1/me shows it to them, by `sub`."""
    ids = {}
    for sub in subs:
        me = await client.get("/v1/me", headers=provider.bearer(sub))
        assert me.status_code == 200, me.text
        ids[sub] = me.json()["player"]
    return ids


async def leaderboard(
    client: httpx.AsyncClient, players: Iterable[str] | None = None
) -> list[dict[str, Any]]:
    """The clans leaderboard (all pages), or the part of it of these players (public ids)."""
    wanted = None if players is None else set(players)
    ratings: list[dict[str, Any]] = []
    params: dict[str, str] = {"limit": "200"}
    while True:
        response = await client.get("/v1/leaderboards/clans", params=params)
        assert response.status_code == 200, response.text
        ratings += response.json()["ratings"]
        if response.json()["next_cursor"] is None:
            break
        params["cursor"] = response.json()["next_cursor"]
    return [r for r in ratings if wanted is None or r["player"] in wanted]


async def test_a_rated_game_moves_its_players_ratings_by_their_ranks(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    game_id, headers = await signed_in_game(client, provider, players)
    summary = await play_to_the_end(client, game_id, headers)
    ranks = summary["outcome"]["ranks"]
    ids = await public_ids(client, provider, players)

    async def rated() -> list[dict[str, Any]] | None:
        board = await leaderboard(client, ids.values())
        return board if len(board) == 3 else None

    board = await eventually(rated)
    assert {r["player"] for r in board} == set(ids.values())
    assert [r["ordinal"] for r in board] == sorted((r["ordinal"] for r in board), reverse=True)
    by_player = {sub: r for sub in players for r in board if r["player"] == ids[sub]}
    for a, rank_a in zip(players, ranks, strict=True):
        for b, rank_b in zip(players, ranks, strict=True):
            if rank_a < rank_b:  # a finished ahead of b
                assert by_player[a]["mu"] > by_player[b]["mu"]
            if rank_a == rank_b:  # a tie moves both alike
                assert abs(by_player[a]["mu"] - by_player[b]["mu"]) < 1e-9
    assert all(r["games"] == 1 and r["name"] == sub.title() for sub, r in by_player.items())
    history = await client.get(f"/v1/players/{ids[players[0]]}/ratings")
    assert history.status_code == 200
    (change,) = history.json()["changes"]
    assert change["game_id"] == game_id
    assert change["rank"] == ranks[0]
    assert change["ordinal"] == by_player[players[0]]["ordinal"]


async def test_leaderboards_show_a_display_name_and_an_opaque_id_never_the_sub(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    game_id, headers = await signed_in_game(client, provider, players)
    await play_to_the_end(client, game_id, headers)
    first = players[0]

    async def rated() -> dict[str, Any] | None:
        # Deprecated, still answered: the history under the `sub`.
        history = (await client.get(f"/v1/players/{first}/ratings")).json()
        return history if history["changes"] else None

    by_sub = await eventually(rated)
    public = by_sub["player"]  # made by the projector when it rated the game
    assert re.fullmatch("p_[0-9a-f]{32}", public)
    assert by_sub["player_id"] == public  # the deprecated field answers, with the public id
    assert [(c["player"], c["player_id"]) for c in by_sub["changes"]] == [(public, public)]
    by_id = await client.get(f"/v1/players/{public}/ratings")
    assert by_id.json() == by_sub
    ids = await public_ids(client, provider, players)  # GET /v1/me: the same id, for good
    assert ids[first] == public
    board = await leaderboard(client, ids.values())
    assert len(board) == 3
    for sub in players:
        (entry,) = [r for r in board if r["player"] == ids[sub]]
        assert entry["player_id"] == ids[sub]
        assert entry["name"] == sub.title()  # the seat name: the display name
    # No answer names a `sub`, nor does a cursor (it names the last player by public id).
    params = {"limit": "2"}
    for _ in range(3):
        page = await client.get("/v1/leaderboards/clans", params=params)
        assert not any(sub in page.text for sub in players)
        cursor = page.json()["next_cursor"]
        if cursor is None:
            break
        last = base64.urlsafe_b64decode(cursor).decode().rpartition("|")[2]
        assert re.fullmatch("p_[0-9a-f]{32}", last)
        params["cursor"] = cursor
    for answer in (by_id, await client.get(f"/v1/players/{ids[players[1]]}/ratings")):
        assert not any(sub in answer.text for sub in players)
    unknown = (await client.get("/v1/players/p_unknown/ratings")).json()
    assert unknown == {
        "player": "p_unknown",
        "changes": [],
        "next_cursor": None,
        "player_id": "p_unknown",
    }


async def test_a_game_with_a_guest_seat_is_not_rated(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    game_id = created.json()["game_id"]
    (player, *_) = unique_players()
    ada = provider.bearer(player)
    await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"}, headers=ada)
    guest = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Guest"})
    tokens = {0: ada, 1: {"Authorization": f"Bearer {guest.json()['token']}"}}
    for _ in range(2000):
        summary = (await client.get(f"/v1/games/{game_id}")).json()
        if summary["status"] == "finished":
            break
        who = tokens[summary["to_move"][0]]
        moves = (await client.get(f"/v1/games/{game_id}/legal-moves", headers=who)).json()
        await client.post(f"/v1/games/{game_id}/commands", json=moves["moves"][0], headers=who)

    async def finished_in_my_games() -> bool | None:
        page = await my_games(client, ada, status="finished")
        return True if page["games"] else None

    await eventually(finished_in_my_games)  # the projection has seen the end
    (me,) = (await public_ids(client, provider, (player,))).values()
    assert await leaderboard(client, (me,)) == []
    assert (await client.get(f"/v1/players/{me}/ratings")).json()["changes"] == []


async def test_a_leaderboard_of_an_unknown_game_type_is_refused(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get("/v1/leaderboards/chess")
    assert response.status_code == 422
    assert response.json()["code"] == "unknown_game_type"


async def test_rebuilding_the_projections_reproduces_the_ratings(
    database_url: str, provider: Provider
) -> None:
    app = create_app(lambda: Services.postgres(database_url, 4), signed_in_settings(provider.url))
    async with AsyncTestClient(app) as client:
        players = unique_players()
        for _ in range(2):
            game_id, headers = await signed_in_game(client, provider, players)
            await play_to_the_end(client, game_id, headers)

        ids = await public_ids(client, provider, players)

        async def settled() -> list[dict[str, Any]] | None:
            board = await leaderboard(client, ids.values())
            return board if len(board) == 3 and all(r["games"] == 2 for r in board) else None

        await eventually(settled)
        before = await leaderboard(client)
        history = (await client.get(f"/v1/players/{ids[players[1]]}/ratings")).json()
        assert len(history["changes"]) == 2
        assert await rebuild(database_url) == 0
        assert await leaderboard(client) == before  # public ids included: a rebuild keeps them
        assert (await client.get(f"/v1/players/{ids[players[1]]}/ratings")).json() == history
    # Another process (a replica, or this one restarted) shows the same ids.
    again = create_app(lambda: Services.postgres(database_url, 4), signed_in_settings(provider.url))
    async with AsyncTestClient(again) as client:
        assert await public_ids(client, provider, players) == ids
        assert await leaderboard(client) == before


async def test_a_game_whose_seed_the_creator_chose_is_not_rated(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    created = await client.post(
        "/v1/games", json={"game_type": "clans", "players": 3, "seed": "i-know-every-draw"}
    )
    game_id = created.json()["game_id"]
    headers = {sub: provider.bearer(sub) for sub in players}
    for sub in players:
        await client.post(f"/v1/games/{game_id}/seats", json={"name": "P"}, headers=headers[sub])
    await play_to_the_end(client, game_id, headers)

    async def finished_in_my_games() -> bool | None:
        page = await my_games(client, headers[players[0]], status="finished")
        return True if page["games"] else None

    await eventually(finished_in_my_games)
    ids = await public_ids(client, provider, players)
    assert await leaderboard(client, ids.values()) == []
