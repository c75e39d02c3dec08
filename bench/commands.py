"""Command throughput and latency over real HTTP against a running server.

    TABLETOP_ADMIN_TOKEN=bench TABLETOP_RATE_LIMIT=100000000 \
        python -m service serve --workers 2 &
    python bench/commands.py --url http://127.0.0.1:8000 --games 32 --seconds 20

The load must cost the client little, or the client (on the same 2 cores) is what gets
measured: each game's commands are worked out beforehand with the rules engine from a seed
(the server, given the same seed, deals the same setup), and a bare keep-alive HTTP/1.1 client
sends them. `--games` games run concurrently, each on its own connection, one command in flight
per game; a finished game is replaced by the next prepared one. Prints accepted commands per
second and latency percentiles; results are recorded in bench/RESULTS.md.

That closed loop measures the maximum, and at the maximum its latency is queueing (Little's
law). `--rate R` runs an open loop instead: commands arrive at R a second on average, at
Poisson-distributed times fixed in advance, each to a game with no command in flight (over
`--games` games at once, set up beforehand and replaced as they finish), and a command's
latency counts from its scheduled time, not from when it was sent: a stall that holds up the
sending (every game busy, the client itself late) is counted in full, never left out
(coordinated omission). Prints p50/p99/p99.9 and how late the client itself sent.

The other benchmarks import `prepare`, `Connection` and `driver` from here, so they run as
modules from the repository's root (`python -m bench.lag`); this one runs either way.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import msgspec

from service.domain import registry
from service.domain.kernel import Rng, Setup, latest_revision

Script = list[tuple[int, bytes]]
Observer = Callable[[str, bytes, float], None]
"""Told of each accepted command: the game's id, the 201's body, when it came (monotonic)."""


def prepare(game_type: str, players: int, seed: str, max_commands: int | None = None) -> Script:
    """The commands (seat, body) of one whole game, as the server will accept them (only the
    first `max_commands` if given: random Ice Flow games rarely end)."""
    rules = registry.get(game_type)
    assert rules is not None
    setup = Setup(
        players=players, options=rules.Options(), rules_revision=latest_revision(rules.revisions)
    )
    events = rules.start(setup, Rng(seed, 0))
    state = rules.initial_state(setup)
    for event in events:
        state = rules.evolve(state, event)
    version = len(events)
    pick = Rng(seed, -1)
    script: Script = []
    while rules.outcome(state) is None and (max_commands is None or len(script) < max_commands):
        seat = min(rules.to_move(state))
        command = pick.choice(rules.legal_moves(state, seat))
        produced = rules.decide(state, command, seat, Rng(seed, version))
        for event in produced:
            state = rules.evolve(state, event)
        version += len(produced)
        script.append((seat, msgspec.json.encode(command)))
    return script


class Connection:
    """A minimal HTTP/1.1 keep-alive client: enough for JSON requests to this server."""

    def __init__(self, host: str, port: int, source: str | None = None) -> None:
        self.host, self.port = host, port
        self.source = source
        """The local address to connect from (another loopback address: another client)."""
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(
        self, method: str, path: str, body: bytes = b"", token: str | None = None
    ) -> tuple[int, bytes]:
        if self.writer is None:
            local = (self.source, 0) if self.source else None
            self.reader, self.writer = await asyncio.open_connection(
                self.host, self.port, local_addr=local
            )
        assert self.reader is not None
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\n{auth}"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
        )
        self.writer.write(head.encode() + body)
        status_line = await self.reader.readline()
        length = 0
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        payload = await self.reader.readexactly(length)
        return int(status_line.split()[1]), payload


async def play(
    connection: Connection,
    game_type: str,
    players: int,
    seed: str,
    script: Script,
    stop_at: float,
    latencies: list[float],
    observe: Observer | None = None,
) -> int:
    game_id, tokens = await set_up(connection, game_type, players, seed)
    accepted = 0
    path = f"/v1/games/{game_id}/commands"
    for seat, command in script:
        if time.monotonic() >= stop_at:
            break
        started = time.perf_counter()
        status, answer = await connection.request("POST", path, command, tokens[seat])
        latencies.append(time.perf_counter() - started)
        if status != 201:
            raise RuntimeError(answer.decode())
        if observe is not None:
            observe(game_id, answer, time.monotonic())
        accepted += 1
    return accepted


async def driver(
    url: str,
    scripts: list[Script],
    offset: int,
    args: argparse.Namespace,
    stop_at: float,
    latencies: list[float],
    observe: Observer | None = None,
) -> int:
    parts = urlsplit(url)
    connection = Connection(parts.hostname or "127.0.0.1", parts.port or 80)
    accepted, n = 0, offset
    while time.monotonic() < stop_at:
        script = scripts[n % len(scripts)]
        seed = f"bench-{n % len(scripts)}"
        accepted += await play(
            connection, args.game_type, args.players, seed, script, stop_at, latencies, observe
        )
        n += args.games
    return accepted


class OpenGame:
    """A game set up for the open loop: its seats' tokens and its commands still to send."""

    def __init__(self, game_id: str, tokens: list[str], script: Script) -> None:
        self.path = f"/v1/games/{game_id}/commands"
        self.tokens = tokens
        self.script = list(reversed(script))  # popped from the end


