"""Polar bears: bear lines, chasing after a movement and bear arrivals (RULES §10, D26–D32, D41)."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import ChaseBear
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import (
    Arrival,
    Chasing,
    State,
    bears_on,
    floe_at,
    with_space_items,
)
from service.domain.kernel import Refusal

MAX_BEARS = 2


def bear_target(state: State, start: str, direction: int, visited: tuple[str, ...]) -> str | None:
    """Where a bear chased from `start` lands (`"out"` if it leaves), or None if illegal (§10.3)."""
    here = start
    while True:
        ahead = board.NEIGHBORS[here][direction]
        if ahead == board.OUT:
            return "out"
        kind = board.KIND.get(ahead)
        if kind == "sea" and floe_at(state, ahead) is None:
            here = ahead
            continue
        if kind not in ("sea", "island"):
            return None
        if bears_on(state, ahead) >= MAX_BEARS or ahead in visited:
            return None
        return ahead


def legal_directions(state: State, space: str, visited: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(d for d in range(6) if bear_target(state, space, d, visited) is not None)


def after_bear_moves(state: State, space: str, target: str) -> State:
    """The board after one bear moved from `space` to `target`, ignoring responses."""
    state = with_space_items(state, space, 0, 0, -1)
    if target != "out":
        state = with_space_items(state, target, 0, 0, 1)
    return state


def leaves_second_bear_a_way(state: State, space: str, direction: int) -> bool:
    """D41: after the first bear moves, the second still has a legal direction."""
    target = bear_target(state, space, direction, (space,))
    if target is None:
        return False
    return bool(legal_directions(after_bear_moves(state, space, target), space, (space,)))


def chaseable_after_movement(state: State, space: str) -> bool:
    """The stop rule's bear condition (§8.3, D41)."""
    count = bears_on(state, space)
    if count == 0:
        return True
    if count == 1:
        return bool(legal_directions(state, space, (space,)))
    return any(leaves_second_bear_a_way(state, space, d) for d in range(6))


def direction_index(name: str) -> int | None:
    return board.DIRECTIONS.index(name) if name in board.DIRECTIONS else None


def _chase_source(state: State) -> tuple[str, tuple[str, ...]]:
    top = state.top
    if isinstance(top, Arrival):
        return top.space, top.visited
    assert isinstance(top, Chasing)
    return top.space, (top.space,)


def chase_violation(state: State, seat: int, command: ChaseBear) -> Refusal | None:
    """§17.4 chase_bear: free after a movement (§10.2), 1 fish in an arrival (§10.4)."""
    d = direction_index(command.direction)
    if d is None:
        return Refusals.invalid_direction()
    top = state.top
    space, visited = _chase_source(state)
    if isinstance(top, Arrival):
        if top.chase_excluded:
            return Refusals.chase_excluded()
        if state.backpacks[seat].spendable("fish") < 1:
            return Refusals.no_spendable_fish()
    if bear_target(state, space, d, visited) is None:
        return Refusals.bear_direction_illegal()
    if (
        isinstance(top, Chasing)
        and bears_on(state, space) == MAX_BEARS
        and not leaves_second_bear_a_way(state, space, d)
    ):
        return Refusals.second_bear_blocked()
    return None


def chase(decision: Decision, seat: int, command: ChaseBear) -> None:
    """Move one bear; a landing on explorers becomes an arrival in `evolve` (§10.3, §10.4)."""
    state = decision.state
    d = direction_index(command.direction)
    assert d is not None
    space, visited = _chase_source(state)
    target = bear_target(state, space, d, visited)
    assert target is not None
    fish = int(isinstance(state.top, Arrival))
    decision.emit(
        ev.BearMoved(seat=seat, from_=space, direction=command.direction, to=target, fish=fish)
    )


def stuck_bear(decision: Decision) -> None:
    """D32: a bear left after a movement with no legal direction stays and endangers; looked
    at once a command's own events are emitted (a response chain may have walled it in)."""
    state = decision.state
    top = state.top
    if (
        isinstance(top, Chasing)
        and bears_on(state, top.space)
        and not legal_directions(state, top.space, (top.space,))
    ):
        decision.emit(ev.BearStuck(space=top.space))


def can_chase_on(state: State, seat: int, arrival: Arrival) -> bool:
    """The owner may chase the bear on: not excluded, a spendable fish, a legal direction
    (in a revision 1 game this forbids the air rescue, D29)."""
    return (
        not arrival.chase_excluded
        and state.backpacks[seat].spendable("fish") >= 1
        and bool(legal_directions(state, arrival.space, arrival.visited))
    )
