"""The one legality source (STYLE §8): `violation` serves `decide`, `legal_moves`, `to_move`."""

from __future__ import annotations

from typing import assert_never

from service.domain.kernel import IllegalMove
from service.domain.pow_wow import booty, claims, resolution, reveal
from service.domain.pow_wow.commands import (
    ChoiceDeadline,
    Choose,
    Claim,
    Command,
    OptionBody,
    Pass,
    Person,
    Reveal,
    RevealDeadline,
    WindowDeadline,
)
from service.domain.pow_wow.data import SLOTS, TYPES
from service.domain.pow_wow.events import BootyOption, Indian
from service.domain.pow_wow.state import AwaitingReveal, GameOver, State


def violation(state: State, command: Command, seat: int | None) -> IllegalMove | None:
    """Why `seat` (None = the system) may not send `command` now, else None (§11.5)."""
    if isinstance(state.phase, GameOver):
        return IllegalMove("game_over", "The game has ended.")
    match command:
        case WindowDeadline() | ChoiceDeadline() | RevealDeadline():
            if seat is not None:
                return IllegalMove("system_only", "Timer commands belong to the system (D30).")
            return _timer_violation(state, command)
        case Reveal() | Claim() | Pass() | Choose():
            if seat is None or not 0 <= seat < state.players:
                return IllegalMove("not_your_turn", "Only a seat can send this command.")
            return _seat_violation(state, command, seat)
        case _:
            assert_never(command)


def _seat_violation(
    state: State, command: Reveal | Claim | Pass | Choose, seat: int
) -> IllegalMove | None:
    match command:
        case Reveal():
            return reveal.violation(state, command, seat)
        case Claim() | Pass():
            return claims.violation(state, command, seat)
        case Choose():
            return resolution.choose_violation(state, command, seat)
        case _:
            assert_never(command)


def _timer_violation(
    state: State, command: WindowDeadline | ChoiceDeadline | RevealDeadline
) -> IllegalMove | None:
    match command:
        case WindowDeadline():
            return claims.timer_violation(state, command)
        case ChoiceDeadline():
            return resolution.timer_violation(state, command)
        case RevealDeadline():
            return reveal.timer_violation(state, command)
        case _:
            assert_never(command)


def _person(indian: Indian | None) -> Person | None:
    return None if indian is None else Person(indian.colour, indian.type)


def option_body(option: BootyOption) -> OptionBody:
    """A listed option as a `choose` body."""
    return OptionBody(option.kind, _person(option.captive), _person(option.partner))


def _candidates(state: State) -> list[Command]:
    """Every command a seat might send now, in the listing order of §11.5 (D32)."""
    phase = state.phase
    if isinstance(phase, AwaitingReveal):
        return [Reveal(state.next_window, slot) for slot in range(SLOTS)]
    window = state.last_window
    pending = resolution.awaiting(state)
    if pending is not None:
        _, claim = pending
        offers = booty.offers(state, claim.seat, claim.hand)
        return [Choose(pending[0].window, option_body(o.option)) for o in offers]
    return [*(Claim(window, hand) for hand in TYPES), Pass(window)]


def legal_moves(state: State, seat: int) -> list[Command]:
    """Exactly the commands `decide` accepts from `seat` now (timer commands never)."""
    if seat not in to_move(state):
        return []
    return [c for c in _candidates(state) if violation(state, c, seat) is None]


def to_move(state: State) -> frozenset[int]:
    """Seats that may act now (§11.5)."""
    phase = state.phase
    if isinstance(phase, AwaitingReveal):
        return frozenset({state.revealer})
    pending = resolution.awaiting(state)
    if pending is not None:
        return frozenset({pending[1].seat})
    return frozenset(claims.yet_to_act(state))
