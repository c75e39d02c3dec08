"""What the start's draws were, read back from its events (`Game.recorded_draws`): how a game
log without its seed is checked (docs/replays.md). Clans draws only at the start (RULES §13):
each region's huts, the deal, the first seat."""

from __future__ import annotations

from service.domain.clans.board import REGIONS
from service.domain.clans.events import ClansDealt, Event, GameStarted
from service.domain.clans.state import State
from service.domain.kernel import NO_DRAWS, Draws


def recorded(state: State, event: Event) -> Draws:
    match event:
        case GameStarted(huts=huts, first_seat=first):
            regions = tuple(tuple(huts[field] for field in region) for region in REGIONS)
            return Draws(shuffled=regions, below=(first,))
        case ClansDealt(clans=clans, unassigned=unassigned) if unassigned is not None:
            return Draws(shuffled=((*clans, *unassigned),))
    return NO_DRAWS
