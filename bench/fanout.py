"""Live fan-out: many spectators on one game's event stream while a driver plays it.

    ulimit -n 20000
    python -m bench.fanout --url http://127.0.0.1:8741 --server-pid PID \\
        --subscribers 1000 --rate 20 --seconds 20 --processes 2

Run from the repository's root against a running server (`--server-pid`: the `serve`
process; its workers are found under it). One game (a 2-player Ice Flow game by default:
random Ice Flow games run long, so the game outlasts the run) is created and its seats taken;
then `--subscribers` spectators open `GET /v1/games/{id}/events/stream?after=V` (public: a
spectator needs no token or ticket), spread over `--processes` client processes, each an
asyncio loop parsing bare HTTP/1.1 connections in protocol callbacks (no reader tasks: the
clients share the machine with the server, so they are kept cheap). When all have their
opening summary, the driver sends the game's prepared commands (bench/commands.py `prepare`)
at `--rate` per second, one in flight.

Delay of a delivery = when a subscriber parsed the event's message minus when the driver
parsed the 201 of the command that appended it (time.monotonic, one clock for all processes
of the machine); the delay from the moment the command was sent is printed too. An event
appended before the 201 arrived may be delivered before it: such a delay is negative, and
counted as it is. Expected deliveries = subscribers x events appended; any version a
subscriber had not seen `--grace` seconds after the last command is missing (late or lost);
so `--game-type` must show spectators every event (Ice Flow does; a game whose `redact` hides
some events from spectators would count those as missing).
CPU is read from /proc over the driving window and the grace after it, as cores: the server's
processes, its database's backends (`--database`), each client process, the whole machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import multiprocessing.synchronize
import os
import resource
import sys
import time
from array import array
from collections import Counter
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from bench.commands import Connection, prepare
from bench.common import (
    CpuMeter,
    backends,
    family,
    header,
    machine_busy,
    ms,
    percentile,
)

Seen = tuple[array, array]  # type: ignore[type-arg]
"""One subscriber's deliveries: versions ('q') and when each was parsed ('d')."""


@dataclass
class Origin:
    """One accepted command: when it was sent, when its 201 was parsed, what it appended."""

    sent: float
    accepted: float
    first: int
    last: int


@dataclass
class Report:
    """What one client process hands back."""

    seen: list[Seen] = field(default_factory=list)
    cpu: float = 0.0
    wall: float = 0.0
    failed: int = 0


