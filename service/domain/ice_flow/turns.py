"""Turn structure, who decides next, ending turns and the immediate win (RULES §7, §14, §17.1)."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.setup import floe_seat, placement_seat
from service.domain.ice_flow.state import (
    Arrival,
    Chasing,
    Collecting,
    Moving,
    PlaceDiscovered,
    State,
    responder,
)

TOP_LEVEL: tuple[type, ...] = (
    cmd.Drift, cmd.Rotate, cmd.Discover, cmd.Step, cmd.Collect, cmd.Fish, cmd.Drop, cmd.EndTurn,
)  # fmt: skip
"""Commands listed at the top level of a turn (§17.1)."""


def listed(state: State) -> tuple[type, ...]:
    """The command types of the current decision (§17.1); others are `wrong_phase`."""
    top = state.top
    if state.phase == "setup_explorers":
        return (cmd.PlaceExplorer,)
    if state.phase == "setup_floes":
        return (cmd.PlaceFloe,)
    match top:
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
    return ()


def to_move(state: State) -> frozenset[int]:
    """Exactly one seat owns the next decision, none once over (§17.1)."""
    if state.phase == "over" or not state.explorers:
        return frozenset()
    if state.phase == "setup_explorers":
        return frozenset({placement_seat(state)})
    if state.phase == "setup_floes":
        return frozenset({floe_seat(state)})
    top = state.top
    if isinstance(top, Arrival):
        seat = responder(state, top)
        return frozenset() if seat is None else frozenset({seat})
    return frozenset({state.active})


def end_turn(state: State) -> list[ev.Event]:
    """`turn_ended`, then `turn_started` for the clockwise next seat (D7)."""
    return [
        ev.TurnEnded(seat=state.active),
        ev.TurnStarted(seat=(state.active + 1) % state.players),
    ]


def has_won(state: State, seat: int) -> bool:
    """Three explorers on Siberian camps (necessarily different ones, §14)."""
    return all(
        board.KIND.get(state.explorers[e] or "") == "siberia_camp" for e in board.explorer_ids(seat)
    )
