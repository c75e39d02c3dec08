"""Shared builders for Pow Wow tests, on the test kit: position documents (RULES §11.7), games
started from a document (as events, or as a `Table` driven with JSON bodies), command bodies,
and a claiming policy for playouts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.domain.kernel import Rng, Setup, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.booty import productive
from service.domain.pow_wow.commands import Claim, Pass, Reveal
from service.domain.pow_wow.data import CARD_IDS
from service.domain.pow_wow.events import Event, GameStarted
from service.domain.pow_wow.options import PowWowOptions
from service.domain.pow_wow.state import State
from tests.kit.decider import Given
from tests.kit.decider import given as kit_given
from tests.kit.playout import Choice
from tests.kit.setups import plain, setup_for
from tests.kit.table import Table, served
from tests.kit.table import problems as kit_problems

__all__ = ["plain", "served"]

COLOURS5 = ("red", "yellow", "purple", "blue", "green")
ALL_ON = PowWowOptions(war_tribute=True, marriage=True, sharing=True)


def setup(players: int = 2, options: PowWowOptions | None = None) -> Setup[Any]:
    return setup_for(RULES, players, options)


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


# -- games as events (given / when / then) ----------------------------------------------------


def loaded(**kwargs: Any) -> list[Event]:
    """The start events of a game from `document(**kwargs)`, loaded as the platform does."""
    doc = document(**kwargs)
    return list(RULES.load_position(setup(len(doc["seats"])), plain(doc)))


def players_of(events: Sequence[Event]) -> int:
    started = events[0]
    assert isinstance(started, GameStarted)
    return len(started.seats)


def state_of(events: Sequence[Event]) -> State:
    return fold(RULES, setup(players_of(events)), events)


def given(events: Sequence[Event]) -> Given:
    """`tests.kit.decider.given` for these events, with their own player count."""
    return kit_given(RULES, *events, players=players_of(events))


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


# -- games as a client drives them (JSON in, JSON out) -----------------------------------------


def table_of(doc: dict[str, Any], players: int | None = None) -> Table:
    """A game from a position document sent as JSON (players: the document's seats)."""
    count = players if players is not None else len(doc["seats"])
    return Table.from_position(RULES, doc, players=count)


def game(
    seats: Sequence[str] = ("red", "yellow"), *, reveal: str | None = None, **kwargs: Any
) -> Table:
    """A game from a position; with `reveal`, that card lies in slot 0 and is revealed."""
    next_cards = (reveal,) if reveal is not None else ()
    played = table_of(document(seats, next_cards=next_cards, **kwargs))
    if reveal is not None:
        reveal_slot(played, 0)
    return played


def reveal_slot(played: Table, slot: int = 0) -> int:
    """The revealer turns `slot`; returns the window it opened."""
    state = played.state
    window: int = state.next_window
    played.send({"type": "pow_wow.reveal", "window": window, "slot": slot}, state.revealer)
    return window


def problems(doc: Any, players: int = 2, options: PowWowOptions | None = None) -> list[str]:
    """The problems of a refused position document (code `invalid_position`)."""
    return list(kit_problems(RULES, doc, players, options))


def claim(window: int, hand: str) -> dict[str, Any]:
    return {"type": "pow_wow.claim", "window": window, "hand": hand}


def pass_(window: int) -> dict[str, Any]:
    return {"type": "pow_wow.pass", "window": window}


def choose(window: int, option: dict[str, Any]) -> dict[str, Any]:
    return {"type": "pow_wow.choose", "window": window, "option": option}


# -- playouts ----------------------------------------------------------------------------------


def claiming(rules: Any, state: State, choices: Sequence[Choice], rng: Rng) -> Choice:
    """A policy for `tests.kit.playout.play` that plays like a player: mostly productive
    claims, sometimes any claim, otherwise a pass or a choice; now and then a timer fires."""
    timers = [c for c in choices if c[0] is None]
    if timers and rng.below(100) < 6:
        return timers[0]
    seat = rng.choice(sorted({s for s, _ in choices if s is not None}))
    moves = [c for s, c in choices if s == seat]
    claimed = [m for m in moves if isinstance(m, Claim)]
    if not claimed:
        return seat, rng.choice(moves)
    good = [m for m in claimed if productive(state, seat, m.hand)]
    roll = rng.below(100)
    if good and roll < 80:
        return seat, rng.choice(good)
    if roll < 10:
        return seat, rng.choice(claimed)
    return seat, moves[-1]
