"""Server memory with many games cached: RSS of one server process as games are played.

    python -m bench.memory --server postgresql://postgres@127.0.0.1:5432/postgres \\
        --port 8742 --games 10000 --cache 10000 1000

Run from the repository's root. For each `--cache` size it creates a fresh database of its own
(`--database`, dropped at the end), migrates it and starts `python -m service serve --workers
1` with TABLETOP_GAME_CACHE set to that size, so one process holds every cached game. Then it
plays `--games` games over `--connections` keep-alive connections (bench/commands.py's
`Connection` and `prepare`): each 2-player Clans game is created, both seats taken (it starts)
and its first `--moves` commands are made, which leaves it folded in the server's cache. The
server's VmRSS (/proc/PID/status) is read after one warm-up game (`before`) and every
`--every` games. Prints a markdown table: RSS per number of games for each cache size, and the
growth per game. The RSS includes everything the process holds: the lobby projector's own
cache of folded games (2,000 at most) and the allocator's free lists.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bench.commands import Connection, Script, prepare
from bench.common import header, rss_kib

SEEDS = 64


async def play_one(connection: Connection, n: int, scripts: list[Script], moves: int) -> None:
    seed = f"memory-{n % SEEDS}"
    body = json.dumps({"game_type": "clans", "players": 2, "seed": seed}).encode()
    status, created = await connection.request("POST", "/v1/games", body)
    assert status == 201, created
    game_id = json.loads(created)["game_id"]
    tokens = []
    for seat in range(2):
        seat_body = json.dumps({"name": f"p{seat}"}).encode()
        status, answer = await connection.request("POST", f"/v1/games/{game_id}/seats", seat_body)
        assert status == 201, answer
        tokens.append(json.loads(answer)["token"])
    for seat, command in scripts[n % SEEDS][:moves]:
        path = f"/v1/games/{game_id}/commands"
        status, answer = await connection.request("POST", path, command, tokens[seat])
        assert status == 201, answer


async def play(
    port: int, first: int, count: int, scripts: list[Script], args: argparse.Namespace
) -> None:
    """Games first … first+count-1, over `args.connections` connections."""
    next_game = first

    async def worker() -> None:
        nonlocal next_game
        connection = Connection("127.0.0.1", port)
        while next_game < first + count:
            n, next_game = next_game, next_game + 1
            await play_one(connection, n, scripts, args.moves)

    await asyncio.gather(*(worker() for _ in range(args.connections)))


async def wait_ready(port: int, server: subprocess.Popen[bytes]) -> None:
    connection = Connection("127.0.0.1", port)
    for _ in range(200):
        if server.poll() is not None:
            raise RuntimeError("the server stopped; see its log")
        try:
            status, _ = await connection.request("GET", "/health/ready")
            if status == 200:
                return
        except OSError:
            connection = Connection("127.0.0.1", port)
        await asyncio.sleep(0.1)
    raise RuntimeError("the server did not become ready")


async def measure(
    cache: int, scripts: list[Script], args: argparse.Namespace
) -> list[tuple[int, int]]:
    """(games played, RSS KiB) for a server with a game cache of `cache`."""
    admin = await asyncpg.connect(args.server)
    await admin.execute(f'DROP DATABASE IF EXISTS "{args.database}"')
    await admin.execute(f'CREATE DATABASE "{args.database}"')
    parts = urlsplit(args.server)
    url = urlunsplit(parts._replace(path="/" + args.database))
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "TABLETOP_GAME_CACHE": str(cache),
        "TABLETOP_RATE_LIMIT": "100000000",
        "TABLETOP_LOG_LEVEL": "warning",
    }
    python = sys.executable
    migrate = [python, "-m", "service", "migrate"]
    subprocess.run(migrate, env=env, check=True, capture_output=True)  # noqa: ASYNC221
    log = Path(f"/tmp/bench-memory-{args.port}.log").open("wb")  # noqa: ASYNC230, SIM115
    server = subprocess.Popen(  # noqa: ASYNC220 (a harness: nothing else runs yet)
        [python, "-m", "service", "serve", "--workers", "1", "--port", str(args.port)],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    points: list[tuple[int, int]] = []
    try:
        await wait_ready(args.port, server)
        await play(args.port, 0, 1, scripts, args)  # warm up: every code path imported once
        points.append((0, rss_kib(server.pid)))
        played, started = 1, time.monotonic()
        while played < args.games + 1:
            count = min(args.every, args.games + 1 - played)
            await play(args.port, played, count, scripts, args)
            played += count
            points.append((played - 1, rss_kib(server.pid)))
            rate = (played - 1) / (time.monotonic() - started)
            print(
                f"  cache {cache}: {played - 1} games, RSS {points[-1][1] / 1024:.0f} MiB "
                f"({rate:.0f} games/s)",
                file=sys.stderr,
                flush=True,
            )
    finally:
        server.terminate()
        server.wait(30)
        log.close()
        await admin.execute(f'DROP DATABASE IF EXISTS "{args.database}"')
        await admin.close()
    return points


async def main_async(args: argparse.Namespace) -> None:
    scripts = [prepare("clans", 2, f"memory-{n}") for n in range(SEEDS)]
    print(header(), flush=True)
    runs = {cache: await measure(cache, scripts, args) for cache in args.cache}
    caches = list(runs)
    print("| games played | " + " | ".join(f"RSS, cache {c:,}" for c in caches) + " |")
    print("|---|" + "---|" * len(caches))
    for row, (games, _) in enumerate(runs[caches[0]]):
        cells = " | ".join(f"{runs[c][row][1] / 1024:,.0f} MiB" for c in caches)
        print(f"| {games:,} | {cells} |")
    for cache, points in runs.items():
        (_, before), (games, after) = points[0], points[-1]
        print(
            f"cache {cache:,}: before {before / 1024:,.0f} MiB, after {games:,} games "
            f"{after / 1024:,.0f} MiB: {(after - before) / games:,.1f} KiB per game played"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--server", default="postgresql://postgres@127.0.0.1:5432/postgres", help="PostgreSQL"
    )
    parser.add_argument("--database", default="benches_bench_memory", help="created, dropped")
    parser.add_argument("--port", type=int, default=8742)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--cache", type=int, nargs="+", default=[10_000, 1_000])
    parser.add_argument("--moves", type=int, default=4, help="commands made in each game")
    parser.add_argument("--every", type=int, default=1_000, help="read RSS every N games")
    parser.add_argument("--connections", type=int, default=16)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
