"""Builders for Pow Wow test scenarios: positions with a chosen table, and command runs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.domain.kernel import Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Claim, Pass, Reveal
from service.domain.pow_wow.data import CARD_IDS
from service.domain.pow_wow.events import Event, GameStarted
from service.domain.pow_wow.options import Options
from service.domain.pow_wow.state import State

COLOURS5 = ("red", "yellow", "purple", "blue", "green")


def document(
    seats: Sequence[str] = ("red", "yellow"),
    *,
    table: Sequence[str] = (),
    piles: Sequence[Sequence[str]] | None = None,
    out_of_game: Sequence[str] = (),
    next_cards: Sequence[str] = (),
    revealer: int = 0,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A valid position; `next_cards` lie face down in slots 0, 1, … and the rest after them."""
    piles = [list(p) for p in piles] if piles is not None else [[] for _ in seats]
    used = {*table, *out_of_game, *(c for p in piles for c in p)}
    order = [*next_cards, *(c for c in CARD_IDS if c not in used and c not in next_cards)]
    return {
        "seats": list(seats),
        "options": dict(options or {}),
        "face_down": [{"slot": slot, "card": card} for slot, card in enumerate(order)],
        "table": list(table),
        "piles": piles,
        "out_of_game": list(out_of_game),
        "revealer": revealer,
    }


def loaded(**kwargs: Any) -> list[Event]:
    doc = document(**kwargs)
    return RULES.load_position(len(doc["seats"]), None, doc)


def state_of(events: Sequence[Event]) -> State:
    started = events[0]
    assert isinstance(started, GameStarted)
    state: State = fold(RULES, len(started.seats), Options(), events)
    return state


def run(events: Sequence[Event], *steps: tuple[Any, int | None]) -> list[Event]:
    """`events` followed by the events of each (command, seat) decided in turn."""
    log = list(events)
    for command, seat in steps:
        log += RULES.decide(state_of(log), command, seat, Rng("test", len(log)))
    return log


def opened(reveal: str, **kwargs: Any) -> list[Event]:
    """A position whose revealer turns `reveal` (slot 0): the window is open."""
    events = loaded(next_cards=(reveal,), **kwargs)
    state = state_of(events)
    return run(events, (Reveal(state.next_window, 0), state.revealer))


def window_of(events: Sequence[Event]) -> int:
    return state_of(events).last_window


def claims(events: Sequence[Event], *seat_hands: tuple[int, str | None]) -> list[Event]:
    """Claims (hand) or passes (None) in the open window, in this order."""
    window = window_of(events)
    steps = [(Pass(window) if h is None else Claim(window, h), s) for s, h in seat_hands]
    return run(events, *steps)
