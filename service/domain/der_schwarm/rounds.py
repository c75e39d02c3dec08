"""Round start (the row) and round end (scoring, next round or game end) (RULES §7.1, §7.5)."""

from __future__ import annotations

from service.domain.der_schwarm import data, scoring
from service.domain.der_schwarm.events import (
    BlueDeckShuffled,
    FinalScored,
    GameEnded,
    RoundScored,
    RowLaidOut,
)
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.state import PlayingPhase
from service.domain.kernel import Rng


def row_event(
    players: int, round_: int, blue_deck: tuple[str, ...], rng: Rng, *, with_order: bool = True
) -> RowLaidOut:
    """Light cards shuffled, the top two blue cards, green, then the order deck (§7.1, D49)."""
    light = tuple(rng.shuffled(data.light_cards(players)))
    order = (data.ORDER_ENTRY,) if with_order else ()
    return RowLaidOut(round=round_, row=(*light, *blue_deck[:2], data.GREEN_CARD, *order))


def finish_round_if_done(decision: Decision, rng: Rng) -> None:
    """After a turn: when nobody can act, score the round and start the next or end (§7.5)."""
    state = decision.state
    if not isinstance(state.phase, PlayingPhase) or state.phase.active is not None:
        return
    decision.emit(RoundScored(round=state.round, gained=scoring.round_gains(state)))
    state = decision.state
    if state.round == data.rounds(state.players):
        _final(decision)
        return
    following = state.round + 1
    if state.players == 2 and following == 4:
        cards = tuple(rng.shuffled(data.BLUE_CARDS))
        decision.emit(BlueDeckShuffled(count=len(cards), cards=cards))
    decision.emit(row_event(state.players, following, decision.state.blue_deck, rng))


def _final(decision: Decision) -> None:
    """Queen stations and the sides bonus, then the outcome (§13)."""
    state = decision.state
    seats = range(state.players)
    queen = tuple(scoring.queen_points(state, s) for s in seats)
    sides = tuple(scoring.sides_bonus(state, s) for s in seats)
    decision.emit(FinalScored(queen=queen, sides=sides))
    results = scoring.results(decision.state, queen, sides)
    decision.emit(GameEnded(results=results, reason="final_scoring"))
