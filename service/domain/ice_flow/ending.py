"""The end of the game (RULES §14, D37, D39, D47): three explorers in Siberia win at once."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.state import State
from service.domain.kernel import Outcome


def has_won(state: State, seat: int) -> bool:
    """Three explorers on Siberian camps (necessarily different ones, §14)."""
    return all(
        board.KIND.get(state.explorers[e] or "") == "siberia_camp" for e in board.explorer_ids(seat)
    )


def stepped(decision: Decision, step: ev.ExplorerStepped) -> bool:
    """Apply one step; if it completes a win, `game_ended` follows at once and nothing else of
    the command happens (D37: only a step or an escape into Siberia can win). True if won."""
    decision.emit(step)
    if not has_won(decision.state, step.seat):
        return False
    decision.emit(ev.GameEnded(winner=step.seat))
    return True


def outcome(state: State) -> Outcome | None:
    """D47: the winner ranks 1 with score 1, everybody else ranks 2 with score 0."""
    if state.phase != "over" or state.winner is None:
        return None
    seats = range(state.players)
    return Outcome(
        scores=tuple(int(s == state.winner) for s in seats),
        ranks=tuple(1 if s == state.winner else 2 for s in seats),
        winners=(state.winner,),
        reason="three_explorers_in_siberia",
    )
