"""Whose turn it is: buying and playing order, the decision point (RULES §7.2, §7.4, §17.3)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data
from service.domain.der_schwarm.state import (
    BuyingPhase,
    OpenAction,
    OverPhase,
    PlayingPhase,
    SetupPhase,
    State,
)


def seats_in_order(state: State) -> tuple[int, ...]:
    """Seats by track space; before a turn order exists, by seat number."""
    return state.turn_order or tuple(range(state.players))


def _cyclic_after(state: State, seat: int) -> list[int]:
    order = list(seats_in_order(state))
    i = order.index(seat)
    return order[i + 1 :] + order[: i + 1]


def needs_cards(state: State, seat: int) -> bool:
    """Whether a seat still lacks part of its buying quota (RULES §7.2)."""
    player = state.seats[seat]
    return len(player.hand) < data.quota(state.players) or player.order_card is None


def next_buyer(state: State, after: int) -> int:
    """The next track space after `after` whose player lacks part of the quota (§7.2, D39)."""
    for seat in _cyclic_after(state, after):
        if needs_cards(state, seat):
            return seat
    return after


def can_act(state: State, seat: int) -> bool:
    """Holds an unplayed purchased card, or a face-up joker and has not passed (§7.4)."""
    player = state.seats[seat]
    return bool(player.hand) or player.joker == "available"


def next_player(state: State, after: int) -> int | None:
    """The next track space after `after` whose player can still act, else None (§7.4)."""
    for seat in _cyclic_after(state, after):
        if can_act(state, seat):
            return seat
    return None


def first_player(state: State) -> int | None:
    """Track space 1 if that player can act, else the next one that can (§7.4)."""
    order = seats_in_order(state)
    return next_player(state, order[-1])


def active_seat(state: State) -> int | None:
    """The seat that decides now, or None (RULES §17.3)."""
    match state.phase:
        case SetupPhase(order=order, placed=placed):
            return order[placed] if placed < len(order) else None
        case BuyingPhase(active=active):
            return active if state.row else None
        case PlayingPhase(active=active):
            return active
        case _:
            return None


def phase_name(state: State) -> str:
    """The phase as views and position documents name it: setup, buying, playing or over."""
    match state.phase:
        case SetupPhase():
            return "setup"
        case BuyingPhase():
            return "buying"
        case PlayingPhase():
            return "playing"
        case OverPhase():
            return "over"
        case _:
            assert_never(state.phase)


def decision_point(state: State) -> str:
    """The kind of the open decision: setup, buying, turn, ship_and_researcher, an action, over."""
    match state.phase:
        case SetupPhase():
            return "setup"
        case BuyingPhase():
            return "buying"
        case PlayingPhase(action=None):
            return "turn"
        case PlayingPhase(action=OpenAction(action=action)):
            return action
        case _:
            return "over"


def ship_steps_allowed(state: State, seat: int) -> int:
    """3 steps, or 4 with Fast Ship (RULES §8.2, D17)."""
    fast = state.seats[seat].ability == "A-FAST-SHIP"
    return data.SHIP_STEPS_FAST if fast else data.SHIP_STEPS


def hazard_value(action: OpenAction) -> int:
    """The hazard move value N of the card (or joker) being played (RULES §2.1, D4, D15)."""
    if action.card == data.JOKER:
        return data.JOKER_VALUES[action.action]
    return data.CARD_VALUE[action.card]
