"""`tabletop worker` beside an API whose background is off (issue 17): real processes on one
database. The worker projects the lobby, fires the timers the API writes and matches the
tickets it opens (woken by their NOTIFY), announces the appends it makes to the API's live
streams, and stops promptly and cleanly on SIGTERM; the API alone does none of that."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import asyncpg
import httpx

from service.services import Services
from tests.support.servers import Server, Servers

BOT_DELAY_MS = 300
ENV = {"TABLETOP_BOT_DELAY_MS": str(BOT_DELAY_MS)}
PATIENCE = 60.0
"""Seconds any one thing may take on a loaded machine (polled, never slept)."""
HUMAN_MOVES = 4
LIVE_SECONDS = 10.0
"""How soon a move the worker makes must reach a stream of the API: well under the streams'
15 s keep-alive re-read, so only the notifier's announcement can have brought it."""


async def until(what: str, check: Any, patience: float = PATIENCE) -> Any:
    """Poll the async `check` until it returns something truthy; fail after `patience` s."""
    deadline = time.monotonic() + patience
    while True:
        result = await check()
        if result:
            return result
        assert time.monotonic() < deadline, f"not within {patience} s: {what}"
        await asyncio.sleep(0.1)


async def seated(client: httpx.AsyncClient, *seats: dict[str, str]) -> tuple[str, list[str]]:
    """A Clans game whose seats are taken in order (the last one starts it), and their tokens
    (a bot has none)."""
    created = await client.post("/v1/games", json={"game_type": "clans", "players": len(seats)})
    assert created.status_code == 201, created.text
    game_id = created.json()["game_id"]
    tokens = []
    for seat in seats:
        taken = await client.post(f"/v1/games/{game_id}/seats", json=seat)
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json().get("token", ""))
    return game_id, tokens


async def listed(client: httpx.AsyncClient, game_id: str, status: str) -> bool:
    games = (await client.get("/v1/games")).json()["games"]
    return any(g["game_id"] == game_id and g["status"] == status for g in games)


async def follow(
    client: httpx.AsyncClient, path: str, seen: list[tuple[float, Any]], skip: str
) -> None:
    """A live stream: each message's data (but those of event `skip`) with when it arrived."""
    async with client.stream("GET", path, timeout=None) as live:
        assert live.status_code == 200
        event = None
        async for line in live.aiter_lines():
            if line.startswith("event: "):
                event = line[len("event: ") :]
            elif line.startswith("data: ") and event not in (None, skip):
                seen.append((time.time(), json.loads(line[len("data: ") :])))


def lateness(metrics: str) -> tuple[float, float]:
    """(timers fired at most 0.5 s late, all timers fired) of kind `turn`, from /metrics."""

    def sample(name: str) -> float:
        found = re.search(rf"^{re.escape(name)} (\S+)$", metrics, re.MULTILINE)
        assert found, name
        return float(found[1])

    base = "tabletop_timer_lateness_seconds"
    return sample(f'{base}_bucket{{kind="turn",le="0.5"}}'), sample(f'{base}_count{{kind="turn"}}')


async def advisory_locks(database_url: str) -> int:
    connection = await asyncpg.connect(database_url)
    try:
        count: int = await connection.fetchval(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        )
        return count
    finally:
        await connection.close()


def stop_promptly(worker: Server) -> tuple[int, float]:
    """SIGTERM: (exit status, seconds it took)."""
    assert worker.process is not None
    started = time.monotonic()
    os.kill(worker.process.pid, signal.SIGTERM)
    status = worker.process.wait(timeout=PATIENCE)
    return status, time.monotonic() - started


