"""Stream tickets: a seat's token traded for a one-time ticket that opens its own copy of the
event stream (for EventSource, which cannot send an Authorization header)."""

from __future__ import annotations

import asyncio
import contextlib
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.application.tickets import TICKET_TTL
from service.services import background_loops
from service.store.tickets import KEEP
from tests.api.conftest import ADMIN_TOKEN, Table, new_table, settings, until_summary
from tests.support.server import serving
from tests.support.servers import Servers


async def ticket(table: Table, seat: int | None) -> str:
    headers = table.auth(seat) if seat is not None else {"Authorization": f"Bearer {ADMIN_TOKEN}"}
    response = await table.client.post(f"/v1/games/{table.game_id}/stream-tickets", headers=headers)
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["expires_at"].endswith("Z")
    return str(body["ticket"])


async def stream_of(client: httpx.AsyncClient, game_id: str, ticket: str) -> httpx.Response:
    return await client.get(f"/v1/games/{game_id}/events/stream", params={"ticket": ticket})


def game_events(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {k: v for k, v in m.items() if k not in ("id", "event")}
        for m in messages
        if m["event"] != "summary"
    ]


async def test_a_ticket_opens_its_seats_own_copy_of_the_stream(
    served: httpx.AsyncClient,
) -> None:
    table = await new_table(served, players=2)
    await table.play_first_legal_move()
    url = f"/v1/games/{table.game_id}/events"
    spectators = (await served.get(url)).json()["events"]
    for seat in (0, 1):
        own = (await served.get(url, headers=table.auth(seat))).json()["events"]
        assert own != spectators  # each seat sees its own secret colour (Clans)
        streamed = await until_summary(served, f"{url}/stream?ticket={await ticket(table, seat)}")
        assert game_events(streamed) == own


async def test_the_operators_ticket_opens_the_full_log(served: httpx.AsyncClient) -> None:
    table = await new_table(served, players=2)
    url = f"/v1/games/{table.game_id}/events"
    full = (await served.get(url, headers={"Authorization": f"Bearer {ADMIN_TOKEN}"})).json()
    streamed = await until_summary(served, f"{url}/stream?ticket={await ticket(table, None)}")
    assert game_events(streamed) == full["events"]


async def test_a_ticket_opens_one_stream_once(served: httpx.AsyncClient) -> None:
    # A running game: once a game is over its stream needs no ticket (test_finished_streams).
    table = await new_table(served, players=2)
    once = await ticket(table, 0)
    url = f"/v1/games/{table.game_id}/events/stream"
    assert await until_summary(served, f"{url}?ticket={once}")
    again = await stream_of(served, table.game_id, once)
    assert again.status_code == 403
    assert again.json()["code"] == "ticket_used"


