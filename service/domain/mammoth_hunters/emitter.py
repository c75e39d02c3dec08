"""An event collector for one decision that keeps the state those events lead to."""

from __future__ import annotations

from service.domain.mammoth_hunters.events import Event
from service.domain.mammoth_hunters.evolve import evolve
from service.domain.mammoth_hunters.state import State


class Emitter:
    """Collects the events of one decision; `state` is always the state after them."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)
