"""Responses of endangered explorers: escape and air rescue (RULES §10.4, D29–D31)."""

from __future__ import annotations

import itertools

from service.domain.ice_flow import bears, board, ending, movement
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import AirRescue, Escape
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import (
    Arrival,
    State,
    bears_on,
    camp_has_room,
    explorers_on,
    is_water,
    space_kind,
)
from service.domain.kernel import Refusal


def _endangered(state: State, seat: int, explorer: int, arrival: Arrival) -> Refusal | None:
    if not 0 <= explorer < len(state.explorers):
        return Refusals.unknown_explorer()
    if board.owner(explorer) != seat or state.explorers[explorer] != arrival.space:
        return Refusals.not_endangered()
    return None


def _shape_ok(state: State, start: str, path: tuple[str, ...]) -> bool:
    """[b] with b not water, or [w, b] with w water and b not water (§10.4 option 1)."""
    if len(path) not in (1, 2):
        return False
    chain = (start, *path)
    if any(b not in movement.neighbours(a) for a, b in itertools.pairwise(chain)):
        return False
    if len(path) == 2 and not is_water(state, path[0]):
        return False
    return not is_water(state, path[-1])


def _costs(state: State, start: str, path: tuple[str, ...]) -> list[movement.Cost] | None:
    costs = []
    for a, b in zip((start, *path), path, strict=False):
        cost = movement.step_cost(state, a, b, False)
        if cost is None:
            return None
        costs.append(cost)
    return costs


def escape_violation(state: State, seat: int, command: Escape, arrival: Arrival) -> Refusal | None:
    """§17.4 escape, in order."""
    refusal = _endangered(state, seat, command.explorer, arrival)
    if refusal is not None:
        return refusal
    path = command.path
    if any(space not in board.KIND for space in path):
        return Refusals.unknown_space()
    if not _shape_ok(state, arrival.space, path):
        return Refusals.escape_path_shape()
    if any(not board.is_passable(space) for space in path):
        return Refusals.space_impassable()
    end = path[-1]
    if end == arrival.space or bears_on(state, end):
        return Refusals.end_space_has_bears()
    others = [e for e in explorers_on(state, end) if e != command.explorer]
    kind = space_kind(state, end)
    if kind in ("floe", "island", "alaska_camp") and len(others) >= board.CAMP_CAPACITY:
        return Refusals.end_space_full()
    if movement.siberia_taken(state, seat, end):
        return Refusals.siberia_camp_taken()
    costs = _costs(state, arrival.space, path)
    if costs is None:
        return Refusals.escape_path_shape()
    total = movement.Cost(sum(c.rope for c in costs), sum(c.fish for c in costs), None)
    if not movement.affordable(state, seat, total):
        return Refusals.cannot_afford()
    return None


def escape_paths(state: State, arrival: Arrival) -> list[tuple[str, ...]]:
    """Every escape path shape from the arrival space (filtered by `escape_violation`)."""
    paths: list[tuple[str, ...]] = []
    for first in movement.neighbours(arrival.space):
        if is_water(state, first):
            paths += [(first, second) for second in movement.neighbours(first)]
        else:
            paths.append((first,))
    return paths


def can_escape(state: State, seat: int, explorer: int, arrival: Arrival) -> bool:
    return any(
        escape_violation(state, seat, Escape(explorer, path), arrival) is None
        for path in escape_paths(state, arrival)
    )


def escape(decision: Decision, seat: int, command: Escape) -> None:
    """One `explorer_stepped {escape: true}` per step, paid with normal costs (D30); an escape
    into Siberia may win the game, even in another player's turn (D37)."""
    state = decision.state
    arrival = state.top
    assert isinstance(arrival, Arrival)
    costs = _costs(state, arrival.space, command.path)
    assert costs is not None
    for a, b, cost in zip((arrival.space, *command.path), command.path, costs, strict=False):
        stepped = ev.ExplorerStepped(
            seat=seat,
            explorer=command.explorer,
            from_=a,
            to=b,
            rope=cost.rope,
            fish=cost.fish,
            rope_to=cost.rope_to,
            escape=True,
        )
        if ending.stepped(decision, stepped):
            return


def rescue_violation(
    state: State, seat: int, command: AirRescue, arrival: Arrival
) -> Refusal | None:
    """§17.4 air_rescue: only when no escape is legal for that explorer (D29), to a camp with
    room (D31). Revision 1 asks besides that its owner cannot chase the bear on."""
    refusal = _endangered(state, seat, command.explorer, arrival)
    if refusal is not None:
        return refusal
    if can_escape(state, seat, command.explorer, arrival):
        return Refusals.escape_possible()
    if state.rules_revision < 2 and bears.can_chase_on(state, seat, arrival):
        return Refusals.chase_possible()
    if command.camp not in board.KIND:
        return Refusals.unknown_space()
    if board.KIND[command.camp] != "alaska_camp":
        return Refusals.not_alaska_camp()
    if not camp_has_room(state, command.camp):
        return Refusals.camp_full()
    return None


def rescue(decision: Decision, seat: int, command: AirRescue) -> None:
    """Fly the explorer to the Alaskan camp its owner chose (D31); nobody dies in Ice Flow."""
    decision.emit(ev.ExplorerRescued(seat=seat, explorer=command.explorer, camp=command.camp))
