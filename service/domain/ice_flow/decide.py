"""`decide`: refuse with the first violated rule, or produce the events of a command (§17)."""

from __future__ import annotations

from typing import assert_never

from service.domain.ice_flow import bears, board, floes, items, movement, responses, setup
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.evolve import evolve
from service.domain.ice_flow.legal import violation
from service.domain.ice_flow.messages import MESSAGES
from service.domain.ice_flow.state import Arrival, Moving, PlaceDiscovered, State
from service.domain.ice_flow.turns import end_turn, has_won
from service.domain.kernel import IllegalMove, Rng


def decide(state: State, command: cmd.Command, seat: int | None, rng: Rng) -> list[ev.Event]:
    """Events for a legal command, with its automatic consequences; else IllegalMove."""
    code = violation(state, command, seat)
    if code is not None:
        raise IllegalMove(code, MESSAGES.get(code, code.replace("_", " ").capitalize() + "."))
    assert seat is not None
    return _consequences(state, _events(state, command, seat, rng))


def _events(state: State, command: cmd.Command, seat: int, rng: Rng) -> list[ev.Event]:
    top = state.top
    match command:
        case cmd.PlaceExplorer():
            return setup.place_explorer(state, command, seat, rng)
        case cmd.PlaceFloe():
            if isinstance(top, PlaceDiscovered):
                return floes.place_discovered(state, command, seat)
            return setup.place_setup_floe(state, command, seat)
        case cmd.Drift():
            return floes.drift(state, command.floe, seat)
        case cmd.Rotate():
            return floes.rotate(state, command, seat)
        case cmd.Discover():
            return floes.discover(state, command, seat, rng)
        case cmd.Step():
            stepped = movement.step(state, seat, command)
            if board.KIND[command.to] != "siberia_camp":
                return [stepped]
            ended = ev.MovementEnded(seat=seat, explorer=command.explorer, space=command.to)
            return [stepped, ended]
        case cmd.Stop():
            assert isinstance(top, Moving)
            return [ev.MovementEnded(seat=seat, explorer=top.explorer, space=top.path[-1])]
        case cmd.ChaseBear():
            return bears.chase(state, seat, command)
        case cmd.Collect():
            return items.collect(seat, command)
        case cmd.SkipCollect():
            return items.skip_collect(seat)
        case cmd.Fish():
            return items.go_fishing(state, seat)
        case cmd.Drop():
            return items.drop(state, seat, command)
        case cmd.Escape():
            assert isinstance(top, Arrival)
            return responses.escape(state, seat, command, top)
        case cmd.AirRescue():
            return responses.rescue(seat, command)
        case cmd.EndTurn():
            return end_turn(state)
        case _:
            assert_never(command)


def _consequences(state: State, events: list[ev.Event]) -> list[ev.Event]:
    """The immediate win after any step (D37), and a stuck bear after a chain (D32)."""
    out: list[ev.Event] = []
    for event in events:
        out.append(event)
        state = evolve(state, event)
        if isinstance(event, ev.ExplorerStepped) and has_won(state, event.seat):
            return [*out, ev.GameEnded(winner=event.seat)]
    return out + bears.stuck_bear(state)
