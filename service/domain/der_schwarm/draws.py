"""What a decision's draws were, read back from its events (`Game.recorded_draws`): how a game
log without its seed is checked (docs/replays.md). Der Schwarm draws at the start (RULES §16:
the initial order unless given, the tiles, the blue deck, the order cards of a free start), the
light cards of every round's row (§7.1) and, with two players, the blue deck again (D49)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.events import (
    BlueDeckShuffled,
    Event,
    GameStarted,
    OrderCardsDealt,
    RowLaidOut,
    TilesDealt,
)
from service.domain.der_schwarm.state import State
from service.domain.kernel import NO_DRAWS, Draws


def recorded(state: State, event: Event) -> Draws:
    match event:
        case GameStarted(initial_order=order, options=options) if (
            order is not None and options.initial_order is None
        ):
            return Draws(shuffled=(order,))
        case TilesDealt(tiles=cards) | BlueDeckShuffled(cards=cards) if cards is not None:
            return Draws(shuffled=(cards,))
        case OrderCardsDealt(numbers=numbers):
            return Draws(shuffled=(numbers,))
        case RowLaidOut(row=row):
            # The row begins with the shuffled light cards (rounds.row_event).
            return Draws(shuffled=(row[: len(data.light_cards(state.players))],))
    return NO_DRAWS
