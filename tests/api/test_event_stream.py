"""The live event stream (SSE) over HTTP: resume after Last-Event-ID, hang up cleanly."""

from __future__ import annotations

import asyncio
import gc
import json
from typing import Any

import httpx
import pytest

from service.api import coalescing
from service.api.app import Services, create_app
from service.store.memory import MemoryEventStore
from tests.api.conftest import new_table, settings
from tests.support.server import serving


async def sse_events(client: httpx.AsyncClient, url: str, **headers: str) -> list[dict[str, Any]]:
    response = await client.get(url, headers=headers)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    events = []
    for block in response.text.split("\r\n\r\n"):
        fields = dict(
            line.split(": ", 1) for line in block.splitlines() if ": " in line and line[0] != ":"
        )
        if "data" in fields:
            events.append(
                {"id": fields["id"], "event": fields["event"], **json.loads(fields["data"])}
            )
    return events


async def test_a_finished_games_stream_resumes_after_last_event_id(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    final = await table.play_to_the_end()
    url = f"/v1/games/{table.game_id}/events/stream"
    everything = events_only(await sse_events(client, url))
    assert [int(e["id"]) for e in everything] == list(range(1, final["version"] + 1))
    resumed = events_only(await sse_events(client, url, **{"Last-Event-ID": "10"}))
    assert [int(e["id"]) for e in resumed] == list(range(11, final["version"] + 1))
    assert resumed[0]["event"] == resumed[0]["type"]


def events_only(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in messages if m["event"] != "summary"]


async def test_a_finished_games_stream_ends_with_its_summary_then_answers_204(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    final = await table.play_to_the_end()
    url = f"/v1/games/{table.game_id}/events/stream"
    response = await client.get(url, headers={"Last-Event-ID": str(final["version"] - 1)})
    assert response.text.startswith(": tabletop\r\nretry: 3000\r\n\r\n")
    messages = await sse_events(client, url, **{"Last-Event-ID": str(final["version"] - 1)})
    assert [m["event"] for m in messages][-1] == "summary"
    last = messages[-1]
    assert last["id"] == str(final["version"])
    assert {k: last[k] for k in ("version", "status", "to_move", "outcome")} == {
        k: final[k] for k in ("version", "status", "to_move", "outcome")
    }
    done = await client.get(url, headers={"Last-Event-ID": last["id"]})
    assert done.status_code == 204
    assert done.content == b""
    assert (await client.get(url, params={"after": final["version"]})).status_code == 204


async def test_a_stream_closed_early_leaves_no_task_behind(
    caplog: pytest.LogCaptureFixture,
) -> None:
    services = Services.in_memory()
    store = services.tabletop.store
    assert isinstance(store, MemoryEventStore)
    app = create_app(services, settings())
    async with serving(app) as url, httpx.AsyncClient(base_url=url, timeout=30) as client:
        table = await new_table(client, players=2)
        before = asyncio.all_tasks()
        listening = store._broadcast.subscribers  # the projector's
        for _ in range(3):
            async with client.stream("GET", f"/v1/games/{table.game_id}/events/stream") as live:
                async for line in live.aiter_lines():
                    if line.startswith("data:"):
                        break  # hang up after the first event of a running game
            async with asyncio.timeout(30):
                # The server notices the hang-up on its own time; nothing to await but this.
                while store._broadcast.subscribers > listening:  # noqa: ASYNC110
                    await asyncio.sleep(0.01)
        await table.play_first_legal_move()  # a note no stream is waiting for any more
        left = [t for t in asyncio.all_tasks() - before if not t.done()]
        assert left == [], [t.get_coro() for t in left]
        gc.collect()
    assert "Task was destroyed but it is pending" not in caplog.text


async def test_streams_over_http_get_each_command_written_by_the_read_ahead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Over the server's own protocol a sleeping stream is written to by the game's read-ahead
    # (service/api/followed.py, Tap): the bytes must still be whole chunks and whole messages,
    # each stream its own copy, every event once, in order, to the end of the game.
    written = 0
    write = coalescing.StreamWriter.write

    def counted(self: coalescing.StreamWriter, body: bytes) -> bool:
        nonlocal written
        done = write(self, body)
        written += done
        return done

    monkeypatch.setattr(coalescing.StreamWriter, "write", counted)
    app = create_app(Services.in_memory(), settings())
    async with serving(app) as url, httpx.AsyncClient(base_url=url, timeout=60) as client:
        table = await new_table(client, players=2, seed="read-ahead")
        path = f"/v1/games/{table.game_id}/events/stream"
        audiences = {"spectator": {}, "seat 0": table.auth(0), "seat 1": table.auth(1)}
        opened = {name: asyncio.Event() for name in audiences}

        async def follow(name: str) -> str:
            text = ""
            async with client.stream("GET", path, headers=audiences[name]) as live:
                async for chunk in live.aiter_text():
                    text += chunk
                    if "event: summary" in text:
                        opened[name].set()
            return text

        streams = {name: asyncio.create_task(follow(name)) for name in audiences}
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in opened.values())), 30)
        final = await table.play_to_the_end()
        texts = await asyncio.wait_for(asyncio.gather(*streams.values()), 60)
        seen: dict[str, list[bool]] = {}
        for name, text in zip(audiences, texts, strict=True):
            blocks = [b for b in text.split("\r\n\r\n") if b and not b.startswith(":")]
            messages = [dict(line.split(": ", 1) for line in b.split("\r\n")) for b in blocks]
            events = [m for m in messages if m["event"] != "summary"]
            assert [int(m["id"]) for m in events] == list(range(1, final["version"] + 1))
            summaries = [int(m["id"]) for m in messages if m["event"] == "summary"]
            assert summaries == sorted(set(summaries)) and summaries[-1] == final["version"]
            dealt = next(json.loads(m["data"]) for m in events if m["event"] == "clans.clans_dealt")
            seen[name] = [clan is not None for clan in dealt["clans"]]
    # Each its own copy: a seat sees its own secret clan only, a spectator neither.
    assert seen == {"spectator": [False, False], "seat 0": [True, False], "seat 1": [False, True]}
    assert written > 0  # the read-ahead wrote, not only the streams' own tasks
