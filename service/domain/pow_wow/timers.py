"""The system's timers (RULES §11.2, D22, D30): which one the platform runs now, and when a
timer command it sends is stale.

A timer command is due exactly when it is the command of the running deadline: the window
that is open, the choice that is awaited, the reveal that is due. Anything else is stale.
"""

from __future__ import annotations

from typing import assert_never

from service.domain.kernel import Deadline, Refusal
from service.domain.pow_wow.commands import (
    ChoiceDeadline,
    RevealDeadline,
    SystemCommand,
    WindowDeadline,
)
from service.domain.pow_wow.refusals import Refusals
from service.domain.pow_wow.state import AwaitingReveal, ClaimWindow, State


def window_length(state: State, window: ClaimWindow) -> tuple[str, int]:
    """`deadline_kind` and `deadline_ms` of an open window (D22)."""
    if window.dead:
        return "dead_window", state.options.dead_window_ms
    return "claim_window", state.options.claim_window_ms


def deadline(state: State) -> Deadline[SystemCommand] | None:
    """The timer of the current phase, counted from the event that started it (§11.2)."""
    phase = state.phase
    if isinstance(phase, AwaitingReveal):
        reveal = RevealDeadline(state.next_window)
        return Deadline(
            after_ms=state.options.reveal_timeout_ms, since_version=phase.since, command=reveal
        )
    if isinstance(phase, ClaimWindow):
        _, after = window_length(state, phase)
        close = WindowDeadline(phase.window)
        return Deadline(after_ms=after, since_version=phase.since, command=close)
    pending = state.awaiting()
    if pending is not None:
        resolving, claim = pending
        default = ChoiceDeadline(resolving.window, claim.seat)
        return Deadline(
            after_ms=state.options.choice_timeout_ms, since_version=resolving.since, command=default
        )
    return None


def stale(state: State, command: SystemCommand) -> Refusal | None:
    """`stale_timer` unless `command` is the running deadline's command (§11.2)."""
    running = deadline(state)
    if running is not None and running.command == command:
        return None
    match command:
        case WindowDeadline():
            return Refusals.stale_timer(subject=f"Window {command.window}", predicate="is not open")
        case ChoiceDeadline():
            return Refusals.stale_timer(subject="That choice", predicate="is no longer awaited")
        case RevealDeadline():
            return Refusals.stale_timer(subject="That reveal", predicate="is no longer due")
        case _:
            assert_never(command)
