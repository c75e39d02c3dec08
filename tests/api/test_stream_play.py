"""A client plays a whole game from the stream alone: each seat follows its own stream
(opened with a ticket) and moves when a `summary` message says it is to move, with no
game-specific logic and no polling; summaries never come before the events they sum up."""

from __future__ import annotations

import asyncio
import re
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest

from tests.api.conftest import Table, new_table, sse_messages, until_summary

SHORT_TIMERS = {"claim_window_ms": 1000, "dead_window_ms": 500}
GAMES = [("clans", 2, {}), ("der_schwarm", 2, {}), ("pow_wow", 2, SHORT_TIMERS)]


async def play_seat(table: Table, seat: int) -> dict[str, Any]:
    """Follow the seat's stream; move (its first legal move) whenever a summary says so.
    Returns the last summary, which says the game is over."""
    client = table.client
    url = f"/v1/games/{table.game_id}"
    issued = await client.post(f"{url}/stream-tickets", headers=table.auth(seat))
    newest_event = 0
    summarised = 0
    async for message in sse_messages(
        client, f"{url}/events/stream", ticket=issued.json()["ticket"]
    ):
        version = int(message["id"])
        if message["event"] != "summary":
            assert version > summarised, "an event came after the summary that covers it"
            newest_event = version
            continue
        assert message["version"] == version >= newest_event, "a summary before its events"
        summarised = version
        if message["status"] == "finished":
            return message
        if seat not in message["to_move"]:
            continue
        moves = (await client.get(f"{url}/legal-moves", headers=table.auth(seat))).json()["moves"]
        if moves:
            sent = await table.send(seat, moves[0], **{"If-Match": f'"{version}"'})
            assert sent.status_code in (201, 409), sent.text  # 409: another seat was quicker
    raise AssertionError(f"seat {seat}'s stream ended before the game did")


@pytest.mark.parametrize(("game_type", "players", "options"), GAMES)
async def test_seats_play_a_whole_game_from_their_streams_alone(
    served: httpx.AsyncClient, game_type: str, players: int, options: dict[str, Any]
) -> None:
    table = await new_table(
        served, players=players, game_type=game_type, seed="stream", options=options
    )
    async with asyncio.timeout(600):
        finals = await asyncio.gather(*(play_seat(table, s) for s in range(players)))
    summary = await table.summary()
    assert summary["status"] == "finished"
    for final in finals:
        assert final["version"] == summary["version"]
        assert final["outcome"] == summary["outcome"]


RFC3339_UTC = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$")


async def test_deadline_at_tells_when_a_rule_timer_falls_due_in_the_one_time_format(
    served: httpx.AsyncClient,
) -> None:
    table = await new_table(served, players=2, game_type="pow_wow", seed="deadline")
    summary = await table.summary()
    assert summary["status"] == "active"
    due = summary["deadline_at"]  # the first reveal's timer (RULES §11.2, D22): 15 s
    events = (await served.get(f"/v1/games/{table.game_id}/events")).json()["events"]
    times = [summary["created_at"], due, *(e["recorded_at"] for e in events)]
    assert all(RFC3339_UTC.match(t) for t in times), times
    started = max(datetime.fromisoformat(e["recorded_at"]) for e in events)
    assert datetime.fromisoformat(due) - started == timedelta(milliseconds=15000)
    messages = await until_summary(served, f"/v1/games/{table.game_id}/events/stream")
    assert messages[-1]["deadline_at"] == due
    view = await served.get(f"/v1/games/{table.game_id}/view", headers=table.auth(0))
    assert view.json()["deadline_at"] == due
    past = await served.get(f"/v1/games/{table.game_id}/view", params={"at": 1})
    assert "deadline_at" not in past.json()
    clans = await new_table(served, players=2)
    assert (await clans.summary())["deadline_at"] is None
    assert "deadline_at" not in (await served.get(f"/v1/games/{clans.game_id}/view")).json()
