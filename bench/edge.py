"""Attacks on the edge (issue 29, finding 1), measured against a running server: how many
connections and streams it holds, and what its health probe and a player see meanwhile.

    python -m bench.edge --url http://127.0.0.1:8741 --server-pid PID [--seconds 20]
        [--silent 6000] [--slow-heads 1000] [--slow-bodies 1000] [--streams 3000]

Run from the repository's root against `tabletop serve` with its default limits. Each attack
comes from many loopback addresses (127.0.x.y, each a client of its own, as a botnet would)
and runs for `--seconds`, while a player connected before it (from 127.0.0.3) plays Clans at
5 commands a second and the orchestrator's probe (127.0.0.2, connected before it too) asks
GET /health/ready every 50 ms:

- `silent`: connections that send half a request line, then nothing;
- `slow-heads`: a request's head, one byte every second;
- `slow-bodies`: a command's body, one byte every 2 seconds;
- `streams`: lobby streams held open.

Printed per attack: connections (or streams) the attackers held open at the end, how the
server answered the others (408, 429, 503, closed), the probe's and the player's p99 against
a quiet phase, and the server's resident memory before, during and 60 s after.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import time
from collections import Counter
from dataclasses import dataclass, field

from bench.commands import Connection, prepare
from bench.common import header, ms, percentile, rss_kib
from bench.history_streams import endpoint


def sources() -> itertools.cycle[str]:
    """Loopback addresses for the attackers, 40 connections each at most (they are many
    clients, each under the per-client cap, as a botnet is)."""
    return itertools.cycle(f"127.0.{b}.{c}" for b in range(10, 250) for c in range(1, 255))


@dataclass
class Outcome:
    held: int = 0
    answers: Counter[str] = field(default_factory=Counter)


async def attacker(
    kind: str, host: str, port: int, source: str, stop_at: float, out: Outcome
) -> None:
    """One attacking connection after another until the end: what the server does to each."""
    while time.monotonic() < stop_at:
        try:
            reader, writer = await asyncio.open_connection(host, port, local_addr=(source, 0))
        except OSError as error:
            out.answers[f"connect failed: {error.strerror or error}"] += 1
            await asyncio.sleep(1)
            continue
        try:
            await _attack(kind, reader, writer, stop_at, out)
        finally:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()


async def _attack(
    kind: str,
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    stop_at: float,
    out: Outcome,
) -> None:
    if kind == "silent":
        writer.write(b"GET /v1/games HT")
    elif kind == "streams":
        writer.write(b"GET /v1/games/stream HTTP/1.1\r\nHost: x\r\n\r\n")
    elif kind == "slow-bodies":
        writer.write(
            b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 60000\r\n\r\n"
        )
    head = b"GET /v1/games HTTP/1.1\r\nHost: x\r\n\r\n"
    out.held += 1
    try:
        sent = 0
        while time.monotonic() < stop_at:
            if kind == "slow-heads" and sent < len(head):
                writer.write(head[sent : sent + 1])
                sent += 1
            elif kind == "slow-bodies":
                writer.write(b" ")
            try:
                first = await asyncio.wait_for(
                    reader.read(512), 2.0 if kind != "slow-heads" else 1.0
                )
            except TimeoutError:
                continue
            if kind == "streams" and first.startswith(b"HTTP/1.1 200"):
                while time.monotonic() < stop_at:  # held: read what the stream sends
                    if not await reader.read(65536):
                        break
            status = first.split(b" ", 2)[1].decode() if first.startswith(b"HTTP/") else "closed"
            out.answers[status] += 1
            return
    finally:
        out.held -= 1


@dataclass
class Phase:
    probes: list[float] = field(default_factory=list)
    commands: list[float] = field(default_factory=list)
    refused: Counter[int] = field(default_factory=Counter)
    rss_mib: float = 0.0


class Player:
    """A player and the orchestrator's probe, connected before any attack (as the players of
    a running server are): what they see while it goes on."""

    def __init__(self, url: str) -> None:
        host, port = endpoint(url)
        self.probe = Connection(host, port, source="127.0.0.2")
        self.player = Connection(host, port, source="127.0.0.3")
        self.script = prepare("clans", 3, "bench-edge")
        self.moves: list[tuple[str, int, bytes]] = []
        self.tokens: list[str] = []

    async def seat_up(self) -> None:
        """A game per 117 commands; the next is made when this one is played out."""
        body = json.dumps({"game_type": "clans", "players": 3, "seed": "bench-edge"}).encode()
        _, created = await self.player.request("POST", "/v1/games", body)
        game_id = json.loads(created)["game_id"]
        self.tokens = []
        for n in range(3):
            named = json.dumps({"name": f"p{n}"}).encode()
            _, seat = await self.player.request("POST", f"/v1/games/{game_id}/seats", named)
            self.tokens.append(json.loads(seat)["token"])
        self.moves = [(game_id, seat, command) for seat, command in self.script]

    async def play(self, seconds: float, pid: int) -> Phase:
        phase = Phase()
        stop_at = time.monotonic() + seconds

        async def probing() -> None:
            while time.monotonic() < stop_at:
                started = time.perf_counter()
                status, _ = await self.probe.request("GET", "/health/ready")
                phase.probes.append(time.perf_counter() - started)
                if status != 200:
                    phase.refused[status] += 1
                await asyncio.sleep(0.05)

        async def moving() -> None:
            while time.monotonic() < stop_at:
                if not self.moves:
                    await self.seat_up()
                game_id, seat, command = self.moves.pop(0)
                started = time.perf_counter()
                status, _ = await self.player.request(
                    "POST", f"/v1/games/{game_id}/commands", command, self.tokens[seat]
                )
                phase.commands.append(time.perf_counter() - started)
                if status != 201:
                    phase.refused[status] += 1
                await asyncio.sleep(max(0.0, 0.2 - (time.perf_counter() - started)))

        await asyncio.gather(probing(), moving())
        phase.rss_mib = rss_kib(pid) / 1024
        phase.probes.sort()
        phase.commands.sort()
        return phase


async def run(args: argparse.Namespace) -> None:
    print(f"# Attacks on the edge\n\n{header()}\n")
    host, port = endpoint(args.url)
    someone = Player(args.url)
    quiet = await someone.play(args.seconds, args.server_pid)
    print(
        f"quiet: probe p99 {ms(percentile(quiet.probes, 99))}, player p99 "
        f"{ms(percentile(quiet.commands, 99))}, server RSS {quiet.rss_mib:.0f} MiB\n"
    )
    print(
        "| attack | attackers | held open at the end | how the server answered them | probe "
        "p99 | player p99 | refused to the player or probe | RSS during | RSS 60 s after |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    addresses = sources()
    build_up = min(5.0, args.seconds / 4)
    for kind, count in (
        ("silent", args.silent),
        ("slow-heads", args.slow_heads),
        ("slow-bodies", args.slow_bodies),
        ("streams", args.streams),
    ):
        out = Outcome()
        stop_at = time.monotonic() + args.seconds
        attackers = [
            asyncio.create_task(attacker(kind, host, port, next(addresses), stop_at, out))
            for _ in range(count)
        ]
        await someone.play(build_up, args.server_pid)  # the attack builds up
        during = await someone.play(args.seconds - build_up, args.server_pid)
        held = out.held
        await asyncio.gather(*attackers)
        await someone.play(60, args.server_pid)  # a minute after it (the player plays on)
        after = rss_kib(args.server_pid) / 1024
        answers = ", ".join(f"{k}: {v}" for k, v in sorted(out.answers.items())) or "none"
        refused = ", ".join(f"{k}: {v}" for k, v in sorted(during.refused.items())) or "none"
        print(
            f"| {kind} | {count} | {held} | {answers} | {ms(percentile(during.probes, 99))} | "
            f"{ms(percentile(during.commands, 99))} | {refused} | {during.rss_mib:.0f} MiB | "
            f"{after:.0f} MiB |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--server-pid", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--silent", type=int, default=6000)
    parser.add_argument("--slow-heads", type=int, default=1000)
    parser.add_argument("--slow-bodies", type=int, default=1000)
    parser.add_argument("--streams", type=int, default=3000)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
