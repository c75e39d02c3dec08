"""Positions to draw: states of the recorded golden games of a game type, spread over each
game from its first state to its last (the game over), with the events of each step."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.domain.kernel import Rng, convert_command
from tests.kit import golden

PER_GAME = 10
"""States taken from each golden game, besides its first and last."""


@dataclass(frozen=True)
class Moment:
    """A state of a recorded game, and the events that led to it (its step's)."""

    rules: Any
    setup: Any
    version: int
    state: Any
    events: tuple[Any, ...]
    name: str


@functools.cache
def moments(game_type: str) -> tuple[Moment, ...]:
    found: list[Moment] = []
    for path in golden.files(game_type):
        steps = len(golden.load(path)["steps"])
        keep = {0, steps} | {steps * k // (PER_GAME + 1) for k in range(1, PER_GAME + 1)}
        found.extend(moment for n, moment in _walk(path) if n in keep)
    return tuple(found)


def every_moment(game_type: str) -> Iterator[Moment]:
    """Every state of every golden game of `game_type`, in order (to find a rare one)."""
    for path in golden.files(game_type):
        for _, moment in _walk(path):
            yield moment


def _walk(path: Path) -> Iterator[tuple[int, Moment]]:
    """A golden game's states after its start (0) and after each step (1, 2, …)."""
    game = golden.load(path)
    rules, setup = golden.rules_of(game), golden.setup_of(game)
    log = golden.start_events(rules, setup, game["seed"], game["position"])
    state = rules.initial_state(setup)
    for event in log:
        state = rules.evolve(state, event)
    yield 0, Moment(rules, setup, len(log), state, tuple(log), f"{path.stem}@start")
    for n, step in enumerate(game["steps"], 1):
        command = convert_command(rules, step["command"])
        events = list(rules.decide(state, command, step["seat"], Rng(game["seed"], len(log))))
        for event in events:
            state = rules.evolve(state, event)
        log.extend(events)
        yield n, Moment(rules, setup, len(log), state, tuple(events), f"{path.stem}@{n}")
