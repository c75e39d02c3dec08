"""Seeded playouts: a policy picks, at each point, one seat's command among the legal ones
(or the system's timer command when a deadline runs), and the game goes on until it is over
or a cap is reached. Every pick is drawn from `Rng(seed, version)`, so a playout replays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from service.domain.kernel import Rng, Seat

Choice = tuple[Seat | None, Any]
"""(seat, command); seat None is the system deciding a deadline's command."""

Policy = Callable[[Any, Any, Sequence[Choice], Rng], Choice]
"""(rules, state, the choices, rng) → the one to play."""


def choices(rules: Any, state: Any) -> list[Choice]:
    """Every legal (seat, command) now, the system's timer command last."""
    found: list[Choice] = [
        (seat, command)
        for seat in sorted(rules.to_move(state))
        for command in rules.legal_moves(state, seat)
    ]
    deadline = rules.deadline(state)
    if deadline is not None:
        found.append((None, deadline.command))
    return found


def uniform(rules: Any, state: Any, options: Sequence[Choice], rng: Rng) -> Choice:
    """A uniformly random seat (the system counts as one while a timer runs), then a
    uniformly random command of it. With one seat and no timer: `rng.choice(its moves)`."""
    seats = sorted({seat for seat, _ in options}, key=lambda s: -1 if s is None else s)
    seat = seats[0] if len(seats) == 1 else rng.choice(seats)
    return rng.choice([c for c in options if c[0] == seat])


def first(rules: Any, state: Any, options: Sequence[Choice], rng: Rng) -> Choice:
    """The first legal choice: the lowest seat's first listed command (the system last)."""
    return options[0]


POLICIES: dict[str, Policy] = {"uniform": uniform, "first": first}


@dataclass
class Step:
    """One decided command: who sent it, at which version, and the events it produced."""

    seat: Seat | None
    command: Any
    version: int
    events: list[Any]
    before: Any = field(repr=False)
    after: Any = field(repr=False)


@dataclass
class Played:
    """A playout: its start events, its steps, the final state, and whether it ended."""

    setup: Any
    seed: str
    start: list[Any]
    steps: list[Step]
    state: Any
    over: bool

    @property
    def log(self) -> list[Any]:
        return [*self.start, *(e for step in self.steps for e in step.events)]


def play(
    rules: Any,
    setup: Any,
    seed: str,
    *,
    start: list[Any] | None = None,
    policy: Policy = uniform,
    cap: int = 5000,
) -> Played:
    """Play until the game is over or `cap` commands were decided (then `over` is False)."""
    events = list(start) if start is not None else list(rules.start(setup, Rng(seed, 0)))
    state = rules.initial_state(setup)
    for event in events:
        state = rules.evolve(state, event)
    version = len(events)
    steps: list[Step] = []
    while rules.outcome(state) is None and len(steps) < cap:
        options = choices(rules, state)
        assert options, "nobody may act and no timer runs, yet the game is not over"
        seat, command = policy(rules, state, options, Rng(seed, version))
        produced = list(rules.decide(state, command, seat, Rng(seed, version)))
        after = state
        for event in produced:
            after = rules.evolve(after, event)
        steps.append(Step(seat, command, version, produced, state, after))
        state, version = after, version + len(produced)
    over = rules.outcome(state) is not None
    return Played(setup, seed, events, steps, state, over)
