"""Which timer the platform should run now (RULES §11.2, D22, D30)."""

from __future__ import annotations

from service.domain.kernel import Deadline
from service.domain.pow_wow import resolution
from service.domain.pow_wow.commands import ChoiceDeadline, RevealDeadline, WindowDeadline
from service.domain.pow_wow.state import AwaitingReveal, ClaimWindow, State


def window_length(state: State, window: ClaimWindow) -> tuple[str, int]:
    """`deadline_kind` and `deadline_ms` of an open window (D22)."""
    if window.dead:
        return "dead_window", state.options.dead_window_ms
    return "claim_window", state.options.claim_window_ms


def deadline(state: State) -> Deadline | None:
    """The timer of the current phase, counted from the event that started it."""
    phase = state.phase
    options = state.options
    if isinstance(phase, AwaitingReveal):
        command = RevealDeadline(state.next_window)
        return Deadline(
            after_ms=options.reveal_timeout_ms, since_version=phase.since, command=command
        )
    if isinstance(phase, ClaimWindow):
        _, after = window_length(state, phase)
        command_w = WindowDeadline(phase.window)
        return Deadline(after_ms=after, since_version=phase.since, command=command_w)
    pending = resolution.awaiting(state)
    if pending is not None:
        resolving, claim = pending
        command_c = ChoiceDeadline(resolving.window, claim.seat)
        return Deadline(
            after_ms=options.choice_timeout_ms, since_version=resolving.since, command=command_c
        )
    return None
