"""Setup and the preparatory round (RULES §4, §15; D28, D37)."""

from __future__ import annotations

from typing import Any

from service.domain.kernel import IllegalMove, Rng
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.emitter import Emitter
from service.domain.mammoth_hunters.events import (
    DecksShuffled,
    Event,
    GameStarted,
    HandsDealt,
    InitialHunterPlaced,
    RoundStarted,
)
from service.domain.mammoth_hunters.glacier import campfires_placed
from service.domain.mammoth_hunters.state import Automatic, Options, State


def initial_state(players: int, options: Any) -> State:
    """The state before `game_started`: only the table size and the options."""
    if not isinstance(options, Options):
        options = Options()
    return State(players=players, options=options)


def check_options(players: int, options: Options) -> None:
    if not data.MIN_PLAYERS <= players <= data.MAX_PLAYERS:
        raise IllegalMove(
            "invalid_options", f"Mammoth Hunters is for 3 to 5 players, not {players}."
        )
    start = options.start_player
    if start is not None and not 0 <= start < players:
        raise IllegalMove("invalid_options", f"start_player {start} is not a seat of this game.")


def start(players: int, options: Options, rng: Rng) -> list[Event]:
    """`game_started`, `decks_shuffled`, `campfires_placed`, drawn in the order of D37."""
    check_options(players, options)
    first = options.start_player if options.start_player is not None else rng.below(players)
    light = tuple(rng.shuffled(data.LIGHT_CARDS))
    dark = tuple(rng.shuffled(data.DARK_CARDS))
    em = Emitter(initial_state(players, options))
    em.emit(
        GameStarted(
            players=players,
            options=options,
            colours=data.COLOURS[:players],
            start_player=first,
            from_position=False,
        )
    )
    em.emit(DecksShuffled(light=light, dark=dark, light_size=len(light), dark_size=len(dark)))
    em.emit(campfires_placed(em.state, 1, rng))
    return em.events


def placement_violation(state: State, region: int) -> str | None:
    if not 1 <= region <= len(data.REGIONS):
        return "unknown_region"
    if state.region(region).covered:
        return "region_covered"
    return None


def place_initial(em: Emitter, seat: int, region: int) -> None:
    """One preparatory placement; the last one deals the hands and starts round 1."""
    em.emit(InitialHunterPlaced(seat=seat, region=region))
    if isinstance(em.state.phase, Automatic):
        em.emit(deal(em.state))
        state = em.state
        em.emit(
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