async def test_a_worker_keeps_the_games_of_an_api_without_background_going(
    fresh_database: str, tmp_path: Path
) -> None:
    with Servers(tmp_path) as servers:
        api = servers.start(fresh_database, "api", ENV, ("serve", "--no-background"))
        worker = servers.start(fresh_database, "worker", ENV, ("worker",))
        async with httpx.AsyncClient(base_url=api.url, timeout=30) as client:
            game_id, (token, _) = await seated(client, {"name": "Ada"}, {"bot": "random"})
            # The lobby projection, in the worker, catches up with a game made through the API.
            await until("the lobby lists the game", lambda: listed(client, game_id, "active"))

            async def my_turn() -> dict[str, Any] | None:
                """The summary once the bot has moved (or the game is over)."""
                summary: dict[str, Any] = (await client.get(f"/v1/games/{game_id}")).json()
                mine = 0 in summary["to_move"] or summary["status"] == "finished"
                return summary if mine else None

            async def log() -> list[int]:
                page = await client.get(f"/v1/games/{game_id}/events", params={"limit": 1000})
                return [event["version"] for event in page.json()["events"]]

            seen: list[tuple[float, Any]] = []
            opened = time.time()
            lobby: list[tuple[float, Any]] = []
            streams = [
                asyncio.create_task(
                    follow(client, f"/v1/games/{game_id}/events/stream", seen, "summary")
                ),
                asyncio.create_task(follow(client, "/v1/games/stream", lobby, "")),
            ]
            try:
                for _ in range(HUMAN_MOVES):
                    # The bot's turn timer, written by the API, fired by the worker.
                    summary = await until("the bot moves", my_turn)
                    if summary["status"] == "finished":
                        break
                    moves = await client.get(
                        f"/v1/games/{game_id}/legal-moves",
                        headers={"Authorization": f"Bearer {token}"},
                    )
                    sent = await client.post(
                        f"/v1/games/{game_id}/commands",
                        json=moves.json()["moves"][0],
                        headers={"Authorization": f"Bearer {token}"},
                    )
                    assert sent.status_code == 201, sent.text
                await until("the bot moves", my_turn)

                async def streamed() -> bool:
                    return [event["version"] for _, event in seen] == await log()

                await until("the stream has every event of the log", streamed)
                last = (await client.get(f"/v1/games/{game_id}")).json()["version"]

                async def in_the_lobby_stream() -> bool:
                    return any(
                        game["game_id"] == game_id and game["version"] == last for _, game in lobby
                    )

                # The lobby live, projected by the worker, heard of through its notifier.
                await until("the lobby stream shows the last move", in_the_lobby_stream)
            finally:
                for stream in streams:
                    stream.cancel()
                await asyncio.gather(*streams, return_exceptions=True)

            # The worker's appends reached the API's stream through the notifier, at once.
            delays = [
                arrived - recorded
                for arrived, event in seen
                if (recorded := datetime.fromisoformat(event["recorded_at"]).timestamp()) > opened
            ]
            assert delays and max(delays) < LIVE_SECONDS, delays
            assert "\ntabletop_background_loops 0.0\n" in (await client.get("/metrics")).text

        # Timers fire on time: woken by the API's NOTIFY, not found by the 1 s safety poll
        # (which would make them ~0.5 s late on average).
        async with httpx.AsyncClient(base_url=worker.url, timeout=10) as probe:
            metrics = (await probe.get("/metrics")).text
            on_time, fired = lateness(metrics)
            assert "\ntabletop_background_loops 6.0\n" in metrics
            assert fired >= HUMAN_MOVES
            assert on_time >= fired / 2, (on_time, fired)
            assert (await probe.get("/health/ready")).status_code == 200

        assert await advisory_locks(fresh_database) == 3  # projector, notifier, healer
        status, seconds = stop_promptly(worker)
        assert status == 0, worker.log_tail()
        assert seconds < 15, seconds
        assert await advisory_locks(fresh_database) == 0
        events = [line.get("event") for line in worker.lines()]
        assert "worker_stopped" in events
        assert [line for line in worker.lines() if line.get("level") == "error"] == []
        assert worker.stray_lines() == [] and api.stray_lines() == []


async def test_an_api_without_background_leaves_the_lobby_and_the_timers_to_a_worker(
    fresh_database: str, tmp_path: Path
) -> None:
    with Servers(tmp_path) as servers:
        api = servers.start(fresh_database, "api", {**ENV, "TABLETOP_BACKGROUND": "off"})
        async with httpx.AsyncClient(base_url=api.url, timeout=30) as client:
            game_id, _ = await seated(client, {"bot": "random"}, {"bot": "random"})

            async def version() -> int:
                summary = (await client.get(f"/v1/games/{game_id}")).json()
                return int(summary["version"])

            started = await version()
            connection = await asyncpg.connect(fresh_database)
            try:
                # The first bot's timer falls due and stays due: nothing in the API fires it.
                await until(
                    "the bot's timer is 2 s overdue",
                    lambda: connection.fetchval(
                        "SELECT count(*) FROM timers WHERE due_at < now() - interval '2 seconds'"
                    ),
                )
            finally:
                await connection.close()
            assert await version() == started
            # Nor does it project the lobby, or hold any leadership.
            assert (await client.get("/v1/games")).json()["games"] == []
            assert await advisory_locks(fresh_database) == 0

            # A worker started now catches up on all of it.
            servers.start(fresh_database, "worker", ENV, ("worker",))
            await until("the lobby lists the game", lambda: listed(client, game_id, "active"))

            async def bots_play() -> bool:
                return await version() > started

            await until("the bots play", bots_play)
        assert api.stray_lines() == []


def test_a_background_setting_that_is_neither_on_nor_off_stops_the_start(
    tmp_path: Path,
) -> None:
    server = Server(
        "postgresql://nobody@127.0.0.1:1/none",
        tmp_path / "api.log",
        env={"TABLETOP_BACKGROUND": "no"},
    )
    try:
        server.start()
    except RuntimeError as error:
        assert "TABLETOP_BACKGROUND: 'no' is neither on nor off" in str(error)
    else:
        raise AssertionError("the server started")


async def test_a_ticket_opened_by_an_api_without_background_wakes_the_workers_matchmaker(
    fresh_database: str,
) -> None:
    # The worker's rounds are a minute apart here: only the ticket's NOTIFY can match at once.
    worker = await Services.postgres(fresh_database, 2)
    api = await Services.postgres(fresh_database, 2, background=False)
    assert worker.matchmaker is not None and api.matchmaker is not None
    rounds = asyncio.create_task(worker.matchmaker.run(every=60))
    connection = await asyncpg.connect(fresh_database)
    try:
        await until(
            "the worker LISTENs for tickets",
            lambda: connection.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                " AND query LIKE 'LISTEN %tabletop_tickets%'"
            ),
        )
        await asyncio.sleep(0)
        opened = [
            await api.matchmaker.open(f"player-{n}", f"Player {n}", "clans", 3) for n in range(3)
        ]

        async def matched() -> bool:
            assert api.matchmaker is not None
            tickets = [
                await api.matchmaker.queue.get(t.ticket_id, f"player-{n}")
                for n, t in enumerate(opened)
            ]
            return all(t is not None and t.status == "matched" for t in tickets)

        await until("the tickets are matched", matched, patience=30)
    finally:
        rounds.cancel()
        await asyncio.gather(rounds, return_exceptions=True)
        await connection.close()
        for services in (api, worker):
            for close in services.closers:
                await close()
