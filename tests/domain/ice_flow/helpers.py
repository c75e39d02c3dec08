"""Shared builders for Ice Flow tests, on the test kit: position documents (RULES §17.6) as a
client writes them, games started from them, and a game continued by commands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.events import Event
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.ice_flow.state import State
from service.domain.kernel import Rng, Setup
from tests.kit.decider import Given, given, given_position
from tests.kit.setups import plain, setup_for
from tests.kit.table import problems as kit_problems

__all__ = ["plain"]

CARDS = ("F01", "F02", "F03", "F04", "F05", "F06", "F07", "F08", "F09", "F10", "F11", "F12")
CARDS += ("F13", "F14", "D1", "D2")

HOME = {
    2: ["9,0", "9,0", "9,1", "9,1", "9,2", "9,2"],
    3: ["9,0", "9,0", "9,1", "9,1", "9,2", "9,2", "9,4", "9,4", "9,5"],
    4: ["9,0", "9,0", "9,1", "9,1", "9,2", "9,2", "9,4", "9,4", "9,5", "9,5", "9,6", "9,6"],
}
"""Every explorer in an Alaskan camp, two per camp."""


def setup(
    players: int = 2, options: IceFlowOptions | None = None, revision: int | None = None
) -> Setup[IceFlowOptions]:
    """The setup a game is created with (default options, the latest rules revision)."""
    return setup_for(RULES, players, options, revision)


def spots(*first: str, players: int = 2) -> list[str]:
    """Explorer spaces: `first` for explorers 0, 1, …, the rest at home."""
    return [*first, *HOME[players][len(first) :]]


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


def at(revision: int | None = None, **kwargs: Any) -> Given:
    """The beginning of a turn described by a position document (`document`'s arguments)."""
    return given_position(RULES, document(**kwargs), revision=revision)


def position_events(revision: int | None = None, **kwargs: Any) -> list[Event]:
    """The start events of a position document."""
    return list(at(revision, **kwargs).events)


def state_at(revision: int | None = None, **kwargs: Any) -> State:
    state: State = at(revision, **kwargs).state
    return state


def after(g: Given, *moves: tuple[cmd.Command, int]) -> Given:
    """The game of `g` continued by `(command, seat)` pairs, each decided as the server does."""
    events = list(g.events)
    state = g.state
    for command, seat in moves:
        produced = RULES.decide(state, command, seat, Rng("test", len(events)))
        for event in produced:
            state = RULES.evolve(state, event)
        events += produced
    return Given(RULES, g.setup, events)


def given_state(state: State) -> Given:
    """A game in a state no log of this test reaches (a board built by hand)."""
    g = given(RULES, players=state.players, revision=state.rules_revision)
    g.state = state
    return g


def problems(doc: Any, players: int = 2) -> tuple[str, ...]:
    """Every problem listed when a document is refused (`invalid_position`)."""
    return kit_problems(RULES, doc, players)
