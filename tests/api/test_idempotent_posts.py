"""Every POST takes an Idempotency-Key (issue 30): a retry gets the original answer and the
action is done once, whether the retry comes later, races the original, reaches another
replica, or finds the original's process dead between doing and answering. Commands keep
their own keys (test_idempotency.py)."""

from __future__ import annotations

import asyncio
import json
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import Any

import asyncpg
import httpx
import msgspec
import pytest
from litestar.testing import AsyncTestClient

from service.api import idempotent
from service.api.app import Services, create_app
from service.api.idempotent import Intent
from service.api.sealing import Box, Contents
from tests.api.conftest import ADMIN_TOKEN, new_table
from tests.players.conftest import signed_in_settings
from tests.support.oidc import Provider, serve
from tests.support.server import Gate, serving

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
GAME = {"game_type": "clans", "players": 2, "seed": "idem"}
ANONYMOUS = "address:127.0.0.1"
"""Whose keys a test client's requests without a token are."""


def key(name: str) -> dict[str, str]:
    return {"Idempotency-Key": name}


def same_answer(first: httpx.Response, again: httpx.Response) -> None:
    assert again.status_code == first.status_code, again.text
    assert again.json() == first.json()
    for name in ("location", "etag", "content-type"):
        assert again.headers.get(name) == first.headers.get(name), name


@pytest.fixture
def provider() -> Iterator[Provider]:
    with serve(Provider()) as running:
        yield running


@pytest.fixture(params=["memory", "postgres"])
async def app_services(
    request: pytest.FixtureRequest, provider: Provider
) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    """A client of an app with sign-in, served on this event loop (so a test may use its
    services beside the requests), and its services."""
    settings = signed_in_settings(provider.url)
    if request.param == "memory":
        services = Services.in_memory()
    else:
        services = await Services.postgres(request.getfixturevalue("database_url"), 4)
    async with (
        serving(create_app(services, settings)) as base_url,
        httpx.AsyncClient(base_url=base_url, timeout=60) as client,
    ):
        yield client, services


async def seats_taken(client: httpx.AsyncClient, game_id: str) -> int:
    summary = (await client.get(f"/v1/games/{game_id}")).json()
    return sum(1 for seat in summary["seats"] if seat["name"] is not None)


async def test_each_post_retried_gets_its_original_answer_and_does_it_once(
    app_services: tuple[httpx.AsyncClient, Services], provider: Provider
) -> None:
    client, _ = app_services
    created = await client.post("/v1/games", json=GAME, headers=key("create"))
    again = await client.post("/v1/games", json=GAME, headers=key("create"))
    assert created.status_code == 201, created.text
    same_answer(created, again)
    game_id = created.json()["game_id"]

    seat = await client.post(f"/v1/games/{game_id}/seats", json={"name": "Ann"}, headers=key("s"))
    seat_again = await client.post(
        f"/v1/games/{game_id}/seats", json={"name": "Ann"}, headers=key("s")
    )
    same_answer(seat, seat_again)
    assert await seats_taken(client, game_id) == 1
    token = {"Authorization": f"Bearer {seat.json()['token']}"}

    bot = {"bot": "random", "name": "Bob"}
    added = await client.post(f"/v1/games/{game_id}/seats", json=bot, headers=key("bot"))
    added_again = await client.post(f"/v1/games/{game_id}/seats", json=bot, headers=key("bot"))
    assert added.status_code == 201, added.text
    assert added_again.status_code == 201 and added_again.json()["seat"] == added.json()["seat"]
    assert await seats_taken(client, game_id) == 2  # and the game started

    back = f"/v1/games/{game_id}/seats/{seat.json()['seat']}/return"
    returned = await client.post(back, headers={**token, **key("back")})
    assert returned.status_code == 200, returned.text
    same_answer(returned, await client.post(back, headers={**token, **key("back")}))

    tickets = f"/v1/games/{game_id}/stream-tickets"
    ticket = await client.post(tickets, headers={**token, **key("t")})
    assert ticket.status_code == 201, ticket.text
    same_answer(ticket, await client.post(tickets, headers={**token, **key("t")}))

    player = provider.bearer("ida")
    mine = await client.post("/v1/me/stream-tickets", headers={**player, **key("t")})
    assert mine.status_code == 201, mine.text
    same_answer(mine, await client.post("/v1/me/stream-tickets", headers={**player, **key("t")}))
    assert mine.json()["ticket"] != ticket.json()["ticket"]  # another caller, another answer

    queue = {"game_type": "clans", "players": 3}
    queued = await client.post(
        "/v1/matchmaking/tickets", json=queue, headers={**player, **key("q")}
    )
    assert queued.status_code == 201, queued.text
    same_answer(
        queued,
        await client.post("/v1/matchmaking/tickets", json=queue, headers={**player, **key("q")}),
    )
    other = await client.post("/v1/matchmaking/tickets", json=queue, headers=player)
    assert other.status_code == 409 and other.json()["code"] == "already_queued"  # one ticket
    # Out of the queue again: the session's database is shared, and a ticket left waiting would
    # be matched with another test's players, who would then wait for "ida" for ever.
    cancelled = await client.delete(
        f"/v1/matchmaking/tickets/{queued.json()['ticket_id']}", headers=player
    )
    assert cancelled.status_code in (200, 204), cancelled.text

    exported = (await client.get(f"/v1/games/{game_id}/export", headers=ADMIN)).content
    jsonl = {**ADMIN, "Content-Type": "application/jsonl", **key("import")}
    imported = await client.post("/v1/games/import", content=exported, headers=jsonl)
    assert imported.status_code == 201, imported.text
    same_answer(imported, await client.post("/v1/games/import", content=exported, headers=jsonl))


