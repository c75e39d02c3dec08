"""A load of concurrent games over HTTP for fault tests, and the checks made afterwards.

Players act as a careful client does: every command carries an Idempotency-Key, and a command
that got no definite answer (503 `database_unavailable`, a dropped connection) is sent again,
unchanged, with the same key until it gets one. Every answer is recorded, so the test can
prove that each 201 is in the log, that no request ever got a 500, and that the log replays
to what the server shows.
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections import Counter
from typing import Any

import asyncpg
import httpx
import msgspec

from service import codec
from service.api.dto import game_document
from service.domain import registry
from service.domain.kernel import fold
from service.records import game_setup
from service.store.base import RecordedEvent

CALL_TIMEOUT = 45.0  # seconds one request may keep being retried through an outage


class Accepted(msgspec.Struct, frozen=True):
    """A 201: the command's key and the (version, type) of each event the server reported;
    when (time.monotonic()) the request that got it was sent."""

    game_id: str
    key: str
    events: tuple[tuple[int, str], ...]
    sent_at: float


class Table:
    """One game and its seats' tokens."""

    def __init__(self, game_id: str, game_type: str, tokens: list[str]) -> None:
        self.game_id = game_id
        self.game_type = game_type
        self.tokens = tokens
        self.accepted: list[Accepted] = []
        self.rng = random.Random(game_id)

    def auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}


class Load:
    """Plays tables against one or more servers until told to stop."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client
        self.statuses: Counter[int] = Counter()
        self.outages = 0  # answers that were not definite: 503s and dropped connections
        self.problems: list[str] = []  # what a careful client must never see
        self.answers: list[Accepted] = []  # every 201, in the order they arrived
        self.stop = asyncio.Event()

    async def call(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        """One request, sent again unchanged while the answer is not definite."""
        response, _ = await self.timed_call(method, url, **kwargs)
        return response

    async def timed_call(
        self, method: str, url: str, **kwargs: Any
    ) -> tuple[httpx.Response, float]:
        """`call`, and when (time.monotonic()) the attempt that got the answer was sent."""
        async with asyncio.timeout(CALL_TIMEOUT):
            delay = 0.05
            while True:
                sent_at = time.monotonic()
                try:
                    response = await self.client.request(method, url, timeout=20, **kwargs)
                except httpx.TransportError:
                    response = None
                if response is not None:
                    self.statuses[response.status_code] += 1
                    if response.status_code >= 500 and response.status_code != 503:
                        self.problems.append(f"{method} {url}: {response.status_code}")
                    if response.status_code != 503:
                        return response, sent_at
                    self._check_unavailable(response)
                self.outages += 1
                await asyncio.sleep(delay)
                delay = min(delay * 2, 0.5)

    def _check_unavailable(self, response: httpx.Response) -> None:
        body = response.json()
        if body.get("code") != "database_unavailable" or "retry-after" not in response.headers:
            self.problems.append(f"a 503 without database_unavailable/Retry-After: {body}")

    async def create(self, server: str, game_type: str, players: int, **body: Any) -> Table:
        created = await self.call(
            "POST", f"{server}/v1/games", json={"game_type": game_type, "players": players, **body}
        )
        assert created.status_code == 201, created.text
        game_id = created.json()["game_id"]
        tokens = []
        for seat in range(players):
            taken = await self.call(
                "POST", f"{server}/v1/games/{game_id}/seats", json={"name": f"P{seat}"}
            )
            assert taken.status_code == 201, taken.text
            tokens.append(taken.json()["token"])
        return Table(game_id, game_type, tokens)

    async def play(self, server: str, table: Table, pause: float = 0.0) -> None:
        """Move for whoever is to move, until the game ends or the load stops."""
        base = f"{server}/v1/games/{table.game_id}"
        while not self.stop.is_set():
            summary = (await self.call("GET", base)).json()
            if summary["status"] == "finished":
                return
            seat = table.rng.choice(summary["to_move"])
            legal = await self.call("GET", f"{base}/legal-moves", headers=table.auth(seat))
            moves = legal.json()["moves"]
            if not moves:
                continue
            key = uuid.uuid4().hex
            sent, sent_at = await self.timed_call(
                "POST",
                f"{base}/commands",
                json=table.rng.choice(moves),
                headers={**table.auth(seat), "Idempotency-Key": key},
            )
            if sent.status_code == 201:
                events = tuple((e["version"], e["type"]) for e in sent.json()["events"])
                table.accepted.append(Accepted(table.game_id, key, events, sent_at))
                self.answers.append(table.accepted[-1])
            elif sent.status_code not in (409, 422):
                self.problems.append(f"command: {sent.status_code} {sent.text}")
            if pause:
                await asyncio.sleep(pause)

    def accepted(self, tables: list[Table]) -> list[Accepted]:
        return [a for t in tables for a in t.accepted]


async def stored_log(dsn: str) -> dict[str, list[RecordedEvent]]:
    """Every game's events (lobby streams left out), in version order."""
    connection = await asyncpg.connect(dsn)
    try:
        await connection.set_type_codec(
            "jsonb", encoder=msgspec.json.encode, decoder=msgspec.json.decode, schema="pg_catalog"
        )
        # One snapshot for both reads: a server still running (its timers fire) may append
        # between them, and the streams' rows would be ahead of the events read before.
        async with connection.transaction(isolation="repeatable_read", readonly=True):
            rows = await connection.fetch(
                "SELECT * FROM events WHERE stream_id NOT LIKE 'lobby:%'"
                " ORDER BY stream_id, version"
            )
            versions = dict(await connection.fetch("SELECT stream_id, version FROM streams"))
    finally:
        await connection.close()
    log: dict[str, list[RecordedEvent]] = {}
    for row in rows:
        log.setdefault(row["stream_id"], []).append(RecordedEvent(**dict(row)))
    for stream, events in log.items():
        # Versions without gaps or repeats, and the stream's row agrees.
        assert [e.version for e in events] == list(range(1, len(events) + 1)), stream
        assert versions[stream] == len(events), stream
    return log


