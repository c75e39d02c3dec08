"""Greedy against random, per game type, with the rules engine alone (no server, no database).

    python bench/bots.py --games 40 [--players 3] [--only clans]

Each game seats one `greedy` bot (its seat rotating from game to game) and `random` bots in
the other seats, sets it up from a seed, and lets the bots play it to the end through the
table (service/domain/table), exactly as the server's bots play. It prints, per game type,
how often greedy won (a shared win counts) against the rate a seat would win by chance
(1 / players), and the same for one random seat of the same games; results are recorded in
bench/BOTS.md.
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
    table = tabled(rules)
    setup = Setup(
        players=players, options=rules.Options(), rules_revision=latest_revision(rules.revisions)
    )
    state = table.initial_state(setup)
    for event in (TableSet(clock=None, bots=bots), *table.start(setup, Rng(seed, 0))):
        state = table.evolve(state, event)
    assert isinstance(state, TableState)
    for _ in range(MAX_MOVES):
        if table.outcome(state) is not None:
            break
        seat = min(table.to_move(state))
        move = choose_move(bots[seat], rules, state.game, seat, seed, state.version)
        assert move is not None, "a seat to move without a legal move"
        for event in table.decide(state, move, seat, Rng(seed, state.version)):
            state = table.evolve(state, event)
        assert isinstance(state, TableState)
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--only", default=None)
    args = parser.parse_args()
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
