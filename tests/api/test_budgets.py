"""Budgets (issue 29, finding 3; service/api/budgets.py): whose budget a request spends, the
RateLimit-Policy and RateLimit fields on every answer, games created and bot seats on budgets
of their own, streams paying for what they send, and a budget that holds across replicas
(two apps on one database: overshoot under 10 %)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import httpx
import msgspec
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.api.budgets import STREAM_BYTES_PER_REQUEST, Ledger, Policy
from service.store.budgets import MemoryBudgetTable
from tests.api.conftest import new_table, settings

# -- the ledger alone ---------------------------------------------------------------------------


class Clock:
    def __init__(self, now: float = 6000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def ledger(quota: int, table: MemoryBudgetTable, clock: Clock) -> Ledger:
    return Ledger({"requests": Policy("requests", quota)}, table, clock)


async def test_a_budget_refuses_beyond_its_quota_and_says_when_to_retry() -> None:
    clock = Clock()
    book = ledger(5, MemoryBudgetTable(), clock)
    await book.exchange()
    decisions = [book.spend("requests", "address:a") for _ in range(6)]
    assert [d.allowed for d in decisions] == [True] * 5 + [False]
    assert [d.remaining for d in decisions[:5]] == [4, 3, 2, 1, 0]
    assert decisions[5].retry_after_s >= 1
    assert book.spend("requests", "address:b").allowed  # another client's budget is its own


async def test_a_new_window_weighs_the_previous_one_so_budgets_do_not_double_at_the_edge() -> None:
    clock = Clock(6000.0 + 59)  # the last second of a window
    book = ledger(10, MemoryBudgetTable(), clock)
    await book.exchange()
    assert sum(book.spend("requests", "address:a").allowed for _ in range(10)) == 10
    clock.now += 2  # the next window has just begun: the previous one still counts almost whole
    await book.exchange()
    assert sum(book.spend("requests", "address:a").allowed for _ in range(10)) <= 1
    clock.now += 60  # a whole window later everything is back
    await book.exchange()
    await book.exchange()
    assert sum(book.spend("requests", "address:a").allowed for _ in range(10)) == 10


async def test_two_processes_sharing_a_budget_overshoot_it_by_less_than_ten_percent() -> None:
    """Each process spends only its share of what is left until the next exchange."""
    clock = Clock()
    table = MemoryBudgetTable()
    one, two = ledger(100, table, clock), ledger(100, table, clock)
    for book in (one, two, one, two):
        await book.exchange()  # each knows the other
    allowed = 0
    for _ in range(30):  # 30 seconds of a client hammering both replicas
        for _ in range(20):
            allowed += one.spend("requests", "address:a").allowed
            allowed += two.spend("requests", "address:a").allowed
        clock.now += 1
        await one.exchange()
        await two.exchange()
    assert 90 <= allowed <= 110


# -- through HTTP --------------------------------------------------------------------------------


@contextlib.asynccontextmanager
async def budgeted(**limits: int) -> AsyncIterator[httpx.AsyncClient]:
    configured = msgspec.structs.replace(settings(), **limits)
    app = create_app(Services.in_memory(), configured, run_background=False)
    async with AsyncTestClient(app) as client:
        yield client


async def test_every_answer_says_its_budgets() -> None:
    async with budgeted(rate_limit_per_minute=50) as client:
        first = await client.get("/v1/game-types")
        second = await client.get("/v1/games")
    assert first.headers["ratelimit-policy"] == '"requests";q=50;w=60'
    remaining = [int(a.headers["ratelimit"].split(";r=")[1].split(";")[0]) for a in (first, second)]
    assert remaining[0] == 49 and remaining[1] == 48
    assert "ratelimit" not in (await client.get("/health/live")).headers  # not a /v1 answer


async def test_a_signed_request_spends_its_credentials_budget_not_its_address() -> None:
    async with budgeted(rate_limit_per_minute=12) as client:
        table = await new_table(client, players=2)  # 5 requests of the address
        view = f"/v1/games/{table.game_id}/view"
        assert (await client.get(view, headers=table.auth(0))).status_code == 200  # accepted
        while (await client.get("/v1/game-types")).status_code != 429:
            pass  # the address spends all it has
        for _ in range(5):  # the accepted seat goes on, on its own budget
            assert (await client.get(view, headers=table.auth(0))).status_code == 200
        # A token never accepted pays its address's budget too: a spent address refuses it.
        assert (await client.get(view, headers=table.auth(1))).status_code == 429
        made_up = await client.get(view, headers={"Authorization": "Bearer made-up"})
        assert made_up.status_code == 429


async def test_games_created_have_a_budget_of_their_own() -> None:
    async with budgeted(create_limit_per_minute=3) as client:
        made = [
            await client.post("/v1/games", json={"game_type": "clans", "players": 2})
            for _ in range(4)
        ]
    assert [m.status_code for m in made] == [201, 201, 201, 429]
    refused = made[3]
    assert refused.json()["code"] == "rate_limited"
    assert int(refused.headers["retry-after"]) >= 1
    assert '"creates";q=3;w=60' in refused.headers["ratelimit-policy"]


async def test_bot_seats_have_a_budget_of_their_own() -> None:
    async with budgeted(bot_seat_limit_per_minute=2) as client:
        seats = []
        for _ in range(2):
            created = await client.post("/v1/games", json={"game_type": "clans", "players": 3})
            game_id = created.json()["game_id"]
            for _ in range(2):
                seats.append(
                    await client.post(f"/v1/games/{game_id}/seats", json={"bot": "random"})
                )
    assert [s.status_code for s in seats] == [201, 201, 429, 429]
    assert seats[2].json()["code"] == "rate_limited"


async def test_a_stream_pays_a_request_per_64_kib_it_sends() -> None:
    async with budgeted(rate_limit_per_minute=100_000) as client:
        table = await new_table(client, players=3, game_type="mammoth_hunters")
        await table.play_to_the_end(limit=3000)
        ledger_before = client.app.state.budgets.spend("requests", "address:testclient")
        sent = len((await client.get(f"/v1/games/{table.game_id}/events/stream")).content)
        ledger_after = client.app.state.budgets.spend("requests", "address:testclient")
    paid = ledger_before.remaining - ledger_after.remaining - 2  # the stream request, the probe
    assert sent > STREAM_BYTES_PER_REQUEST
    assert paid == sent // STREAM_BYTES_PER_REQUEST


@pytest.fixture
async def two_replicas(
    database_url: str,
) -> AsyncIterator[tuple[httpx.AsyncClient, httpx.AsyncClient]]:
    configured = msgspec.structs.replace(settings(), rate_limit_per_minute=60)
    apps = [
        create_app(lambda: Services.postgres(database_url, 4), configured, run_background=False)
        for _ in range(2)
    ]
    async with AsyncTestClient(apps[0]) as one, AsyncTestClient(apps[1]) as two:
        await asyncio.sleep(2.5)  # each has exchanged since the other started
        yield one, two


async def test_a_budget_holds_across_two_replicas_within_ten_percent(
    two_replicas: tuple[httpx.AsyncClient, httpx.AsyncClient],
) -> None:
    one, two = two_replicas
    answered: list[int] = []
    for _ in range(12):  # 12 s of a client spread over both replicas, 30 requests a second
        for client in (one, two) * 15:
            answered.append((await client.get("/v1/game-types")).status_code)
        await asyncio.sleep(1)
    allowed = answered.count(200)
    assert answered.count(429) == len(answered) - allowed
    assert allowed <= 66, allowed  # 60 a minute, at most 10 % over


async def test_a_process_refused_for_its_share_gets_a_new_share_at_the_next_exchange() -> None:
    clock = Clock()
    table = MemoryBudgetTable()
    one, two = ledger(100, table, clock), ledger(100, table, clock)
    for book in (one, two, one):
        await book.exchange()
    spent = sum(one.spend("requests", "address:a").allowed for _ in range(80))
    assert spent == 50  # its half of the budget: the other process may spend the rest
    refused = one.spend("requests", "address:a")
    assert not refused.allowed and refused.retry_after_s == 1
    clock.now += 1
    await one.exchange()  # the other spent nothing: half of what is left is this one's
    assert one.spend("requests", "address:a").allowed
