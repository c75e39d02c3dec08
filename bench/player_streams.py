"""What open player streams (GET /v1/me/stream) cost the commands of other players, in process.

    python -m bench.player_streams [--streams 0 100 1000] [--games 8 --commands 2000]

Opens `--streams` signed-in players' streams in one process (in-memory stores, each player
seated in a game of their own that waits for a second player), then plays `--commands`
commands of guests' Clans games beside them and prints the process's CPU time per command,
the least of `--rounds` rounds. Nothing a command does concerns those players, so what their
streams add is the price of hearing of it. Runs against any checkout whose `_Follower` takes
(tabletop, lobby, matchmaker, sub): compare two commits by running it in each.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import time
from typing import Any

import msgspec

from service import logs
from service.api import me_stream
from service.api.app import Services


async def follow(stream: Any, opened: asyncio.Event) -> None:
    async for _message in stream:
        opened.set()


async def guests_game(services: Services, seed: str) -> str:
    game = await services.tabletop.create_game("clans", 3, None, seed, None)
    for name in ("A", "B", "C"):
        await services.tabletop.take_seat(game.game_id, name)
    return game.game_id


async def one_move(services: Services, game_id: str) -> bool:
    tabletop = services.tabletop
    summary = await tabletop.summary(game_id)
    if summary.status == "finished":
        return False
    seat = summary.to_move[0]
    _, legal = await tabletop.legal_moves(game_id, seat)
    await tabletop.command(game_id, seat, msgspec.json.encode(legal[0]))
    return True


async def measure(streams: int, games: int, commands: int) -> float:
    """CPU µs per command with `streams` player streams open."""
    services = Services.in_memory()
    tabletop = services.tabletop
    followers = []
    for n in range(streams):
        game = await tabletop.create_game("clans", 2, None, f"player-{n}", None)
        await tabletop.take_seat(game.game_id, f"P{n}", f"player-{n}")
        follower = me_stream._Follower(tabletop, services.lobby, None, f"player-{n}")
        opened = asyncio.Event()
        followers.append(asyncio.create_task(follow(follower.run(), opened)))
        await opened.wait()
    ids = [await guests_game(services, f"guests-{n}") for n in range(games)]
    await asyncio.sleep(0.1)  # the streams settle
    played = 0
    started = time.process_time()
    while played < commands:
        for game_id in list(ids):
            if not await one_move(services, game_id):
                ids.remove(game_id)
                ids.append(await guests_game(services, f"guests-{played}"))
                continue
            played += 1
        await asyncio.sleep(0)  # let the streams hear of the moves, as a server would
    await asyncio.sleep(0.05)
    spent = time.process_time() - started
    for task in followers:
        task.cancel()
    await asyncio.gather(*followers, return_exceptions=True)
    return spent / played * 1e6


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, nargs="+", default=[0, 100, 1000])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    logs.configure("json", level=logging.WARNING)
    for streams in args.streams:
        best = min([await measure(streams, args.games, args.commands) for _ in range(args.rounds)])
        print(f"{streams:>5} player streams open: {best:,.0f} µs of CPU per command", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
