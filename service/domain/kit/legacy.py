"""The previous, untyped game protocol, kept while games are converted onto the kit.

Delete this module (and the legacy overload of `kernel.fold`) once every game subclasses
`Rules[State, Command, Event, Options]`; `docs/adding-a-game.md` ("Converting an existing
game") is the checklist.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, overload, runtime_checkable

import msgspec

from service.domain.kit.hosting import Hosted, HostedGame, check_declarations, members
from service.domain.kit.revisions import Revision
from service.domain.kit.rng import Rng
from service.domain.kit.rules import (
    CommandT,
    Deadline,
    EventT,
    OptionsT,
    Outcome,
    Rules,
    Seat,
    Setup,
    StateT,
)
from service.domain.kit.upcasters import Upcasters

Struct = msgspec.Struct

FIRST_EDITION = (Revision(number=1, date="2026-11-29", changes=("The first edition.",)),)


@runtime_checkable
class LegacyRules(Protocol):
    """The protocol before the kit: `(players, options)` instead of a `Setup`, and `Any`."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def Options(self) -> type[Struct]: ...
    @property
    def Command(self) -> Any: ...
    @property
    def Event(self) -> Any: ...
    @property
    def View(self) -> type[Struct]: ...
    @property
    def Position(self) -> type[Struct]: ...
    def initial_state(self, players: int, options: Any) -> Any: ...
    def start(self, players: int, options: Any, rng: Rng) -> list[Any]: ...
    def decide(self, state: Any, command: Any, seat: Seat | None, rng: Rng) -> list[Any]: ...
    def evolve(self, state: Any, event: Any) -> Any: ...
    def legal_moves(self, state: Any, seat: Seat) -> list[Any]: ...
    def to_move(self, state: Any) -> frozenset[Seat]: ...
    def view(self, state: Any, seat: Seat | None) -> Struct: ...
    def redact(self, event: Any, seat: Seat | None) -> Any | None: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def deadline(self, state: Any) -> Deadline[Any] | None: ...
    def position(self, state: Any) -> Struct | None: ...
    def load_position(self, players: int, options: Any, document: Any) -> list[Any]: ...


class LegacyHosted:
    """A legacy game behind the `HostedGame` face: revision 1 only, no upcasters."""

    revisions = FIRST_EDITION

    def __init__(self, rules: LegacyRules) -> None:
        check_declarations(rules.name, rules.Command, rules.Event, rules.Options)
        self.rules = rules
        self.upcasters = Upcasters()
        self.State = Struct
        members(rules.Event)

    @property
    def name(self) -> str:
        return self.rules.name

    @property
    def title(self) -> str:
        return self.rules.title

    @property
    def min_players(self) -> int:
        return self.rules.min_players

    @property
    def max_players(self) -> int:
        return self.rules.max_players

    @property
    def Options(self) -> type[Struct]:
        return self.rules.Options

    @property
    def Command(self) -> object:
        return self.rules.Command

    @property
    def Event(self) -> object:
        return self.rules.Event

    @property
    def View(self) -> type[Struct]:
        return self.rules.View

    @property
    def Position(self) -> type[Struct]:
        return self.rules.Position

    def initial_state(self, setup: Setup[Struct]) -> Struct:
        state: Struct = self.rules.initial_state(setup.players, setup.options)
        return state

    def start(self, setup: Setup[Struct], rng: Rng) -> Sequence[Struct]:
        return self.rules.start(setup.players, setup.options, rng)

    def load_position(self, setup: Setup[Struct], document: object) -> Sequence[Struct]:
        return self.rules.load_position(setup.players, setup.options, document)

    def decide(
        self, state: Struct, command: Struct, seat: Seat | None, rng: Rng
    ) -> Sequence[Struct]:
        return self.rules.decide(state, command, seat, rng)

    def evolve(self, state: Struct, event: Struct) -> Struct:
        after: Struct = self.rules.evolve(state, event)
        return after

    def legal_moves(self, state: Struct, seat: Seat) -> Sequence[Struct]:
        return self.rules.legal_moves(state, seat)

    def to_move(self, state: Struct) -> frozenset[Seat]:
        return self.rules.to_move(state)

    def view(self, state: Struct, seat: Seat | None) -> Struct:
        return self.rules.view(state, seat)

    def redact(self, event: Struct, seat: Seat | None) -> Struct | None:
        copy: Struct | None = self.rules.redact(event, seat)
        return copy

    def outcome(self, state: Struct) -> Outcome | None:
        return self.rules.outcome(state)

    def deadline(self, state: Struct) -> Deadline[Struct] | None:
        return self.rules.deadline(state)

    def position(self, state: Struct) -> Struct | None:
        return self.rules.position(state)


@overload
def hosted(rules: Rules[StateT, CommandT, EventT, OptionsT]) -> HostedGame: ...


@overload
def hosted(rules: LegacyRules) -> HostedGame: ...


def hosted(rules: Rules[StateT, CommandT, EventT, OptionsT] | LegacyRules) -> HostedGame:
    """`host(rules)` for a game on the kit, the legacy adapter for one not converted yet."""
    if hasattr(rules, "revisions"):
        return Hosted(rules)  # type: ignore[arg-type]
    legacy: HostedGame = LegacyHosted(rules)
    return legacy


def legacy_fold(rules: LegacyRules, players: int, options: Any, events: Sequence[Any]) -> Any:
    """The state after `events` for a legacy game: `fold(rules, players, options, events)`."""
    state = rules.initial_state(players, options)
    for event in events:
        state = rules.evolve(state, event)
    return state
