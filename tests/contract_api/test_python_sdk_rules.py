"""The Python SDK's retry and reconnect rules, each answer scripted (httpx.MockTransport):
429/503 are waited out as `Retry-After` says (default 1 s, capped, bounded attempts), a POST is
retried only with its `Idempotency-Key`, and the game stream follows the reconnect rule of
docs/frontend.md word for word: resume after the last id, back off, look at the summary, stop
at a finished summary or a 204, never open a finished game's stream."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from tabletop_client import (
    AsyncTabletop,
    LiveSummary,
    RetryPolicy,
    Tabletop,
    TabletopProblem,
    UnknownEvent,
)
from tabletop_client.models import ClansClansDealt
from tabletop_client.operations import Call
from tabletop_client.sse import SSEDecoder, SSEMessage

GAME = "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04"
BASE = "http://tabletop.test"
Handler = Callable[[httpx.Request], httpx.Response]


def summary_json(status: str = "active", version: int = 2) -> dict[str, Any]:
    return {
        "game_id": GAME,
        "game_type": "clans",
        "players": 2,
        "status": status,
        "version": version,
        "to_move": [0] if status == "active" else [],
        "seats": [],
        "options": {},
        "setup": "random",
        "rules_revision": 1,
        "seed_commitment": None,
        "outcome": None,
        "created_at": "2026-12-01T18:00:00Z",
        "deadline_at": None,
    }


def problem(status: int, code: str, **headers: str) -> httpx.Response:
    body = {"type": f"https://tabletop.dev/problems/{code}", "title": code, "status": status}
    body |= {"detail": code, "code": code}
    return httpx.Response(
        status, json=body, headers={"Content-Type": "application/problem+json", **headers}
    )


class Script:
    """Answers requests in order from a list; records what was asked."""

    def __init__(self, *answers: httpx.Response | Handler) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        assert self.answers, f"unexpected request: {request.method} {request.url}"
        answer = self.answers.pop(0)
        return answer(request) if callable(answer) else answer


def client(script: Script, slept: list[float], **options: Any) -> Tabletop:
    http = httpx.Client(base_url=BASE, transport=httpx.MockTransport(script))
    return Tabletop(BASE, http=http, sleep=slept.append, **options)


def test_a_429_is_waited_out_as_retry_after_says_and_the_post_retried_with_its_key() -> None:
    script = Script(problem(429, "rate_limited", **{"Retry-After": "2"}))
    script.answers.append(httpx.Response(201, json=summary_json("open", 0)))
    slept: list[float] = []
    created = client(script, slept).create_game({"game_type": "clans", "players": 2})
    assert created.status.value == "open"
    assert slept == [2.0]
    first, second = script.requests
    assert first.headers["Idempotency-Key"] == second.headers["Idempotency-Key"]
    assert first.content == second.content


async def test_the_async_client_really_waits_for_retry_after() -> None:
    script = Script(problem(503, "database_unavailable"), httpx.Response(200, json=summary_json()))
    http = httpx.AsyncClient(base_url=BASE, transport=httpx.MockTransport(script))
    started = time.monotonic()
    async with http:
        game = await AsyncTabletop(BASE, http=http).get_game(GAME)
    assert game.version == 2
    # No Retry-After: the default second (a lower bound only: the machine may be slow).
    assert time.monotonic() - started >= 0.9
    assert len(script.requests) == 2


def test_retry_after_is_capped_attempts_are_bounded_and_the_problem_is_typed() -> None:
    script = Script(*[problem(429, "rate_limited", **{"Retry-After": "3600"})] * 3)
    slept: list[float] = []
    with pytest.raises(TabletopProblem) as raised:
        client(script, slept, retry=RetryPolicy(attempts=3, max_wait=60)).get_game(GAME)
    assert slept == [60.0, 60.0]
    assert (raised.value.status, raised.value.code) == (429, "rate_limited")
    assert raised.value.body["detail"] == "rate_limited"
    assert raised.value.headers["Retry-After"] == "3600"


def test_a_post_without_an_idempotency_key_is_never_retried() -> None:
    script = Script(problem(503, "database_unavailable"))
    slept: list[float] = []
    sdk = client(script, slept)
    with pytest.raises(TabletopProblem) as raised:
        sdk.send(Call("POST", f"/v1/games/{GAME}/seats", lambda r: None, body={"name": "A"}))
    assert raised.value.code == "database_unavailable"
    assert (len(script.requests), slept) == (1, [])


def test_an_answer_that_is_not_problem_details_still_raises_a_problem() -> None:
    script = Script(httpx.Response(502, text="<html>bad gateway</html>"))
    with pytest.raises(TabletopProblem) as raised:
        client(script, []).get_game(GAME)
    assert (raised.value.status, raised.value.code) == (502, "http_502")


def sse(*blocks: str) -> httpx.Response:
    return httpx.Response(
        200,
        content="".join(blocks).encode(),
        headers={"Content-Type": "text/event-stream"},
    )


def event_block(version: int) -> str:
    data = {
        "type": "clans.clans_dealt",
        "version": version,
        "recorded_at": "2026-12-01T18:00:00Z",
        "clans": ["yellow", "green"],
        "unassigned": ["blue", "red", "black"],
    }
    return f"id: {version}\r\nevent: clans.clans_dealt\r\ndata: {json.dumps(data)}\r\n\r\n"


def summary_block(version: int, status: str) -> str:
    data = {"version": version, "status": status, "to_move": [0] if status == "active" else []}
    data |= {"deadline_at": None, "outcome": None}
    return f"id: {version}\nevent: summary\ndata: {json.dumps(data)}\n\n"


def test_the_stream_resumes_after_the_last_id_backs_off_and_stops_at_the_finished_summary() -> None:
    script = Script(
        # The first stream drops after an event and a summary: no finished summary.
        sse(": tabletop\nretry: 3000\n\n", event_block(1), summary_block(1, "active")),
        httpx.Response(200, json=summary_json("active", 1)),  # the look before reopening
        problem(503, "server_busy", **{"Retry-After": "7"}),  # the second stream is refused
        httpx.Response(200, json=summary_json("active", 2)),
        sse(event_block(2), summary_block(2, "finished"), event_block(3)),
    )
    slept: list[float] = []
    items = list(client(script, slept).follow(GAME))

    assert [type(i).__name__ for i in items] == [
        "ClansClansDealt",
        "LiveSummary",
        "ClansClansDealt",
        "LiveSummary",
    ]
    assert isinstance(items[0], ClansClansDealt)
    assert isinstance(items[-1], LiveSummary)
    assert items[-1].status.value == "finished"  # and what followed it was never read
    streams = [r for r in script.requests if r.url.path.endswith("/events/stream")]
    assert [r.headers["Last-Event-ID"] for r in streams] == ["0", "1", "1"]
    assert all(r.headers["Accept"] == "text/event-stream" for r in streams)
    # 1 s with jitter after a stream that delivered; then at least Retry-After.
    assert 0.5 <= slept[0] <= 1.0
    assert slept[1] >= 7
    assert not script.answers


def test_the_backoff_doubles_to_30_seconds_while_streams_fail() -> None:
    answers: list[httpx.Response | Handler] = []
    for _ in range(8):
        answers += [problem(500, "internal_error"), httpx.Response(200, json=summary_json())]
    answers.append(problem(404, "game_not_found"))
    script = Script(*answers)
    slept: list[float] = []
    with pytest.raises(TabletopProblem) as raised:
        list(client(script, slept, retry=RetryPolicy(attempts=1)).follow(GAME))
    assert raised.value.code == "game_not_found"  # 404: stop and report (step 6)
    ceilings = [1, 2, 4, 8, 16, 30, 30, 30]
    assert all(c / 2 <= s <= c for s, c in zip(slept, ceilings, strict=True)), slept


def test_a_204_ends_the_stream_for_good_and_a_finished_game_is_never_opened() -> None:
    script = Script(httpx.Response(204))
    slept: list[float] = []
    sdk = client(script, slept)
    assert list(sdk.follow(GAME, after=40)) == []
    assert (len(script.requests), slept) == (1, [])

    finished = LiveSummary.from_dict(json.loads(summary_block(40, "finished").split("data: ")[1]))
    assert list(sdk.follow(GAME, summary=finished)) == []
    assert len(script.requests) == 1


def event_json(version: int) -> dict[str, Any]:
    block = event_block(version)
    return dict(json.loads(block.split("data: ", 1)[1].split("\r\n", 1)[0]))


def test_a_stream_that_ends_on_a_game_found_finished_reads_what_it_missed_and_ends() -> None:
    """Step 5: the game ended while the stream was away: the missed events come from the log
    (public once over), then the finished summary, and nothing more is asked."""
    missed = {"game_id": GAME, "version": 3, "events": [event_json(2), event_json(3)]}
    script = Script(
        sse(event_block(1)),
        httpx.Response(200, json=summary_json("finished", 3)),
        httpx.Response(200, json=missed),
    )
    slept: list[float] = []
    items = list(client(script, slept).follow(GAME))
    assert [getattr(i, "version", None) for i in items] == [1, 2, 3, 3]
    assert isinstance(items[-1], LiveSummary)
    assert (items[-1].status.value, items[-1].version) == ("finished", 3)
    assert len(script.requests) == 3
    assert script.requests[-1].url.params["after"] == "1"


def test_unknown_message_types_are_skipped_and_unknown_events_handed_over() -> None:
    script = Script(
        sse(
            'event: something_new\ndata: {"x": 1}\n\n',
            'id: 1\nevent: clans.new_kind\ndata: {"type": "clans.new_kind", "version": 1}\n\n',
            summary_block(1, "finished"),
        )
    )
    items = list(client(script, []).follow(GAME))
    assert items[0] == UnknownEvent("clans.new_kind", 1, {"type": "clans.new_kind", "version": 1})
    assert isinstance(items[1], LiveSummary)


def test_the_sse_parser_reads_any_line_ending_split_anywhere() -> None:
    text = ": hi\r\nid: 7\r\nevent: e\r\ndata: a\r\ndata: b\r\n\r\nevent: f\rdata: c\r\rdata: d\n\n"
    for size in range(1, len(text) + 1):
        decoder = SSEDecoder()
        messages: list[SSEMessage] = []
        for start in range(0, len(text), size):
            messages += decoder.feed(text[start : start + size])
        assert messages == [
            SSEMessage("e", "a\nb", "7"),
            SSEMessage("f", "c", "7"),
            SSEMessage("message", "d", "7"),
        ], size