async def test_unknown_tickets_and_other_games_tickets_are_refused(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    other = await new_table(client, players=2)
    for wrong in ("not-a-ticket", await ticket(other, 0)):
        answer = await stream_of(client, table.game_id, wrong)
        assert answer.status_code == 401
        assert answer.json()["code"] == "ticket_invalid"
        assert answer.headers["www-authenticate"] == "Bearer"


async def test_a_ticket_needs_a_seat_or_the_operator(client: httpx.AsyncClient) -> None:
    table = await new_table(client, players=2)
    url = f"/v1/games/{table.game_id}/stream-tickets"
    assert (await client.post(url)).json()["code"] == "unauthorized"
    other = await new_table(client, players=2)
    assert (await client.post(url, headers=other.auth(0))).status_code == 403
    missing = "/v1/games/00000000-0000-4000-8000-000000000000/stream-tickets"
    assert (await client.post(missing, headers=table.auth(0))).status_code == 404


async def test_a_ticket_expires_a_minute_after_its_issue() -> None:
    now = [datetime(2026, 12, 1, 12, 0, tzinfo=UTC)]
    app = create_app(Services.in_memory(clock=lambda: now[0]), settings())
    async with serving(app) as base, httpx.AsyncClient(base_url=base, timeout=60) as client:
        table = await new_table(client, players=2)  # running: its stream needs a ticket
        late, in_time = await ticket(table, 0), await ticket(table, 1)
        now[0] += timedelta(seconds=59)
        url = f"/v1/games/{table.game_id}/events/stream?ticket={in_time}"
        assert await until_summary(client, url)
        now[0] += timedelta(seconds=2)
        answer = await stream_of(client, table.game_id, late)
        assert answer.status_code == 401
        assert answer.json()["code"] == "ticket_expired"


def test_a_ticket_works_across_replicas_once_and_is_never_logged(
    database_url: str, tmp_path: Path
) -> None:
    with Servers(tmp_path) as servers:
        a = servers.start(database_url, "a")
        b = servers.start(database_url, "b")
        with httpx.Client(base_url=a.url, timeout=60) as client:
            game_id = client.post("/v1/games", json={"game_type": "clans", "players": 2}).json()[
                "game_id"
            ]
            token = client.post(f"/v1/games/{game_id}/seats", json={"name": "Ada"}).json()["token"]
            auth = {"Authorization": f"Bearer {token}"}
            issued = client.post(f"/v1/games/{game_id}/stream-tickets", headers=auth).json()
        stream = f"/v1/games/{game_id}/events/stream"
        with httpx.Client(timeout=60) as client:
            # The game waits for its second seat: read the stream's first block, hang up.
            with client.stream("GET", b.url + stream, params={"ticket": issued["ticket"]}) as live:
                assert live.status_code == 200
                next(live.iter_lines())
            again = client.get(a.url + stream, params={"ticket": issued["ticket"]})
            assert again.status_code == 403
            assert again.json()["code"] == "ticket_used"
        logs = a.log.read_text() + b.log.read_text()
        assert "stream-tickets" in logs  # the requests were logged …
        assert issued["ticket"] not in logs  # … without the ticket


def capped_app(now: list[datetime], per_minute: int = 3) -> Litestar:
    services = Services.in_memory(clock=lambda: now[0], stream_tickets_per_minute=per_minute)
    return create_app(services, settings(), run_background=False)


async def test_a_token_asking_for_tickets_beyond_its_cap_gets_429_and_no_ticket() -> None:
    now = [datetime(2026, 12, 4, 12, 0, tzinfo=UTC)]
    async with AsyncTestClient(capped_app(now)) as client:
        table = await new_table(client, players=2)
        url = f"/v1/games/{table.game_id}/stream-tickets"
        for _ in range(3):
            await ticket(table, 0)
            now[0] += timedelta(seconds=5)
        refused = await client.post(url, headers=table.auth(0))
        assert refused.status_code == 429
        assert refused.json()["code"] == "rate_limited"
        assert "ticket" not in refused.json()
        # The first of the three leaves the minute 45 s from now.
        assert refused.headers["retry-after"] == "45"
        # Another seat, and the operator, have caps of their own.
        await ticket(table, 1)
        await ticket(table, None)
        now[0] += timedelta(seconds=45)
        await ticket(table, 0)


def test_the_cap_counts_tickets_issued_by_every_replica(database_url: str, tmp_path: Path) -> None:
    with Servers(tmp_path) as servers:
        replicas = [
            servers.start(database_url, name, {"TABLETOP_STREAM_TICKETS_PER_MINUTE": "4"})
            for name in ("a", "b")
        ]
        with httpx.Client(base_url=replicas[0].url, timeout=60) as client:
            game = client.post("/v1/games", json={"game_type": "clans", "players": 2}).json()
            seat = client.post(f"/v1/games/{game['game_id']}/seats", json={"name": "Ada"}).json()
        auth = {"Authorization": f"Bearer {seat['token']}"}
        answers = []
        with httpx.Client(timeout=60) as client:
            for n in range(8):  # alternately through each replica
                url = f"{replicas[n % 2].url}/v1/games/{game['game_id']}/stream-tickets"
                answers.append(client.post(url, headers=auth).status_code)
        assert sorted(answers) == [201] * 4 + [429] * 4


async def test_a_spent_ticket_reads_used_for_an_hour_after_expiry_then_the_purge_forgets_it() -> (
    None
):
    now = [datetime(2026, 12, 4, 12, 0, tzinfo=UTC)]
    services = Services.in_memory(clock=lambda: now[0])
    app = create_app(services, settings(), run_background=False)
    (purge,) = [loop for loop in background_loops(services) if loop.name == "ticket_expiry"]

    async def scheduled_purge() -> None:
        """One pass of the background loop, as it runs at start and every few minutes."""
        task = asyncio.create_task(purge.run())
        for _ in range(5):  # the in-memory pass never waits: it is done before the loop sleeps
            await asyncio.sleep(0)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    async with serving(app) as base, httpx.AsyncClient(base_url=base, timeout=60) as client:
        table = await new_table(client, players=2)  # running: its stream needs a ticket
        spent = await ticket(table, 0)
        assert await until_summary(
            client, f"/v1/games/{table.game_id}/events/stream?ticket={spent}"
        )
        now[0] += TICKET_TTL + KEEP - timedelta(seconds=1)
        await scheduled_purge()
        late = await stream_of(client, table.game_id, spent)
        assert (late.status_code, late.json()["code"]) == (403, "ticket_used")
        now[0] += timedelta(seconds=2)
        await scheduled_purge()
        gone = await stream_of(client, table.game_id, spent)
        assert (gone.status_code, gone.json()["code"]) == (401, "ticket_invalid")
