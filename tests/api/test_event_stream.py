"""The live event stream (SSE) over HTTP: resume after Last-Event-ID."""

from __future__ import annotations

import json
from typing import Any

import httpx

from tests.api.conftest import new_table


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
    everything = await sse_events(client, url)
    assert [int(e["id"]) for e in everything] == list(range(1, final["version"] + 1))
    resumed = await sse_events(client, url, **{"Last-Event-ID": "10"})
    assert [int(e["id"]) for e in resumed] == list(range(11, final["version"] + 1))
    assert resumed[0]["event"] == resumed[0]["type"]
