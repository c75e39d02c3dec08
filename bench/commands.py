"""Command throughput and latency over real HTTP against a running server.

    TABLETOP_ADMIN_TOKEN=bench python -m service serve --workers 2 &
    python bench/commands.py --url http://127.0.0.1:8000 --admin-token bench --games 32

Each of `--games` concurrent Clans games is driven by its own task: it folds the game locally
with the rules engine (from the operator's full log), picks a random legal move for the seat to
move and POSTs it; a finished game is replaced by a new one. Reports accepted commands per
second and client-side latency percentiles. Results are recorded in bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from typing import Any

import httpx
import msgspec

from service.domain import registry
from service.domain.kernel import fold


async def new_game(client: httpx.AsyncClient, players: int) -> tuple[str, list[str]]:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": players})
    game_id = created.json()["game_id"]
    tokens = []
    for n in range(players):
        seat = await client.post(f"/v1/games/{game_id}/seats", json={"name": f"p{n}"})
        tokens.append(seat.json()["token"])
    return game_id, tokens


async def drive(
    client: httpx.AsyncClient, admin: str, stop_at: float, latencies: list[float]
) -> int:
    rules = registry.get("clans")
    assert rules is not None
    accepted = 0
    pick = random.Random()
    while time.monotonic() < stop_at:
        game_id, tokens = await new_game(client, 3)
        log = await client.get(
            f"/v1/games/{game_id}/events", headers={"Authorization": f"Bearer {admin}"}
        )
        events = [_event(rules, e) for e in log.json()["events"]]
        state = fold(rules, 3, rules.Options(), events)
        while time.monotonic() < stop_at and rules.outcome(state) is None:
            seat = min(rules.to_move(state))
            command = pick.choice(rules.legal_moves(state, seat))
            started = time.perf_counter()
            response = await client.post(
                f"/v1/games/{game_id}/commands",
                content=msgspec.json.encode(command),
                headers={
                    "Authorization": f"Bearer {tokens[seat]}",
                    "Content-Type": "application/json",
                },
            )
            latencies.append(time.perf_counter() - started)
            if response.status_code != 201:
                raise RuntimeError(response.text)
            accepted += 1
            for event in response.json()["events"]:
                state = rules.evolve(state, _event(rules, event))
    return accepted


def _event(rules: Any, body: dict[str, Any]) -> Any:
    data = {k: v for k, v in body.items() if k not in ("version", "recorded_at")}
    return msgspec.convert(data, rules.Event)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--admin-token", default="bench")
    parser.add_argument("--games", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    limits = httpx.Limits(max_connections=args.games, max_keepalive_connections=args.games)
    async with httpx.AsyncClient(base_url=args.url, limits=limits, timeout=30) as client:
        latencies: list[float] = []
        stop_at = time.monotonic() + args.seconds
        started = time.monotonic()
        counts = await asyncio.gather(
            *(drive(client, args.admin_token, stop_at, latencies) for _ in range(args.games))
        )
        elapsed = time.monotonic() - started
    total = sum(counts)
    q = statistics.quantiles(latencies, n=100)
    print(
        f"{args.games} games, {elapsed:.1f} s: {total} accepted commands, "
        f"{total / elapsed:,.0f}/s; latency p50 {q[49] * 1000:.1f} ms, "
        f"p95 {q[94] * 1000:.1f} ms, p99 {q[98] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
