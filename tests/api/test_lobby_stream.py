"""The lobby live: the current games first, then each game again as its lobby summary
changes (created, seat taken, started, finished), filtered like GET /v1/games."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpx

from tests.api.conftest import new_table, sse_messages


async def next_game(messages: AsyncIterator[dict[str, Any]], game_id: str) -> dict[str, Any]:
    """The next lobby message about `game_id` (others are skipped)."""
    async with asyncio.timeout(60):
        async for message in messages:
            assert message["event"] == "game"
            if message["game_id"] == game_id:
                return message
    raise AssertionError("the lobby stream ended")


async def test_the_lobby_stream_follows_a_game_from_creation_to_its_end(
    served: httpx.AsyncClient,
) -> None:
    before = await new_table(served, players=2)  # already there: part of the first messages
    messages = sse_messages(served, "/v1/games/stream", game_type="clans")
    try:
        known = await next_game(messages, before.game_id)
        while known["status"] == "open":  # the lobby may list it before it records the start
            known = await next_game(messages, before.game_id)
        assert known["status"] == "active"
        created = await served.post("/v1/games", json={"game_type": "clans", "players": 2})
        game_id = created.json()["game_id"]
        other_type = await served.post("/v1/games", json={"game_type": "pow_wow", "players": 2})
        first = await next_game(messages, game_id)
        assert (first["status"], [s["name"] for s in first["seats"]]) == ("open", [None, None])
        tokens = []
        for name in ("Ada", "Bela"):
            taken = await served.post(f"/v1/games/{game_id}/seats", json={"name": name})
            tokens.append(taken.json()["token"])
        seen = await next_game(messages, game_id)
        while seen["status"] == "open":  # the two seats may come apart or together
            assert [s["name"] for s in seen["seats"]] in (
                [None, None],
                ["Ada", None],
                ["Ada", "Bela"],
            )
            seen = await next_game(messages, game_id)
        assert seen["status"] == "active"
        assert [s["name"] for s in seen["seats"]] == ["Ada", "Bela"]
        table = type(before)(served, game_id, tokens)
        final = await table.play_to_the_end()
        while seen["status"] != "finished":
            seen = await next_game(messages, game_id)
        assert seen["version"] == final["version"]
        assert seen["outcome"] == final["outcome"]
        assert other_type.json()["game_id"] != game_id
    finally:
        await messages.aclose()


async def test_the_lobby_stream_shows_a_game_leaving_its_status_filter(
    served: httpx.AsyncClient,
) -> None:
    messages = sse_messages(served, "/v1/games/stream", status="open")
    try:
        created = await served.post("/v1/games", json={"game_type": "clans", "players": 2})
        game_id = created.json()["game_id"]
        assert (await next_game(messages, game_id))["status"] == "open"
        for name in ("Ada", "Bela"):
            await served.post(f"/v1/games/{game_id}/seats", json={"name": name})
        seen = await next_game(messages, game_id)
        while seen["status"] == "open":
            seen = await next_game(messages, game_id)
        assert seen["status"] == "active"  # sent once more, leaving the filter
    finally:
        await messages.aclose()
