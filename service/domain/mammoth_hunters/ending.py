"""The end of the game (RULES §13.1, D18): the ranking by VP, hunters on the board and stones,
shared victories, and the outcome."""

from __future__ import annotations

from service.domain.kernel import Outcome
from service.domain.mammoth_hunters.events import GameEnded
from service.domain.mammoth_hunters.state import Over, State


def standings(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Competition ranks by (VP, hunters on the board, stones) and the winners (D18)."""
    keys = [(s.vp, state.on_board(i), s.stones) for i, s in enumerate(state.seats)]
    ranks = tuple(1 + sum(1 for other in keys if other > key) for key in keys)
    winners = tuple(i for i, r in enumerate(ranks) if r == 1)
    return ranks, winners


def game_ended(state: State) -> GameEnded:
    """After the final round's scoring: every seat's tie-break facts and the ranking."""
    ranks, winners = standings(state)
    return GameEnded(
        vp=tuple(s.vp for s in state.seats),
        hunters_on_board=tuple(state.on_board(i) for i in range(state.players)),
        stones=tuple(s.stones for s in state.seats),
        ranks=ranks,
        winners=winners,
    )


def outcome(state: State) -> Outcome | None:
    """Scores (VP), ranks and winners once the game is over, else None."""
    if not isinstance(state.phase, Over):
        return None
    ranks, winners = standings(state)
    return Outcome(
        scores=tuple(s.vp for s in state.seats), ranks=ranks, winners=winners, reason="most_vp"
    )