async def test_the_same_key_with_another_request_is_refused_and_a_refusal_is_not_kept(
    app_services: tuple[httpx.AsyncClient, Services],
) -> None:
    client, _ = app_services
    assert (await client.post("/v1/games", json=GAME, headers=key("k"))).status_code == 201
    other = await client.post("/v1/games", json={**GAME, "players": 3}, headers=key("k"))
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused"
    elsewhere = await client.post("/v1/games/nope/seats", json={"name": "A"}, headers=key("k"))
    assert elsewhere.json()["code"] == "idempotency_key_reused"
    # A refusal did nothing: the key stays free for the request corrected.
    refused = await client.post("/v1/games", json={**GAME, "players": 9}, headers=key("r"))
    assert refused.status_code == 422 and refused.json()["code"] == "invalid_options"
    fixed = await client.post("/v1/games", json=GAME, headers=key("r"))
    assert fixed.status_code == 201, fixed.text


async def test_a_refusal_by_the_keys_is_logged_and_counted_with_its_own_status(
    app_services: tuple[httpx.AsyncClient, Services],
) -> None:
    """The middleware raises it before any answer; the access log and the metrics say 422, as
    the client got, not 500."""
    client, _ = app_services
    counted = 'tabletop_http_requests_total{method="POST",route="/v1/games",status="%s"}'

    def count(status: str, text: str) -> float:
        line = next((x for x in text.splitlines() if x.startswith(counted % status)), None)
        return 0.0 if line is None else float(line.split()[-1])

    before = (await client.get("/metrics")).text
    assert (await client.post("/v1/games", json=GAME, headers=key("m"))).status_code == 201
    reused = await client.post("/v1/games", json={**GAME, "players": 3}, headers=key("m"))
    assert reused.status_code == 422
    after = (await client.get("/metrics")).text
    assert count("422", after) == count("422", before) + 1
    assert count("500", after) == count("500", before)


@pytest.mark.parametrize("bad", ["", "é", "a\tb", "x" * 256])
async def test_a_key_that_is_not_printable_ascii_is_invalid(
    app_services: tuple[httpx.AsyncClient, Services], bad: str
) -> None:
    client, _ = app_services
    response = await client.post(
        "/v1/games", json=GAME, headers=[(b"Idempotency-Key", bad.encode())]
    )
    assert response.status_code == 422 and response.json()["code"] == "invalid_request"


async def test_two_callers_with_one_key_never_see_each_others_answers(
    app_services: tuple[httpx.AsyncClient, Services],
) -> None:
    client, _ = app_services
    table = await new_table(client, players=2)
    tickets = f"/v1/games/{table.game_id}/stream-tickets"
    first = await client.post(tickets, headers={**table.auth(0), **key("same")})
    second = await client.post(tickets, headers={**table.auth(1), **key("same")})
    assert first.status_code == second.status_code == 201
    assert first.json()["ticket"] != second.json()["ticket"]
    anonymous = await client.post("/v1/games", json=GAME, headers=key("same"))
    operator = await client.post("/v1/games", json=GAME, headers={**ADMIN, **key("same")})
    assert anonymous.json()["game_id"] != operator.json()["game_id"]


