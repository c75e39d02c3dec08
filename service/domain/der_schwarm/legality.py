"""The one legality source: `violation` serves both `decide` and `legal_moves` (§17.3, §17.4)."""

from __future__ import annotations

from service.domain.der_schwarm import buying, hazards, research, setup, ships, stations, turns
from service.domain.der_schwarm.commands import (
    AddResearcher,
    BuildStation,
    BuyAction,
    BuyOrder,
    ChoosePart,
    Command,
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
from service.domain.der_schwarm.flow import active_seat, decision_point
from service.domain.der_schwarm.research import PlaceContext
from service.domain.der_schwarm.state import OverPhase, State
from service.domain.kernel import IllegalMove

POINT_COMMANDS: dict[str, tuple[type, ...]] = {
    "setup": (PlaceStartStation,),
    "buying": (BuyAction, BuyOrder, PassBuy),
    "turn": (PlayCard, PlayJoker, PassRound),
    "ship_and_researcher": (ChoosePart,),
    "station": (BuildStation, AddResearcher, NoEffect),
    "ship": (PlaceShip, ShipStep, NoEffect, EndAction),
    "researcher": (Hire, PlaceTile, NoEffect, EndAction),
    "whale": (MoveWhale, NoEffect),
    "tsunami": (MoveTsunami, NoEffect),
    "crab": (MoveCrab, NoEffect),
    "over": (),
}
"""Which commands each decision point lists (§17.3); anything else is `wrong_phase`."""


def violation(
    state: State, seat: int | None, command: Command, context: PlaceContext | None = None
) -> IllegalMove | None:
    """The first refusal code that applies, in the order of §17.4, else None."""
    if isinstance(state.phase, OverPhase):
        return IllegalMove("game_over", "The game has ended.")
    if seat is None or seat != active_seat(state):
        return IllegalMove("not_your_turn", "It is not your decision now.")
    if not isinstance(command, POINT_COMMANDS[decision_point(state)]):
        return IllegalMove("wrong_phase", "That command does not fit the open decision.")
    return _command_violation(state, seat, command, context)


def _command_violation(
    state: State, seat: int, command: Command, context: PlaceContext | None
) -> IllegalMove | None:
    match command:
        case PlaceStartStation():
            return setup.start_violation(state, command)
        case BuyAction() | BuyOrder() | PassBuy():
            return buying.buy_violation(state, seat, command)
        case PlayCard() | PlayJoker() | PassRound():
            return turns.turn_violation(state, seat, command)
        case ChoosePart():
            return turns.part_violation(command)
        case NoEffect() | EndAction():
            return turns.close_violation(state, command)
        case BuildStation() | AddResearcher():
            return stations.station_violation(state, seat, command)
    action = turns.open_action(state)
    match command:
        case PlaceShip() | ShipStep():
            return ships.ship_violation(state, seat, action, command)
        case Hire():
            return research.hire_violation(state, seat, action, command)
        case PlaceTile():
            return research.place_violation(state, seat, action, command, context)
        case MoveWhale() | MoveTsunami() | MoveCrab():
            return hazards.hazard_violation(state, action, command)
    raise AssertionError(command)


def _candidates(state: State, seat: int) -> list[Command]:
    point = decision_point(state)
    close: list[Command] = [NoEffect(), EndAction()]
    moves: list[Command]
    if point == "setup":
        moves = list(setup.start_candidates(state))
    elif point == "buying":
        moves = list(buying.buy_candidates(state, seat))
    elif point == "turn":
        moves = list(turns.turn_candidates(state, seat))
    elif point == "ship_and_researcher":
        moves = [ChoosePart(part=p) for p in turns.PARTS]
    elif point == "station":
        moves = [*stations.station_candidates(state, seat), *close]
    elif point == "ship":
        moves = [*ships.ship_candidates(state, seat), *close]
    elif point == "researcher":
        moves = [*research.research_candidates(state, seat), *close]
    elif point in ("whale", "tsunami", "crab"):
        moves = [*hazards.hazard_candidates(state, turns.open_action(state)), *close]
    else:
        moves = []
    return moves


def legal_moves(state: State, seat: int) -> list[Command]:
    """Every command `decide` accepts from this seat now, filtered through `violation`."""
    if seat != active_seat(state) or isinstance(state.phase, OverPhase):
        return []
    context = PlaceContext(state, seat)
    return [c for c in _candidates(state, seat) if violation(state, seat, c, context) is None]
