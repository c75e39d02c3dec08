"""Idempotent commands over HTTP: a retry gets the original answer, whether it comes after the
original, races it in the same process, or races it through another replica."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import Table, new_table, settings
from tests.support.server import Gate, serving


async def first_move(table: Table) -> tuple[int, dict[str, Any]]:
    seat = (await table.summary())["to_move"][0]
    return seat, (await table.legal_moves(seat))["moves"][0]


async def log_versions(client: httpx.AsyncClient, game_id: str) -> list[int]:
    page = await client.get(f"/v1/games/{game_id}/events", params={"limit": 1000})
    return [e["version"] for e in page.json()["events"]]


class WatchedLock(asyncio.Lock):
    """A lock that tells when someone has to wait for it."""

    def __init__(self) -> None:
        super().__init__()
        self.queued = asyncio.Event()

    async def acquire(self) -> bool:
        if self.locked():
            self.queued.set()
        return await super().acquire()


@pytest.fixture(params=["memory", "postgres"])
async def served(request: pytest.FixtureRequest) -> AsyncIterator[tuple[Services, str]]:
    """Services behind a real server (so requests run concurrently) and its base URL."""
    if request.param == "memory":
        services = Services.in_memory()
        app = create_app(services, settings())
    else:
        url = request.getfixturevalue("database_url")
        built: list[Services] = []

        async def build() -> Services:
            built.append(await Services.postgres(url, 4))
            return built[0]

        app = create_app(build, settings())
    async with serving(app) as base_url:
        yield (services if request.param == "memory" else built[0]), base_url


@pytest.mark.parametrize("if_match", [False, True])
async def test_a_retry_arriving_while_its_original_appends_gets_the_original_201(
    served: tuple[Services, str], if_match: bool
) -> None:
    services, base_url = served
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
        table = await new_table(client)
        seat, move = await first_move(table)
        headers = {"Idempotency-Key": "race-1", **({"If-Match": '"2"'} if if_match else {})}
        store = services.tabletop.store
        gate = Gate(store.append)
        store.append = gate  # type: ignore[method-assign]
        game = await services.tabletop.loaded(table.game_id)
        game.lock = lock = WatchedLock()
        original = asyncio.create_task(table.send(seat, move, **headers))
        await asyncio.wait_for(gate.entered.wait(), 30)  # the original holds the game's lock
        retry = asyncio.create_task(table.send(seat, move, **headers))
        await asyncio.wait_for(lock.queued.wait(), 30)  # the retry waits for it
        gate.release.set()
        first, second = await asyncio.gather(original, retry)
        assert first.status_code == second.status_code == 201, (first.text, second.text)
        assert first.json() == second.json()
        assert first.json()["version"] == 4
        assert await log_versions(client, table.game_id) == [1, 2, 3, 4]


async def test_a_retry_after_the_original_gets_the_original_even_after_later_moves(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat, move = await first_move(table)
    original = await table.send(seat, move, **{"Idempotency-Key": "k", "If-Match": '"2"'})
    await table.play_first_legal_move()  # the game moves on
    retry = await table.send(seat, move, **{"Idempotency-Key": "k", "If-Match": '"2"'})
    assert retry.status_code == 201
    assert retry.json() == original.json()
    assert (await table.summary())["version"] == 6


async def test_the_same_command_spelled_differently_is_the_same_request(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat, move = await first_move(table)
    original = await table.send(seat, move, **{"Idempotency-Key": "spelling"})
    pairs = reversed(move.items())  # other key order, other spacing
    respelled = await client.post(
        f"/v1/games/{table.game_id}/commands",
        content="{ " + " , ".join(f"{json.dumps(k)} :  {json.dumps(v)}" for k, v in pairs) + " }",
        headers={**table.auth(seat), "Idempotency-Key": "spelling"},
    )
    assert respelled.status_code == 201, respelled.text
    assert respelled.json() == original.json()


async def test_the_same_key_with_another_command_is_idempotency_key_reused(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat = (await table.summary())["to_move"][0]
    moves = (await table.legal_moves(seat))["moves"]
    assert (await table.send(seat, moves[0], **{"Idempotency-Key": "once"})).status_code == 201
    reused = await table.send(seat, moves[1], **{"Idempotency-Key": "once"})
    assert reused.status_code == 422
    assert reused.headers["content-type"] == "application/problem+json"
    assert reused.json()["code"] == "idempotency_key_reused"
    assert (await table.summary())["version"] == 4


async def test_one_key_sent_with_three_commands_applies_only_the_first(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    seat = (await table.summary())["to_move"][0]
    moves = (await table.legal_moves(seat))["moves"]
    responses = await asyncio.gather(
        *(table.send(seat, m, **{"Idempotency-Key": "mixed"}) for m in moves[:3])
    )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201, 422, 422], [r.text for r in responses]
    assert {r.json()["code"] for r in responses if r.status_code == 422} == {
        "idempotency_key_reused"
    }
    assert (await table.summary())["version"] == 4


@pytest.mark.parametrize("key", ["", "x" * 256, "tab\there", "naïve"])
async def test_a_malformed_idempotency_key_is_invalid_request(
    client: httpx.AsyncClient, key: str
) -> None:
    table = await new_table(client)
    seat, move = await first_move(table)
    response = await client.post(
        f"/v1/games/{table.game_id}/commands",
        json=move,
        headers=[
            ("Authorization", f"Bearer {table.tokens[seat]}"),
            ("Idempotency-Key", key.encode("utf-8")),  # type: ignore[list-item]
        ],
    )
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_request"


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


async def test_an_expired_key_no_longer_returns_the_original() -> None:
    clock = Clock()
    services = Services.in_memory(clock, idempotency_retention=timedelta(hours=24))
    app = create_app(services, settings(), run_background=False)
    async with AsyncTestClient(app) as client:
        table = await new_table(client, players=2)
        seat, move = await first_move(table)
        assert (await table.send(seat, move, **{"Idempotency-Key": "day"})).status_code == 201
        back, forth = await first_move(table)
        await table.send(back, forth)
        clock.now += timedelta(hours=23)
        retry = await table.send(seat, move, **{"Idempotency-Key": "day"})
        assert retry.status_code == 201 and retry.json()["version"] == 4
        clock.now += timedelta(hours=2)
        # Expired: the key is new again, so the (now stale) command is decided afresh.
        stale = await table.send(seat, move, **{"Idempotency-Key": "day"})
        assert stale.status_code == 422
        assert await services.tabletop.store.forget_expired_keys() >= 1


@pytest.mark.parametrize("if_match", [False, True])
async def test_a_retry_through_another_replica_that_saw_the_original_commit_gets_it(
    database_url: str, if_match: bool
) -> None:
    # Replica B looks the key up (not there yet), replica A then commits the original, B's
    # cache catches up (a GET), and only then does B decide: on the original's state, which
    # refuses the command (not_your_turn, or 409 under If-Match). B must answer with the
    # original's 201 instead.
    replica: list[Services] = []

    async def build() -> Services:
        replica.append(await Services.postgres(database_url, 4))
        return replica[0]

    first = create_app(lambda: Services.postgres(database_url, 4), settings())
    second = create_app(build, settings())
    async with (
        serving(first) as url_a,
        serving(second) as url_b,
        httpx.AsyncClient(base_url=url_a, timeout=60) as a,
        httpx.AsyncClient(base_url=url_b, timeout=60) as b,
    ):
        table = await new_table(a)
        seat, move = await first_move(table)
        headers = {**table.auth(seat), "Idempotency-Key": "replicas"}
        if if_match:
            headers["If-Match"] = '"2"'
        url = f"/v1/games/{table.game_id}/commands"
        store = replica[0].tabletop.store
        lookup = Gate(store.idempotent_result, after=True)
        store.idempotent_result = lookup  # type: ignore[method-assign]
        retry = asyncio.create_task(b.post(url, json=move, headers=headers))
        await asyncio.wait_for(lookup.entered.wait(), 30)  # B found no key
        original = await a.post(url, json=move, headers=headers)
        assert original.status_code == 201, original.text
        assert (await b.get(f"/v1/games/{table.game_id}")).json()["version"] == 4
        lookup.release.set()
        answer = await retry
        assert answer.status_code == 201, answer.text
        assert answer.json() == original.json()
        assert await log_versions(a, table.game_id) == [1, 2, 3, 4]
