"""Timer lateness at scale (issue 22): N concurrent 2-player Pow Wow games nobody acts in.

    python bench/timers.py --games 500 --seconds 20 [--processes 2] \
        [--server postgresql://postgres@127.0.0.1/postgres]

One process, as a server runs it: the Postgres services (service/api/app.py `Services.postgres`)
with their scheduler running, on a fresh database of their own (created, migrated, dropped).
The games have timers only (1 s claim windows, 0.5 s dead windows, 3 s reveal and choice
timeouts) and nobody acts, so every event after a game's start is a timer's. Every timer
written (its game, `since_version` and due time) is noted; the timer's firing is the first
event after its `since_version`, and its lateness = that event's recorded time minus the due
time (both from the database clock). Prints games, firings, lateness p50/p99/max and the
timers that were due but not fired when the run ended (the backlog); results are recorded in
bench/timers.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import secrets
import signal
import sys
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import asyncpg
import structlog

from service import migrate
from service.api.app import Services
from service.timers import Kind, PostgresTimers

OPTIONS = {
    "claim_window_ms": 1000,
    "dead_window_ms": 500,
    "choice_timeout_ms": 3000,
    "reveal_timeout_ms": 3000,
}

written: dict[str, dict[int, datetime]] = {}
"""Rule timers written, per game: since_version -> due time (the last write wins)."""


def note_timers() -> None:
    """Note every rule timer the application writes (PostgresTimers.set)."""
    original = PostgresTimers.set

    async def noting(
        self: PostgresTimers,
        game_id: str,
        since_version: int,
        due_at: datetime,
        command: Any,
        kind: Kind = "rule",
    ) -> None:
        if kind == "rule":
            written.setdefault(game_id, {})[since_version] = due_at
        await original(self, game_id, since_version, due_at, command, kind)

    PostgresTimers.set = noting  # type: ignore[method-assign]


async def start_games(services: Services, games: int) -> list[str]:
    tabletop = services.tabletop
    limit = asyncio.Semaphore(16)

    async def one(n: int) -> str:
        async with limit:
            game = await tabletop.create_game("pow_wow", 2, OPTIONS, f"timers-{n}", None)
            await tabletop.take_seat(game.game_id, "A")
            await tabletop.take_seat(game.game_id, "B")
            return game.game_id

    return list(await asyncio.gather(*(one(n) for n in range(games))))


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def measure(url: str, game_ids: list[str], started: datetime, ended: datetime) -> str:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch(
            "SELECT stream_id, version, recorded_at FROM events WHERE stream_id = ANY($1)"
            " ORDER BY stream_id, version",
            game_ids,
        )
    finally:
        await connection.close()
    recorded: dict[str, dict[int, datetime]] = {}
    for row in rows:
        recorded.setdefault(row["stream_id"], {})[row["version"]] = row["recorded_at"]
    lateness: list[float] = []
    backlog = 0
    for game_id, timers in written.items():
        events = recorded.get(game_id, {})
        for since_version, due_at in timers.items():
            if due_at < started or due_at > ended:
                continue
            fired = next((at for v, at in sorted(events.items()) if v > since_version), None)
            if fired is None:
                backlog += 1
            elif fired >= due_at:
                lateness.append((fired - due_at).total_seconds() * 1000)
            # else: an event before its due time (not the timer's: it was replaced)
    span = (ended - started).total_seconds()
    return (
        f"| {len(game_ids)} | {len(lateness)} in {span:.0f} s | {percentile(lateness, 0.5):.0f} ms"
        f" | {percentile(lateness, 0.99):.0f} ms | {max(lateness, default=0):.0f} ms | {backlog} |"
    )


async def replica(url: str, notes: str) -> None:
    """A second process: the services and their scheduler until SIGTERM, then the timers it
    wrote into the file `notes`."""
    note_timers()
    services = await Services.postgres(url, pool_size=10)
    assert services.scheduler is not None
    scheduler = asyncio.create_task(services.scheduler.run())
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, scheduler.cancel)
    with contextlib.suppress(asyncio.CancelledError):
        await scheduler
    for close in services.closers:
        await close()
    save_notes(Path(notes))


def save_notes(path: Path) -> None:
    noted = {g: {v: due.isoformat() for v, due in t.items()} for g, t in written.items()}
    path.write_text(json.dumps(noted))


def load_notes(path: Path) -> None:
    for game_id, timers in json.loads(path.read_text()).items():
        for version, due in timers.items():
            written.setdefault(game_id, {})[int(version)] = datetime.fromisoformat(due)
    path.unlink()


async def start_replica(url: str, notes: Path) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--replica", url, "--notes", str(notes)
    )


async def stop_replica(process: asyncio.subprocess.Process, notes: Path) -> None:
    process.terminate()
    await process.wait()
    load_notes(notes)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--server", default="postgresql://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--replica", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--notes", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(40))  # errors only
    if args.replica:
        await replica(args.replica, args.notes)
        return
    name = "tabletop_bench_" + secrets.token_hex(4)
    admin = await asyncpg.connect(args.server)
    await admin.execute(f'CREATE DATABASE "{name}"')
    url = args.server.rsplit("/", 1)[0] + "/" + name
    try:
        migrate.upgrade(url)
        note_timers()
        notes = [Path(tempfile.gettempdir()) / f"{name}-{n}.json" for n in range(1, args.processes)]
        others = [await start_replica(url, path) for path in notes]
        services = await Services.postgres(url, pool_size=10)
        assert services.scheduler is not None
        scheduler = asyncio.create_task(services.scheduler.run())
        try:
            game_ids = await start_games(services, args.games)
            started = await admin.fetchval("SELECT now()")
            await asyncio.sleep(args.seconds)
            ended = await admin.fetchval("SELECT clock_timestamp()")
        finally:
            scheduler.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await scheduler
            for close in services.closers:
                await close()
            for other, path in zip(others, notes, strict=True):
                await stop_replica(other, path)
        print("| games | firings | p50 late | p99 late | max late | due, not fired at the end |")
        print("|---|---|---|---|---|---|")
        print(await measure(url, game_ids, started, ended))
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


if __name__ == "__main__":
    asyncio.run(main())
