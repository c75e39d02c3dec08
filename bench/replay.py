"""Games replayed per second from game log files, and whole random games played per second in
process, per game type (issue 20 item 5, issue 17).

    python bench/replay.py [--games 8] [--seconds 5] [--dir DIR] [--verify] \
        [--part replay|playouts|both] [--playout-seconds 2]

First it records `--games` games of each type in memory (seeded random legal moves, each to
its end or 2,000 commands; Ice Flow's random games rarely end) and exports each as a game log
file (docs/replays.md), written to `--dir` if given. Then, per game type, for `--seconds` it
replays the files over and over as `tabletop replay --file` does: read the bytes, parse and
check every line, fold every event with the rules engine. `--verify` also re-derives every
draw from the seed and re-decides every command (as `--verify` does). Prints one markdown
table; results are recorded in bench/replay.md.

Playouts (`--part playouts`): for each game type and each player count it allows, for
`--playout-seconds`, whole games from set-up to the end (or MAX_COMMANDS commands) with the
rules engine alone, no store, no HTTP: start, then over and over pick a seat to move and one
of its legal moves at random (seeded), `decide` it and `evolve` every event. Listing the legal
moves is part of the cost (a random player needs them). Prints a second table.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import time
from pathlib import Path

import msgspec
import structlog

from service.api.app import Services
from service.archive import logfile
from service.archive.verify import fold, verify
from service.domain import registry
from service.domain.kernel import HostedGame, Rng, Setup, latest_revision

MAX_COMMANDS = 2000


async def record(game_type: str, players: int, seed: int, cap: int = MAX_COMMANDS) -> bytes:
    """One game played with seeded random legal moves (at most `cap` commands), exported as a
    game log file."""
    tabletop = Services.in_memory().tabletop
    game = await tabletop.create_game(game_type, players, None, None, None)
    for n in range(players):
        await tabletop.take_seat(game.game_id, f"player {n}")
    pick = random.Random(f"{game_type}-{seed}")
    for _ in range(cap):
        summary = await tabletop.summary(game.game_id)
        if summary.status == "finished":
            break
        seat = pick.choice(summary.to_move)
        _, moves = await tabletop.legal_moves(game.game_id, seat)
        await tabletop.command(game.game_id, seat, msgspec.json.encode(pick.choice(moves)))
    log = await tabletop.export(game.game_id, admin=True)
    return b"".join(logfile.dump(log))


def playout(rules: HostedGame, players: int, seed: str) -> tuple[int, int, bool, float]:
    """One random game with the rules engine alone: (commands, events, finished, seconds
    spent listing legal moves)."""
    setup = Setup(
        players=players, options=rules.Options(), rules_revision=latest_revision(rules.revisions)
    )
    events = rules.start(setup, Rng(seed, 0))
    state = rules.initial_state(setup)
    for event in events:
        state = rules.evolve(state, event)
    version = len(events)
    pick = random.Random(seed)
    commands, listing = 0, 0.0
    while (finished := rules.outcome(state) is not None) is False and commands < MAX_COMMANDS:
        seat = pick.choice(sorted(rules.to_move(state)))
        listed = time.perf_counter()
        moves = rules.legal_moves(state, seat)
        listing += time.perf_counter() - listed
        command = pick.choice(moves)
        for event in rules.decide(state, command, seat, Rng(seed, version)):
            state = rules.evolve(state, event)
            version += 1
        commands += 1
    return commands, version, finished, listing


def playouts(seconds: float) -> None:
    """Whole random games per second, per game type and player count, as a markdown table."""
    print(
        "| game type | players | games played | commands / game | events / game | finished "
        "| games / s | commands / s | events / s | listing moves | games / s without listing |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for rules in registry.all_games():
        for players in range(rules.min_players, rules.max_players + 1):
            games = commands = events = finished = 0
            listing = 0.0
            start = time.perf_counter()
            while (elapsed := time.perf_counter() - start) < seconds or games == 0:
                made, version, ended, listed = playout(rules, players, f"{rules.name}-{games}")
                games, commands, events = games + 1, commands + made, events + version
                finished += ended
                listing += listed
            print(
                f"| {rules.name} | {players} | {games} | {commands / games:.0f} "
                f"| {events / games:.0f} | {finished}/{games} | {games / elapsed:,.1f} "
                f"| {commands / elapsed:,.0f} | {events / elapsed:,.0f} "
                f"| {listing / elapsed:.0%} | {games / (elapsed - listing):,.1f} |",
                flush=True,
            )


def replay(files: list[bytes], seconds: float, check: bool) -> tuple[int, float]:
    """Replays of the files, round robin, for about `seconds`: (games replayed, elapsed)."""
    done = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or done == 0:
        loaded = logfile.load(files[done % len(files)])
        fold(loaded)
        if check:
            assert verify(loaded).ok or loaded.log.header.seed is None
        done += 1
    return done, elapsed


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="recorded games per game type")
    parser.add_argument("--seconds", type=float, default=5.0, help="replay time per game type")
    parser.add_argument("--dir", type=Path, default=None, help="also write the files here")
    parser.add_argument("--verify", action="store_true", help="re-decide every command too")
    parser.add_argument("--part", choices=["replay", "playouts", "both"], default="both")
    parser.add_argument(
        "--playout-seconds", type=float, default=2.0, help="playouts per game type and count"
    )
    args = parser.parse_args()
    # The recorded games' info lines would drown the table.
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
    if args.part in ("replay", "both"):
        await replays(args)
    if args.part in ("playouts", "both"):
        print()
        playouts(args.playout_seconds)


async def replays(args: argparse.Namespace) -> None:
    print(
        "| game type | players | games | events / game | file KiB / game | finished "
        "| games replayed / s | events / s |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for rules in registry.all_games():
        players = rules.min_players
        files = [await record(rules.name, players, n) for n in range(args.games)]
        if args.dir is not None:
            args.dir.mkdir(parents=True, exist_ok=True)
            for n, content in enumerate(files):
                (args.dir / f"{rules.name}-{n}.jsonl").write_bytes(content)
        headers = [logfile.load(f).log.header for f in files]
        events = statistics.mean(h.version for h in headers)
        finished = sum(h.status == "finished" for h in headers)
        done, elapsed = replay(files, args.seconds, args.verify)
        rate = done / elapsed
        size = statistics.mean(len(f) for f in files) / 1024
        print(
            f"| {rules.name} | {players} | {len(files)} | {events:.0f} | {size:.0f} "
            f"| {finished}/{len(files)} | {rate:.1f} | {rate * events:,.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    asyncio.run(main())
