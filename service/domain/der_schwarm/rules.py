"""The Der Schwarm rules object: dispatches the kernel protocol to the rule modules."""

from __future__ import annotations

from typing import Any

from service.domain.der_schwarm import (
    buying,
    damage,
    legality,
    position,
    research,
    setup,
    ships,
    stations,
    turns,
    view,
)
from service.domain.der_schwarm import commands as cmd
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.events import Event
from service.domain.der_schwarm.evolve import evolve
from service.domain.der_schwarm.flow import active_seat
from service.domain.der_schwarm.scoring import outcome
from service.domain.der_schwarm.state import Options as _Options
from service.domain.der_schwarm.state import State
from service.domain.kernel import Deadline, Outcome, Rng, Seat


def _apply(builder: Builder, seat: int, command: cmd.Command, rng: Rng) -> None:
    """Run an accepted command; commands that close an action append ActionEnded (D53)."""
    match command:
        case cmd.PlaceStartStation():
            setup.apply_start(builder, seat, command)
        case cmd.BuyAction() | cmd.BuyOrder() | cmd.PassBuy():
            buying.apply_buy(builder, seat, command)
        case cmd.PlayCard() | cmd.PlayJoker() | cmd.PassRound():
            turns.apply_turn(builder, seat, command, rng)
        case cmd.ChoosePart():
            turns.apply_part(builder, seat, command)
        case cmd.PlaceShip() | cmd.ShipStep():
            ships.apply_ship(builder, seat, command)
        case cmd.PlaceTile():
            research.apply_place(builder, seat, command)
        case cmd.BuildStation() | cmd.AddResearcher():
            stations.apply_station(builder, seat, command)
            turns.close_action(builder, seat, rng, no_effect=False)
        case cmd.Hire():
            research.apply_hire(builder, seat, command)
            turns.close_action(builder, seat, rng, no_effect=False)
        case cmd.MoveWhale() | cmd.MoveTsunami() | cmd.MoveCrab():
            damage.apply_hazard(builder, seat, command)
            turns.close_action(builder, seat, rng, no_effect=False)
        case cmd.NoEffect():
            turns.close_action(builder, seat, rng, no_effect=True)
        case cmd.EndAction():
            turns.close_action(builder, seat, rng, no_effect=False)


class DerSchwarmRules:
    """Der Schwarm (Kosmos 2008) for 2–4 players, to RULES.md."""

    name = "der_schwarm"
    title = "Der Schwarm"
    min_players = 2
    max_players = 4
    Options = _Options
    Command: Any = cmd.Command
    Event: Any = Event
    View = view.View
    Position = position.Position

    def initial_state(self, players: int, options: _Options) -> State:
        return setup.initial_state(players, options)

    def start(self, players: int, options: _Options, rng: Rng) -> list[Event]:
        return setup.start(players, options, rng)

    def decide(
        self, state: State, command: cmd.Command, seat: Seat | None, rng: Rng
    ) -> list[Event]:
        problem = legality.violation(state, seat, command)
        if problem is not None:
            raise problem
        assert seat is not None
        builder = Builder(state)
        _apply(builder, seat, command, rng)
        return builder.events

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def legal_moves(self, state: State, seat: Seat) -> list[cmd.Command]:
        return legality.legal_moves(state, seat)

    def to_move(self, state: State) -> frozenset[Seat]:
        seat = active_seat(state)
        return frozenset() if seat is None else frozenset({seat})

    def view(self, state: State, seat: Seat | None) -> view.View:
        return view.view(state, seat)

    def redact(self, event: Event, seat: Seat | None) -> Event | None:
        return view.redact(event)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def deadline(self, state: State) -> Deadline | None:
        return None

    def position(self, state: State) -> position.Position | None:
        return position.export(state)

    def load_position(self, players: int, options: _Options, document: Any) -> list[Event]:
        return position.load(players, options, document)
