"""Shared builders for Clans tests: start a game from a position document (RULES §15)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from service.domain.clans import RULES
from service.domain.clans.state import State
from service.domain.kernel import Rng, fold
from tests.support.decider import Given, given

FAR_PAIR = {"57": {"red": 1}, "58": {"blue": 1}}
"""Two adjacent huts far from every scenario, so a legal move always remains."""


def document(
    fields: dict[str, dict[str, int]],
    *,
    players: int = 2,
    clans: Sequence[str] = ("red", "blue"),
    active_seat: int = 0,
    chips_taken: int = 0,
    chips: Sequence[int] | None = None,
    scores: dict[str, int] | None = None,
    villages: Sequence[dict[str, int]] = (),
) -> dict[str, Any]:
    """A valid position document; chips default to all taken by seat 0."""
    if chips is None:
        chips = [chips_taken] + [0] * (players - 1)
    return {
        "players": players,
        "clans": list(clans),
        "active_seat": active_seat,
        "chips_taken": chips_taken,
        "chips": list(chips),
        "scores": scores or dict.fromkeys(("red", "yellow", "green", "blue", "black"), 0),
        "fields": fields,
        "villages": list(villages),
    }


def loaded(doc: dict[str, Any]) -> list[Any]:
    return RULES.load_position(doc["players"], RULES.Options(), doc)


def given_position(doc: dict[str, Any]) -> Given:
    return given(RULES, *loaded(doc), players=doc["players"])


def state_of(doc: dict[str, Any]) -> State:
    state: State = fold(RULES, doc["players"], RULES.Options(), loaded(doc))
    return state


def play(state: State, *commands: tuple[Any, int]) -> tuple[State, list[Any]]:
    """Decide and fold commands (command, seat) in turn; returns the state and all events."""
    events: list[Any] = []
    for command, seat in commands:
        produced = RULES.decide(state, command, seat, Rng("test", 0))
        for event in produced:
            state = RULES.evolve(state, event)
        events.extend(produced)
    return state, events


def builtins(events: Sequence[Any]) -> list[Any]:
    return [msgspec.to_builtins(e) for e in events]


def colour_values(value: Any) -> set[str]:
    """Every colour name appearing as a JSON *value* (not as a map key) in `value`.

    Hut maps are keyed by colour for every field, so keys reveal nothing; a colour as a value
    (`my_clan`, `clans`, `unassigned`, outcome `clan`) is what could leak a secret.
    """
    colours = {"red", "yellow", "green", "blue", "black"}
    found: set[str] = set()
    stack = [msgspec.json.decode(msgspec.json.encode(value))]
    while stack:
        item = stack.pop()
        if isinstance(item, str) and item in colours:
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found
