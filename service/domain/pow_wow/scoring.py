"""End of the game, scores and ties (RULES §9, D13, D14)."""

from __future__ import annotations

from service.domain.kernel import Outcome
from service.domain.pow_wow.events import GameEnded
from service.domain.pow_wow.state import GameOver, State

REASON = "prairie_exhausted"


def competition_ranks(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Standard competition ranking: 11, 11, 7 → 1, 1, 3."""
    return tuple(1 + sum(other > score for other in scores) for score in scores)


def game_ended(state: State) -> GameEnded:
    """Score = cards in the pile; every seat with the top score wins (§9, D14)."""
    scores = tuple(len(pile) for pile in state.piles)
    best = max(scores)
    winners = tuple(seat for seat, score in enumerate(scores) if score == best)
    return GameEnded(scores, winners, competition_ranks(scores), state.salt)


def outcome(state: State) -> Outcome | None:
    phase = state.phase
    if not isinstance(phase, GameOver):
        return None
    return Outcome(scores=phase.scores, ranks=phase.ranks, winners=phase.winners, reason=REASON)
