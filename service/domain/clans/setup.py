"""Setup from the seeded RNG (RULES §4, §13, D3, D4): huts per region, the deal, first seat."""

from __future__ import annotations

from service.domain.clans.board import COLOURS, FIELD_COUNT, REGIONS
from service.domain.clans.events import ClansDealt, Event, GameStarted
from service.domain.clans.state import State
from service.domain.kernel import IllegalMove, Rng

MIN_PLAYERS = 2
MAX_PLAYERS = 4


def check_players(players: int) -> None:
    """2–4 players (D20); anything else is an invalid game creation."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalMove("invalid_options", f"Clans needs 2–4 players, not {players}.")


def initial_state(players: int) -> State:
    """The state before any event: nothing on the board yet, nobody to move."""
    return State(players=players)


def start_events(players: int, rng: Rng) -> list[Event]:
    """`clans.game_started` then `clans.clans_dealt`, drawing in the order of RULES §13."""
    check_players(players)
    huts = [""] * FIELD_COUNT
    for region in REGIONS:
        for field, colour in zip(region, rng.shuffled(COLOURS), strict=True):
            huts[field] = colour
    deal = rng.shuffled(COLOURS)
    first_seat = rng.below(players)
    return [
        GameStarted(players=players, huts=tuple(huts), first_seat=first_seat),
        ClansDealt(clans=tuple(deal[:players]), unassigned=tuple(deal[players:])),
    ]
