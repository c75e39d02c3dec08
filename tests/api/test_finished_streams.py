"""A finished game's event stream over HTTP: every request with nothing left to receive
answers 204, whatever its ticket (none, used, expired, unknown, another game's) or token, so
that EventSource's own retry (the same URL, its ticket used) stops for good; a request from
before the end gets the rest of the (then public) log and its final summary. Refusals for a
running game and 404 for an unknown one stay as they were."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import httpx
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import ADMIN_TOKEN, Table, new_table, settings, sse_messages
from tests.api.test_event_stream import sse_events

MISSING = "00000000-0000-4000-8000-000000000000"


async def ticket_of(table: Table, seat: int) -> str:
    issued = await table.client.post(
        f"/v1/games/{table.game_id}/stream-tickets", headers=table.auth(seat)
    )
    assert issued.status_code == 201, issued.text
    return str(issued.json()["ticket"])


async def test_eventsources_own_retry_after_the_end_gets_204_not_ticket_used(
    served: httpx.AsyncClient,
) -> None:
    # What a browser does: a seat opens its stream with a ticket, the game ends, the server
    # closes the stream after the final summary, and EventSource reconnects by itself with
    # the same URL (its ticket now used) and `Last-Event-ID`: that retry must stop it.
    table = await new_table(served, players=2)
    url = f"/v1/games/{table.game_id}/events/stream?ticket={await ticket_of(table, 0)}"
    messages = []
    async for message in sse_messages(served, url):
        messages.append(message)
        if message["event"] == "summary" and message["status"] == "active":
            await table.play_first_legal_move()  # the game goes on while the stream is open
    final = await table.summary()
    assert final["status"] == "finished"
    assert messages[-1]["event"] == "summary"
    assert messages[-1]["status"] == "finished"
    assert messages[-1]["id"] == str(final["version"])
    for _ in range(3):  # as often as EventSource would retry: the same answer every time
        retry = await served.get(url, headers={"Last-Event-ID": messages[-1]["id"]})
        assert retry.status_code == 204
        assert retry.content == b""


async def test_at_the_end_every_ticket_and_every_token_gets_204(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    other = await new_table(client, players=2)
    unspent, elsewhere = await ticket_of(table, 1), await ticket_of(other, 0)
    final = await table.play_to_the_end()
    url = f"/v1/games/{table.game_id}/events/stream"
    end = {"after": final["version"]}
    used = await ticket_of(table, 0)
    opened = await client.get(url, params={"ticket": used, "after": final["version"] - 1})
    assert opened.status_code == 200  # the last event and the summary; the ticket is used
    asked = [
        ({}, {}),
        ({"ticket": used}, {}),
        ({"ticket": unspent}, {}),
        ({"ticket": "not-a-ticket"}, {}),
        ({"ticket": elsewhere}, {}),
        ({}, table.auth(0)),
        ({}, {"Authorization": f"Bearer {ADMIN_TOKEN}"}),
        ({}, {"Authorization": "Bearer not-a-token"}),
        ({}, other.auth(0)),  # another game's seat: the game's end is public
    ]
    for params, headers in asked:
        answer = await client.get(url, params={**params, **end}, headers=headers)
        assert answer.status_code == 204, (params, headers, answer.text)
        assert answer.content == b""
        resumed = await client.get(
            url, params=params, headers={**headers, "Last-Event-ID": str(final["version"])}
        )
        assert resumed.status_code == 204, (params, headers, resumed.text)


async def test_an_expired_ticket_gets_204_once_the_game_is_over() -> None:
    now = [datetime(2026, 12, 1, 12, 0, tzinfo=UTC)]
    app = create_app(Services.in_memory(clock=lambda: now[0]), settings())
    async with AsyncTestClient(app) as client:
        table = await new_table(client, players=2)
        old = await ticket_of(table, 0)
        now[0] += timedelta(minutes=5)
        url = f"/v1/games/{table.game_id}/events/stream"
        refused = await client.get(url, params={"ticket": old})
        assert refused.status_code == 401  # while it runs: refused as before
        assert refused.json()["code"] == "ticket_expired"
        final = await table.play_to_the_end()
        done = await client.get(url, params={"ticket": old, "after": final["version"]})
        assert done.status_code == 204


async def test_a_used_ticket_from_before_the_end_gets_the_rest_of_the_public_log(
    client: httpx.AsyncClient,
) -> None:
    # A connection lost before the last events: EventSource resumes after its last id with
    # its used ticket, and gets the rest (the whole log is public once the game is over),
    # ending with the finished summary; its next retry gets 204.
    table = await new_table(client, players=2)
    used = await ticket_of(table, 0)
    final = await table.play_to_the_end()
    url = f"/v1/games/{table.game_id}/events/stream?ticket={used}"
    assert len(await sse_events(client, url)) > 0  # the ticket is used now
    rest = await sse_events(client, url, **{"Last-Event-ID": "5"})
    admin = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
    full = await client.get(f"/v1/games/{table.game_id}/events?after=5", headers=admin)
    events = [m for m in rest if m["event"] != "summary"]
    assert [int(m["id"]) for m in events] == list(range(6, final["version"] + 1))
    assert [{k: v for k, v in m.items() if k not in ("id", "event")} for m in events] == (
        full.json()["events"]
    )
    assert rest[-1]["event"] == "summary"
    assert rest[-1]["status"] == "finished"
    retry = await client.get(url, headers={"Last-Event-ID": rest[-1]["id"]})
    assert retry.status_code == 204


async def test_running_and_unknown_games_are_refused_as_before(client: httpx.AsyncClient) -> None:
    table = await new_table(client, players=2)
    url = f"/v1/games/{table.game_id}/events/stream"
    for wrong in ("not-a-ticket", "x" * 40):
        answer = await client.get(url, params={"ticket": wrong})
        assert answer.status_code == 401
        assert answer.json()["code"] == "ticket_invalid"
    await table.play_to_the_end()
    missing = f"/v1/games/{MISSING}/events/stream"
    for params in ({}, {"ticket": "not-a-ticket"}, {"after": 10**6}):
        answer = await client.get(missing, params=params)
        assert answer.status_code == 404
        assert answer.json()["code"] == "game_not_found"
