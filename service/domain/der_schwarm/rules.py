"""The Der Schwarm rules object: a thin dispatcher over the rule modules (kernel `Rules`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

import msgspec

from service.domain.der_schwarm import (
    buying,
    commands,
    damage,
    evaluation,
    events,
    placement,
    position,
    research,
    ships,
    stations,
    turns,
)
from service.domain.der_schwarm.commands import (
    AddResearcher,
    BuildStation,
    BuyAction,
    BuyOrder,
    ChoosePart,
    EndAction,
    Hire,
    MoveCrab,
    MoveTsunami,
    MoveWhale,
    NoEffect,
    PassBuy,
    PassRound,
    PlaceShip,
    PlaceStartStation,
    PlaceTile,
    PlayCard,
    PlayJoker,
    ShipStep,
)
from service.domain.der_schwarm.document import DerSchwarmPosition
from service.domain.der_schwarm.draws import recorded
from service.domain.der_schwarm.evolve import Decision, decision, evolve
from service.domain.der_schwarm.legality import legal_commands, to_move, violation
from service.domain.der_schwarm.options import MAX_PLAYERS, MIN_PLAYERS, DerSchwarmOptions
from service.domain.der_schwarm.scoring import outcome
from service.domain.der_schwarm.setup import initial_state, load, start
from service.domain.der_schwarm.state import State as DerSchwarmState
from service.domain.der_schwarm.view import DerSchwarmView, redact, view
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


class DerSchwarmRules(Rules[DerSchwarmState, commands.Command, events.Event, DerSchwarmOptions]):
    """Der Schwarm (Kosmos 2008) for 2–4 players, to RULES.md."""

    name = "der_schwarm"
    title = "Der Schwarm"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    revisions = REVISIONS
    upcasters: Upcasters = events.UPCASTERS
    State = DerSchwarmState
    Options = DerSchwarmOptions
    Command: object = commands.Command
    Event: object = events.Event
    View = DerSchwarmView
    Position = DerSchwarmPosition

    def initial_state(self, setup: Setup[DerSchwarmOptions]) -> DerSchwarmState:
        return initial_state(setup)

    def start(self, setup: Setup[DerSchwarmOptions], rng: Rng) -> list[events.Event]:
        return start(setup, rng)

    def load_position(
        self, setup: Setup[DerSchwarmOptions], document: object
    ) -> list[events.Event]:
        return load(setup, document)

    def decide(
        self, state: DerSchwarmState, command: commands.Command, seat: Seat | None, rng: Rng
    ) -> list[events.Event]:
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(refusal)
        assert seat is not None  # `violation` refuses the system: Der Schwarm has no timers
        made = decision(state)
        _resolve(made, seat, command, rng)
        return made.events

    def evolve(self, state: DerSchwarmState, event: events.Event) -> DerSchwarmState:
        return evolve(state, event)

    def legal_moves(self, state: DerSchwarmState, seat: Seat) -> Sequence[commands.Command]:
        return legal_commands(state, seat)

    def to_move(self, state: DerSchwarmState) -> frozenset[Seat]:
        return to_move(state)

    def view(self, state: DerSchwarmState, seat: Seat | None) -> DerSchwarmView:
        return view(state, seat)

    def redact(self, event: events.Event, seat: Seat | None) -> events.Event:
        return redact(event, seat)

    def outcome(self, state: DerSchwarmState) -> Outcome | None:
        return outcome(state)

    def deadline(self, state: DerSchwarmState) -> Deadline[commands.Command] | None:
        """Der Schwarm has no timers and no system commands (RULES §17.5)."""
        return None

    def position(self, state: DerSchwarmState) -> DerSchwarmPosition | None:
        return position.export(state)

    def evaluate(self, view: msgspec.Struct, seat: Seat) -> float:
        """The greedy bot's score (evaluation.py): the seat's own view only."""
        assert isinstance(view, DerSchwarmView)
        return evaluation.evaluate(view, seat)

    def recorded_draws(self, state: DerSchwarmState, event: events.Event) -> Draws:
        """The draws `event` records (draws.py): checks a game log without its seed."""
        return recorded(state, event)


def _resolve(made: Decision, seat: Seat, command: commands.Command, rng: Rng) -> None:
    """An accepted command's events; a command that closes an action or a double-card part
    appends `der_schwarm.action_ended` last, and the end of the round after it (§17.2, D53)."""
    match command:
        case PlaceStartStation():
            placement.place_start(made, seat, command)
        case BuyAction() | BuyOrder() | PassBuy():
            buying.buy(made, seat, command)
        case PlayCard() | PlayJoker() | PassRound():
            turns.take_turn(made, seat, command, rng)
        case ChoosePart():
            turns.choose_part(made, seat, command)
        case PlaceShip() | ShipStep():
            ships.sail(made, seat, command)
        case PlaceTile():
            research.place_tile(made, seat, command)
        case BuildStation() | AddResearcher():
            stations.build(made, seat, command)
            turns.close_action(made, seat, rng, no_effect=False)
        case Hire():
            research.hire(made, seat, command)
            turns.close_action(made, seat, rng, no_effect=False)
        case MoveWhale() | MoveTsunami() | MoveCrab():
            damage.move_hazard(made, seat, command)
            turns.close_action(made, seat, rng, no_effect=False)
        case NoEffect():
            turns.close_action(made, seat, rng, no_effect=True)
        case EndAction():
            turns.close_action(made, seat, rng, no_effect=False)
        case _:
            assert_never(command)


RULES = DerSchwarmRules()
