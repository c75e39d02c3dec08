"""`Collector`: the events of one decision, folded as they are emitted.

A multi-step decision (a move, then the villages it formed, then the end of the turn) reads
the state each earlier event led to. Rule functions take the collector, look at
`collector.state` and `emit` what happens; `decide` returns `collector.events`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

import msgspec

StateT = TypeVar("StateT", bound=msgspec.Struct)
EventT = TypeVar("EventT", bound=msgspec.Struct)


class Collector(Generic[StateT, EventT]):
    """The events emitted so far and `state`, the state after them."""

    def __init__(self, state: StateT, evolve: Callable[[StateT, EventT], StateT]) -> None:
        self.state = state
        self.events: list[EventT] = []
        self._evolve = evolve

    def emit(self, *events: EventT) -> None:
        """Record events in order; `state` follows each one."""
        for event in events:
            self.events.append(event)
            self.state = self._evolve(self.state, event)
