"""API test clients over the in-memory services and over real Postgres."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.settings import Settings
from tests.support.server import serving

ADMIN_TOKEN = "operator-secret"


def settings(rate_limit: int = 100_000) -> Settings:
    return Settings(
        database_url=None,
        host="127.0.0.1",
        port=8000,
        workers=1,
        admin_token=ADMIN_TOKEN,
        cors_origins=("https://app.example",),
        log_format="json",
        rate_limit_per_minute=rate_limit,
        create_limit_per_minute=rate_limit,
        bot_seat_limit_per_minute=rate_limit,
        pool_size=4,
    )


@pytest.fixture(params=["memory", "postgres"])
async def client(request: pytest.FixtureRequest) -> AsyncIterator[httpx.AsyncClient]:
    if request.param == "memory":
        app = create_app(Services.in_memory(), settings())
    else:
        url = request.getfixturevalue("database_url")
        app = create_app(lambda: Services.postgres(url, 4), settings())
    async with AsyncTestClient(app) as test_client:
        yield test_client


class Table:
    """A created game with its seats' tokens, for tests."""

    def __init__(self, client: httpx.AsyncClient, game_id: str, tokens: list[str]) -> None:
        self.client = client
        self.game_id = game_id
        self.tokens = tokens

    def auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    async def summary(self) -> dict[str, Any]:
        response = await self.client.get(f"/v1/games/{self.game_id}")
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    async def legal_moves(self, seat: int) -> dict[str, Any]:
        response = await self.client.get(
            f"/v1/games/{self.game_id}/legal-moves", headers=self.auth(seat)
        )
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    async def send(self, seat: int, command: dict[str, Any], **headers: str) -> httpx.Response:
        return await self.client.post(
            f"/v1/games/{self.game_id}/commands",
            json=command,
            headers={**self.auth(seat), **headers},
        )

    async def play_first_legal_move(self) -> httpx.Response:
        summary = await self.summary()
        seat = summary["to_move"][0]
        moves = (await self.legal_moves(seat))["moves"]
        response = await self.send(seat, moves[0])
        assert response.status_code == 201, response.text
        return response

    async def play_to_the_end(self, limit: int = 500) -> dict[str, Any]:
        for _ in range(limit):
            summary = await self.summary()
            if summary["status"] == "finished":
                return summary
            await self.play_first_legal_move()
        raise AssertionError("the game did not end")


async def new_table(
    client: httpx.AsyncClient,
    players: int = 3,
    seed: str | int = "table-seed",
    game_type: str = "clans",
    **extra: Any,
) -> Table:
    created = await client.post(
        "/v1/games",
        json={"game_type": game_type, "players": players, "seed": seed, **extra},
    )
    assert created.status_code == 201, created.text
    game_id = created.json()["game_id"]
    tokens = []
    for n in range(players):
        taken = await client.post(f"/v1/games/{game_id}/seats", json={"name": f"player {n}"})
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json()["token"])
    return Table(client, game_id, tokens)


@pytest.fixture(params=["memory", "postgres"])
async def served(request: pytest.FixtureRequest) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the app behind a real server: live streams stream."""
    if request.param == "memory":
        app = create_app(Services.in_memory(), settings())
    else:
        url = request.getfixturevalue("database_url")
        app = create_app(lambda: Services.postgres(url, 4), settings())
    async with serving(app) as base, httpx.AsyncClient(base_url=base, timeout=60) as client:
        yield client


async def sse_messages(
    client: httpx.AsyncClient, url: str, **params: Any
) -> AsyncIterator[dict[str, Any]]:
    """A live stream's messages as they come (`id`, `event` and the data's fields)."""
    fields: dict[str, str] = {}
    async with client.stream("GET", url, params=params or None) as live:
        assert live.status_code == 200, await live.aread()
        async for line in live.aiter_lines():
            if line == "":
                if "data" in fields:
                    data = json.loads(fields["data"])
                    yield {"id": fields["id"], "event": fields["event"], **data}
                fields = {}
            elif not line.startswith(":"):
                name, _, value = line.partition(": ")
                fields[name] = value


async def until_summary(client: httpx.AsyncClient, url: str) -> list[dict[str, Any]]:
    """The stream's messages up to its first summary; then hang up."""
    messages = []
    async for message in sse_messages(client, url):
        messages.append(message)
        if message["event"] == "summary":
            return messages
    raise AssertionError("the stream ended before its first summary")
