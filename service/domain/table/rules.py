"""`tabled(rules)`: any hosted game with the table's events folded on top.

The platform folds, decides and reads every game through it, so a stream holding `tabletop.*`
events (clocks, absence, abandonment) replays like any other: one fold, one log. A game whose
table was never set (no clock, no bots) folds exactly as the game alone does, version for
version. The game's rules decide every move; the table only refuses moves once the game was
abandoned, and ends it then (outcome reason `abandoned`).

The game at the table is the hosted game's own declaration with the members the table
extends replaced (`dataclasses.replace`); the rest (names, options, commands, views, `start`,
`load_position`, `evaluate`) are the game's as they are."""

from __future__ import annotations

import dataclasses
import functools
import operator
from collections.abc import Sequence

import msgspec

from service.domain.kit.hosting import HostedGame, members
from service.domain.kit.refusals import IllegalMove, Refusal
from service.domain.kit.rng import NO_DRAWS, Draws, Rng
from service.domain.kit.rules import Deadline, Outcome, Seat, Setup
from service.domain.table.events import TABLE_EVENTS
from service.domain.table.state import TableState, after_game_event, evolve_table

Struct = msgspec.Struct
ABANDONED = "abandoned"


class _Table:
    """What the table adds to one hosted game's functions: its own state around the game's,
    its own events beside the game's, and abandonment."""

    def __init__(self, rules: HostedGame) -> None:
        self.rules = rules

    def initial_state(self, setup: Setup[Struct], /) -> Struct:
        return TableState(game=self.rules.initial_state(setup))

    def decide(
        self, state: Struct, command: Struct, seat: Seat | None, rng: Rng, /
    ) -> Sequence[Struct]:
        table = _table(state)
        if table.abandoned:
            raise IllegalMove(Refusal("game_over", "The game has ended: it was abandoned."))
        return self.rules.decide(table.game, command, seat, rng)

    def evolve(self, state: Struct, event: Struct, /) -> Struct:
        table = msgspec.structs.replace(_table(state), version=_table(state).version + 1)
        if isinstance(event, TABLE_EVENTS):
            return evolve_table(self.rules, table, event)  # type: ignore[arg-type]
        game = self.rules.evolve(table.game, event)
        return after_game_event(self.rules, msgspec.structs.replace(table, game=game))

    def legal_moves(self, state: Struct, seat: Seat, /) -> Sequence[Struct]:
        table = _table(state)
        return () if table.abandoned else self.rules.legal_moves(table.game, seat)

    def to_move(self, state: Struct, /) -> frozenset[Seat]:
        table = _table(state)
        return frozenset() if table.abandoned else self.rules.to_move(table.game)

    def view(self, state: Struct, seat: Seat | None, /) -> Struct:
        return self.rules.view(_table(state).game, seat)

    def redact(self, event: Struct, seat: Seat | None, /) -> Struct | None:
        if isinstance(event, TABLE_EVENTS):
            return event  # the table is public
        return self.rules.redact(event, seat)

    def outcome(self, state: Struct, /) -> Outcome | None:
        table = _table(state)
        if table.abandoned:
            players = len(table.bots)
            return Outcome(
                scores=(0,) * players, ranks=(1,) * players, winners=(), reason=ABANDONED
            )
        return self.rules.outcome(table.game)

    def deadline(self, state: Struct, /) -> Deadline[Struct] | None:
        table = _table(state)
        return None if table.abandoned else self.rules.deadline(table.game)

    def position(self, state: Struct, /) -> Struct | None:
        return self.rules.position(_table(state).game)

    def recorded_draws(self, state: Struct, event: Struct, /) -> Draws:
        if isinstance(event, TABLE_EVENTS):
            return NO_DRAWS  # the table draws nothing
        return self.rules.recorded_draws(_table(state).game, event)


def _table(state: Struct) -> TableState:
    if not isinstance(state, TableState):
        raise TypeError(f"{type(state).__name__} is not a table's state")
    return state


_TABLED: dict[int, tuple[HostedGame, HostedGame]] = {}
"""id of a hosted game -> (that game, the game at the table)."""


def tabled(rules: HostedGame) -> HostedGame:
    """The game at the table (one per hosted game, made once; a game already at the table
    is returned as it is)."""
    if rules.State is TableState:
        return rules
    found = _TABLED.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    table = _Table(rules)
    every = (*members(rules.Event), *TABLE_EVENTS)
    at_table = dataclasses.replace(
        rules,
        State=TableState,
        Event=functools.reduce(operator.or_, every),
        initial_state=table.initial_state,
        decide=table.decide,
        evolve=table.evolve,
        legal_moves=table.legal_moves,
        to_move=table.to_move,
        view=table.view,
        redact=table.redact,
        outcome=table.outcome,
        deadline=table.deadline,
        position=table.position,
        recorded_draws=table.recorded_draws,
    )
    _TABLED[id(rules)] = (rules, at_table)
    return at_table


def untabled(rules: HostedGame) -> HostedGame:
    """The game alone, of a game at the table (`tabled`); any other game as it is."""
    for game, at_table in _TABLED.values():
        if at_table is rules:
            return game
    return rules