async def test_a_retry_through_a_second_app_on_the_same_database_gets_the_original(
    database_url: str, provider: Provider
) -> None:
    settings = signed_in_settings(provider.url)
    one = create_app(lambda: Services.postgres(database_url, 2), settings)
    two = create_app(lambda: Services.postgres(database_url, 2), settings)
    async with AsyncTestClient(one) as first, AsyncTestClient(two) as second:
        created = await first.post("/v1/games", json=GAME, headers=key("replica"))
        same_answer(created, await second.post("/v1/games", json=GAME, headers=key("replica")))
        seats = f"/v1/games/{created.json()['game_id']}/seats"
        seat = await first.post(seats, json={"name": "Ann"}, headers=key("replica-seat"))
        same_answer(
            seat, await second.post(seats, json={"name": "Ann"}, headers=key("replica-seat"))
        )
        assert await seats_taken(second, created.json()["game_id"]) == 1


@pytest.fixture(params=["memory", "postgres"])
async def served(request: pytest.FixtureRequest) -> AsyncIterator[tuple[Services, str]]:
    """Services behind a real server (requests run concurrently) and its base URL."""
    from tests.api.conftest import settings

    if request.param == "memory":
        services = Services.in_memory()
    else:
        services = await Services.postgres(request.getfixturevalue("database_url"), 4)
    async with serving(create_app(services, settings())) as base_url:
        yield services, base_url


async def test_two_requests_at_once_with_one_key_create_one_game(
    served: tuple[Services, str],
) -> None:
    services, base_url = served
    catalog = services.tabletop.catalog
    gate = Gate(catalog.create_game)
    catalog.create_game = gate  # type: ignore[method-assign]
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
        first = asyncio.create_task(client.post("/v1/games", json=GAME, headers=key("both")))
        await asyncio.wait_for(gate.entered.wait(), 30)  # the first is creating it
        second = asyncio.create_task(client.post("/v1/games", json=GAME, headers=key("both")))
        await asyncio.sleep(0.3)  # the second is waiting for the first's answer
        gate.release.set()
        answers = await asyncio.gather(first, second)
    assert [a.status_code for a in answers] == [201, 201], answers[1].text
    assert answers[0].json()["game_id"] == answers[1].json()["game_id"]
    assert gate.calls == 1


