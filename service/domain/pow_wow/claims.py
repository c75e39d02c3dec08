"""Claim windows (RULES §4.2, §5, §11.3, D6, D9, D10, D11): claims, passes, closing."""

from __future__ import annotations

from service.domain.kernel import IllegalMove
from service.domain.pow_wow import booty
from service.domain.pow_wow.commands import Claim, Pass, WindowDeadline
from service.domain.pow_wow.data import TYPES
from service.domain.pow_wow.events import ClaimMade, Event, Passed, WindowClosed
from service.domain.pow_wow.resolution import then_resolve
from service.domain.pow_wow.state import ClaimWindow, State


def acted(window: ClaimWindow) -> tuple[int, ...]:
    """Seats that claimed or passed in the window (each acts once, D9)."""
    return (*(c.seat for c in window.claims), *window.passed)


def yet_to_act(state: State) -> tuple[int, ...]:
    phase = state.phase
    if not isinstance(phase, ClaimWindow):
        return ()
    done = acted(phase)
    return tuple(s for s in range(state.players) if s not in done)


def violation(state: State, command: Claim | Pass, seat: int) -> IllegalMove | None:
    """Refusals in the order of §11.5: stale_window, window_closed, already_acted, hand."""
    last = state.last_window
    if command.window > last or command.window < 1:
        return IllegalMove("stale_window", f"Window {command.window} has not been opened.")
    phase = state.phase
    if not isinstance(phase, ClaimWindow) or command.window < last:
        return IllegalMove("window_closed", f"Window {command.window} is closed.")
    if seat in acted(phase):
        return IllegalMove("already_acted", "This seat already acted in this window.")
    if isinstance(command, Claim) and command.hand not in TYPES:
        return IllegalMove("unknown_hand", f"{command.hand!r} is not a hand type.")
    return None


def claimed(state: State, command: Claim, seat: int) -> list[Event]:
    """`claim_made` with its rank and productivity judged on the frozen table (D6, D11)."""
    phase = state.phase
    assert isinstance(phase, ClaimWindow)
    order = len(phase.claims) + 1
    made = ClaimMade(
        command.window, seat, command.hand, order, booty.productive(state, seat, command.hand)
    )
    return _maybe_close(state, phase, made)


def passed(state: State, command: Pass, seat: int) -> list[Event]:
    phase = state.phase
    assert isinstance(phase, ClaimWindow)
    return _maybe_close(state, phase, Passed(command.window, seat))


def _maybe_close(state: State, phase: ClaimWindow, event: Event) -> list[Event]:
    """The last seat to act closes the window (`all_acted`) and starts the resolution."""
    if len(acted(phase)) + 1 < state.players:
        return [event]
    return then_resolve(state, [event, WindowClosed(phase.window, "all_acted", ())])


def timer_violation(state: State, command: WindowDeadline) -> IllegalMove | None:
    phase = state.phase
    if isinstance(phase, ClaimWindow) and phase.window == command.window:
        return None
    return IllegalMove("stale_timer", f"Window {command.window} is not open.")


def closed_by_timer(state: State, command: WindowDeadline) -> list[Event]:
    """Missing claims count as passes (D22); `silent` lists them ascending."""
    closing = WindowClosed(command.window, "deadline", yet_to_act(state))
    return then_resolve(state, [closing])
