"""The Ice Flow rules object: a thin dispatcher over the rule modules (kernel `Rules` protocol)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

import msgspec

from service.domain.ice_flow import (
    bears,
    commands,
    evaluation,
    events,
    floes,
    items,
    movement,
    placement,
    position,
    responses,
    turns,
)
from service.domain.ice_flow.commands import (
    AirRescue,
    ChaseBear,
    Collect,
    Discover,
    Drift,
    Drop,
    EndTurn,
    Escape,
    Fish,
    PlaceExplorer,
    PlaceFloe,
    Rotate,
    SkipCollect,
    Step,
    Stop,
)
from service.domain.ice_flow.draws import recorded
from service.domain.ice_flow.ending import outcome
from service.domain.ice_flow.evolve import decision, evolve
from service.domain.ice_flow.legality import legal_commands, to_move, violation
from service.domain.ice_flow.options import MAX_PLAYERS, MIN_PLAYERS, IceFlowOptions
from service.domain.ice_flow.position import IceFlowPosition
from service.domain.ice_flow.setup import initial_state, load, start
from service.domain.ice_flow.state import PlaceDiscovered
from service.domain.ice_flow.state import State as IceFlowState
from service.domain.ice_flow.view import IceFlowView, redact, view
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
    Revision(
        number=2,
        date="2026-12-01",
        changes=(
            "D6 (card contents: ropes 10, fish 10)",
            "D29 (air rescue whenever no escape is legal)",
        ),
    ),
)
"""RULES.md, "Rules revisions". A game keeps its revision for life (`State.rules_revision`);
the rules that differ read it: `board.card_items` (D6), `responses.rescue_violation` (D29)."""


class IceFlowRules(Rules[IceFlowState, commands.Command, events.Event, IceFlowOptions]):
    """Ice Flow (Conrad & Streets, 2008) for 2–4 players, as RULES.md specifies."""

    name = "ice_flow"
    title = "Ice Flow"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    revisions = REVISIONS
    upcasters: Upcasters = events.UPCASTERS
    State = IceFlowState
    Options = IceFlowOptions
    Command: object = commands.Command
    Event: object = events.Event
    View = IceFlowView
    Position = IceFlowPosition

    def initial_state(self, setup: Setup[IceFlowOptions]) -> IceFlowState:
        return initial_state(setup)

    def start(self, setup: Setup[IceFlowOptions], rng: Rng) -> list[events.Event]:
        return start(setup, rng)

    def load_position(self, setup: Setup[IceFlowOptions], document: object) -> list[events.Event]:
        return load(setup, document)

    def decide(
        self, state: IceFlowState, command: commands.Command, seat: Seat | None, rng: Rng
    ) -> list[events.Event]:
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(refusal)
        assert seat is not None  # `violation` refuses the system: Ice Flow has no timers
        made = decision(state)
        match command:
            case PlaceExplorer():
                placement.place_explorer(made, seat, command, rng)
            case PlaceFloe() if isinstance(state.top, PlaceDiscovered):
                floes.place_discovered(made, seat, command)
            case PlaceFloe():
                placement.place_floe(made, seat, command)
            case Drift():
                floes.drift(made, command.floe, seat)
            case Rotate():
                floes.rotate(made, seat, command)
            case Discover():
                floes.discover(made, seat, command, rng)
            case Step():
                movement.step(made, seat, command)
            case Stop():
                movement.stop(made, seat)
            case ChaseBear():
                bears.chase(made, seat, command)
            case Collect():
                items.collect(made, seat, command)
            case SkipCollect():
                items.skip_collect(made, seat)
            case Fish():
                items.go_fishing(made, seat)
            case Drop():
                items.drop(made, seat, command)
            case Escape():
                responses.escape(made, seat, command)
            case AirRescue():
                responses.rescue(made, seat, command)
            case EndTurn():
                turns.end_turn(made)
            case _:
                assert_never(command)
        bears.stuck_bear(made)
        return made.events

    def evolve(self, state: IceFlowState, event: events.Event) -> IceFlowState:
        return evolve(state, event)

    def legal_moves(self, state: IceFlowState, seat: Seat) -> Sequence[commands.Command]:
        return legal_commands(state, seat)

    def to_move(self, state: IceFlowState) -> frozenset[Seat]:
        return to_move(state)

    def view(self, state: IceFlowState, seat: Seat | None) -> IceFlowView:
        return view(state, seat)

    def redact(self, event: events.Event, seat: Seat | None) -> events.Event:
        return redact(event, seat)

    def outcome(self, state: IceFlowState) -> Outcome | None:
        return outcome(state)

    def deadline(self, state: IceFlowState) -> Deadline[commands.Command] | None:
        """Ice Flow has no timers (§17)."""
        return None

    def position(self, state: IceFlowState) -> IceFlowPosition | None:
        return position.export(state)

    def evaluate(self, view: msgspec.Struct, seat: Seat) -> float:
        """The greedy bot's score (evaluation.py): the seat's own view only."""
        assert isinstance(view, IceFlowView)
        return evaluation.evaluate(view, seat)

    def recorded_draws(self, state: IceFlowState, event: events.Event) -> Draws:
        """The draws `event` records (draws.py): checks a game log without its seed."""
        return recorded(state, event)


RULES = IceFlowRules()
