"""The server's bots: `random` (a uniformly random legal move) and `greedy` (the best move by
one-ply lookahead, scored by the game's `evaluate` on the bot's own view).

Both are deterministic from the game's seed and version: their Rng is derived from the seed
under a name of their own, so a bot's choice is not correlated with the draws of the command
it sends (those use `Rng(seed, version)` as always).

What greedy may know: it looks one decision ahead by deciding each candidate on the game's
state, and scores the result only through `rules.view(after, seat)`, the seat's own view, with
the game's `evaluate`. Each game's `evaluate` reads public scoring facts of that view (points,
piles, positions), never what the move itself revealed to the seat."""

from __future__ import annotations

import msgspec

from service.domain.kit.hosting import HostedGame
from service.domain.kit.refusals import IllegalMove
from service.domain.kit.rng import Rng
from service.domain.kit.rules import Seat

BOT_KINDS = ("random", "greedy")
GREEDY_SAMPLE = 120
"""At most this many candidate moves are looked at (a deterministic sample beyond it): some
decisions have thousands of legal moves."""


def bot_rng(seed: str, seat: Seat, version: int) -> Rng:
    return Rng(f"{seed}:bot:{seat}", version)


def choose_move(
    kind: str, rules: HostedGame, game: msgspec.Struct, seat: Seat, seed: str, version: int
) -> msgspec.Struct | None:
    """The bot's command for `seat` at `version`, or None when it has no legal move."""
    moves = list(rules.legal_moves(game, seat))
    if not moves:
        return None
    rng = bot_rng(seed, seat, version)
    if kind == "greedy" and len(moves) > 1:
        return greedy(rules, game, seat, rng.shuffled(moves), version)
    return rng.choice(moves)


def greedy(
    rules: HostedGame, game: msgspec.Struct, seat: Seat, moves: list[msgspec.Struct], version: int
) -> msgspec.Struct:
    """The candidate with the highest score (the first of equals in the shuffled order)."""
    best, best_score = moves[0], float("-inf")
    lookahead = Rng("lookahead", version)
    for move in moves[:GREEDY_SAMPLE]:
        try:
            after = game
            for event in rules.decide(game, move, seat, lookahead):
                after = rules.evolve(after, event)
        except IllegalMove:
            continue
        # Only through the seat's own view, even once the game is over: the outcome itself
        # can depend on secrets (whose colour is whose in Clans).
        score = rules.evaluate(rules.view(after, seat), seat)
        if score > best_score:
            best, best_score = move, score
    return best