def missing(accepted: list[Accepted], log: dict[str, list[RecordedEvent]]) -> list[Accepted]:
    """The 201s whose events are not in the log, exactly as the server reported them."""
    gone = []
    for answer in accepted:
        events = log.get(answer.game_id, [])
        stored = [
            events[version - 1] if version <= len(events) else None for version, _ in answer.events
        ]
        if not all(
            e is not None and e.type == kind and answer.key in str(e.metadata)
            for e, (_, kind) in zip(stored, answer.events, strict=True)
        ):
            gone.append(answer)
    return gone


async def replay_matches_the_server(
    client: httpx.AsyncClient, server: str, table: Table, events: list[RecordedEvent]
) -> None:
    """Folding the stored log gives what the server shows at that version (its view)."""
    summary = (await client.get(f"{server}/v1/games/{table.game_id}")).json()
    rules = registry.get(table.game_type)
    assert rules is not None
    options = msgspec.convert(summary["options"], rules.Options)
    setup = game_setup(rules, len(table.tokens), options, summary["rules_revision"])
    state = fold(rules, setup, [codec.decode(rules, e) for e in events])
    version = len(events)
    shown = await client.get(f"{server}/v1/games/{table.game_id}/view", params={"at": version})
    assert shown.status_code == 200, shown.text
    view = game_document(table.game_type, rules.view(state, None))
    # `deadline_at` (a view of now while a timer runs) is the platform's, not the fold's.
    assert {k: v for k, v in shown.json().items() if k != "deadline_at"} == msgspec.json.decode(
        msgspec.json.encode(view)
    )
    if summary["version"] == version:
        assert summary["to_move"] == sorted(rules.to_move(state))


async def follow(
    client: httpx.AsyncClient, server: str, table: Table, seen: list[int], token: str
) -> None:
    """Follow a game's live stream as EventSource does, forever (cancel it): reconnect with
    Last-Event-ID whenever the stream ends or fails; each event's id (its version) goes to
    `seen` (summary messages carry the version as their id too: not counted). With the
    operator token the stream carries every event."""
    url = f"{server}/v1/games/{table.game_id}/events/stream"
    while True:
        headers = {"Authorization": f"Bearer {token}"}
        if seen:
            headers["Last-Event-ID"] = str(seen[-1])
        try:
            async with client.stream("GET", url, headers=headers, timeout=30) as response:
                if response.status_code == 200:
                    kind, version = "", None
                    async for line in response.aiter_lines():
                        if line.startswith("event:"):
                            kind = line.removeprefix("event:").strip()
                        elif line.startswith("id:"):
                            version = int(line.removeprefix("id:").strip())
                        elif not line:  # the end of a message
                            if version is not None and kind != "summary":
                                seen.append(version)
                            kind, version = "", None
        except httpx.TransportError:
            pass
        await asyncio.sleep(0.2)
