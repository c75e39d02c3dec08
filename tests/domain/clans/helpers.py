"""Shared builders for Clans tests, on the test kit: position documents (RULES §15), command
bodies, and games started from a document."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from service.domain.clans import RULES
from service.domain.clans.state import State
from service.domain.kernel import Rng, Setup
from tests.kit import decider
from tests.kit.decider import Given
from tests.kit.setups import plain, setup_for
from tests.kit.table import Table, served
from tests.kit.table import problems as kit_problems

COLOURS = ("red", "yellow", "green", "blue", "black")

FAR_PAIR = {"57": {"red": 1}, "58": {"blue": 1}}
"""Two adjacent huts far from every scenario, so a legal move always remains."""

__all__ = ["plain", "served"]


def setup(players: int = 2) -> Setup[Any]:
    return setup_for(RULES, players)


def zero_scores() -> dict[str, int]:
    return dict.fromkeys(COLOURS, 0)


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
        "scores": scores or zero_scores(),
        "fields": fields,
        "villages": list(villages),
    }


def doc(
    fields: dict[str, dict[str, int]],
    *,
    players: int = 2,
    clans: list[str] | None = None,
    active_seat: int = 0,
    chips_taken: int = 0,
    chips: list[int] | None = None,
    scores: dict[str, int] | None = None,
    villages: list[dict[str, int]] | None = None,
) -> dict[str, Any]:
    """A document as a client writes it: clans by player count, `villages` only if given."""
    written: dict[str, Any] = {
        "players": players,
        "clans": clans or list(("red", "blue", "green", "yellow")[:players]),
        "active_seat": active_seat,
        "chips_taken": chips_taken,
        "chips": chips if chips is not None else [chips_taken] + [0] * (players - 1),
        "scores": scores or zero_scores(),
        "fields": fields,
    }
    if villages is not None:
        written["villages"] = villages
    return written


def table(document_: dict[str, Any], players: int | None = None) -> Table:
    """A game started from a document sent as JSON, played with JSON command bodies."""
    return Table.from_position(RULES, document_, players=players)


def problems(document_: Any, players: int = 2) -> tuple[str, ...]:
    """The problems of a refused position document (code `invalid_position`)."""
    return kit_problems(RULES, document_, players)


def move(frm: int, to: int) -> dict[str, Any]:
    return {"type": "clans.move", "from": frm, "to": to}


def choose(field: int) -> dict[str, Any]:
    return {"type": "clans.choose_village", "field": field}


def loaded(doc_: dict[str, Any]) -> list[Any]:
    return list(RULES.load_position(setup(doc_["players"]), plain(doc_)))


def given_position(doc_: dict[str, Any]) -> Given:
    return decider.given_position(RULES, doc_)


def state_of(doc_: dict[str, Any]) -> State:
    state: State = given_position(doc_).state
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
    found: set[str] = set()
    stack = [plain(value)]
    while stack:
        item = stack.pop()
        if isinstance(item, str) and item in COLOURS:
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found
