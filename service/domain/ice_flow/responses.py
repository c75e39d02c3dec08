"""Responses of endangered explorers: escape and air rescue (RULES §10.4, D29–D31)."""

from __future__ import annotations

import itertools

from service.domain.ice_flow import bears, board, movement
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import AirRescue, Escape
from service.domain.ice_flow.setup import camp_has_room
from service.domain.ice_flow.state import (
    Arrival,
    State,
    bears_on,
    explorers_on,
    is_water,
    space_kind,
)


def _endangered(state: State, seat: int, explorer: int, arrival: Arrival) -> str | None:
    if not 0 <= explorer < len(state.explorers):
        return "unknown_explorer"
    if board.owner(explorer) != seat or state.explorers[explorer] != arrival.space:
        return "not_endangered"
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


def escape_violation(state: State, seat: int, command: Escape, arrival: Arrival) -> str | None:
    """§17.4 escape, in order."""
    code = _endangered(state, seat, command.explorer, arrival)
    if code:
        return code
    path = command.path
    if any(space not in board.KIND for space in path):
        return "unknown_space"
    if not _shape_ok(state, arrival.space, path):
        return "escape_path_shape"
    if any(not board.is_passable(space) for space in path):
        return "space_impassable"
    end = path[-1]
    if end == arrival.space or bears_on(state, end):
        return "end_space_has_bears"
    others = [e for e in explorers_on(state, end) if e != command.explorer]
    kind = space_kind(state, end)
    if kind in ("floe", "island", "alaska_camp") and len(others) >= board.CAMP_CAPACITY:
        return "end_space_full"
    if movement.siberia_taken(state, seat, end):
        return "siberia_camp_taken"
    costs = _costs(state, arrival.space, path)
    if costs is None:
        return "escape_path_shape"
    total = movement.Cost(sum(c.rope for c in costs), sum(c.fish for c in costs), None)
    if not movement.affordable(state, seat, total):
        return "cannot_afford"
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


def escape(state: State, seat: int, command: Escape, arrival: Arrival) -> list[ev.Event]:
    """One `explorer_stepped {escape: true}` per step, paid with normal costs (D30)."""
    events: list[ev.Event] = []
    costs = _costs(state, arrival.space, command.path)
    assert costs is not None
    for a, b, cost in zip((arrival.space, *command.path), command.path, costs, strict=False):
        events.append(
            ev.ExplorerStepped(
                seat=seat,
                explorer=command.explorer,
                from_=a,
                to=b,
                rope=cost.rope,
                fish=cost.fish,
                rope_to=cost.rope_to,
                escape=True,
            )
        )
    return events


def rescue_violation(state: State, seat: int, command: AirRescue, arrival: Arrival) -> str | None:
    """§17.4 air_rescue: only as the last resort (D29), to a camp with room (D31)."""
    code = _endangered(state, seat, command.explorer, arrival)
    if code:
        return code
    if can_escape(state, seat, command.explorer, arrival):
        return "escape_possible"
    if bears.can_chase_on(state, seat, arrival):
        return "chase_possible"
    if command.camp not in board.KIND:
        return "unknown_space"
    if board.KIND[command.camp] != "alaska_camp":
        return "not_alaska_camp"
    if not camp_has_room(state, command.camp):
        return "camp_full"
    return None


def rescue(seat: int, command: AirRescue) -> list[ev.Event]:
    return [ev.ExplorerRescued(seat=seat, explorer=command.explorer, camp=command.camp)]
