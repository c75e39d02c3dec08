"""Der Schwarm as the platform hosts it: its parts, declared once (`RULES`, a kernel `Game`),
and the dispatch of an accepted command to the rule modules."""

from __future__ import annotations

from typing import assert_never

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
from service.domain.der_schwarm.evolve import Decision, evolve
from service.domain.der_schwarm.legality import legal_commands, to_move, violation
from service.domain.der_schwarm.options import MAX_PLAYERS, MIN_PLAYERS, DerSchwarmOptions
from service.domain.der_schwarm.scoring import outcome
from service.domain.der_schwarm.setup import initial_state, load, start
from service.domain.der_schwarm.state import State
from service.domain.der_schwarm.view import DerSchwarmView, redact, view
from service.domain.kernel import Game, Revision, Rng, Seat, decider

REVISIONS = (
    Revision(number=1, date="2026-11-29", changes=("The first edition of this contract.",)),
)
"""The rules document's "Rules revisions": no change since the first edition."""


def dispatch(made: Decision, command: commands.Command, seat: Seat | None, rng: Rng) -> None:
    """An accepted command's events; a command that closes an action or a double-card part
    appends `der_schwarm.action_ended` last, and the end of the round after it (§17.2, D53)."""
    assert seat is not None  # `violation` refuses the system: Der Schwarm has no timers
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


RULES: Game[State, commands.Command, events.Event, DerSchwarmOptions, DerSchwarmView] = Game(
    name="der_schwarm",
    title="Der Schwarm",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    revisions=REVISIONS,
    upcasters=events.UPCASTERS,
    State=State,
    Options=DerSchwarmOptions,
    Command=commands.Command,
    Event=events.Event,
    View=DerSchwarmView,
    Position=DerSchwarmPosition,
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
"""Der Schwarm (Kosmos 2008) for 2–4 players; no timers and no system commands (§17.5)."""
