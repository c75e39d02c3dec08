"""`decider(violation, dispatch, evolve)`: a game's `decide`, built the same way for every game.

Every game decides a command in the same three steps: refuse it with the first violation
that applies (`IllegalMove`), else start a `Collector` on the state and let the game's
dispatch emit the command's events through it, and answer those events. A game writes only
its `violation` and its dispatch; the steps around them live here, once.
"""

from __future__ import annotations

from collections.abc import Callable

from service.domain.kit.collector import Collector
from service.domain.kit.refusals import IllegalMove, Refusal
from service.domain.kit.rng import Rng
from service.domain.kit.rules import CommandT, EventT, Seat, StateT


def decider(
    violation: Callable[[StateT, CommandT, Seat | None], Refusal | None],
    dispatch: Callable[[Collector[StateT, EventT], CommandT, Seat | None, Rng], None],
    evolve: Callable[[StateT, EventT], StateT],
) -> Callable[[StateT, CommandT, Seat | None, Rng], list[EventT]]:
    """The game's `decide`: `violation` names the first refusal (seat None is the system);
    `dispatch` emits an accepted command's events onto the collector, which folds each with
    `evolve` so later steps of one decision read the state the earlier ones led to."""

    def decide(state: StateT, command: CommandT, seat: Seat | None, rng: Rng, /) -> list[EventT]:
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(refusal)
        made = Collector(state, evolve)
        dispatch(made, command, seat, rng)
        return made.events

    return decide
