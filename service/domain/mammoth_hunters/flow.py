"""The automatic steps between decisions: they run inside the command that triggers them
(RULES §16.2): empty parts end, an empty hand skips the discard, a full hand ends the turn,
an empty dark reserve ends the deployment phase."""

from __future__ import annotations

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import candidates, deployment
from service.domain.mammoth_hunters.conflict import end_deployment
from service.domain.mammoth_hunters.emitter import Emitter
from service.domain.mammoth_hunters.events import DiscardSkipped, PartEnded, TurnEnded
from service.domain.mammoth_hunters.state import Discard, Draw, Resolve


def advance(em: Emitter, rng: Rng) -> None:
    """Run every automatic step until a seat has a decision to make or the game is over."""
    while True:
        state = em.state
        phase = state.phase
        if isinstance(phase, Resolve):
            if candidates.any_legal(state, phase):
                return
            em.emit(PartEnded(seat=phase.part.decider, reason="exhausted"))
        elif isinstance(phase, Discard) and not state.seats[state.active].hand:
            em.emit(DiscardSkipped(seat=state.active))
        elif isinstance(phase, Draw) and deployment.turn_complete(state):
            em.emit(TurnEnded(seat=state.active))
            if not em.state.is_final_round() and em.state.dark_reserve == 0:
                end_deployment(em, rng)
        else:
            return
