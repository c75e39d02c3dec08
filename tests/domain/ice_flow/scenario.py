"""Building blocks for Ice Flow tests: positions as start events, and small play helpers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.domain.ice_flow import RULES
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import State
from service.domain.kernel import Rng, fold
from tests.support.decider import Given, given

CARDS = ("F01", "F02", "F03", "F04", "F05", "F06", "F07", "F08", "F09", "F10", "F11", "F12")
CARDS += ("F13", "F14", "D1", "D2")

HOME = {
    2: ["9,0", "9,0", "9,1", "9,1", "9,2", "9,2"],
    3: ["9,0", "9,0", "9,1", "9,1", "9,2", "9,2", "9,4", "9,4", "9,5"],
    4: ["9,0", "9,0", "9,1", "9,1", "9,2", "9,2", "9,4", "9,4", "9,5", "9,5", "9,6", "9,6"],
}


def floe(tile: str, hex_: str, rotation: int = 0, **items: int) -> dict[str, Any]:
    """A floe record for a position document (items: rope, fish, bears)."""
    return {
        "tile": tile,
        "hex": hex_,
        "rotation": rotation,
        "rope": items.get("rope", 0),
        "fish": items.get("fish", 0),
        "bears": items.get("bears", 0),
    }


def document(
    players: int = 2,
    active: int = 0,
    explorers: Sequence[str] | None = None,
    floes: Sequence[dict[str, Any]] = (),
    island: dict[str, int] | None = None,
    backpacks: Sequence[dict[str, int]] | None = None,
    draw_pile: Sequence[str] = CARDS,
    discard_pile: Sequence[str] = (),
) -> dict[str, Any]:
    """A valid position document (plain JSON values) with sensible defaults."""
    return {
        "players": players,
        "active_seat": active,
        "explorers": list(explorers if explorers is not None else HOME[players]),
        "floes": [dict(f) for f in floes],
        "island": dict(island or {"rope": 0, "fish": 0, "bears": 0}),
        "backpacks": [dict(b) for b in (backpacks or [{"rope": 1, "fish": 1}] * players)],
        "draw_pile": list(draw_pile),
        "discard_pile": list(discard_pile),
    }


def position_events(**kwargs: Any) -> list[ev.Event]:
    players = kwargs.get("players", 2)
    return RULES.load_position(players, RULES.Options(), document(**kwargs))


def at(**kwargs: Any) -> Given:
    """`given(...)` at the beginning of a turn described by a position document."""
    return given(RULES, *position_events(**kwargs), players=kwargs.get("players", 2))


def state_at(**kwargs: Any) -> State:
    players = kwargs.get("players", 2)
    state: State = fold(RULES, players, RULES.Options(), position_events(**kwargs))
    return state


def play(state: State, seat: int, *commands: Any) -> State:
    """Decide and fold several commands from one seat."""
    for command in commands:
        for event in RULES.decide(state, command, seat, Rng("test", 0)):
            state = RULES.evolve(state, event)
    return state


def after(given_: Given, *commands: tuple[Any, int]) -> Given:
    """A Given extended by the events of `(command, seat)` pairs."""
    events = list(given_.events)
    state = given_.state
    for command, seat in commands:
        produced = RULES.decide(state, command, seat, Rng("test", len(events)))
        for event in produced:
            state = RULES.evolve(state, event)
        events += produced
    return given(RULES, *events, players=given_.players, options=given_.options)
