"""`python -m service simulate GAME_TYPE`: play random legal games in memory and report.

Each game goes through the application service exactly as over HTTP (decide, append, fold,
redact), on the in-memory store, with seeded random choices among the legal moves; a game that
reaches `--max-commands` is reported as unfinished. Useful to smoke-test a rules engine and to
time it without a database or a network.
"""

from __future__ import annotations

import random
import sys
import time

import msgspec

from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.domain import registry
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers


class GameReport(msgspec.Struct, kw_only=True):
    seed: str
    commands: int
    version: int
    finished: bool
    outcome: object | None
    ms_per_command: float


async def simulate(
    game_type: str, players: int | None, games: int, seed: str, max_commands: int
) -> int:
    rules = registry.get(game_type)
    if rules is None:
        known = ", ".join(r.name for r in registry.all_games())
        print(f"unknown game type {game_type!r}; known: {known}", file=sys.stderr)
        return 2
    count = players or rules.min_players
    store = MemoryEventStore()
    tabletop = Tabletop(store, MemoryCatalog(store), MemoryTimers())
    for n in range(games):
        report = await _play(tabletop, game_type, count, f"{seed}-{n}", max_commands)
        print(msgspec.json.encode(report).decode())
    return 0


async def _play(
    tabletop: Tabletop, game_type: str, players: int, seed: str, max_commands: int
) -> GameReport:
    game = await tabletop.create_game(game_type, players, None, seed, None)
    for n in range(players):
        await tabletop.take_seat(game.game_id, f"bot {n}")
    pick = random.Random(seed)
    commands = 0
    started = time.perf_counter()
    summary = await tabletop.summary(game.game_id)
    while summary.status == "active" and commands < max_commands:
        seat = pick.choice(summary.to_move)
        _, moves = await tabletop.legal_moves(game.game_id, seat)
        await tabletop.command(game.game_id, seat, msgspec.json.encode(pick.choice(moves)))
        commands += 1
        summary = await tabletop.summary(game.game_id)
    elapsed = time.perf_counter() - started
    return GameReport(
        seed=seed,
        commands=commands,
        version=summary.version,
        finished=summary.status == "finished",
        outcome=summary.outcome,
        ms_per_command=round(elapsed * 1000 / max(commands, 1), 3),
    )
