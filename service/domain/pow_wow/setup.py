"""Setup (RULES §3, §13, D23, D26, D33, D34): the initial state and the two start events."""

from __future__ import annotations

import hashlib

from service.domain.kernel import IllegalMove, Rng
from service.domain.pow_wow.data import CARD_IDS, MAX_PLAYERS, MIN_PLAYERS
from service.domain.pow_wow.events import Event, GameStarted, PrairieLaidOut
from service.domain.pow_wow.options import Options, seat_colours, validate
from service.domain.pow_wow.state import State


def initial_state(players: int, options: Options) -> State:
    return State(players=players, options=options)


def commitment(cards: tuple[str, ...] | list[str], salt: str) -> str:
    """SHA-256 of the slot-ordered ids joined by `,`, then `:` and the salt (D34)."""
    return hashlib.sha256(f"{','.join(cards)}:{salt}".encode()).hexdigest()


def check_players(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        message = f"Pow Wow needs {MIN_PLAYERS}–{MAX_PLAYERS} players."
        raise IllegalMove("invalid_options", message, [message])


def start(players: int, options: Options, rng: Rng) -> list[Event]:
    """Draws in the order of §13: layout, first revealer (unless set), salt."""
    check_players(players)
    validate(players, options)
    layout = tuple(rng.shuffled(CARD_IDS))
    first = options.first_revealer
    if first is None:
        first = rng.below(players)
    salt = rng.hex_digits(128)
    seats = seat_colours(players, options)
    return [
        GameStarted(seats, options, first, commitment(layout, salt)),
        PrairieLaidOut(len(layout), layout, salt),
    ]
