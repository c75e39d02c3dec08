"""The conditions RULES §17.5 puts on a position document, one check per condition (D59).

`documents.read` decodes the document against `DerSchwarmPosition` first (every unknown key,
missing key and wrong type), then runs `CHECKS` in order; a check that reads a malformed field
is skipped. Player counts come from the game being created (`setup.players`), so they hold
even when the document's own `players` is malformed. Checks that read the seats by index run
only when `seats` lists one entry per player (`_seated`), and the last check, which builds
the state the document describes, only on a document every other check accepts.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterator

from service.domain.der_schwarm import data, flow, position_board, position_phases
from service.domain.der_schwarm.document import DerSchwarmPosition
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.der_schwarm.position import to_state
from service.domain.der_schwarm.queen import queen_change
from service.domain.documents import Check
from service.domain.kernel import Setup

Problems = Iterator[str]
Context = Setup[DerSchwarmOptions]
CheckFn = Callable[[DerSchwarmPosition, Context], Problems]

_FLAGS = ("free_start", "dangerous_tsunami", "hidden_hands")
_PHASES = ("setup", "buying", "playing")
_JOKER_STATES = ("available", "used", "passed")


def _seated(check: CheckFn) -> CheckFn:
    """`check`, run only when `seats` lists one entry per player of the game (the earlier
    problem is reported by `_seat_count` or `_players`)."""

    @functools.wraps(check)
    def seated(doc: DerSchwarmPosition, setup: Context) -> Problems:
        if len(doc.seats) == setup.players:
            yield from check(doc, setup)

    return seated


# -- rule 1: counts, options, round, phase, turn order, RP ----------------------------------


def _players(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.players != setup.players:
        yield f"players is {doc.players}, but the game has {setup.players} players."


def _seat_count(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if len(doc.seats) != doc.players:
        yield "seats must list one entry per player."


def _options(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """The game's options where the creation request gives them: all-default options mean
    "none given" (the platform always passes options), and the document's apply."""
    given = setup.options != DerSchwarmOptions()
    if given and any(getattr(doc.options, f) != getattr(setup.options, f) for f in _FLAGS):
        yield "options differ from the game's options."


def _initial_order(doc: DerSchwarmPosition, setup: Context) -> Problems:
    order = doc.options.initial_order
    if order is not None and sorted(order) != list(range(setup.players)):
        yield "options.initial_order is not a permutation of the seats."


def _round(doc: DerSchwarmPosition, setup: Context) -> Problems:
    rounds = data.rounds(setup.players)
    if not 1 <= doc.round <= rounds:
        yield f"round must be between 1 and {rounds}."


def _phase(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase not in (*_PHASES, "over"):
        yield "phase must be setup, buying or playing."


def _turn_order(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if sorted(doc.turn_order) != list(range(setup.players)):
        yield "turn_order is not a permutation of the seats."


def _research_points(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if any(s.rp < 0 for s in doc.seats):
        yield "research points must not be negative."


def _not_over(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase == "over":
        yield "a finished game cannot be loaded (D59)."


def _seat_fields(doc: DerSchwarmPosition, setup: Context) -> Problems:
    in_use = data.order_numbers(setup.players)
    for i, seat in enumerate(doc.seats):
        if seat.joker not in _JOKER_STATES:
            yield f"seat {i}: joker must be available, used or passed."
        if seat.ability is not None and seat.ability not in data.ABILITIES:
            yield f"seat {i}: unknown ability card {seat.ability}."
        if seat.order_card is not None and seat.order_card not in in_use:
            yield f"seat {i}: order card {seat.order_card} is not in use."


# -- rule 2: cards --------------------------------------------------------------------------


def _cards(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """Every card exactly once, blue deck sizes, no stranger ids."""
    row = [c for c in doc.row or () if c != data.ORDER_ENTRY]
    held = row + [c for s in doc.seats for c in (*s.hand, *s.played)]
    counts = Counter(held + list(doc.blue_deck) + list(doc.blue_out))
    expected = [*data.light_cards(setup.players), data.GREEN_CARD, *data.BLUE_CARDS]
    for card in expected:
        if counts[card] != 1:
            yield f"card {card} must appear exactly once."
    strangers = sorted(set(counts) - set(expected))
    if strangers:
        yield f"unknown or unused card ids: {', '.join(strangers)}."
    if any(c not in data.BLUE_CARDS for c in (*doc.blue_deck, *doc.blue_out)):
        yield "blue_deck and blue_out hold blue cards only."
    if sum(1 for c in held if c in data.BLUE_CARDS) != 2:
        yield "exactly 2 blue cards must be outside blue_deck and blue_out."
    reshuffle = setup.players == 2 and doc.round + 1 == 4
    later = doc.round < data.rounds(setup.players) and not reshuffle
    if later and len(doc.blue_deck) < 2:
        yield "the blue deck must hold 2 cards for the next round."


def _row(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase == "playing":
        if doc.row is not None:
            yield "row must be null in the playing phase."
        return
    if doc.phase not in ("setup", "buying"):
        return
    if doc.row is None:
        yield "row is required in the setup and buying phases."
        return
    entries = doc.row.count(data.ORDER_ENTRY)
    if entries != int(bool(doc.order_deck)) or (entries and doc.row[-1] != data.ORDER_ENTRY):
        yield 'row must end with "ORDER" exactly while order_deck is not empty.'


# -- rules 1 (active seat) and 8 (queen), on the state the document describes ----------------


def _described_state(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """The queen buoys are what a queen check leaves, and `active_seat` can decide now. Only
    a document that every other check accepts describes a state to judge."""
    if any(True for check in _RULES for _ in check(doc, setup)):
        return
    state = to_state(doc, setup.rules_revision)
    if any(queen_change(state, s) is not None for s in range(setup.players)):
        yield "the queen buoys are not what a queen check leaves (§10)."
    seat = doc.active_seat
    if doc.phase == "setup":
        ok = seat == flow.active_seat(state)
    elif doc.phase == "buying":
        ok = seat is not None and 0 <= seat < setup.players and flow.needs_cards(state, seat)
    else:
        ok = (
            seat is not None
            and 0 <= seat < setup.players
            and (doc.open_action is not None or flow.can_act(state, seat))
        )
    if not ok:
        yield "active_seat is not a seat that can decide now."


_RULES: tuple[CheckFn, ...] = (
    _players,
    _seat_count,
    _options,
    _initial_order,
    _round,
    _phase,
    _turn_order,
    _research_points,
    *map(
        _seated,
        (
            _not_over,
            _seat_fields,
            _cards,
            _row,
            position_board.pieces,
            position_board.tiles,
            position_board.stacks,
            position_board.hazards,
            position_phases.setup_phase,
            position_phases.buying_phase,
            position_phases.playing_phase,
            position_phases.open_action_in_play,
        ),
    ),
)

CHECKS: tuple[Check[DerSchwarmPosition, Context], ...] = (*_RULES, _described_state)
"""Every condition of RULES §17.5, in the order the problems are listed (a document is valid
when none of them finds a problem)."""