class Subscriber(asyncio.Protocol):
    """One spectator's stream, parsed as its bytes arrive, in the protocol's own callback:
    no reader task and no stream buffer between the socket and the parse. On a 2-core machine
    the clients share the cores with the server, so what they spend per delivery is taken
    from the server: this keeps it small. Messages are as the server writes them: CRLF line
    ends, `id:` before `event:`."""

    def __init__(self, request: bytes, seen: Seen, opened: asyncio.Event) -> None:
        self.request = request
        self.versions, self.times = seen
        self.opened = opened
        self.head = True
        self.chunked = False
        self.raw = b""  # received, not yet de-chunked
        self.text = b""  # de-chunked, not yet a whole message
        self.failed = False
        self.closed = asyncio.get_running_loop().create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        transport.write(self.request)

    def connection_lost(self, error: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        raw = self.raw + data
        if self.head:
            end = raw.find(b"\r\n\r\n")
            if end < 0:
                self.raw = raw
                return
            head = raw[:end].lower()
            if not head.startswith(b"http/1.1 200"):
                self.failed = True
                self.transport.close()
                return
            self.chunked = b"transfer-encoding: chunked" in head
            self.head, raw = False, raw[end + 4 :]
        if self.chunked:
            parts, at = [self.text], 0
            while (eol := raw.find(b"\r\n", at)) >= 0:
                size = int(raw[at:eol].split(b";")[0], 16)
                if len(raw) < eol + size + 4:
                    break
                parts.append(raw[eol + 2 : eol + 2 + size])
                at = eol + size + 4
            text, self.raw = b"".join(parts), raw[at:]
        else:
            text, self.raw = self.text + raw, b""
        *complete, self.text = text.split(b"\r\n\r\n")
        for message in complete:
            if not message.startswith(b"id: "):
                continue  # the opening retry block, a keepalive
            id_, event, _ = message.split(b"\r\n", 2)
            if event == b"event: summary":
                self.opened.set()
            else:
                self.versions.append(int(id_[4:]))
                self.times.append(now)


async def subscribe(
    host: str, port: int, path: str, ready: asyncio.Event, seen: Seen, gate: asyncio.Semaphore
) -> bool:
    """Follow the stream until it ends or the task is cancelled; False if it failed."""
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n"
    loop = asyncio.get_running_loop()
    async with gate:  # open a few at a time: 1,000 connects at once overflow the backlog
        transport, subscriber = await loop.create_connection(
            lambda: Subscriber(request.encode(), seen, ready), host, port
        )
    try:
        await subscriber.closed
    finally:
        transport.close()
    return not subscriber.failed


async def subscribers(
    url: str,
    path: str,
    count: int,
    ready: multiprocessing.synchronize.Barrier,
    stop: multiprocessing.synchronize.Event,
) -> Report:
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    report = Report(seen=[(array("q"), array("d")) for _ in range(count)])
    opened = [asyncio.Event() for _ in range(count)]
    gate = asyncio.Semaphore(50)
    tasks = [
        asyncio.create_task(subscribe(host, port, path, opened[n], report.seen[n], gate))
        for n in range(count)
    ]
    waiting = [asyncio.create_task(e.wait()) for e in opened]
    await asyncio.wait(waiting, timeout=60)
    await asyncio.to_thread(ready.wait)  # every process has its streams open
    cpu, wall = time.process_time(), time.monotonic()
    await asyncio.to_thread(stop.wait)
    report.cpu, report.wall = time.process_time() - cpu, time.monotonic() - wall
    for task in tasks + waiting:
        task.cancel()
    report.failed = sum(
        t.done() and not t.cancelled() and (t.exception() is not None or not t.result())
        for t in tasks
    )
    return report


def client_process(
    url: str,
    path: str,
    count: int,
    ready: multiprocessing.synchronize.Barrier,
    stop: multiprocessing.synchronize.Event,
    results: multiprocessing.Queue,  # type: ignore[type-arg]
) -> None:
    report = asyncio.run(subscribers(url, path, count, ready, stop))
    results.put(report)


async def set_up(connection: Connection, args: argparse.Namespace) -> tuple[str, list[str], int]:
    """A started game with every seat taken: its id, the seats' tokens, its version."""
    body = json.dumps({"game_type": args.game_type, "players": args.players, "seed": args.seed})
    status, created = await connection.request("POST", "/v1/games", body.encode())
    assert status == 201, created
    game_id = json.loads(created)["game_id"]
    tokens = []
    for n in range(args.players):
        seat_body = json.dumps({"name": f"p{n}"}).encode()
        status, seat = await connection.request("POST", f"/v1/games/{game_id}/seats", seat_body)
        assert status == 201, seat
        tokens.append(json.loads(seat)["token"])
    _, summary = await connection.request("GET", f"/v1/games/{game_id}")
    return game_id, tokens, json.loads(summary)["version"]


async def drive(
    connection: Connection,
    game_id: str,
    tokens: list[str],
    script: list[tuple[int, bytes]],
    args: argparse.Namespace,
) -> list[Origin]:
    """The script's commands at `args.rate` a second (one in flight), for `args.seconds`."""
    origins: list[Origin] = []
    path = f"/v1/games/{game_id}/commands"
    start = time.monotonic()
    for n, (seat, command) in enumerate(script):
        due = start + n / args.rate
        if due - start >= args.seconds or time.monotonic() - start >= args.seconds:
            break  # on schedule, or late: the server cannot keep the rate
        if (wait := due - time.monotonic()) > 0:
            await asyncio.sleep(wait)
        sent = time.monotonic()
        status, answer = await connection.request("POST", path, command, tokens[seat])
        accepted = time.monotonic()
        if status != 201:
            raise RuntimeError(answer.decode())
        result = json.loads(answer)
        first = result["events"][0]["version"] if result["events"] else result["version"] + 1
        origins.append(Origin(sent, accepted, first, result["version"]))
        if n % round(args.rate * 5) == 0:
            print(f"  {accepted - start:4.0f} s: {n} commands sent", file=sys.stderr, flush=True)
    return origins


def delays(
    reports: list[Report], origins: list[Origin]
) -> tuple[list[float], list[float], int, list[int]]:
    """Delays from the 201 and from the send (sorted), the deliveries expected, and the
    versions each subscriber missed (all subscribers' misses together)."""
    made_by: dict[int, Origin] = {}
    for origin in origins:
        for version in range(origin.first, origin.last + 1):
            made_by[version] = origin
    from_201: list[float] = []
    from_sent: list[float] = []
    missed: list[int] = []
    for report in reports:
        for versions, times in report.seen:
            for version, parsed in zip(versions, times, strict=True):
                if (made := made_by.get(version)) is not None:
                    from_201.append(parsed - made.accepted)
                    from_sent.append(parsed - made.sent)
            missed.extend(sorted(made_by.keys() - set(versions)))
    subscribers = sum(len(r.seen) for r in reports)
    return sorted(from_201), sorted(from_sent), subscribers * len(made_by), missed


async def main_async(args: argparse.Namespace) -> None:
    parts = urlsplit(args.url)
    connection = Connection(parts.hostname or "127.0.0.1", parts.port or 80)
    script = prepare(args.game_type, args.players, args.seed, round(args.rate * args.seconds))
    game_id, tokens, version = await set_up(connection, args)
    path = f"/v1/games/{game_id}/events/stream?after={version}"
    print(f"{header()}\ngame {game_id} at version {version}", flush=True)

    context = multiprocessing.get_context("spawn")
    ready = context.Barrier(args.processes + 1)
    stop = context.Event()
    results: multiprocessing.Queue = context.Queue()  # type: ignore[type-arg]
    shares = [args.subscribers // args.processes] * args.processes
    shares[0] += args.subscribers - sum(shares)
    processes = [
        context.Process(
            target=client_process, args=(args.url, path, n, ready, stop, results), daemon=True
        )
        for n in shares
    ]
    for process in processes:
        process.start()
    opening = time.monotonic()
    await asyncio.to_thread(ready.wait)
    print(
        f"{args.subscribers} subscribers open in {time.monotonic() - opening:.1f} s; driving "
        f"{args.rate}/s for {args.seconds:.0f} s",
        file=sys.stderr,
        flush=True,
    )
    server = CpuMeter(family(args.server_pid)) if args.server_pid else None
    database = CpuMeter(backends(args.database)) if args.database else None
    busy, total = machine_busy()
    clients = CpuMeter([p.pid for p in processes if p.pid is not None])
    driver_cpu = time.process_time()
    for meter in (server, database):
        if meter:
            meter.start()
    clients.start()
    # A fresh connection: the server closes one left idle while the streams opened.
    connection = Connection(parts.hostname or "127.0.0.1", parts.port or 80)
    origins = await drive(connection, game_id, tokens, script, args)
    await asyncio.sleep(args.grace)
    server_cores = server.stop() if server else float("nan")
    database_cores = database.stop() if database else float("nan")
    busy_now, total_now = machine_busy()
    machine = (busy_now - busy) / (total_now - total) * (os.cpu_count() or 1)
    client_cores = clients.stop()
    driven = time.monotonic() - clients.wall
    driver_cores = (time.process_time() - driver_cpu) / driven
    stop.set()
    reports = [results.get() for _ in processes]
    for process in processes:
        process.join()

    from_201, from_sent, expected, missed = delays(reports, origins)
    failed = sum(r.failed for r in reports)
    per_process = ", ".join(f"{r.cpu / r.wall:.2f}" for r in reports)
    elapsed = origins[-1].accepted - origins[0].sent if origins else 0.0
    print(
        f"{len(origins)} commands in {elapsed:.1f} s ({len(origins) / elapsed:.1f}/s), "
        f"{origins[-1].last - origins[0].first + 1 if origins else 0} events; "
        f"{args.subscribers} subscribers ({failed} failed) over {args.processes} processes"
    )
    print(
        "| subscribers | client processes | commands/s | deliveries expected | delivered "
        "| missing at the end | p50 | p99 | max | p50 from send | p99 from send | server CPU "
        "| Postgres CPU | client CPU (per process) | driver CPU | machine CPU |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    lost = len(missed)
    if missed:
        common = Counter(missed).most_common(10)
        print(f"versions missed (version: subscribers): {common}", file=sys.stderr)
    print(
        f"| {args.subscribers:,} | {args.processes} | {len(origins) / elapsed:.1f} "
        f"| {expected:,} | {len(from_201):,} | {lost:,} "
        f"| {ms(percentile(from_201, 50))} | {ms(percentile(from_201, 99))} "
        f"| {ms(from_201[-1] if from_201 else float('nan'))} "
        f"| {ms(percentile(from_sent, 50))} | {ms(percentile(from_sent, 99))} "
        f"| {server_cores:.2f} cores | {database_cores:.2f} cores "
        f"| {client_cores:.2f} cores ({per_process}) | {driver_cores:.2f} cores "
        f"| {machine:.2f} cores |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000", help="the server")
    parser.add_argument("--server-pid", type=int, default=0, help="the serve process (for CPU)")
    parser.add_argument(
        "--database", default="", help="the server's database name (its backends' CPU)"
    )
    parser.add_argument("--subscribers", type=int, default=1000, help="spectator streams")
    parser.add_argument("--processes", type=int, default=2, help="client processes for them")
    parser.add_argument("--rate", type=float, default=20.0, help="commands per second")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long to drive")
    parser.add_argument("--grace", type=float, default=2.0, help="wait for late deliveries")
    parser.add_argument("--game-type", default="ice_flow")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", default="fanout-1")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, args.subscribers + 256)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
