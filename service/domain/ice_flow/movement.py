"""Explorer movement as single steps: costs, validity, completion and stopping (RULES §8, D40)."""

from __future__ import annotations

from collections import deque

import msgspec

from service.domain.ice_flow import bears, board, ending
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import Step
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import (
    Moving,
    State,
    bears_on,
    explorers_on,
    floe_at,
    space_kind,
)
from service.domain.kernel import Refusal


class Cost(msgspec.Struct, frozen=True):
    """What a step costs and where its ropes go (`None` when no rope is paid)."""

    rope: int
    fish: int
    rope_to: str | None


def neighbours(space: str) -> tuple[str, ...]:
    """Spaces one step away: hex neighbours plus the flag link (§3.7)."""
    around = tuple(n for n in board.NEIGHBORS.get(space, ()) if n in board.KIND)
    if space in board.FLAG_LINK:
        around += tuple(c for c in board.FLAG_LINK if c != space)
    return around


def _ridge_of(state: State, space: str, direction: int) -> int:
    floe = floe_at(state, space)
    return board.ridge(floe.tile, floe.rotation, direction) if floe else 0


def step_cost(state: State, a: str, b: str, from_start: bool) -> Cost | None:
    """The §8.2 table; None for a step no row covers. `from_start`: `a` is p0 (D19)."""
    ka, kb = space_kind(state, a), space_kind(state, b)
    if ka == "siberia_camp" or kb not in ("floe", "water", "island", "alaska_camp", "siberia_camp"):
        return None
    if {a, b} == board.FLAG_LINK:
        return Cost(1, 0, "supply")
    d = board.direction_between(a, b)
    if d is None:
        return None
    fee = bears_on(state, b)
    leave = _ridge_of(state, a, d)
    enter = _ridge_of(state, b, board.opposite(d))
    if ka == "water":
        if kb == "water":
            return None
        swim = int(from_start)
        return _cost(enter, swim + fee, "supply")
    if ka == "alaska_camp":
        if kb == "alaska_camp":
            return Cost(0, 0, None)
        if kb == "water":
            return Cost(0, 1, None)
        return _cost(enter, fee, "supply")
    if ka == "island":
        return _cost(enter, fee + int(kb == "water"), a)
    # a floe
    rope = leave + (enter if kb == "floe" else 0)
    return _cost(rope, fee + int(kb == "water"), a)


def _cost(rope: int, fish: int, rope_to: str) -> Cost:
    return Cost(rope, fish, rope_to if rope else None)


def affordable(state: State, seat: int, cost: Cost) -> bool:
    pack = state.backpacks[seat]
    return cost.rope <= pack.spendable("rope") and cost.fish <= pack.spendable("fish")


def siberia_taken(state: State, seat: int, space: str) -> bool:
    """A Siberian camp never holds two explorers of one colour (§3.8)."""
    return board.KIND.get(space) == "siberia_camp" and any(
        board.owner(e) == seat for e in explorers_on(state, space)
    )


def stop_violation(state: State, explorer: int, space: str) -> Refusal | None:
    """§8.3: not in the water, room for one more, bears chaseable (D41)."""
    kind = space_kind(state, space)
    if kind == "water":
        return Refusals.cannot_stop_in_water()
    others = [e for e in explorers_on(state, space) if e != explorer]
    if kind in ("floe", "island", "alaska_camp") and len(others) >= board.CAMP_CAPACITY:
        return Refusals.end_space_full()
    if not bears.chaseable_after_movement(state, space):
        return Refusals.bears_not_chaseable()
    return None


def path_of(state: State, explorer: int) -> tuple[str, ...]:
    """The movement so far (`p0` alone before the first step)."""
    top = state.top
    if isinstance(top, Moving):
        return top.path
    here = state.explorers[explorer]
    assert here is not None
    return (here,)


