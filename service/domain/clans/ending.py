"""End of the game (RULES §11, D14, D15, D16): the reveal, chips added, ranks and winners."""

from __future__ import annotations

from service.domain.clans.board import VILLAGE_CHIPS
from service.domain.clans.events import EndReason, Event, GameEnded, TurnPassed
from service.domain.clans.huts import full_map
from service.domain.clans.movement import has_legal_move
from service.domain.clans.scoring import competition_ranks, seat_totals
from service.domain.clans.state import Over, State
from service.domain.kernel import Outcome


def game_ended(state: State, reason: EndReason) -> GameEnded:
    """The final tally: village points plus chips per seat, competition ranks (§11, D16)."""
    totals = seat_totals(state.scores, state.clans, state.chips)
    ranks = competition_ranks(totals)
    return GameEnded(
        reason=reason,
        clans=state.clans,
        unassigned=state.unassigned,
        village_points=full_map(state.scores),
        chips=state.chips,
        totals=totals,
        ranks=ranks,
        winners=tuple(seat for seat, rank in enumerate(ranks) if rank == 1),
    )


def after_resolution(state: State) -> Event:
    """Once a move is fully resolved: the end (12th chip, or no legal move: D15) or the next
    seat in ascending order, wrapping (D4)."""
    if state.chips_taken >= VILLAGE_CHIPS:
        return game_ended(state, "twelfth_village")
    if not has_legal_move(state):
        return game_ended(state, "no_legal_move")
    return TurnPassed(seat=(state.active_seat + 1) % state.players)


def outcome(state: State) -> Outcome | None:
    """The outcome once the game is over (the totals, ranks and winners `game_ended` tallied)."""
    phase = state.phase
    if not isinstance(phase, Over):
        return None
    return Outcome(
        scores=phase.totals, ranks=phase.ranks, winners=phase.winners, reason=phase.reason
    )
