"""Greedy against random, per game type, with the rules engine alone (no server, no database).

    python bench/bots.py --games 40 [--players 3] [--only clans]
    python bench/bots.py --lengths --games 12 [--only ice_flow]

Each game seats one `greedy` bot (its seat rotating from game to game) and `random` bots in
the other seats, sets it up from a seed, and lets the bots play it to the end through the
table (service/domain/table), exactly as the server's bots play. It prints, per game type,
how often greedy won (a shared win counts) against the rate a seat would win by chance
(1 / players), and the same for one random seat of the same games; results are recorded in
bench/BOTS.md. `--lengths` plays all-`greedy` games of every number of players instead and
prints how many commands they take to their end (TABLETOP_BOT_ONLY_COMMANDS stays above them).
"""

from __future__ import annotations

import argparse
import time

from service.domain import registry
from service.domain.kernel import HostedGame, Rng, Setup, latest_revision
from service.domain.table import TableSet, TableState, choose_move, tabled

MAX_MOVES = 30_000
"""Ice Flow's random explorers can wander forever (tests/kit/hooks/ice_flow.py): a game still
running after this many decisions counts as won by nobody (`unfinished` column)."""


def play(rules: HostedGame, players: int, bots: tuple[str, ...], seed: str) -> TableState:
    """One all-bot game to its end (or MAX_MOVES), folded through the table."""
    return play_counted(rules, players, bots, seed)[1]


def play_counted(
    rules: HostedGame, players: int, bots: tuple[str, ...], seed: str
) -> tuple[int, TableState]:
    """`play`, and how many commands (decisions) the game took."""
    table = tabled(rules)
    setup = Setup(
        players=players, options=rules.Options(), rules_revision=latest_revision(rules.revisions)
    )
    state = table.initial_state(setup)
    for event in (TableSet(clock=None, bots=bots), *table.start(setup, Rng(seed, 0))):
        state = table.evolve(state, event)
    assert isinstance(state, TableState)
    decided = 0
    for _ in range(MAX_MOVES):
        if table.outcome(state) is not None:
            break
        seat = min(table.to_move(state))
        move = choose_move(bots[seat], rules, state.game, seat, seed, state.version)
        assert move is not None, "a seat to move without a legal move"
        for event in table.decide(state, move, seat, Rng(seed, state.version)):
            state = table.evolve(state, event)
        assert isinstance(state, TableState)
        decided += 1
    return decided, state


def lengths(games: int, only: str | None) -> None:
    """How many commands all-`greedy` games take to their end, per game type and number of
    players (what TABLETOP_BOT_ONLY_COMMANDS must stay above: docs/fair-play.md)."""
    print("| game | players | games | commands: min | median | max | unfinished |")
    print("|---|---|---|---|---|---|---|")
    for rules in registry.all_games():
        if only and rules.name != only:
            continue
        for players in range(rules.min_players, rules.max_players + 1):
            counts, unfinished = [], 0
            for n in range(games):
                bots = ("greedy",) * players
                played, state = play_counted(rules, players, bots, f"bench-lengths-{n}")
                if tabled(rules).outcome(state) is None:
                    unfinished += 1
                counts.append(played)
            counts.sort()
            print(
                f"| {rules.name} | {players} | {games} | {counts[0]} | "
                f"{counts[len(counts) // 2]} | {counts[-1]} | {unfinished} |",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--only", default=None)
    parser.add_argument(
        "--lengths", action="store_true", help="all-greedy games' lengths in commands instead"
    )
    args = parser.parse_args()
    if args.lengths:
        lengths(args.games, args.only)
        return
    print("| game | games | greedy wins | random seat wins | chance | unfinished | s/game |")
    print("|---|---|---|---|---|---|---|")
    for rules in registry.all_games():
        if args.only and rules.name != args.only:
            continue
        players = max(rules.min_players, min(args.players, rules.max_players))
        greedy_wins = random_wins = unfinished = 0
        began = time.perf_counter()
        for n in range(args.games):
            greedy_seat = n % players
            bots = tuple("greedy" if s == greedy_seat else "random" for s in range(players))
            state = play(rules, players, bots, f"bench-bots-{n}")
            outcome = tabled(rules).outcome(state)
            if outcome is None:
                unfinished += 1
                continue
            greedy_wins += greedy_seat in outcome.winners
            random_wins += (greedy_seat + 1) % players in outcome.winners
        spent = (time.perf_counter() - began) / args.games
        print(
            f"| {rules.name} | {args.games} | {greedy_wins / args.games:.0%} | "
            f"{random_wins / args.games:.0%} | {1 / players:.0%} | {unfinished} | {spent:.2f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
