"""The turn (RULES §7, D7, D13, D46): it never ends by itself; `end_turn` passes it clockwise."""

from __future__ import annotations

from service.domain.ice_flow import events as ev
from service.domain.ice_flow.evolve import Decision


def end_turn(decision: Decision) -> None:
    """`turn_ended`, then `turn_started` for the clockwise next seat (D7)."""
    state = decision.state
    decision.emit(ev.TurnEnded(seat=state.active))
    decision.emit(ev.TurnStarted(seat=(state.active + 1) % state.players))
