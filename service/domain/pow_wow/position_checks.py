"""The conditions RULES §11.7 puts on a position document, one check per condition.

`documents.read` decodes the document against `PowWowPosition` first (every unknown key —
`colours` and `first_revealer` in `options` included —, missing key, wrong type and timer
out of range), then runs these checks; a check that reads a malformed field is skipped, so
each problem is listed once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from service.domain.documents import Check
from service.domain.kernel import Setup
from service.domain.pow_wow.data import CARD_IDS, COLOURS, MAX_PLAYERS, MIN_PLAYERS, SLOTS
from service.domain.pow_wow.options import PowWowOptions
from service.domain.pow_wow.position import PowWowPosition

Problems = Iterator[str]
Context = Setup[PowWowOptions]

KNOWN = frozenset(CARD_IDS)
LISTED_MISSING = 10
"""Missing cards named in the problem; the rest are counted."""


def _seat_count(doc: PowWowPosition, setup: Context) -> Problems:
    if not MIN_PLAYERS <= len(doc.seats) <= MAX_PLAYERS:
        yield f"seats must list {MIN_PLAYERS} to {MAX_PLAYERS} colours."


def _seat_colours(doc: PowWowPosition, setup: Context) -> Problems:
    unknown = [c for c in doc.seats if c not in COLOURS]
    if unknown:
        yield f"seats has unknown colours: {', '.join(unknown)}."
    if len(set(doc.seats)) != len(doc.seats):
        yield "seats must have distinct colours."


def _face_down(doc: PowWowPosition, setup: Context) -> Problems:
    """Not empty; slots within the prairie and distinct."""
    slots = [f.slot for f in doc.face_down]
    if not slots:
        yield "face_down must not be empty."
    if any(not 0 <= s < SLOTS for s in slots):
        yield f"face_down slots must lie within 0 … {SLOTS - 1}."
    if len(set(slots)) != len(slots):
        yield "face_down slots must be distinct."


def _piles(doc: PowWowPosition, setup: Context) -> Problems:
    if len(doc.piles) != len(doc.seats):
        yield "piles must hold exactly one list per seat."


def _revealer(doc: PowWowPosition, setup: Context) -> Problems:
    if not 0 <= doc.revealer < max(len(doc.seats), 1):
        yield "revealer must be a seat."


def _cards(doc: PowWowPosition, setup: Context) -> Problems:
    """Every one of the 114 prairie cards exactly once across the four places."""
    placed = [
        *(f.card for f in doc.face_down),
        *doc.table,
        *(c for pile in doc.piles for c in pile),
        *doc.out_of_game,
    ]
    counts = Counter(placed)
    unknown = sorted(c for c in counts if c not in KNOWN)
    if unknown:
        yield f"unknown card ids: {', '.join(unknown)}."
    twice = sorted(c for c, n in counts.items() if n > 1 and c in KNOWN)
    if twice:
        yield f"cards placed more than once: {', '.join(twice)}."
    missing = [c for c in CARD_IDS if c not in counts]
    if missing:
        more = len(missing) - LISTED_MISSING
        rest = f" and {more} more" if more > 0 else ""
        listed = ", ".join(missing[:LISTED_MISSING])
        yield f"{len(missing)} cards missing from the position: {listed}{rest}."


def _players(doc: PowWowPosition, setup: Context) -> Problems:
    """The request's player count, if it names one, is the number of seats."""
    if doc.seats and setup.players != len(doc.seats):
        yield f"players ({setup.players}) must equal the number of seats ({len(doc.seats)})."


def _no_separate_options(doc: PowWowPosition, setup: Context) -> Problems:
    """The position's options are the game's; the request carries none (D31)."""
    if setup.options != PowWowOptions():
        yield "a game from a position takes its options from the position only."


CHECKS: tuple[Check[PowWowPosition, Context], ...] = (
    _seat_count,
    _seat_colours,
    _face_down,
    _piles,
    _revealer,
    _cards,
    _players,
    _no_separate_options,
)
"""Every condition of RULES §11.7 (a document is valid when none of them finds a problem)."""
