"""How a game begins (RULES §3, §11.7, §13, D23, D26, D31, D33, D34): from the seeded RNG
(`start`) or from a position document (`load`); both give the two start events."""

from __future__ import annotations

import hashlib

from service.domain import documents
from service.domain.kernel import IllegalMove, Rng, Setup, event_from
from service.domain.pow_wow.data import CARD_IDS, COLOURS, OPTION_RANGES
from service.domain.pow_wow.events import Event, GameStarted, PositionLoaded, PrairieLaidOut
from service.domain.pow_wow.options import PowWowOptions, from_position
from service.domain.pow_wow.position import PowWowPosition, canonical_document
from service.domain.pow_wow.position_checks import CHECKS
from service.domain.pow_wow.refusals import Refusals
from service.domain.pow_wow.state import State


def initial_state(setup: Setup[PowWowOptions]) -> State:
    """The state before any event: no seats, no prairie, nobody to move."""
    return State(players=setup.players, options=setup.options, rules_revision=setup.rules_revision)


def start(setup: Setup[PowWowOptions], rng: Rng) -> list[Event]:
    """`game_started` then `prairie_laid_out`, drawing in the order of §13: the layout, the
    first revealer (unless set), the commitment salt."""
    check_options(setup)
    players, options = setup.players, setup.options
    layout = tuple(rng.shuffled(CARD_IDS))
    first = options.first_revealer
    if first is None:
        first = rng.below(players)
    salt = rng.hex_digits(128)
    return [
        GameStarted(seat_colours(setup), options, first, commitment(layout, salt)),
        PrairieLaidOut(len(layout), layout, salt),
    ]


def load(setup: Setup[PowWowOptions], raw: object) -> list[Event]:
    """`game_started` (the position's options and revealer, no commitment) then
    `position_loaded`; no random draw (§11.7). Raises `invalid_position` listing every
    problem."""
    document = documents.read(raw, PowWowPosition, CHECKS, setup, Refusals.invalid_position)
    started = GameStarted(document.seats, from_position(document.options), document.revealer, None)
    return [started, event_from(canonical_document(document), PositionLoaded)]


def commitment(cards: tuple[str, ...], salt: str) -> str:
    """SHA-256 of the slot-ordered ids joined by `,`, then `:` and the salt (D34)."""
    return hashlib.sha256(f"{','.join(cards)}:{salt}".encode()).hexdigest()


def seat_colours(setup: Setup[PowWowOptions]) -> tuple[str, ...]:
    """Colour of every seat (D26)."""
    if setup.options.colours is not None:
        return setup.options.colours
    return COLOURS[: setup.players]


def check_options(setup: Setup[PowWowOptions]) -> None:
    """Refuse options that do not fit the player count (§3, §10, D33), every problem listed."""
    problems = option_problems(setup)
    if problems:
        raise IllegalMove(Refusals.invalid_options.listing(problems, listed=" ".join(problems)))


def option_problems(setup: Setup[PowWowOptions]) -> list[str]:
    """Timer values in range (the decoder checks these, direct callers may not have);
    `colours` exactly N distinct known colours; `first_revealer` a seat. (The player count,
    2–5, is the kit's to check.)"""
    players, options = setup.players, setup.options
    problems = []
    for name, (low, high, _) in OPTION_RANGES.items():
        value = getattr(options, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            problems.append(f"option {name} must be an integer from {low} to {high}.")
    colours = options.colours
    if colours is not None:
        if len(colours) != players or len(set(colours)) != players:
            problems.append(f"colours must list exactly {players} distinct colours.")
        if any(c not in COLOURS for c in colours):
            problems.append(f"colours must be chosen from {', '.join(COLOURS)}.")
    first = options.first_revealer
    if first is not None and not 0 <= first < players:
        problems.append(f"first_revealer must be a seat from 0 to {players - 1}.")
    return problems
