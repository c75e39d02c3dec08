"""The server's CPU per picture, per game, and for stepping a replay through a long game
(issue 28 item 6): in process, one core, no network, CPU time of this process.

    python -m bench.pictures [--long-events 3000] [--no-snapshots 300]

1. Drawing alone: every state of every golden game sampled (tests/pictures/positions.py), for
   every audience, `registry.picture(view, scene)`: CPU per picture, p50 / p95 / max.
2. Served: one game of each type (seeded random legal moves, bench/replay.py), imported into
   the app (in-memory stores, background off), then `GET /v1/games/{id}/view?at=N` with
   `Accept: image/svg+xml` for every version in a shuffled order (jumps: the nearest kept
   snapshot, then a fold): CPU per request, p50 / p95.
3. A long replay: an Ice Flow game of at least `--long-events` events stepped version by
   version from 1 to its end, as the replay page does: CPU for the whole replay and per step;
   then, for comparison, `--no-snapshots` versions spread over the same game with the
   snapshot cache off (every step folds from version 0: O(N²) over a replay).

Goals: under 5 ms per picture at p95; a whole 3,000-version replay in under 10 s of CPU.
Prints markdown tables; results are kept in bench/pictures.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import time
from collections.abc import AsyncIterator

from bench.asgi_commands import Client
from bench.common import header
from bench.replay import record
from service import logs
from service.api.app import Services, create_app
from service.domain import registry
from service.pictures import registry as pictures
from service.pictures.scene import Scene
from service.settings import load
from tests.pictures.positions import moments

SVG = "image/svg+xml"
NAMES = ("Ada", "Bo", "Cy", "Dee", "Eve")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def row(*cells: object) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def drawing() -> None:
    print("\n## 1. Drawing alone (CPU per picture)\n")
    print(row("game type", "pictures", "p50", "p95", "max"))
    print(row(*["---"] * 5))
    for rules in registry.all_games():
        spent: list[float] = []
        for moment in moments(rules.name):
            for audience in [None, *range(moment.setup.players)]:
                view = moment.rules.view(moment.state, audience)
                scene = Scene(
                    names=NAMES[: moment.setup.players], audience=audience, version=moment.version
                )
                started = time.process_time()
                pictures.picture(view, scene)
                spent.append(time.process_time() - started)
        print(row(rules.name, len(spent), *(ms(percentile(spent, q)) for q in (0.5, 0.95, 1.0))))


async def imported(client: Client, log: bytes) -> tuple[str, int]:
    status, body = await client_import(client, log)
    assert status == 201, body
    game = json.loads(body)
    return game["game_id"], game["version"]


async def client_import(client: Client, log: bytes) -> tuple[int, bytes]:
    token = os.environ["TABLETOP_ADMIN_TOKEN"]
    return await client.request(
        "POST", "/v1/games/import", log, token=token, content_type="application/jsonl"
    )


async def picture_at(client: Client, game_id: str, version: int) -> float:
    started = time.process_time()
    status, body = await client.request(
        "GET", f"/v1/games/{game_id}/view", query=f"at={version}", accept=SVG
    )
    spent = time.process_time() - started
    assert status == 200 and body.startswith(b"<svg"), (status, body[:200])
    return spent


async def served(client: Client) -> None:
    print("\n## 2. Served: GET …/view?at=N as SVG, every version in a shuffled order\n")
    print(row("game type", "players", "versions", "p50", "p95", "mean"))
    print(row(*["---"] * 6))
    for rules in registry.all_games():
        players = rules.min_players
        game_id, last = await imported(client, await record(rules.name, players, 1))
        versions = list(range(1, last + 1))
        random.Random(rules.name).shuffle(versions)
        spent = [await picture_at(client, game_id, v) for v in versions]
        print(
            row(
                rules.name,
                players,
                last,
                *(ms(percentile(spent, q)) for q in (0.5, 0.95)),
                ms(statistics.mean(spent)),
            )
        )


async def long_replay(events: int, spread: int) -> None:
    log = await record("ice_flow", 2, 7, cap=events)  # about 1.25 events per command
    print(row("snapshots", "versions stepped", "CPU, whole replay", "p50 step", "p95 step"))
    print(row(*["---"] * 5))
    async with serving(Services.in_memory()) as client:
        game_id, last = await imported(client, log)
        spent = [await picture_at(client, game_id, v) for v in range(1, last + 1)]
    print(
        row(
            "on (every 64 versions, and the last step)",
            last,
            f"{sum(spent):.2f} s",
            ms(percentile(spent, 0.5)),
            ms(percentile(spent, 0.95)),
        )
    )
    async with serving(Services.in_memory(snapshot_budget=0)) as client:  # every step from 0
        game_id, last = await imported(client, log)
        chosen = [round(1 + k * (last - 1) / (spread - 1)) for k in range(spread)]
        cold = [await picture_at(client, game_id, v) for v in chosen]
    estimate = statistics.mean(cold) * last
    print(
        row(
            "off",
            f"{spread}, spread over all {last}",
            f"≈ {estimate:.1f} s (mean × {last})",
            ms(percentile(cold, 0.5)),
            ms(percentile(cold, 0.95)),
        )
    )


@contextlib.asynccontextmanager
async def serving(services: Services) -> AsyncIterator[Client]:
    """The app on `services` (background loops off), one request at a time."""
    app = create_app(services, load(), run_background=False)
    async with app.lifespan():
        yield Client(app)


async def run(args: argparse.Namespace) -> None:
    print(f"# Pictures\n\n{header()}")
    drawing()
    async with serving(Services.in_memory()) as client:
        await served(client)
    print("\n## 3. Stepping a replay of a long Ice Flow game, version by version\n")
    await long_replay(args.long_events, args.no_snapshots)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long-events", type=int, default=3000)
    parser.add_argument("--no-snapshots", type=int, default=300)
    args = parser.parse_args()
    os.environ.setdefault("TABLETOP_RATE_LIMIT", "100000000")
    os.environ.setdefault("TABLETOP_ADMIN_TOKEN", "bench-operator")
    os.environ.setdefault("TABLETOP_LOG_FORMAT", "json")
    with open(os.devnull, "w") as unread:  # logs on, as in production, but not read
        logs.configure("json", stream=unread)
        asyncio.run(run(args))


if __name__ == "__main__":
    main()
