"""Round start (the row) and round end (scoring, next round or game end) (RULES §7.1, §7.5)."""

from __future__ import annotations

from service.domain.der_schwarm import data, scoring
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.events import (
    BlueDeckShuffled,
    FinalScored,
    GameEnded,
    RoundScored,
    RowLaidOut,
)
from service.domain.der_schwarm.state import PlayingPhase
from service.domain.kernel import Rng


def row_event(
    players: int, round_: int, blue_deck: tuple[str, ...], rng: Rng, *, with_order: bool = True
) -> RowLaidOut:
    """Light cards shuffled, the top two blue cards, green, then the order deck (§7.1, D49)."""
    light = tuple(rng.shuffled(data.light_cards(players)))
    order = (data.ORDER_ENTRY,) if with_order else ()
    return RowLaidOut(round=round_, row=(*light, *blue_deck[:2], data.GREEN_CARD, *order))


def finish_round_if_done(builder: Builder, rng: Rng) -> None:
    """After a turn: when nobody can act, score the round and start the next or end (§7.5)."""
    state = builder.state
    if not isinstance(state.phase, PlayingPhase) or state.phase.active is not None:
        return
    builder.emit(RoundScored(round=state.round, gained=scoring.round_gains(state)))
    state = builder.state
    if state.round == data.rounds(state.players):
        _final(builder)
        return
    following = state.round + 1
    if state.players == 2 and following == 4:
        cards = tuple(rng.shuffled(data.BLUE_CARDS))
        builder.emit(BlueDeckShuffled(count=len(cards), cards=cards))
    builder.emit(row_event(state.players, following, builder.state.blue_deck, rng))


def _final(builder: Builder) -> None:
    """Queen stations and the sides bonus, then the outcome (§13)."""
    state = builder.state
    seats = range(state.players)
    queen = tuple(scoring.queen_points(state, s) for s in seats)
    sides = tuple(scoring.sides_bonus(state, s) for s in seats)
    builder.emit(FinalScored(queen=queen, sides=sides))
    results = scoring.results(builder.state, queen, sides)
    builder.emit(GameEnded(results=results, reason="final_scoring"))