async def set_up(
    connection: Connection, game_type: str, players: int, seed: str
) -> tuple[str, list[str]]:
    """A game created from `seed` with its seats taken (retried while the server is busy)."""

    async def post(path: str, body: dict[str, object]) -> bytes:
        for _ in range(600):
            status, answer = await connection.request("POST", path, json.dumps(body).encode())
            if status != 503:  # server_busy while it catches up: wait as Retry-After says
                assert status == 201, answer
                return answer
            await asyncio.sleep(1)
        raise RuntimeError(f"{path}: still busy after 10 minutes")

    created = await post("/v1/games", {"game_type": game_type, "players": players, "seed": seed})
    game_id = json.loads(created)["game_id"]
    tokens = [
        json.loads(await post(f"/v1/games/{game_id}/seats", {"name": f"p{n}"}))["token"]
        for n in range(players)
    ]
    return game_id, tokens


async def open_loop(
    args: argparse.Namespace, scripts: list[Script]
) -> tuple[int, float, list[float], list[float]]:
    """Commands at `args.rate` a second (Poisson) for `args.seconds`: (accepted, elapsed, each
    command's latency from its scheduled time, how late the client sent each)."""
    parts = urlsplit(args.url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    shortest = min(len(script) for script in scripts)
    needed = args.games + int(args.rate * args.seconds * 1.2 / shortest) + 1
    setup = [Connection(host, port) for _ in range(16)]
    made: list[OpenGame] = []

    async def make(worker: int) -> None:
        for n in range(worker, needed, len(setup)):
            game_id, tokens = await set_up(
                setup[worker], args.game_type, args.players, f"bench-{n % len(scripts)}"
            )
            made.append(OpenGame(game_id, tokens, scripts[n % len(scripts)]))

    await asyncio.gather(*(make(w) for w in range(len(setup))))
    for connection in setup:
        if connection.writer is not None:
            connection.writer.close()
    spare = made[args.games :]
    ready: asyncio.Queue[OpenGame] = asyncio.Queue()
    for game in made[: args.games]:
        ready.put_nowait(game)
    idle: list[Connection] = []
    latencies: list[float] = []
    sent_late: list[float] = []
    in_flight: set[asyncio.Task[None]] = set()
    failed: list[BaseException] = []

    def done(task: asyncio.Task[None]) -> None:
        in_flight.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            failed.append(error)

    async def send(game: OpenGame, scheduled: float) -> None:
        seat, command = game.script.pop()
        connection = idle.pop() if idle else Connection(host, port)
        sent_late.append(time.perf_counter() - scheduled)
        try:
            status, answer = await connection.request("POST", game.path, command, game.tokens[seat])
        except (IndexError, EOFError, ConnectionError):  # an idle one the server closed
            connection = Connection(host, port)
            status, answer = await connection.request("POST", game.path, command, game.tokens[seat])
        latencies.append(time.perf_counter() - scheduled)
        idle.append(connection)
        if status != 201:
            raise RuntimeError(answer.decode())
        if game.script:
            ready.put_nowait(game)
        elif spare:
            ready.put_nowait(spare.pop())

    arrivals = random.Random(args.seed)
    started = time.perf_counter()
    scheduled = started
    while (scheduled := scheduled + arrivals.expovariate(args.rate)) < started + args.seconds:
        if (wait := scheduled - time.perf_counter()) > 0:
            await asyncio.sleep(wait)
        game = await ready.get()  # every game busy: this command waits, and its wait counts
        task = asyncio.create_task(send(game, scheduled))
        in_flight.add(task)
        task.add_done_callback(done)
        if failed:
            raise failed[0]
    await asyncio.gather(*in_flight)
    elapsed = time.perf_counter() - started
    for connection in idle:
        if connection.writer is not None:
            connection.writer.close()
    return len(latencies), elapsed, latencies, sent_late


def process_tree(root: int) -> list[int]:
    """`root` and every process descended from it (uvicorn's or granian's workers)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        parents[int(stat.parent.name)] = int(fields[1])
    tree, frontier = [root], [root]
    while frontier:
        frontier = [pid for pid, parent in parents.items() if parent in frontier]
        tree.extend(frontier)
    return tree


def cpu_seconds(pids: list[int]) -> float:
    """User plus system CPU time the processes have used so far (all their threads)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime in clock ticks
    return total / os.sysconf("SC_CLK_TCK")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--games", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game-type", default="clans")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--scripts", type=int, default=64)
    parser.add_argument(
        "--rate",
        type=float,
        help="open loop: commands arrive at this many a second (Poisson) over --games games; "
        "latency counts from each command's scheduled time",
    )
    parser.add_argument("--seed", type=int, default=1, help="the open loop's arrival times")
    parser.add_argument(
        "--server-pid",
        type=int,
        help="the server's main process: also report its CPU time (with its workers') per "
        "accepted command, which other load on the machine disturbs far less than throughput",
    )
    args = parser.parse_args()
    server = process_tree(args.server_pid) if args.server_pid else []
    cpu_before = cpu_seconds(server)
    scripts = [prepare(args.game_type, args.players, f"bench-{n}") for n in range(args.scripts)]
    if args.rate:
        await report_open_loop(args, scripts, server)
        return
    latencies: list[float] = []
    started = time.monotonic()
    stop_at = started + args.seconds
    counts = await asyncio.gather(
        *(driver(args.url, scripts, g, args, stop_at, latencies) for g in range(args.games))
    )
    elapsed = time.monotonic() - started
    cpu = cpu_seconds(server) - cpu_before
    total = sum(counts)
    q = statistics.quantiles(latencies, n=100)

    print(
        f"{args.game_type}, {args.games} concurrent games, {elapsed:.1f} s: {total} accepted "
        f"commands, {total / elapsed:,.0f}/s; latency p50 {ms(q[49])}, "
        f"p95 {ms(q[94])}, p99 {ms(q[98])}"
        + (
            f"; server CPU {cpu / elapsed:.2f} cores, {cpu / total * 1000:.3f} ms per command"
            if server and total
            else ""
        )
    )


def ms(seconds: float) -> str:  # hundredths below 10 ms: the one-game goal is 1 ms
    return f"{seconds * 1000:.2f} ms" if seconds < 0.01 else f"{seconds * 1000:.1f} ms"


async def report_open_loop(
    args: argparse.Namespace, scripts: list[Script], server: list[int]
) -> None:
    cpu_before = cpu_seconds(server)  # the games' setup included: they are made first
    total, elapsed, latencies, sent_late = await open_loop(args, scripts)
    cpu = cpu_seconds(server) - cpu_before
    q = statistics.quantiles(latencies, n=1000)
    late = statistics.quantiles(sent_late, n=100)
    print(
        f"{args.game_type}, open loop at {args.rate:,.0f}/s over {args.games} games, "
        f"{elapsed:.1f} s: {total} accepted commands, {total / elapsed:,.0f}/s; latency from "
        f"the scheduled time p50 {ms(q[499])}, p99 {ms(q[989])}, p99.9 {ms(q[998])}, "
        f"max {ms(max(latencies))}; sent late by the client p50 {ms(late[49])}, "
        f"p99 {ms(late[98])}" + (f"; server CPU (setup included) {cpu:.1f} s" if server else "")
    )


if __name__ == "__main__":
    asyncio.run(main())