async def test_a_retry_that_waited_long_enough_is_told_to_come_back(
    served: tuple[Services, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    services, base_url = served
    monkeypatch.setattr(idempotent, "WAIT_S", 0.3)
    catalog = services.tabletop.catalog
    gate = Gate(catalog.create_game)
    catalog.create_game = gate  # type: ignore[method-assign]
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
        first = asyncio.create_task(client.post("/v1/games", json=GAME, headers=key("slow")))
        await asyncio.wait_for(gate.entered.wait(), 30)
        busy = await client.post("/v1/games", json=GAME, headers=key("slow"))
        assert busy.status_code == 409 and busy.json()["code"] == "idempotency_key_in_flight"
        assert int(busy.headers["Retry-After"]) >= 1
        gate.release.set()
        original = await first
        later = await client.post("/v1/games", json=GAME, headers=key("slow"))
    same_answer(original, later)
    assert gate.calls == 1


# -- a process that died holding a key ------------------------------------------------------


async def dead_holder(services: Services, path: str, body: bytes, client_key: str) -> Intent:
    """A key held by a request whose process died (its lease over) before it answered: its
    intent, as that request recorded it before acting."""
    seed = os.urandom(32)  # each test's own: the databases of a session are shared
    box = Box(ANONYMOUS, client_key)
    scope: Any = {"method": "POST", "path": path, "query_string": b""}
    hashed = idempotent.request_hash(scope, body)
    sealed = box.seal(Contents(seed=seed))
    claimed = await services.request_keys.claim(box.id, hashed, "dead", sealed, idempotent.LEASE)
    assert claimed is None
    await services.request_keys.let_go(box.id, "dead")
    return Intent(seed)


JSON = {"Content-Type": "application/json"}


@pytest.mark.parametrize("done", [False, True])
async def test_a_key_left_by_a_dead_process_is_completed_once(
    app_services: tuple[httpx.AsyncClient, Services], done: bool
) -> None:
    client, services = app_services
    create_key, seat_key = f"crash-create-{uuid.uuid4()}", f"crash-seat-{uuid.uuid4()}"
    body = msgspec.json.encode(GAME)
    intent = await dead_holder(services, "/v1/games", body, create_key)
    game_id = intent.uuid("game")
    if done:  # it created the game, then died before answering
        await services.tabletop.create_game("clans", 2, None, "idem", None, game_id=game_id)
    retry = await client.post("/v1/games", content=body, headers={**JSON, **key(create_key)})
    assert retry.status_code == 201, retry.text
    assert retry.json()["game_id"] == game_id
    assert retry.headers["location"] == f"/v1/games/{game_id}"

    seats = f"/v1/games/{game_id}/seats"
    body = msgspec.json.encode({"name": "Ann"})
    intent = await dead_holder(services, seats, body, seat_key)
    token = intent.token("seat")
    if done:
        await services.tabletop.take_seat(game_id, "Ann", None, token)
    retry = await client.post(seats, content=body, headers={**JSON, **key(seat_key)})
    assert retry.status_code == 201, retry.text
    assert retry.json()["token"] == token and retry.json()["seat"] == 0
    assert await seats_taken(client, game_id) == 1
    # Answered now: a further retry gets the same again.
    same_answer(retry, await client.post(seats, content=body, headers={**JSON, **key(seat_key)}))


async def test_the_database_holds_no_token_ticket_or_key_in_clear(
    database_url: str,
) -> None:
    from tests.api.conftest import settings

    async with AsyncTestClient(
        create_app(lambda: Services.postgres(database_url, 2), settings())
    ) as client:
        created = await client.post("/v1/games", json=GAME, headers=key("secret-create-key"))
        game_id = created.json()["game_id"]
        seat = await client.post(
            f"/v1/games/{game_id}/seats", json={"name": "Ann"}, headers=key("secret-seat-key")
        )
        token = seat.json()["token"]
        ticket = await client.post(
            f"/v1/games/{game_id}/stream-tickets",
            headers={"Authorization": f"Bearer {token}", **key("secret-ticket-key")},
        )
        secrets = [token, ticket.json()["ticket"], "secret-seat-key", "secret-ticket-key"]
    connection = await asyncpg.connect(database_url)
    try:
        rows = await connection.fetch("SELECT * FROM request_keys")
    finally:
        await connection.close()
    assert len(rows) >= 3
    stored = b"".join(
        bytes(v) if isinstance(v, bytes | bytearray) else str(v).encode()
        for row in rows
        for v in row.values()
    )
    for secret in secrets:
        assert secret.encode() not in stored
        assert json.dumps(secret).encode() not in stored


async def test_if_match_that_is_not_an_etag_is_invalid_and_a_stale_one_conflicts(
    app_services: tuple[httpx.AsyncClient, Services],
) -> None:
    client, _ = app_services
    table = await new_table(client)
    seat = (await table.summary())["to_move"][0]
    move = (await table.legal_moves(seat))["moves"][0]
    for bad in ("12", "1", '"12', "W/12", '"1" "2"'):
        response = await table.send(seat, move, **{"If-Match": bad})
        assert response.status_code == 422, (bad, response.text)
        assert response.json()["code"] == "invalid_request"
    stale = await table.send(seat, move, **{"If-Match": '"1"'})
    assert stale.status_code == 409 and stale.json()["code"] == "version_conflict"
    weak = await table.send(seat, move, **{"If-Match": f'W/"{(await table.summary())["version"]}"'})
    assert weak.status_code == 201, weak.text


async def test_a_key_is_refused_only_after_the_caller_is_checked(
    app_services: tuple[httpx.AsyncClient, Services],
) -> None:
    """Who may act comes first: a request its route would refuse 401/403 gets that answer, key
    or no key; the key's own refusal comes where the route would act."""
    client, _ = app_services
    s, r = key(uuid.uuid4().hex), key(uuid.uuid4().hex)  # the session's database is shared
    created = await client.post("/v1/games", json=GAME, headers=s)
    assert created.status_code == 201, created.text
    jsonl = {"Content-Type": "application/jsonl", **s}
    anonymous = await client.post("/v1/games/import", content=b"{}\n", headers=jsonl)
    assert anonymous.status_code == 401, anonymous.text  # not 422 idempotency_key_reused
    game = created.json()["game_id"]
    tokens = []
    for name in ("A", "B"):
        taken = await client.post(f"/v1/games/{game}/seats", json={"name": name})
        tokens.append({"Authorization": f"Bearer {taken.json()['token']}"})
    ticket = await client.post(f"/v1/games/{game}/stream-tickets", headers={**tokens[0], **r})
    assert ticket.status_code == 201, ticket.text
    elsewhere = await client.post(f"/v1/games/{game}/seats/1/return", headers={**tokens[0], **r})
    assert elsewhere.status_code == 403, elsewhere.text  # not its seat: refused first
    reused = await client.post(f"/v1/games/{game}/seats/0/return", headers={**tokens[0], **r})
    assert reused.status_code == 422 and reused.json()["code"] == "idempotency_key_reused"
