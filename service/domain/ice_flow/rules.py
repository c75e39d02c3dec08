"""Ice Flow as the platform hosts it: its parts, declared once (`RULES`, a kernel `Game`), and
the dispatch of an accepted command to the rule modules."""

from __future__ import annotations

from typing import assert_never

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
from service.domain.ice_flow.evolve import Decision, evolve
from service.domain.ice_flow.legality import legal_commands, to_move, violation
from service.domain.ice_flow.options import MAX_PLAYERS, MIN_PLAYERS, IceFlowOptions
from service.domain.ice_flow.position import IceFlowPosition
from service.domain.ice_flow.setup import initial_state, load, start
from service.domain.ice_flow.state import PlaceDiscovered, State
from service.domain.ice_flow.view import IceFlowView, redact, view
from service.domain.kernel import Game, Revision, Rng, Seat, decider

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
"""The rules document's "Rules revisions". A game keeps its revision for life
(`State.rules_revision`); the rules that differ read it: `board.card_items` (D6),
`responses.rescue_violation` (D29)."""


def dispatch(made: Decision, command: commands.Command, seat: Seat | None, rng: Rng) -> None:
    """An accepted command's events, by the rule module that decides it; a bear that can no
    longer move is handled after every command."""
    assert seat is not None  # `violation` refuses the system: Ice Flow has no timers
    state = made.state
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


RULES: Game[State, commands.Command, events.Event, IceFlowOptions, IceFlowView] = Game(
    name="ice_flow",
    title="Ice Flow",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    revisions=REVISIONS,
    upcasters=events.UPCASTERS,
    State=State,
    Options=IceFlowOptions,
    Command=commands.Command,
    Event=events.Event,
    View=IceFlowView,
    Position=IceFlowPosition,
    initial_state=initial_state,
    start=start,
    load_position=load,
    decide=decider(violation, dispatch, evolve),
    evolve=evolve,
    legal_moves=legal_commands,
    to_move=to_move,
    view=view,
    redact=redact,
    outcome=outcome,
    position=position.export,
    evaluate=evaluation.evaluate,
    recorded_draws=recorded,
)
"""Ice Flow (Conrad & Streets, 2008) for 2–4 players; no timers (§17)."""
