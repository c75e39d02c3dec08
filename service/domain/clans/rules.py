"""The Clans rules object: a thin dispatcher over the rule modules (kernel `Rules` protocol)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

import msgspec

from service.domain.clans import commands, evaluation, events, position, turn, villages
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.draws import recorded
from service.domain.clans.evolve import decision, evolve
from service.domain.clans.legality import legal_commands, to_move, violation
from service.domain.clans.options import MAX_PLAYERS, MIN_PLAYERS, ClansOptions
from service.domain.clans.position import ClansPosition
from service.domain.clans.setup import initial_state, load, start
from service.domain.clans.state import Over
from service.domain.clans.state import State as ClansState
from service.domain.clans.view import ClansView, redact, view
from service.domain.kernel import (
    Deadline,
    Draws,
    IllegalMove,
    Outcome,
    Revision,
    Rng,
    Rules,
    Seat,
    Setup,
    Upcasters,
)

REVISIONS = (
    Revision(number=1, date="2026-11-29", changes=("The first edition of this contract.",)),
)
"""RULES.md, "Rules revisions": no change since the first edition."""


class ClansRules(Rules[ClansState, commands.Command, events.Event, ClansOptions]):
    """Clans (Leo Colovini, 2002) for 2–4 players."""

    name = "clans"
    title = "Clans"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    revisions = REVISIONS
    upcasters: Upcasters = events.UPCASTERS
    State = ClansState
    Options = ClansOptions
    Command: object = commands.Command
    Event: object = events.Event
    View = ClansView
    Position = ClansPosition

    def initial_state(self, setup: Setup[ClansOptions]) -> ClansState:
        return initial_state(setup)

    def start(self, setup: Setup[ClansOptions], rng: Rng) -> list[events.Event]:
        return start(setup, rng)

    def load_position(self, setup: Setup[ClansOptions], document: object) -> list[events.Event]:
        return load(setup, document)

    def decide(
        self, state: ClansState, command: commands.Command, seat: Seat | None, rng: Rng
    ) -> list[events.Event]:
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(refusal)
        assert seat is not None  # `violation` refuses the system: Clans has no timers
        made = decision(state)
        match command:
            case Move():
                turn.move(made, seat, command)
            case ChooseVillage():
                villages.choose(made, command.field)
            case _:
                assert_never(command)
        return made.events

    def evolve(self, state: ClansState, event: events.Event) -> ClansState:
        return evolve(state, event)

    def legal_moves(self, state: ClansState, seat: Seat) -> Sequence[commands.Command]:
        return legal_commands(state, seat)

    def to_move(self, state: ClansState) -> frozenset[Seat]:
        return to_move(state)

    def view(self, state: ClansState, seat: Seat | None) -> ClansView:
        return view(state, seat)

    def redact(self, event: events.Event, seat: Seat | None) -> events.Event:
        return redact(event, seat)

    def outcome(self, state: ClansState) -> Outcome | None:
        phase = state.phase
        if not isinstance(phase, Over):
            return None
        return Outcome(
            scores=phase.totals, ranks=phase.ranks, winners=phase.winners, reason=phase.reason
        )

    def deadline(self, state: ClansState) -> Deadline[commands.Command] | None:
        """Clans has no timers."""
        return None

    def position(self, state: ClansState) -> ClansPosition | None:
        return position.export(state)

    def evaluate(self, view: msgspec.Struct, seat: Seat) -> float:
        """The greedy bot's score (evaluation.py): the seat's own view only."""
        assert isinstance(view, ClansView)
        return evaluation.evaluate(view, seat)

    def recorded_draws(self, state: ClansState, event: events.Event) -> Draws:
        """The draws `event` records (draws.py): checks a game log without its seed."""
        return recorded(state, event)


RULES = ClansRules()
