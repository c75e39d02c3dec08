"""What a decision's draws were, read back from its events (`Game.recorded_draws`): how a game
log without its seed is checked (docs/replays.md). Mammoth Hunters draws the start player
(unless given) and both decks (D37), the campfire tiles of every round (§15 step 4), a deck
reshuffled from its pile (D8) and the glacier player by lot (D17)."""

from __future__ import annotations

from service.domain.kernel import NO_DRAWS, Draws
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    DeckReshuffled,
    DecksShuffled,
    Event,
    GameStarted,
    GlacierPlayerChosen,
)
from service.domain.mammoth_hunters.state import State


def recorded(state: State, event: Event) -> Draws:
    match event:
        case GameStarted(start_player=first, options=options, from_position=False) if (
            options.start_player is None
        ):
            return Draws(below=(first,))
        case DecksShuffled(light=light, dark=dark):
            return Draws(shuffled=(light, dark))
        case CampfiresPlaced(stacks=stacks, aside=aside):
            # The i-th tile went onto the i-th open region, the rest aside (between_rounds).
            opens = state.open_regions()[: len(stacks)]
            placed = tuple(stacks[str(region)][0] for region in opens)
            return Draws(shuffled=((*placed, *aside),))
        case DeckReshuffled(deck=deck):
            return Draws(shuffled=(deck,))
        case GlacierPlayerChosen(seat=seat, by_lot=True):
            return Draws(chosen=(seat,))
    return NO_DRAWS
