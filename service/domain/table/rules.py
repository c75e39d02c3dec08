"""`TableRules`: any hosted game with the table's events folded on top (`tabled(rules)`).

The platform folds, decides and reads every game through it, so a stream holding `tabletop.*`
events (clocks, absence, abandonment) replays like any other: one fold, one log. A game whose
table was never set (no clock, no bots) folds exactly as the game alone does, version for
version. The game's rules decide every move; the table only refuses moves once the game was
abandoned, and ends it then (outcome reason `abandoned`)."""

from __future__ import annotations

import functools
import operator
from collections.abc import Sequence

import msgspec

from service.domain.kit.hosting import HostedGame, members
from service.domain.kit.refusals import IllegalMove, Refusal
from service.domain.kit.revisions import Revision
from service.domain.kit.rng import NO_DRAWS, Draws, Rng
from service.domain.kit.rules import Deadline, Outcome, Rules, Seat, Setup
from service.domain.kit.upcasters import Upcasters
from service.domain.table.events import TABLE_EVENTS
from service.domain.table.state import TableState, after_game_event, evolve_table

Struct = msgspec.Struct
ABANDONED = "abandoned"


class TableRules(Rules[Struct, Struct, Struct, Struct]):
    """A hosted game at the platform's table."""

    def __init__(self, rules: HostedGame) -> None:
        self.rules = rules
        every = (*members(rules.Event), *TABLE_EVENTS)
        self._events: object = functools.reduce(operator.or_, every)

    # -- declarations: the game's own, events extended by the table's --------------------------

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
        return TableState

    @property
    def Options(self) -> type[Struct]:
        return self.rules.Options

    @property
    def Command(self) -> object:
        return self.rules.Command

    @property
    def Event(self) -> object:
        return self._events

    @property
    def View(self) -> type[Struct]:
        return self.rules.View

    @property
    def Position(self) -> type[Struct]:
        return self.rules.Position

    # -- the protocol ----------------------------------------------------------------------

    def initial_state(self, setup: Setup[Struct]) -> Struct:
        return TableState(game=self.rules.initial_state(setup))

    def start(self, setup: Setup[Struct], rng: Rng) -> Sequence[Struct]:
        return self.rules.start(setup, rng)

    def load_position(self, setup: Setup[Struct], document: object) -> Sequence[Struct]:
        return self.rules.load_position(setup, document)

    def decide(
        self, state: Struct, command: Struct, seat: Seat | None, rng: Rng
    ) -> Sequence[Struct]:
        table = _table(state)
        if table.abandoned:
            raise IllegalMove(Refusal("game_over", "The game has ended: it was abandoned."))
        return self.rules.decide(table.game, command, seat, rng)

    def evolve(self, state: Struct, event: Struct) -> Struct:
        table = msgspec.structs.replace(_table(state), version=_table(state).version + 1)
        if isinstance(event, TABLE_EVENTS):
            return evolve_table(self.rules, table, event)  # type: ignore[arg-type]
        game = self.rules.evolve(table.game, event)
        return after_game_event(self.rules, msgspec.structs.replace(table, game=game))

    def legal_moves(self, state: Struct, seat: Seat) -> Sequence[Struct]:
        table = _table(state)
        return () if table.abandoned else self.rules.legal_moves(table.game, seat)

    def to_move(self, state: Struct) -> frozenset[Seat]:
        table = _table(state)
        return frozenset() if table.abandoned else self.rules.to_move(table.game)

    def view(self, state: Struct, seat: Seat | None) -> Struct:
        return self.rules.view(_table(state).game, seat)

    def redact(self, event: Struct, seat: Seat | None) -> Struct | None:
        if isinstance(event, TABLE_EVENTS):
            return event  # the table is public
        return self.rules.redact(event, seat)

    def outcome(self, state: Struct) -> Outcome | None:
        table = _table(state)
        if table.abandoned:
            players = len(table.bots)
            return Outcome(
                scores=(0,) * players, ranks=(1,) * players, winners=(), reason=ABANDONED
            )
        return self.rules.outcome(table.game)

    def deadline(self, state: Struct) -> Deadline[Struct] | None:
        table = _table(state)
        return None if table.abandoned else self.rules.deadline(table.game)

    def position(self, state: Struct) -> Struct | None:
        return self.rules.position(_table(state).game)

    def evaluate(self, view: Struct, seat: Seat) -> float:
        return self.rules.evaluate(view, seat)

    def recorded_draws(self, state: Struct, event: Struct) -> Draws:
        if isinstance(event, TABLE_EVENTS):
            return NO_DRAWS  # the table draws nothing
        return self.rules.recorded_draws(_table(state).game, event)


def _table(state: Struct) -> TableState:
    if not isinstance(state, TableState):
        raise TypeError(f"{type(state).__name__} is not a table's state")
    return state


_TABLED: dict[int, TableRules] = {}


def tabled(rules: HostedGame) -> TableRules:
    """The game at the table (one wrapper per hosted game, made once)."""
    if isinstance(rules, TableRules):
        return rules
    found = _TABLED.get(id(rules))
    if found is None or found.rules is not rules:
        found = _TABLED[id(rules)] = TableRules(rules)
    return found
