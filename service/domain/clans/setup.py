"""How a game begins (RULES §4, §13, §15, D3, D4, D20): from the seeded RNG (`start`) or from a
position document (`load`); both give the start events."""

from __future__ import annotations

from service.domain import documents
from service.domain.clans.board import COLOURS, FIELD_COUNT, REGIONS
from service.domain.clans.events import ClansDealt, Event, GameStarted, PositionLoaded
from service.domain.clans.options import ClansOptions
from service.domain.clans.position import ClansPosition, canonical
from service.domain.clans.position_checks import CHECKS
from service.domain.clans.refusals import Refusals
from service.domain.clans.state import State
from service.domain.kernel import Rng, Setup, event_from


def initial_state(setup: Setup[ClansOptions]) -> State:
    """The state before any event: nothing on the board yet, nobody to move."""
    return State(players=setup.players, rules_revision=setup.rules_revision)


def start(setup: Setup[ClansOptions], rng: Rng) -> list[Event]:
    """`clans.game_started` then `clans.clans_dealt`, drawing in the order of RULES §13."""
    huts = [""] * FIELD_COUNT
    for region in REGIONS:
        for field, colour in zip(region, rng.shuffled(COLOURS), strict=True):
            huts[field] = colour
    deal = rng.shuffled(COLOURS)
    first_seat = rng.below(setup.players)
    return [
        GameStarted(players=setup.players, huts=tuple(huts), first_seat=first_seat),
        ClansDealt(clans=tuple(deal[: setup.players]), unassigned=tuple(deal[setup.players :])),
    ]


def load(setup: Setup[ClansOptions], raw: object) -> list[Event]:
    """`clans.position_loaded` (the document without `clans`) then `clans.clans_dealt`; no
    random draw (RULES §15). Raises `invalid_position` listing every problem."""
    document = documents.read(raw, ClansPosition, CHECKS, setup, Refusals.invalid_position)
    clans = document.clans
    return [
        event_from(canonical(document), PositionLoaded),
        ClansDealt(clans=clans, unassigned=tuple(c for c in COLOURS if c not in clans)),
    ]