def explorer_violation(state: State, seat: int, command: Step) -> Refusal | None:
    """§17.4 step, the explorer checks: at the top level the action and the explorer, during a
    movement only the moving explorer."""
    top = state.top
    if isinstance(top, Moving):
        if command.explorer != top.explorer:
            return Refusals.not_moving_explorer()
        return None
    if state.explorer_action_taken:
        return Refusals.explorer_action_taken()
    if not 0 <= command.explorer < len(state.explorers):
        return Refusals.unknown_explorer()
    if board.owner(command.explorer) != seat:
        return Refusals.not_your_explorer()
    if board.KIND.get(state.explorers[command.explorer] or "") == "siberia_camp":
        return Refusals.explorer_in_siberia()
    return None


def step_violation(state: State, seat: int, command: Step) -> Refusal | None:
    """§17.4 step: the explorer checks, then those of the space from `unknown_space` on."""
    refusal = explorer_violation(state, seat, command)
    if refusal is not None:
        return refusal
    path = path_of(state, command.explorer)
    here, to = path[-1], command.to
    if to not in board.KIND:
        return Refusals.unknown_space()
    if to not in neighbours(here):
        return Refusals.not_adjacent()
    if not board.is_passable(to):
        return Refusals.space_impassable()
    if to in path:
        return Refusals.space_already_visited()
    if space_kind(state, here) == "water" and space_kind(state, to) == "water":
        return Refusals.two_swims()
    if siberia_taken(state, seat, to):
        return Refusals.siberia_camp_taken()
    cost = step_cost(state, here, to, len(path) == 1)
    if cost is None or not affordable(state, seat, cost):
        return Refusals.cannot_afford()
    if not can_complete(state, seat, command.explorer, (*path, to), cost):
        return Refusals.dead_end()
    return None


def can_complete(state: State, seat: int, explorer: int, path: tuple[str, ...], paid: Cost) -> bool:
    """Breadth-first search over (space, ropes left, fish left) avoiding the path (§8.1)."""
    pack = state.backpacks[seat]
    start = (path[-1], pack.spendable("rope") - paid.rope, pack.spendable("fish") - paid.fish)
    seen = {start}
    queue = deque([start])
    on_path = set(path)
    while queue:
        space, rope, fish = queue.popleft()
        if _can_end(state, seat, explorer, space):
            return True
        if board.KIND[space] == "siberia_camp":
            continue
        for nxt in neighbours(space):
            if nxt in on_path or not board.is_passable(nxt) or siberia_taken(state, seat, nxt):
                continue
            cost = step_cost(state, space, nxt, False)
            if cost is None or cost.rope > rope or cost.fish > fish:
                continue
            key = (nxt, rope - cost.rope, fish - cost.fish)
            if key not in seen:
                seen.add(key)
                queue.append(key)
    return False


def _can_end(state: State, seat: int, explorer: int, space: str) -> bool:
    if board.KIND[space] == "siberia_camp":
        return not siberia_taken(state, seat, space)
    return stop_violation(state, explorer, space) is None


def step(decision: Decision, seat: int, command: Step) -> None:
    """Pay and apply one step (§8.3); a step into a Siberian camp ends the movement at once
    (D25), unless it wins the game (D37)."""
    state = decision.state
    path = path_of(state, command.explorer)
    cost = step_cost(state, path[-1], command.to, len(path) == 1)
    assert cost is not None
    stepped = ev.ExplorerStepped(
        seat=seat,
        explorer=command.explorer,
        from_=path[-1],
        to=command.to,
        rope=cost.rope,
        fish=cost.fish,
        rope_to=cost.rope_to,
        escape=False,
    )
    if ending.stepped(decision, stepped) or board.KIND[command.to] != "siberia_camp":
        return
    decision.emit(ev.MovementEnded(seat=seat, explorer=command.explorer, space=command.to))


def stop(decision: Decision, seat: int) -> None:
    """End the movement where the explorer stands; chase and collect follow (§8.3)."""
    top = decision.state.top
    assert isinstance(top, Moving)
    decision.emit(ev.MovementEnded(seat=seat, explorer=top.explorer, space=top.path[-1]))
