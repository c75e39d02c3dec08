"""`tabletop simulate GAME_TYPE`: play random legal games in memory and report.

Each game goes through the application service exactly as over HTTP (decide, append, fold,
redact), on the in-memory store, with seeded random choices among the legal moves; a game that
reaches `--max-commands` is reported as unfinished. Useful to smoke-test a rules engine and to
time it without a database or a network. Prints a summary (games, length, wins per seat) after a
progress bar, or with `--json` one report per game; the service's own logs stay at warnings.
"""

from __future__ import annotations

import logging
import os
import random
import statistics
import sys
import time

import msgspec

from service import logs
from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.domain import registry
from service.domain.kernel import Outcome
from service.progress import Progress
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers


class GameReport(msgspec.Struct, kw_only=True):
    seed: str
    commands: int
    version: int
    finished: bool
    outcome: Outcome | None
    ms_per_command: float


async def simulate(
    game_type: str,
    players: int | None,
    games: int,
    seed: str,
    max_commands: int,
    as_json: bool = False,
) -> int:
    rules = registry.get(game_type)
    if rules is None:
        known = ", ".join(r.name for r in registry.all_games())
        print(f"unknown game type {game_type!r}; known: {known}", file=sys.stderr)
        return 2
    # Four info lines per game (created, three seats taken, started) would drown the summary.
    logs.configure(os.environ.get("TABLETOP_LOG_FORMAT"), level=logging.WARNING)
    count = players or rules.min_players
    store = MemoryEventStore()
    tabletop = Tabletop(store, MemoryCatalog(store), MemoryTimers())
    progress = Progress(f"{game_type} x{games}", games, "games")
    reports = []
    for n in range(games):
        report = await _play(tabletop, game_type, count, f"{seed}-{n}", max_commands)
        reports.append(report)
        if as_json:
            print(msgspec.json.encode(report).decode(), flush=True)
        progress.advance()
    progress.finish()
    if not as_json:
        print(summary(game_type, count, seed, max_commands, reports))
    return 0


def summary(
    game_type: str, players: int, seed: str, max_commands: int, reports: list[GameReport]
) -> str:
    """What a person wants to know about a batch of random games, in a few lines."""
    finished = [r for r in reports if r.finished]
    lengths = [r.commands for r in reports] or [0]
    wins = [0] * players
    for report in finished:
        outcome = msgspec.convert(report.outcome, Outcome)
        for seat in outcome.winners:
            wins[seat] += 1
    per_command = statistics.fmean(r.ms_per_command for r in reports) if reports else 0.0
    lines = [
        f"{game_type}, {players} players, seed {seed!r}: {len(reports)} games,"
        f" {len(finished)} finished, {len(reports) - len(finished)} cut at {max_commands}"
        " commands",
        f"length: mean {statistics.fmean(lengths):.1f} commands"
        f" (min {min(lengths)}, max {max(lengths)}), {per_command:.2f} ms per command",
        "wins per seat: "
        + ", ".join(f"seat {s}: {w}" for s, w in enumerate(wins))
        + ("  (a shared win counts for each winner)" if sum(wins) > len(finished) else ""),
    ]
    return "\n".join(lines)


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
