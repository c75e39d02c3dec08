"""The one legality source (docs/style.md §8): `violation` serves `decide` and `legal_moves`
(RULES §17.1, §17.2, §17.4), and `to_move` names the one seat whose decision is due."""

from __future__ import annotations

from typing import assert_never

from service.domain.ice_flow import bears, board, floes, items, movement, placement, responses
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import (
    Arrival,
    Chasing,
    Collecting,
    Moving,
    PlaceDiscovered,
    State,
    responder,
)
from service.domain.kernel import Refusal, Seat

TOP_LEVEL: tuple[type[cmd.Command], ...] = (
    cmd.Drift, cmd.Rotate, cmd.Discover, cmd.Step, cmd.Collect, cmd.Fish, cmd.Drop, cmd.EndTurn,
)  # fmt: skip
"""Commands listed at the top level of a turn (§17.1); their flags are checked later (§17.4)."""


def to_move(state: State) -> frozenset[Seat]:
    """Exactly one seat owns the next decision, none once over (§17.1)."""
    if state.phase == "over" or not state.explorers:
        return frozenset()
    if state.phase == "setup_explorers":
        return frozenset({placement.placement_seat(state)})
    if state.phase == "setup_floes":
        return frozenset({placement.floe_seat(state)})
    top = state.top
    if isinstance(top, Arrival):
        seat = responder(state, top)
        return frozenset() if seat is None else frozenset({seat})
    return frozenset({state.active})


def listed(state: State) -> tuple[type[cmd.Command], ...]:
    """The command types of the current decision (§17.1); others are `wrong_phase`."""
    if state.phase == "setup_explorers":
        return (cmd.PlaceExplorer,)
    if state.phase == "setup_floes":
        return (cmd.PlaceFloe,)
    match state.top:
        case None:
            return TOP_LEVEL
        case PlaceDiscovered():
            return (cmd.PlaceFloe,)
        case Moving():
            return (cmd.Step, cmd.Stop)
        case Chasing():
            return (cmd.ChaseBear,)
        case Collecting():
            return (cmd.Drop, cmd.Collect, cmd.SkipCollect)
        case Arrival():
            return (cmd.Escape, cmd.ChaseBear, cmd.AirRescue)
        case _:
            assert_never(state.top)


def violation(state: State, command: cmd.Command, seat: Seat | None) -> Refusal | None:
    """The first refusal that applies, in the order of RULES §17.4, or None if legal."""
    if state.phase == "over":
        return Refusals.game_over()
    if seat is None or seat not in to_move(state):
        return Refusals.not_your_turn()
    if not isinstance(command, listed(state)):
        return Refusals.wrong_phase()
    return _specific(state, command, seat)


def _specific(state: State, command: cmd.Command, seat: Seat) -> Refusal | None:
    """The command's own checks (§17.4 table), for a command listed in the current state."""
    top = state.top
    match command:
        case cmd.PlaceExplorer():
            return placement.explorer_violation(state, command)
        case cmd.PlaceFloe():
            if isinstance(top, PlaceDiscovered):
                return floes.discovered_violation(state, command, top)
            return placement.floe_violation(state, command, seat)
        case cmd.Drift():
            return floes.drift_violation(state, command)
        case cmd.Rotate():
            return floes.rotate_violation(state, command)
        case cmd.Discover():
            return floes.discover_violation(state, command)
        case cmd.Step():
            return movement.step_violation(state, seat, command)
        case cmd.Stop():
            assert isinstance(top, Moving)
            return movement.stop_violation(state, top.explorer, top.path[-1])
        case cmd.ChaseBear():
            return bears.chase_violation(state, seat, command)
        case cmd.Collect():
            return items.collect_violation(state, seat, command)
        case cmd.SkipCollect():
            return None
        case cmd.Fish():
            return items.fish_violation(state, seat)
        case cmd.Drop():
            return items.drop_violation(state, seat, command)
        case cmd.Escape():
            assert isinstance(top, Arrival)
            return responses.escape_violation(state, seat, command, top)
        case cmd.AirRescue():
            assert isinstance(top, Arrival)
            return responses.rescue_violation(state, seat, command, top)
        case cmd.EndTurn():
            if not state.floe_action_taken and floe_command_legal(state):
                return Refusals.floe_action_required()
            return None
        case _:
            assert_never(command)


def floe_candidates(state: State) -> list[cmd.Command]:
    """Every floe command shape at the top level (§7.1–§7.3)."""
    out: list[cmd.Command] = []
    for floe in state.floes:
        out += [cmd.Drift(floe.tile), cmd.Rotate(floe.tile, True), cmd.Rotate(floe.tile, False)]
    out.append(cmd.Discover(None))
    out += [cmd.Discover(floe.tile) for floe in state.floes]
    return out


def floe_command_legal(state: State) -> bool:
    """Some floe command is legal now (§7, D13, D46): judged afresh each time."""
    return any(_specific(state, c, state.active) is None for c in floe_candidates(state))


def candidates(state: State, seat: Seat) -> list[cmd.Command]:
    """Every command that could be legal for `seat` now (§17.2: each concretely)."""
    top = state.top
    if state.phase == "setup_explorers":
        return [cmd.PlaceExplorer(camp) for camp in board.ALASKA_CAMPS]
    if state.phase == "setup_floes":
        hexes = placement.setup_hexes(state)
        return [cmd.PlaceFloe(t, h, r) for t in state.hands[seat] for h in hexes for r in range(6)]
    match top:
        case None:
            return _top_level(state, seat)
        case PlaceDiscovered():
            hexes = floes.free_entry_hexes(state)
            return [cmd.PlaceFloe(top.tile, h, r) for h in hexes for r in range(6)]
        case Moving():
            here = top.path[-1]
            steps: list[cmd.Command] = [
                cmd.Step(top.explorer, n) for n in movement.neighbours(here)
            ]
            return [*steps, cmd.Stop()]
        case Collecting():
            return [
                *(cmd.Drop(top.explorer, item) for item in items.ITEMS),
                *(cmd.Collect(top.explorer, item) for item in items.ITEMS),
                cmd.SkipCollect(),
            ]
        case Arrival():
            return _responses(state, seat, top)
        case Chasing():
            return [cmd.ChaseBear(name) for name in board.DIRECTIONS]
        case _:
            assert_never(top)


def _top_level(state: State, seat: Seat) -> list[cmd.Command]:
    out = floe_candidates(state)
    for e in board.explorer_ids(seat):
        here = state.explorers[e]
        assert here is not None
        out += [cmd.Step(e, n) for n in movement.neighbours(here)]
        out += [cmd.Collect(e, item) for item in items.ITEMS]
        out += [cmd.Drop(e, item) for item in items.ITEMS]
    return [*out, cmd.Fish(), cmd.EndTurn()]


def _responses(state: State, seat: Seat, arrival: Arrival) -> list[cmd.Command]:
    out: list[cmd.Command] = [cmd.ChaseBear(name) for name in board.DIRECTIONS]
    paths = responses.escape_paths(state, arrival)
    for e in board.explorer_ids(seat):
        if state.explorers[e] != arrival.space:
            continue
        out += [cmd.Escape(e, path) for path in paths]
        out += [cmd.AirRescue(e, camp) for camp in board.ALASKA_CAMPS]
    return out


def legal_commands(state: State, seat: Seat) -> list[cmd.Command]:
    """Exactly the commands `decide` accepts from `seat` now: the candidates that
    `violation` lets through (none for a seat that is not to move)."""
    if seat not in to_move(state):
        return []
    return [c for c in candidates(state, seat) if violation(state, c, seat) is None]
