"""Each game's event schema history: stored events carry their schema version, and old data
is lifted one version at a time on read, so a replay never breaks when an event changes shape.

A game declares its steps next to its events:

    UPCASTERS = Upcasters(
        Step("clans.huts_moved", 1, lambda data: {**data, "to": data.pop("target")}),
    )

Each event type starts at schema version 1; every step registered for it adds one, so the
current version is 1 + the number of its steps (stored events are written at that version).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from service.domain.kit.json_types import JSONObject

DEFAULT_SCHEMA = 1

Upcast = Callable[[JSONObject], JSONObject]
"""Stored data of one schema version → the data of the next version."""


class Step(NamedTuple):
    """Lift `event_type`'s data from `from_version` to `from_version + 1`."""

    event_type: str
    from_version: int
    upcast: Upcast


class Upcasters:
    """The steps of one game; versions run 1, 2, … without gaps for each event type."""

    def __init__(self, *steps: Step) -> None:
        self._steps = {(s.event_type, s.from_version): s.upcast for s in steps}
        if len(self._steps) != len(steps):
            raise ValueError("a step is registered twice")
        self._current: dict[str, int] = {}
        for step in steps:
            self._current[step.event_type] = self._current.get(step.event_type, 1) + 1
        for event_type, version in self._steps:
            if not 1 <= version < self._current[event_type]:
                raise ValueError(f"the steps of {event_type} must run 1, 2, … without gaps")

    def event_types(self) -> frozenset[str]:
        """Event types with at least one step."""
        return frozenset(self._current)

    def version(self, event_type: str) -> int:
        """The schema version events of this type are written with now."""
        return self._current.get(event_type, DEFAULT_SCHEMA)

    def upcast(self, event_type: str, version: int, data: JSONObject) -> JSONObject:
        """Stored data of `version` lifted to the current schema version."""
        while version < self.version(event_type):
            data = self._steps[(event_type, version)](data)
            version += 1
        return data
