"""Collects the events of one decision while folding them, so later checks see earlier effects."""

from __future__ import annotations

from service.domain.der_schwarm.events import Event
from service.domain.der_schwarm.evolve import evolve
from service.domain.der_schwarm.state import State


class Builder:
    """The events of one `decide` call and the state after each of them."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        for event in events:
            self.events.append(event)
            self.state = evolve(self.state, event)
