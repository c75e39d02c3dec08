"""The preparatory round and the deal (RULES §4 steps 9–10, D37): six hunters each, placed one
at a time clockwise from the start player; then the hands are dealt and round 1 begins."""

from __future__ import annotations

from service.domain.kernel import Refusal
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import HandsDealt, InitialHunterPlaced, RoundStarted
from service.domain.mammoth_hunters.evolve import Decision
from service.domain.mammoth_hunters.refusals import Refusals
from service.domain.mammoth_hunters.state import Automatic, State


def placement_violation(state: State, region: int) -> Refusal | None:
    """Every open region is allowed (RULES §4 step 9)."""
    if not 1 <= region <= len(data.REGIONS):
        return Refusals.unknown_region()
    if state.region(region).covered:
        return Refusals.region_covered()
    return None


def place_initial(made: Decision, seat: int, region: int) -> None:
    """One preparatory placement; the last one deals the hands and starts round 1."""
    made.emit(InitialHunterPlaced(seat=seat, region=region))
    if isinstance(made.state.phase, Automatic):
        made.emit(deal(made.state))
        state = made.state
        made.emit(
            RoundStarted(
                round=1,
                start_player=state.start_player,
                dark_reserve=state.dark_reserve,
                light_reserve=state.light_reserve,
            )
        )


def deal(state: State) -> HandsDealt:
    """2 light and 3 dark from the tops, seat 0 first (D37)."""
    hands = []
    light, dark = state.light_deck, state.dark_deck
    for seat in range(state.players):
        lo, do = seat * data.HAND_LIGHT, seat * data.HAND_DARK
        hands.append(light[lo : lo + data.HAND_LIGHT] + dark[do : do + data.HAND_DARK])
    return HandsDealt(
        hands=tuple(hands),
        light_counts=(data.HAND_LIGHT,) * state.players,
        dark_counts=(data.HAND_DARK,) * state.players,
    )
