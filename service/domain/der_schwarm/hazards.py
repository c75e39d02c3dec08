"""Whale, tsunami and crab: movement, damage and the dangerous tsunami (RULES §9, §14.2)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data, flow
from service.domain.der_schwarm.board import NEIGHBOURS, WATER_NEIGHBOURS, step
from service.domain.der_schwarm.commands import MoveCrab, MoveTsunami, MoveWhale
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import OpenAction, State, station_owner
from service.domain.kernel import Refusal

HazardCommand = MoveWhale | MoveTsunami | MoveCrab


def in_supply(state: State, kind: str) -> str | None:
    """The lowest-numbered figure of a kind in supply (D58)."""
    return next((h for h in data.HAZARD_IDS[kind] if state.hazards[h] is None), None)


def _figure(state: State, kind: str, name: str) -> tuple[str, str] | Refusal:
    """The figure a command names and its start field (the queen field for a new one)."""
    if name == "new":
        figure = in_supply(state, kind)
        if figure is None:
            return Refusals.none_in_supply(kind=kind)
        return figure, data.QUEEN
    field = state.hazards.get(name) if name in data.HAZARD_IDS[kind] else None
    if field is None:
        return Refusals.unknown_hazard(kind=kind)
    return name, field


# -- whale (§9.2, D34) -------------------------------------------------------------------------


def _whale_violation(state: State, value: int, command: MoveWhale) -> Refusal | None:
    figure = _figure(state, "whale", command.whale)
    if isinstance(figure, Refusal):
        return figure
    here = figure[1]
    if len(command.path) > value:
        return Refusals.path_too_long(value=value)
    previous = here
    for field in command.path:
        if field not in NEIGHBOURS.get(previous, {}).values():
            return Refusals.path_not_adjacent()
        previous = field
    if any(f not in data.WATER for f in command.path):
        return Refusals.path_not_water()
    if len(set(command.path)) != len(command.path) or here in command.path:
        return Refusals.path_revisits()
    return None


def _paths(start: str, value: int) -> list[tuple[str, ...]]:
    """Simple water paths from `start` of length 0…value, never back to start (D34)."""
    found: list[tuple[str, ...]] = [()]
    frontier: list[tuple[str, ...]] = [()]
    for _ in range(value):
        grown: list[tuple[str, ...]] = []
        for path in frontier:
            last = path[-1] if path else start
            for n in WATER_NEIGHBOURS[last]:
                if n != start and n not in path:
                    grown.append((*path, n))
        found += grown
        frontier = grown
    return found


def _whale_candidates(state: State, value: int) -> list[HazardCommand]:
    moves: list[HazardCommand] = []
    if in_supply(state, "whale") is not None:
        moves += [MoveWhale(whale="new", path=p) for p in _paths(data.QUEEN, value)]
    for whale in data.HAZARD_IDS["whale"]:
        field = state.hazards[whale]
        if field is not None:
            moves += [MoveWhale(whale=whale, path=p) for p in _paths(field, value)]
    return moves


# -- tsunami (§9.3, D22, D46, D57) -------------------------------------------------------------


def tsunami_line(start: str, direction: str) -> tuple[tuple[str, ...], bool]:
    """Fields entered in a straight line up to the first land field, and whether it leaves."""
    entered: list[str] = []
    here = start
    while True:
        nxt = step(here, direction)
        if nxt is None or data.KIND[nxt] == "offboard":
            return tuple(entered), True
        entered.append(nxt)
        if nxt in data.LAND:
            return tuple(entered), False
        here = nxt


def stop_distance(start: str, direction: str) -> int:
    """Steps up to and including the first land field or the board exit (D57)."""
    entered, leaves = tsunami_line(start, direction)
    return len(entered) + (1 if leaves else 0)


def _tsunami_violation(state: State, value: int, command: MoveTsunami) -> Refusal | None:
    figure = _figure(state, "tsunami", command.tsunami)
    if isinstance(figure, Refusal):
        return figure
    new = command.tsunami == "new"
    direction, steps = command.direction, command.steps
    # §17.4: not one of the 8, given with 0 steps, or missing with >= 1 steps (other step
    # counts, negative ones included, are steps_out_of_range).
    if (direction is not None and (direction not in data.EIGHT or steps == 0)) or (
        direction is None and steps >= 1
    ):
        return Refusals.bad_direction()
    stop = stop_distance(figure[1], direction) if direction is not None else 0
    if not new and direction is not None and stop > value:
        return Refusals.no_landing()
    if (new and not 0 <= steps <= min(value, stop if direction else value)) or (
        not new and (direction is None or steps != stop)
    ):
        return Refusals.steps_out_of_range(rule="That number of steps is not allowed (D57)")
    return None


def _tsunami_candidates(state: State, value: int) -> list[HazardCommand]:
    moves: list[HazardCommand] = []
    if in_supply(state, "tsunami") is not None:
        moves.append(MoveTsunami(tsunami="new", direction=None, steps=0))
        for d in data.EIGHT:
            top = min(value, stop_distance(data.QUEEN, d))
            moves += [MoveTsunami(tsunami="new", direction=d, steps=k) for k in range(1, top + 1)]
    for tsunami in data.HAZARD_IDS["tsunami"]:
        field = state.hazards[tsunami]
        if field is not None:
            for d in data.EIGHT:
                moves.append(
                    MoveTsunami(tsunami=tsunami, direction=d, steps=stop_distance(field, d))
                )
    return moves


# -- crab (§9.4, D21) --------------------------------------------------------------------------


def crab_fields(state: State, seat: int, start: str, steps: int) -> tuple[str, ...]:
    """The counted fields of a clockwise crab move, skipping the mover's stations (§9.4)."""
    own = state.seats[seat].stations
    ring = data.CRAB_RING
    i = ring.index(start)
    counted: list[str] = []
    while len(counted) < steps:
        i = (i + 1) % len(ring)
        if ring[i] not in own:
            counted.append(ring[i])
    return tuple(counted)


def _crab_violation(state: State, value: int, command: MoveCrab) -> Refusal | None:
    on_board = state.hazards["crab"] is not None
    if command.place is None and not on_board:
        return Refusals.crab_place_required()
    if command.place is not None and on_board:
        return Refusals.crab_on_board()
    if command.place is not None and (
        command.place not in data.LAND or station_owner(state, command.place) is not None
    ):
        return Refusals.crab_field_invalid()
    if not 0 <= command.steps <= value:
        return Refusals.steps_out_of_range(rule=f"The crab moves 0 to {value} steps")
    return None


def _crab_candidates(state: State, value: int) -> list[HazardCommand]:
    places: list[str | None] = [None]
    if state.hazards["crab"] is None:
        places = list(data.CRAB_RING)
    return [MoveCrab(place=p, steps=k) for p in places for k in range(value + 1)]


# -- shared ------------------------------------------------------------------------------------


def hazard_violation(state: State, action: OpenAction, command: HazardCommand) -> Refusal | None:
    """RULES §9 with the codes of §17.4."""
    value = flow.hazard_value(action)
    match command:
        case MoveWhale():
            return _whale_violation(state, value, command)
        case MoveTsunami():
            return _tsunami_violation(state, value, command)
        case MoveCrab():
            return _crab_violation(state, value, command)
        case _:
            assert_never(command)


def hazard_candidates(state: State, action: OpenAction) -> list[HazardCommand]:
    """Every move of the open hazard action's kind (§9, §17.3)."""
    value = flow.hazard_value(action)
    if action.action == "whale":
        return _whale_candidates(state, value)
    if action.action == "tsunami":
        return _tsunami_candidates(state, value)
    return _crab_candidates(state, value)
