"""Lobby lag: how long after a command's 201 the lobby shows the game's new version.

    python -m bench.lag --url http://127.0.0.1:8741 --games 32 --seconds 20

Run from the repository's root against a running server. The load is bench/commands.py's,
imported (its `driver`: `--games` prepared Clans games at once, one command in flight each).
Beside it one client, in a process of its own, follows the lobby live, `GET /v1/games/stream`
(no filters), as a lobby page in a browser does: every `game` message is the game's lobby
summary, read from the lobby projection, so a message showing version V means the projection
has applied the command that made V and the stream has noticed.

Lag of a command = when the lobby stream first showed its game at its version or later, minus
when the driver parsed its 201 (both time.monotonic, one process). Every accepted command
is counted, not a sample. A command that the lobby had not shown `--grace` seconds after the
load stopped counts as not shown. This is the lag a client sees: the projector's batch (the
appends announced while its previous catch-up ran), the notification round trip through
Postgres, and the lobby stream's own looking (it re-reads the projection when its checkpoint
moves); polling `GET /v1/games` instead would add the poll interval and the load of polling.

`--database URL` also polls the projection's rows in the database every 10 ms, which splits
the lag into the projector's part (until the row is written) and the lobby stream's.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import multiprocessing
import multiprocessing.synchronize
import statistics
import sys
import time
from urllib.parse import urlsplit

import asyncpg
import msgspec

from bench.commands import Script, driver, prepare
from bench.common import header, messages, ms, open_stream, percentile


class Accepted(msgspec.Struct):
    version: int


class LobbyGame(msgspec.Struct):
    game_id: str
    version: int


Shown = dict[str, tuple[list[int], list[float]]]
"""Per game: the versions the lobby stream showed, and when (both in arrival order)."""


async def watch_lobby(host: str, port: int, shown: Shown, opened: asyncio.Event) -> None:
    reader, writer, chunked = await open_stream(host, port, "/v1/games/stream")
    decoder = msgspec.json.Decoder(LobbyGame)
    if chunked:  # the opening retry block (its own chunk): the stream is subscribed by then
        size = int((await reader.readline()).split(b";")[0], 16)
        await reader.readexactly(size + 2)
    opened.set()  # on a database with no games yet, no `game` message comes before the load
    try:
        async for event, _, data, now in messages(reader, chunked):
            if event == "game":
                game = decoder.decode(data)
                versions, times = shown.setdefault(game.game_id, ([], []))
                if not versions or game.version > versions[-1]:
                    versions.append(game.version)
                    times.append(now)
    finally:
        writer.close()


def lobby_process(
    host: str,
    port: int,
    opened: multiprocessing.synchronize.Event,
    stop: multiprocessing.synchronize.Event,
    results: multiprocessing.Queue,  # type: ignore[type-arg]
) -> None:
    """The lobby watcher in a process of its own: the driver's work (hundreds of commands a
    second in one event loop) must not delay when a message is parsed. Its clock is the
    driver's (time.monotonic is one clock for every process of the machine)."""

    async def watch() -> Shown:
        shown: Shown = {}
        ready = asyncio.Event()
        watching = asyncio.create_task(watch_lobby(host, port, shown, ready))
        await asyncio.wait_for(ready.wait(), 10)
        opened.set()
        await asyncio.to_thread(stop.wait)
        watching.cancel()
        return shown

    results.put(asyncio.run(watch()))


async def watch_rows(url: str, accepted: list[tuple[str, bytes, float]], rows: Shown) -> None:
    """Poll the lobby projection's rows (`game_summaries`) every 10 ms for the games moved in
    the last 30 seconds: when each version reached the database, before any stream saw it."""
    connection = await asyncpg.connect(url)
    try:
        while True:
            now = time.monotonic()
            recent = {game_id for game_id, _, at in reversed(accepted[-20_000:]) if now - at < 30}
            found = await connection.fetch(
                "SELECT game_id, version FROM game_summaries WHERE game_id = ANY($1)",
                list(recent),
            )
            seen = time.monotonic()
            for row in found:
                versions, times = rows.setdefault(row["game_id"], ([], []))
                if not versions or row["version"] > versions[-1]:
                    versions.append(row["version"])
                    times.append(seen)
            await asyncio.sleep(0.01)
    finally:
        await connection.close()


