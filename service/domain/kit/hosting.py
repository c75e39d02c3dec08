"""`host(rules)`: a game as the platform sees it, and the checks of its declarations.

The platform holds games of different types side by side (the registry, the game cache), so
it sees each one as a `HostedGame`: the same `Rules` protocol with every state, command,
event and option a plain `msgspec.Struct`. `host` wraps a typed game into that shape; each
value passed back in is checked to be the game's own (a platform bug otherwise), which is
what lets the game's own code stay typed without `Any` crossing the boundary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeAlias, cast, get_args

import msgspec

from service.domain.kit import revisions
from service.domain.kit.revisions import Revision
from service.domain.kit.rng import Draws, Rng
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

HostedGame: TypeAlias = Rules[Struct, Struct, Struct, Struct]
"""A game behind the platform boundary: the protocol with every type erased to Struct."""


def members(union: object) -> tuple[type[Struct], ...]:
    """The structs of a tagged union (or the one struct that is not a union)."""
    found = get_args(union) or (union,)
    for member in found:
        if not (isinstance(member, type) and issubclass(member, Struct)):
            raise TypeError(f"{member!r} is not a msgspec Struct")
    return cast(tuple[type[Struct], ...], found)


def tag_of(struct: type[Struct]) -> str:
    """The `type` tag of a command or event struct."""
    return str(struct.__struct_config__.tag)


def check_declarations(name: str, command: object, event: object, options: type[Struct]) -> None:
    """The rules every game's structs follow (docs/style.md §3, §4); raises TypeError at import."""
    for kind, union, forbid in (("command", command, True), ("event", event, False)):
        for struct in members(union):
            config = struct.__struct_config__
            where = f"{name}: {kind} {struct.__name__}"
            if not config.frozen or config.tag_field != "type":
                raise TypeError(f"{where} must be frozen and tagged on `type`")
            if not tag_of(struct).startswith(f"{name}."):
                raise TypeError(f"{where}: its tag must start with {name!r}.")
            if config.forbid_unknown_fields != forbid:
                rule = "refuse unknown fields" if forbid else "accept unknown fields"
                raise TypeError(f"{where} must {rule} (base it on {kind.title()}Base)")
    if not options.__struct_config__.forbid_unknown_fields:
        raise TypeError(f"{name}: options must refuse unknown fields")


class Hosted(Generic[StateT, CommandT, EventT, OptionsT]):
    """One typed game behind the erased `HostedGame` face."""

    def __init__(self, rules: Rules[StateT, CommandT, EventT, OptionsT]) -> None:
        check_declarations(rules.name, rules.Command, rules.Event, rules.Options)
        revisions.check(rules.revisions)
        unknown = rules.upcasters.event_types() - {tag_of(e) for e in members(rules.Event)}
        if unknown:
            raise TypeError(f"{rules.name}: upcasters for unknown events {sorted(unknown)}")
        self.rules = rules
        self._commands = members(rules.Command)
        self._events = members(rules.Event)

    # -- declarations ------------------------------------------------------------------------

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
    def revisions(self) -> tuple[Revision, ...]:
        return self.rules.revisions

    @property
    def upcasters(self) -> Upcasters:
        return self.rules.upcasters

    @property
    def State(self) -> type[Struct]:
        return self.rules.State

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

    # -- the protocol, with each value checked to be the game's own -------------------------

    def initial_state(self, setup: Setup[Struct]) -> Struct:
        return self.rules.initial_state(self._setup(setup))

    def start(self, setup: Setup[Struct], rng: Rng) -> Sequence[Struct]:
        return self.rules.start(self._setup(setup), rng)

    def load_position(self, setup: Setup[Struct], document: object) -> Sequence[Struct]:
        return self.rules.load_position(self._setup(setup), document)

    def decide(
        self, state: Struct, command: Struct, seat: Seat | None, rng: Rng
    ) -> Sequence[Struct]:
        return self.rules.decide(self._state(state), self._command(command), seat, rng)

    def evolve(self, state: Struct, event: Struct) -> Struct:
        return self.rules.evolve(self._state(state), self._event(event))

    def legal_moves(self, state: Struct, seat: Seat) -> Sequence[Struct]:
        return self.rules.legal_moves(self._state(state), seat)

    def to_move(self, state: Struct) -> frozenset[Seat]:
        return self.rules.to_move(self._state(state))

    def view(self, state: Struct, seat: Seat | None) -> Struct:
        return self.rules.view(self._state(state), seat)

    def redact(self, event: Struct, seat: Seat | None) -> Struct | None:
        return self.rules.redact(self._event(event), seat)

    def outcome(self, state: Struct) -> Outcome | None:
        return self.rules.outcome(self._state(state))

    def deadline(self, state: Struct) -> Deadline[Struct] | None:
        return self.rules.deadline(self._state(state))

    def position(self, state: Struct) -> Struct | None:
        return self.rules.position(self._state(state))

    def evaluate(self, view: Struct, seat: Seat) -> float:
        if not isinstance(view, self.rules.View):
            raise TypeError(f"{type(view).__name__} is not a {self.name} view")
        return self.rules.evaluate(view, seat)

    def recorded_draws(self, state: Struct, event: Struct) -> Draws:
        return self.rules.recorded_draws(self._state(state), self._event(event))

    # -- narrowing ---------------------------------------------------------------------------

    def _setup(self, setup: Setup[Struct]) -> Setup[OptionsT]:
        options = setup.options
        if not isinstance(options, self.rules.Options):
            raise TypeError(f"{type(options).__name__} are not {self.name} options")
        if setup.rules_revision not in {r.number for r in self.rules.revisions}:
            raise ValueError(f"{self.name} has no rules revision {setup.rules_revision}")
        return Setup(players=setup.players, options=options, rules_revision=setup.rules_revision)

    def _state(self, state: Struct) -> StateT:
        if not isinstance(state, self.rules.State):
            raise TypeError(f"{type(state).__name__} is not a {self.name} state")
        return state

    def _command(self, command: Struct) -> CommandT:
        if not isinstance(command, self._commands):
            raise TypeError(f"{type(command).__name__} is not a {self.name} command")
        return cast(CommandT, command)

    def _event(self, event: Struct) -> EventT:
        if not isinstance(event, self._events):
            raise TypeError(f"{type(event).__name__} is not a {self.name} event")
        return cast(EventT, event)


def host(rules: Rules[StateT, CommandT, EventT, OptionsT]) -> HostedGame:
    """The game as the platform sees it (registry entries are made with this)."""
    return Hosted(rules)
