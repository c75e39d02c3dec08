"""Many streams replaying a long game's history, beside players and health probes (issue 29,
finding 2): what 300 history streams cost everyone else, measured side by side in one run.

    python -m bench.history_streams --url http://127.0.0.1:8741 --server-pid PID \\
        --admin-token TOKEN [--streams 300] [--events 6500] [--seconds 20] [--games 4] \\
        [--pace 5]

Run from the repository's root against a running server started with the operator token
TABLETOP_ADMIN_TOKEN=TOKEN, its default budgets (TABLETOP_RATE_LIMIT: the attack the issue
saw stayed within them), and the per-client stream and connection caps raised above
`--streams` (TABLETOP_MAX_STREAMS_PER_CLIENT, TABLETOP_MAX_CONNECTIONS_PER_CLIENT: every reader
here comes from one address, and the benchmark measures the paging and the budgets, not the
caps).

A random Ice Flow game of about `--events` events is recorded in memory and imported. Then,
for `--seconds` each, two phases: (A) `--games` Clans games, each played at `--pace` commands
a second (people's pace; each seat on its own budget), while a prober asks GET /health/ready
every 50 ms; (B) the same, while `--streams` anonymous streams, in a process of their own (so
the measuring process stays idle), each read the imported game's whole history from version 0
to its opening summary and open again. Printed: p50/p99 of commands and of the probe in both
phases and their ratio (goal: B's p99 within 2 x A's), the histories replayed, and the server's
CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import time
from dataclasses import dataclass, field
from multiprocessing import Process, Queue
from urllib.parse import urlsplit

import httpx

from bench.commands import Connection, prepare
from bench.common import CpuMeter, family, header, ms, open_stream, percentile
from bench.replay import record


def endpoint(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    return parts.hostname or "127.0.0.1", parts.port or 80


async def probe(url: str, stop_at: float, latencies: list[float]) -> None:
    connection = Connection(*endpoint(url))
    while time.monotonic() < stop_at:
        started = time.perf_counter()
        status, _ = await connection.request("GET", "/health/ready")
        latencies.append(time.perf_counter() - started)
        assert status == 200, status
        await asyncio.sleep(0.05)


async def paced(url: str, seed: str, pace: float, stop_at: float, latencies: list[float]) -> None:
    """A Clans game of three seats, one command every 1/`pace` seconds, over and over, from
    an address of its own (not the readers')."""
    connection = Connection(*endpoint(url), source="127.0.0.2")
    script = prepare("clans", 3, seed)
    while time.monotonic() < stop_at:
        body = json.dumps({"game_type": "clans", "players": 3, "seed": seed}).encode()
        _, created = await connection.request("POST", "/v1/games", body)
        game_id = json.loads(created)["game_id"]
        tokens = []
        for n in range(3):
            named = json.dumps({"name": f"p{n}"}).encode()
            _, seat = await connection.request("POST", f"/v1/games/{game_id}/seats", named)
            tokens.append(json.loads(seat)["token"])
        for seat, command in script:
            if time.monotonic() >= stop_at:
                return
            started = time.perf_counter()
            status, answer = await connection.request(
                "POST", f"/v1/games/{game_id}/commands", command, tokens[seat]
            )
            latencies.append(time.perf_counter() - started)
            if status != 201:
                raise RuntimeError(answer.decode())
            await asyncio.sleep(max(0.0, 1 / pace - (time.perf_counter() - started)))


async def replayer(url: str, game_id: str, stop_at: float, done: list[int]) -> None:
    """Reads the game's history from the start to its opening summary, again and again."""
    host, port = endpoint(url)
    path = f"/v1/games/{game_id}/events/stream?after=0"
    while time.monotonic() < stop_at:
        try:
            reader, writer, _ = await open_stream(host, port, path)
        except (RuntimeError, OSError):  # refused (a cap, a budget): again in a moment
            await asyncio.sleep(1)
            continue
        tail, read = b"", 0
        try:
            while b"event: summary" not in tail and time.monotonic() < stop_at:
                chunk = await reader.read(65536)
                if not chunk:
                    break
                read += len(chunk)
                tail = tail[-32:] + chunk
        finally:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()
        done.append(read if b"event: summary" in tail else -read)  # negative: cut by the end


def replayers(url: str, game_id: str, streams: int, seconds: float, out: Queue[list[int]]) -> None:
    """The history streams, in a process of their own."""

    async def run() -> list[int]:
        done: list[int] = []
        stop_at = time.monotonic() + seconds
        await asyncio.gather(*(replayer(url, game_id, stop_at, done) for _ in range(streams)))
        return done

    out.put(asyncio.run(run()))


@dataclass
class Phase:
    commands: list[float] = field(default_factory=list)
    probes: list[float] = field(default_factory=list)
    histories: list[int] = field(default_factory=list)
    cores: float = 0.0

    def row(self, name: str) -> str:
        self.commands.sort()
        self.probes.sort()
        cells = [
            name,
            str(len(self.commands)),
            ms(percentile(self.commands, 50)),
            ms(percentile(self.commands, 99)),
            ms(percentile(self.probes, 50)),
            ms(percentile(self.probes, 99)),
            str(sum(1 for h in self.histories if h > 0)),
            f"{sum(abs(h) for h in self.histories) / 2**20:.1f}",
            f"{self.cores:.2f}",
        ]
        return "| " + " | ".join(cells) + " |"


async def phase(args: argparse.Namespace, game_id: str | None) -> Phase:
    stop_at = time.monotonic() + args.seconds
    measured = Phase()
    out: Queue[list[int]] = Queue()
    streams = None
    if game_id is not None:
        work_args = (args.url, game_id, args.streams, args.seconds, out)
        streams = Process(target=replayers, args=work_args)
        streams.start()
    cpu = CpuMeter(family(args.server_pid))
    cpu.start()
    players = [
        paced(args.url, f"bench-{n}", args.pace, stop_at, measured.commands)
        for n in range(args.games)
    ]
    await asyncio.gather(*players, probe(args.url, stop_at, measured.probes))
    measured.cores = cpu.stop()
    if streams is not None:
        measured.histories = out.get()
        streams.join()
    return measured


async def run(args: argparse.Namespace) -> None:
    print(f"# History streams beside players\n\n{header()}\n")
    log = await record("ice_flow", 2, 11, cap=int(args.events / 1.25))
    async with httpx.AsyncClient(base_url=args.url, timeout=120) as client:
        imported = await client.post(
            "/v1/games/import",
            content=log,
            headers={
                "Content-Type": "application/jsonl",
                "Authorization": f"Bearer {args.admin_token}",
            },
        )
        imported.raise_for_status()
    game = imported.json()
    print(f"history: an imported Ice Flow game of {game['version']} events\n")
    quiet = await phase(args, None)
    busy = await phase(args, game["game_id"])
    print(
        "| phase | commands | command p50 | command p99 | probe p50 | probe p99 | histories "
        "replayed whole | MiB read | server CPU (cores) |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    print(quiet.row("A: players alone"))
    print(busy.row(f"B: + {args.streams} history streams"))
    commands = percentile(busy.commands, 99) / percentile(quiet.commands, 99)
    probes = percentile(busy.probes, 99) / percentile(quiet.probes, 99)
    print(
        f"\np99 with / without the history streams: commands {commands:.2f}x, probe "
        f"{probes:.2f}x (goal: at most 2x each)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--server-pid", type=int, required=True)
    parser.add_argument("--admin-token", required=True)
    parser.add_argument("--streams", type=int, default=300)
    parser.add_argument("--events", type=int, default=6500)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--pace", type=float, default=5.0, help="commands a second per game")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
