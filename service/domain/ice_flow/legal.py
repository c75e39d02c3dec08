"""The one legality source: `violation` serves `decide` and `legal_moves` (RULES §17.2, §17.4)."""

from __future__ import annotations

from typing import assert_never

from service.domain.ice_flow import bears, board, floes, items, movement, responses, setup
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.state import (
    Arrival,
    Collecting,
    Moving,
    PlaceDiscovered,
    State,
)
from service.domain.ice_flow.turns import listed, to_move


def violation(state: State, command: cmd.Command, seat: int | None) -> str | None:
    """The first refusal code that applies (§17.4 order), or None if `decide` accepts."""
    if state.phase == "over":
        return "game_over"
    if seat is None or seat not in to_move(state):
        return "not_your_turn"
    if not isinstance(command, listed(state)):
        return "wrong_phase"
    return _specific(state, command, seat)


def _specific(state: State, command: cmd.Command, seat: int) -> str | None:
    top = state.top
    match command:
        case cmd.PlaceExplorer():
            return setup.check_place_explorer(state, command)
        case cmd.PlaceFloe():
            if isinstance(top, PlaceDiscovered):
                return floes.check_place_discovered(state, command, top)
            return setup.check_place_floe(state, command, seat)
        case cmd.Drift():
            return floes.check_drift(state, command)
        case cmd.Rotate():
            return floes.check_rotate(state, command)
        case cmd.Discover():
            return floes.check_discover(state, command)
        case cmd.Step():
            return _step(state, command, seat)
        case cmd.Stop():
            assert isinstance(top, Moving)
            return movement.stop_violation(state, top.explorer, top.path[-1])
        case cmd.ChaseBear():
            return bears.check_chase(state, seat, command)
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
                return "floe_action_required"
            return None
        case _:
            assert_never(command)


def _step(state: State, command: cmd.Step, seat: int) -> str | None:
    """§17.4 step: the explorer checks, then the space checks of `movement`."""
    top = state.top
    if isinstance(top, Moving):
        if command.explorer != top.explorer:
            return "not_moving_explorer"
    else:
        if state.explorer_action_taken:
            return "explorer_action_taken"
        if not 0 <= command.explorer < len(state.explorers):
            return "unknown_explorer"
        if board.owner(command.explorer) != seat:
            return "not_your_explorer"
        if board.KIND.get(state.explorers[command.explorer] or "") == "siberia_camp":
            return "explorer_in_siberia"
    return movement.step_violation(state, seat, command)


def floe_candidates(state: State) -> list[cmd.Command]:
    """Every floe command shape at the top level (§7.1–§7.3)."""
    out: list[cmd.Command] = []
    for floe in state.floes:
        out += [cmd.Drift(floe.tile), cmd.Rotate(floe.tile, True), cmd.Rotate(floe.tile, False)]
    out.append(cmd.Discover(None))
    out += [cmd.Discover(floe.tile) for floe in state.floes]
    return out


def floe_command_legal(state: State) -> bool:
    """Some floe command is legal now (§7, D46)."""
    return any(_specific(state, c, state.active) is None for c in floe_candidates(state))


def candidates(state: State, seat: int) -> list[cmd.Command]:
    """Every command shape worth checking in the current decision."""
    top = state.top
    if state.phase == "setup_explorers":
        return [cmd.PlaceExplorer(camp) for camp in board.ALASKA_CAMPS]
    if state.phase == "setup_floes":
        hexes = setup.setup_hexes(state)
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
    return [cmd.ChaseBear(name) for name in board.DIRECTIONS]


def _top_level(state: State, seat: int) -> list[cmd.Command]:
    own = board.explorer_ids(seat)
    out = floe_candidates(state)
    for e in own:
        here = state.explorers[e]
        assert here is not None
        out += [cmd.Step(e, n) for n in movement.neighbours(here)]
        out += [cmd.Collect(e, item) for item in items.ITEMS]
        out += [cmd.Drop(e, item) for item in items.ITEMS]
    return [*out, cmd.Fish(), cmd.EndTurn()]


def _responses(state: State, seat: int, arrival: Arrival) -> list[cmd.Command]:
    out: list[cmd.Command] = [cmd.ChaseBear(name) for name in board.DIRECTIONS]
    paths = responses.escape_paths(state, arrival)
    for e in board.explorer_ids(seat):
        if state.explorers[e] != arrival.space:
            continue
        out += [cmd.Escape(e, path) for path in paths]
        out += [cmd.AirRescue(e, camp) for camp in board.ALASKA_CAMPS]
    return out


def legal_moves(state: State, seat: int) -> list[cmd.Command]:
    """Exactly the commands `decide` accepts from `seat` now."""
    if seat not in to_move(state):
        return []
    return [c for c in candidates(state, seat) if violation(state, c, seat) is None]
