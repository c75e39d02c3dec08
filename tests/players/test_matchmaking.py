"""Matchmaking tickets through the API (issue 19 item 5)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import msgspec
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.domain.table import ClockSetting
from tests.players.conftest import signed_in_settings
from tests.players.test_bound_seats import unique_players
from tests.players.test_my_games_and_ratings import eventually
from tests.support.oidc import Provider


async def queue(
    client: httpx.AsyncClient, headers: dict[str, str], game_type: str = "clans", players: int = 3
) -> dict[str, Any]:
    response = await client.post(
        "/v1/matchmaking/tickets",
        json={"game_type": game_type, "players": players},
        headers=headers,
    )
    assert response.status_code == 201, response.text
    assert response.headers["location"] == f"/v1/matchmaking/tickets/{response.json()['ticket_id']}"
    return response.json()  # type: ignore[no-any-return]


async def ticket_when(
    client: httpx.AsyncClient, headers: dict[str, str], ticket_id: str, status: str
) -> dict[str, Any]:
    async def probe() -> dict[str, Any] | None:
        response = await client.get(f"/v1/matchmaking/tickets/{ticket_id}", headers=headers)
        assert response.status_code == 200, response.text
        return response.json() if response.json()["status"] == status else None

    return await eventually(probe)


async def test_three_tickets_make_one_game_with_their_seats_bound(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    players = unique_players()
    headers = {p: provider.bearer(p, name=p.title()) for p in players}
    tickets = {p: await queue(client, headers[p]) for p in players}
    assert all(t["status"] == "waiting" for t in tickets.values())
    matched = {
        p: await ticket_when(client, headers[p], tickets[p]["ticket_id"], "matched")
        for p in players
    }
    (game_id,) = {t["game_id"] for t in matched.values()}
    assert sorted(t["seat"] for t in matched.values()) == [0, 1, 2]
    summary = (await client.get(f"/v1/games/{game_id}")).json()
    assert summary["status"] == "active"
    for p in players:
        view = await client.get(f"/v1/games/{game_id}/view", headers=headers[p])
        assert view.headers["etag"].endswith(f'-seat{matched[p]["seat"]}"')
        assert summary["seats"][matched[p]["seat"]]["name"] == p.title()


async def test_a_waiting_ticket_can_be_cancelled_once(
    client: httpx.AsyncClient, provider: Provider
) -> None:
    (player, *_) = unique_players()
    me = provider.bearer(player)
    ticket = await queue(client, me, players=4)
    again = await client.post(
        "/v1/matchmaking/tickets", json={"game_type": "clans", "players": 3}, headers=me
    )
    assert again.status_code == 409
    assert again.json()["code"] == "already_queued"
    url = f"/v1/matchmaking/tickets/{ticket['ticket_id']}"
    assert (await client.get(url, headers=provider.bearer("someone-else"))).status_code == 404
    assert (await client.delete(url, headers=me)).status_code == 204
    assert (await client.get(url, headers=me)).json()["status"] == "cancelled"
    second = await client.delete(url, headers=me)
    assert second.status_code == 404
    assert second.json()["code"] == "ticket_not_found"
    await queue(client, me, players=4)  # queuing again is fine once the first is cancelled


async def test_bad_tickets_are_refused(client: httpx.AsyncClient, provider: Provider) -> None:
    me = provider.bearer(unique_players()[0])
    cases = [
        ({"game_type": "chess", "players": 2}, "unknown_game_type"),
        ({"game_type": "clans", "players": 9}, "invalid_options"),
        ({"game_type": "clans"}, "invalid_command"),
    ]
    for body, code in cases:
        response = await client.post("/v1/matchmaking/tickets", json=body, headers=me)
        assert response.status_code == 422, response.text
        assert response.json()["code"] == code
    anonymous = await client.post(
        "/v1/matchmaking/tickets", json={"game_type": "clans", "players": 3}
    )
    assert anonymous.status_code == 401
    assert anonymous.json()["code"] == "sign_in_required"


async def test_a_ticket_nobody_matches_expires(provider: Provider) -> None:
    settings = msgspec.structs.replace(
        signed_in_settings(provider.url), ticket_ttl=timedelta(seconds=1)
    )
    app = create_app(Services.in_memory(), settings)
    async with AsyncTestClient(app) as client:
        me = provider.bearer("lonely")
        ticket = await queue(client, me, players=4)
        await ticket_when(client, me, ticket["ticket_id"], "expired")


async def test_a_matchmade_game_has_the_default_clock_and_a_silent_seat_becomes_absent(
    provider: Provider,
) -> None:
    now = [datetime.now(UTC)]
    services = Services.in_memory(clock=lambda: now[0])
    app = create_app(services, signed_in_settings(provider.url), run_background=False)
    async with AsyncTestClient(app) as client:
        players = unique_players()
        headers = {p: provider.bearer(p, name=p.title()) for p in players}
        tickets = {p: await queue(client, headers[p]) for p in players}
        assert services.matchmaker is not None and services.scheduler is not None
        assert await services.matchmaker.round() == 1  # by hand: no background here
        first = players[0]
        url = f"/v1/matchmaking/tickets/{tickets[first]['ticket_id']}"
        game_id = (await client.get(url, headers=headers[first])).json()["game_id"]
        summary = (await client.get(f"/v1/games/{game_id}")).json()
        # TABLETOP_MATCHMAKING_CLOCK's default: a 10-minute bank, 30 s a decision.
        assert summary["clock"] == {"per_move_s": None, "bank_s": 600, "increment_s": 30}
        (silent,) = summary["to_move"]
        assert summary["deadline_at"] is not None
        # The seat to move never moves: when its bank is spent it is absent, and a bot moves.
        now[0] += timedelta(seconds=599)
        assert await services.scheduler.tick() == 0
        assert not (await client.get(f"/v1/games/{game_id}")).json()["seats"][silent]["absent"]
        now[0] += timedelta(seconds=2)
        await services.scheduler.tick()
        after = (await client.get(f"/v1/games/{game_id}")).json()
        assert after["seats"][silent]["absent"]
        assert after["version"] > summary["version"]


async def test_matchmade_games_take_the_clock_of_the_setting_or_none(
    provider: Provider,
) -> None:
    for clock, shown in (
        (ClockSetting(per_move_s=45), {"per_move_s": 45, "bank_s": None, "increment_s": None}),
        (None, None),
    ):
        settings = msgspec.structs.replace(
            signed_in_settings(provider.url), matchmaking_clock=clock
        )
        services = await Services.from_settings(settings)
        app = create_app(services, settings, run_background=False)
        async with AsyncTestClient(app) as client:
            players = unique_players()
            headers = {p: provider.bearer(p) for p in players}
            tickets = {p: await queue(client, headers[p]) for p in players}
            assert services.matchmaker is not None
            assert await services.matchmaker.round() == 1
            first = players[0]
            url = f"/v1/matchmaking/tickets/{tickets[first]['ticket_id']}"
            game_id = (await client.get(url, headers=headers[first])).json()["game_id"]
            assert (await client.get(f"/v1/games/{game_id}")).json()["clock"] == shown