def lags(
    accepted: list[tuple[str, bytes, float]], shown: Shown
) -> tuple[list[tuple[float, float]], int]:
    """(accepted at, lag) of the commands the lobby showed, and how many it did not."""
    decoder = msgspec.json.Decoder(Accepted)
    found: list[tuple[float, float]] = []
    missing = 0
    for game_id, answer, at in accepted:
        version = decoder.decode(answer).version
        versions, times = shown.get(game_id, ([], []))
        n = bisect.bisect_left(versions, version)
        if n == len(versions):
            missing += 1
        else:
            found.append((at, times[n] - at))
    return found, missing


def over_time(found: list[tuple[float, float]], started: float, window: float) -> str:
    """p99 of the lag per window of the run: a lag that grows is a backlog, not a delay."""
    windows: dict[int, list[float]] = {}
    for at, lag in found:
        windows.setdefault(int((at - started) // window), []).append(lag)
    return ", ".join(
        f"{n * window:.0f}–{(n + 1) * window:.0f} s: {ms(percentile(sorted(lags), 99))}"
        for n, lags in sorted(windows.items())
    )


async def main_async(args: argparse.Namespace) -> None:
    parts = urlsplit(args.url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    print(f"preparing {args.scripts} scripts", file=sys.stderr, flush=True)
    scripts: list[Script] = [
        prepare(args.game_type, args.players, f"bench-{n}") for n in range(args.scripts)
    ]
    print(header(), flush=True)
    context = multiprocessing.get_context("spawn")
    opened, stop = context.Event(), context.Event()
    results: multiprocessing.Queue = context.Queue()  # type: ignore[type-arg]
    lobby = context.Process(
        target=lobby_process, args=(host, port, opened, stop, results), daemon=True
    )
    lobby.start()
    if not await asyncio.to_thread(opened.wait, 30):
        raise RuntimeError("the lobby stream did not open within 30 s")
    accepted: list[tuple[str, bytes, float]] = []
    latencies: list[float] = []

    def observe(game_id: str, answer: bytes, at: float) -> None:
        accepted.append((game_id, answer, at))

    async def progress() -> None:
        while True:
            await asyncio.sleep(5)
            print(f"  {len(accepted)} commands accepted", file=sys.stderr, flush=True)

    ticking = asyncio.create_task(progress())
    rows: Shown = {}
    polling = None
    if args.database:
        polling = asyncio.create_task(watch_rows(args.database, accepted, rows))
    started = time.monotonic()
    stop_at = started + args.seconds
    await asyncio.gather(
        *(
            driver(args.url, scripts, g, args, stop_at, latencies, observe)
            for g in range(args.games)
        )
    )
    elapsed = time.monotonic() - started
    ticking.cancel()
    await asyncio.sleep(args.grace)
    stop.set()
    shown: Shown = await asyncio.to_thread(results.get)
    lobby.join()
    if polling is not None:
        polling.cancel()
    timed, missing = lags(accepted, shown)
    found = sorted(lag for _, lag in timed)
    rate = len(accepted) / elapsed
    command_p99 = statistics.quantiles(latencies, n=100)[98]
    print(
        "| games | commands/s | command p99 | commands | shown | not shown "
        "| lag p50 | lag p90 | lag p99 | lag max |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {args.games} | {rate:,.0f} | {ms(command_p99)} | {len(accepted):,} | {len(found):,} "
        f"| {missing} | {ms(percentile(found, 50))} | {ms(percentile(found, 90))} "
        f"| {ms(percentile(found, 99))} | {ms(found[-1] if found else float('nan'))} |"
    )
    print(f"lag p99 over the run: {over_time(timed, started, 5.0)}")
    if polling is not None:
        in_rows, not_in_rows = lags(accepted, rows)
        written = sorted(lag for _, lag in in_rows)
        print(
            f"the projection's rows in the database (polled every 10 ms): {len(written):,} seen, "
            f"{not_in_rows} not; p50 {ms(percentile(written, 50))}, "
            f"p99 {ms(percentile(written, 99))}, max {ms(written[-1] if written else 0.0)}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000", help="the server")
    parser.add_argument("--games", type=int, default=32, help="games played at once")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long the load runs")
    parser.add_argument("--grace", type=float, default=3.0, help="wait for the lobby after it")
    parser.add_argument(
        "--database", default="", help="also poll the projection's rows here (a PostgreSQL URL)"
    )
    parser.add_argument("--game-type", default="clans")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--scripts", type=int, default=64, help="prepared games to cycle")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
