"""The server's own CPU cost per command, in process: no network, no database, one core.

    python -m bench.asgi_commands [--rounds 10 --commands 2000] [--profile out.prof]

Drives the Litestar app (in-memory stores, background loops off) through its ASGI interface
with the same prepared Clans games as bench/commands.py, one request at a time, and prints
the CPU time per accepted command (each game's creation and seats are counted in). That is
what every request pays on top of its database round trip: routing, middleware, auth,
decoding, deciding, encoding, logging. The least of several rounds of CPU time of one process
is steadier on a busy machine than bench/commands.py's throughput, so it can compare two
commits where that cannot (a shared machine still moves it by ±10 %).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import time
from typing import Any

from bench.commands import Script, prepare
from service import logs
from service.api.app import Services, create_app
from service.settings import load


class Client:
    """One ASGI request at a time, as uvicorn would hand it over."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def request(
        self,
        method: str,
        path: str,
        body: bytes = b"",
        token: str | None = None,
        *,
        query: str = "",
        accept: str | None = None,
        content_type: str = "application/json",
    ) -> tuple[int, bytes]:
        headers = [
            (b"host", b"127.0.0.1"),
            (b"content-type", content_type.encode()),
            (b"content-length", str(len(body)).encode()),
        ]
        if accept:
            headers.append((b"accept", accept.encode()))
        if token:
            headers.append((b"authorization", f"Bearer {token}".encode()))
        scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.3"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": query.encode(),
            "root_path": "",
            "headers": headers,
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8000),
            "state": {},
        }
        sent = False
        status = 0
        chunks: list[bytes] = []

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if sent:
                await asyncio.sleep(3600)  # a client that keeps the connection open
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, send)
        return status, b"".join(chunks)


async def play(client: Client, script: Script, seed: str, budget: int) -> int:
    body = json.dumps({"game_type": "clans", "players": 3, "seed": seed}).encode()
    status, created = await client.request("POST", "/v1/games", body)
    assert status == 201, created
    game_id = json.loads(created)["game_id"]
    tokens = []
    for n in range(3):
        status, seat = await client.request(
            "POST", f"/v1/games/{game_id}/seats", json.dumps({"name": f"p{n}"}).encode()
        )
        assert status == 201, seat
        tokens.append(json.loads(seat)["token"])
    path = f"/v1/games/{game_id}/commands"
    played = 0
    for seat, command in script[:budget]:
        status, answer = await client.request("POST", path, command, tokens[seat])
        assert status == 201, answer
        played += 1
    return played


async def run(args: argparse.Namespace) -> None:
    scripts = [prepare("clans", 3, f"bench-{n}") for n in range(args.scripts)]
    app = create_app(Services.in_memory(), load(), run_background=False)
    client = Client(app)
    async with app.lifespan():
        await play(client, scripts[0], "bench-0", 50)  # warm up
        profile = cProfile.Profile() if args.profile else None
        if profile:
            profile.enable()
        rounds: list[float] = []
        played, n = 0, 0
        for _ in range(args.rounds):
            # CPU time per round; the least of the rounds is the one least disturbed by
            # whatever else the machine ran meanwhile.
            cpu, in_round = time.process_time(), 0
            while in_round < args.commands:
                script = scripts[n % len(scripts)]
                seed = f"bench-{n % len(scripts)}"
                in_round += await play(client, script, seed, args.commands - in_round)
                n += 1
            rounds.append((time.process_time() - cpu) / in_round)
            played += in_round
        if profile:
            profile.disable()
            profile.dump_stats(args.profile)
    rounds.sort()
    print(
        f"{played} commands in {n} games ({n * 4} game and seat requests besides), "
        f"{args.rounds} rounds: CPU per command least {rounds[0] * 1e6:.0f} µs, "
        f"median {rounds[len(rounds) // 2] * 1e6:.0f} µs"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=2_000, help="per round")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--scripts", type=int, default=16)
    parser.add_argument("--profile", help="write a cProfile of the measured part here")
    args = parser.parse_args()
    os.environ.setdefault("TABLETOP_RATE_LIMIT", "100000000")
    logs.configure(os.environ.get("TABLETOP_LOG_FORMAT"))
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
