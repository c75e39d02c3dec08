"""The one legality source (docs/style.md §8): `violation` serves `decide` and `legal_moves` (RULES
§17.3, §17.4)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import buying, hazards, placement, research, ships, stations, turns
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
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.research import PlaceContext
from service.domain.der_schwarm.state import OverPhase, State
from service.domain.kernel import CommandBase, Refusal, Seat

POINT_COMMANDS: dict[str, tuple[type[CommandBase], ...]] = {
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
    state: State, command: Command, seat: Seat | None, context: PlaceContext | None = None
) -> Refusal | None:
    """The first refusal that applies, in the order of §17.4, or None if legal. `context`
    caches what many placements of one state share (`legal_commands` judges thousands)."""
    if isinstance(state.phase, OverPhase):
        return Refusals.game_over()
    if seat is None or seat != active_seat(state):
        return Refusals.not_your_turn()
    if not isinstance(command, POINT_COMMANDS[decision_point(state)]):
        return Refusals.wrong_phase()
    return _command_violation(state, command, seat, context)


def _command_violation(
    state: State, command: Command, seat: Seat, context: PlaceContext | None
) -> Refusal | None:
    """§17.4's codes per command; the open decision already fits the command."""
    match command:
        case PlaceStartStation():
            return placement.start_violation(state, command)
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
        case PlaceShip() | ShipStep():
            return ships.ship_violation(state, seat, turns.open_action(state), command)
        case Hire():
            return research.hire_violation(state, seat, turns.open_action(state), command)
        case PlaceTile():
            action = turns.open_action(state)
            return research.place_violation(state, seat, action, command, context)
        case MoveWhale() | MoveTsunami() | MoveCrab():
            return hazards.hazard_violation(state, turns.open_action(state), command)
        case _:
            assert_never(command)


def candidates(state: State) -> list[Command]:
    """Every command that could be legal now for the deciding seat, in a fixed order (§17.3):
    the decision point's moves, then `NoEffect` and `EndAction` inside an action."""
    seat = active_seat(state)
    if seat is None:
        return []
    point = decision_point(state)
    close: list[Command] = [NoEffect(), EndAction()]
    moves: list[Command]
    if point == "setup":
        moves = list(placement.start_candidates(state))
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


def legal_commands(state: State, seat: Seat) -> list[Command]:
    """Exactly the commands `decide` accepts from `seat` now: the candidates `violation` lets
    through. Another seat's list is empty without generating them (all `not_your_turn`)."""
    if seat != active_seat(state) or isinstance(state.phase, OverPhase):
        return []
    context = PlaceContext(state, seat)
    return [c for c in candidates(state) if violation(state, c, seat, context) is None]


def to_move(state: State) -> frozenset[Seat]:
    """The one seat that decides now, or nobody once over (§17.3)."""
    seat = active_seat(state)
    return frozenset() if seat is None else frozenset({seat})
