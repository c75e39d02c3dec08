"""Claim windows (RULES §4.2, §5, §11.3, D6, D9, D10, D11): claims, passes, closing."""

from __future__ import annotations

from service.domain.kernel import Refusal
from service.domain.pow_wow import booty
from service.domain.pow_wow.commands import Claim, Pass, WindowDeadline
from service.domain.pow_wow.data import TYPES
from service.domain.pow_wow.events import ClaimMade, Passed, WindowClosed
from service.domain.pow_wow.evolve import Decision
from service.domain.pow_wow.refusals import Refusals
from service.domain.pow_wow.resolution import resolve
from service.domain.pow_wow.state import ClaimWindow, State


def violation(state: State, command: Claim | Pass, seat: int) -> Refusal | None:
    """Refusals in the order of §11.5: stale_window, window_closed, already_acted, hand."""
    last = state.last_window
    if command.window > last or command.window < 1:
        return Refusals.stale_window(
            subject=f"Window {command.window}", predicate="has not been opened"
        )
    if not isinstance(state.phase, ClaimWindow) or command.window < last:
        return Refusals.window_closed(window=command.window)
    if seat in state.acted():
        return Refusals.already_acted()
    if isinstance(command, Claim) and command.hand not in TYPES:
        return Refusals.unknown_hand(hand=command.hand)
    return None


def claim(decision: Decision, command: Claim, seat: int) -> None:
    """`claim_made` with its rank and productivity judged on the frozen table (D6, D11)."""
    phase = _window(decision.state)
    productive = booty.productive(decision.state, seat, command.hand)
    order = len(phase.claims) + 1
    decision.emit(ClaimMade(command.window, seat, command.hand, order, productive))
    _close_if_all_acted(decision)


def pass_(decision: Decision, command: Pass, seat: int) -> None:
    """A pass is final for the window (D9)."""
    decision.emit(Passed(command.window, seat))
    _close_if_all_acted(decision)


def close_by_timer(decision: Decision, command: WindowDeadline) -> None:
    """Missing claims count as passes (D22); `silent` lists them ascending."""
    decision.emit(WindowClosed(command.window, "deadline", decision.state.yet_to_act()))
    resolve(decision)


def _close_if_all_acted(decision: Decision) -> None:
    """The last seat to act closes the window (`all_acted`) and starts the resolution."""
    if decision.state.yet_to_act():
        return
    decision.emit(WindowClosed(_window(decision.state).window, "all_acted", ()))
    resolve(decision)


def _window(state: State) -> ClaimWindow:
    assert isinstance(state.phase, ClaimWindow)
    return state.phase
