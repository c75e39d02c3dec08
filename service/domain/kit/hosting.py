"""`host(game)`: a game as the platform sees it, and the checks of its declarations.

The platform holds games of different types side by side (the registry, the game cache), so
it sees each one as a `HostedGame`: the same `Game` declaration with every state, command,
event, option and view a plain `msgspec.Struct`. `host` makes a typed game into that shape;
each value passed back in is checked to be the game's own (a platform bug otherwise), which
is what lets the game's own code stay typed without `Any` crossing the boundary.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Generic, TypeAlias, cast, get_args

import msgspec

from service.domain.kit import revisions
from service.domain.kit.refusals import IllegalMove, Refusal
from service.domain.kit.rng import Draws, Rng
from service.domain.kit.rules import (
    CommandT,
    Deadline,
    EventT,
    Game,
    OptionsT,
    Outcome,
    Seat,
    Setup,
    StateT,
    ViewT,
    players_problem,
)

Struct = msgspec.Struct

HostedGame: TypeAlias = Game[Struct, Struct, Struct, Struct, Struct]
"""A game behind the platform boundary: its declaration with every type erased to Struct."""


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


class _Checked(Generic[StateT, CommandT, EventT, OptionsT, ViewT]):
    """The game's functions behind the erased face: each value passed in is checked to be the
    game's own before the game's typed function sees it. Only the members that take a
    game's value are here; the declarations pass through as they are."""

    def __init__(self, game: Game[StateT, CommandT, EventT, OptionsT, ViewT]) -> None:
        self.game = game
        self._commands = members(game.Command)
        self._events = members(game.Event)

    def initial_state(self, setup: Setup[Struct], /) -> Struct:
        return self.game.initial_state(self._setup(setup))

    def start(self, setup: Setup[Struct], rng: Rng, /) -> Sequence[Struct]:
        return self.game.start(self._played(setup), rng)

    def load_position(self, setup: Setup[Struct], document: object, /) -> Sequence[Struct]:
        return self.game.load_position(self._played(setup), document)

    def decide(
        self, state: Struct, command: Struct, seat: Seat | None, rng: Rng, /
    ) -> Sequence[Struct]:
        return self.game.decide(self._state(state), self._command(command), seat, rng)

    def evolve(self, state: Struct, event: Struct, /) -> Struct:
        return self.game.evolve(self._state(state), self._event(event))

    def legal_moves(self, state: Struct, seat: Seat, /) -> Sequence[Struct]:
        return self.game.legal_moves(self._state(state), seat)

    def to_move(self, state: Struct, /) -> frozenset[Seat]:
        return self.game.to_move(self._state(state))

    def view(self, state: Struct, seat: Seat | None, /) -> Struct:
        return self.game.view(self._state(state), seat)

    def redact(self, event: Struct, seat: Seat | None, /) -> Struct | None:
        return self.game.redact(self._event(event), seat)

    def outcome(self, state: Struct, /) -> Outcome | None:
        return self.game.outcome(self._state(state))

    def deadline(self, state: Struct, /) -> Deadline[Struct] | None:
        return self.game.deadline(self._state(state))

    def position(self, state: Struct, /) -> Struct | None:
        return self.game.position(self._state(state))

    def evaluate(self, view: Struct, seat: Seat, /) -> float:
        if not isinstance(view, self.game.View):
            raise TypeError(f"{type(view).__name__} is not a {self.game.name} view")
        return self.game.evaluate(view, seat)

    def recorded_draws(self, state: Struct, event: Struct, /) -> Draws:
        return self.game.recorded_draws(self._state(state), self._event(event))

    # -- narrowing ---------------------------------------------------------------------------

    def _setup(self, setup: Setup[Struct]) -> Setup[OptionsT]:
        options = setup.options
        if not isinstance(options, self.game.Options):
            raise TypeError(f"{type(options).__name__} are not {self.game.name} options")
        if setup.rules_revision not in {r.number for r in self.game.revisions}:
            raise ValueError(f"{self.game.name} has no rules revision {setup.rules_revision}")
        return Setup(players=setup.players, options=options, rules_revision=setup.rules_revision)

    def _played(self, setup: Setup[Struct]) -> Setup[OptionsT]:
        """The setup of a game about to start: its player count is the kit's to check
        (`players_problem`, the one check; a game's own `start` does not repeat it)."""
        problem = players_problem(self.game, setup.players)
        if problem is not None:
            raise IllegalMove(Refusal("invalid_options", problem, (problem,)))
        return self._setup(setup)

    def _state(self, state: Struct) -> StateT:
        if not isinstance(state, self.game.State):
            raise TypeError(f"{type(state).__name__} is not a {self.game.name} state")
        return state

    def _command(self, command: Struct) -> CommandT:
        if not isinstance(command, self._commands):
            raise TypeError(f"{type(command).__name__} is not a {self.game.name} command")
        return cast(CommandT, command)

    def _event(self, event: Struct) -> EventT:
        if not isinstance(event, self._events):
            raise TypeError(f"{type(event).__name__} is not a {self.game.name} event")
        return cast(EventT, event)


def functions(game: HostedGame) -> dict[str, object]:
    """The declaration's members that are functions (not names, numbers or structs)."""
    found = {f.name: getattr(game, f.name) for f in dataclasses.fields(game)}
    return {k: v for k, v in found.items() if callable(v) and not isinstance(v, type)}


def host(game: Game[StateT, CommandT, EventT, OptionsT, ViewT]) -> HostedGame:
    """The game as the platform sees it (registry entries are made with this): the same
    declaration, its functions checking each value passed in. Raises TypeError / ValueError
    where the declaration breaks the rules every game's structs follow."""
    check_declarations(game.name, game.Command, game.Event, game.Options)
    revisions.check(game.revisions)
    unknown = game.upcasters.event_types() - {tag_of(e) for e in members(game.Event)}
    if unknown:
        raise TypeError(f"{game.name}: upcasters for unknown events {sorted(unknown)}")
    checked = _Checked(game)
    # The declarations (names, structs, revisions) are the game's own and erase to Struct as
    # they are; every function is replaced below by its checked form, which is what makes
    # the erased type true. `unchecked` proves no function was left out.
    erased = cast(HostedGame, game)
    hosted = dataclasses.replace(
        erased,
        initial_state=checked.initial_state,
        start=checked.start,
        load_position=checked.load_position,
        decide=checked.decide,
        evolve=checked.evolve,
        legal_moves=checked.legal_moves,
        to_move=checked.to_move,
        view=checked.view,
        redact=checked.redact,
        outcome=checked.outcome,
        deadline=checked.deadline,
        position=checked.position,
        evaluate=checked.evaluate,
        recorded_draws=checked.recorded_draws,
    )
    unchecked = [name for name, f in functions(hosted).items() if f is getattr(game, name)]
    if unchecked:
        raise TypeError(f"host() leaves {unchecked} of {game.name} unchecked")
    return hosted
