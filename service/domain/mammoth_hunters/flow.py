"""The automatic steps between decisions: they run inside the command that triggers them
(RULES §16.2): empty parts end, an empty hand skips the discard, a full hand ends the turn,
an empty dark reserve ends the deployment phase."""

from __future__ import annotations

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import deployment, part_moves
from service.domain.mammoth_hunters.conflict import end_deployment
from service.domain.mammoth_hunters.events import DiscardSkipped, PartEnded, TurnEnded
from service.domain.mammoth_hunters.evolve import Decision
from service.domain.mammoth_hunters.state import Discard, Draw, Resolve


def advance(made: Decision, rng: Rng) -> None:
    """Run every automatic step until a seat has a decision to make or the game is over."""
    while True:
        state = made.state
        phase = state.phase
        if isinstance(phase, Resolve):
            if part_moves.any_legal(state, phase):
                return
            made.emit(PartEnded(seat=phase.part.decider, reason="exhausted"))
        elif isinstance(phase, Discard) and not state.seats[state.active].hand:
            made.emit(DiscardSkipped(seat=state.active))
        elif isinstance(phase, Draw) and deployment.turn_complete(state):
            made.emit(TurnEnded(seat=state.active))
            if not made.state.is_final_round() and made.state.dark_reserve == 0:
                end_deployment(made, rng)
        else:
            return
