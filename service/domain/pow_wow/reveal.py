"""Revealing prairie slots (RULES §4.1, D21, D22): by the revealer or by the reveal timer."""

from __future__ import annotations

from bisect import bisect_left

from service.domain.kernel import Refusal
from service.domain.pow_wow.commands import Reveal, RevealDeadline
from service.domain.pow_wow.events import CardRevealed
from service.domain.pow_wow.evolve import Decision
from service.domain.pow_wow.refusals import Refusals
from service.domain.pow_wow.state import AwaitingReveal, State


def violation(state: State, command: Reveal, seat: int) -> Refusal | None:
    """Refusals in the order of §11.5: wrong_phase, not_your_turn, stale_window, slot."""
    if not isinstance(state.phase, AwaitingReveal):
        return Refusals.wrong_phase(step="reveal is expected")
    if seat != state.revealer:
        return Refusals.not_your_turn(subject=f"Seat {state.revealer}", predicate="reveals next")
    if command.window != state.next_window:
        return Refusals.stale_window(
            subject="This reveal", predicate=f"opens window {state.next_window}"
        )
    if face_down_card(state, command.slot) is None:
        return Refusals.slot_not_face_down(slot=command.slot)
    return None


def face_down_card(state: State, slot: int) -> str | None:
    """The card in a face-down slot, else None (`face_down` is sorted by slot)."""
    at = bisect_left(state.face_down, (slot, ""))
    if at < len(state.face_down) and state.face_down[at][0] == slot:
        return state.face_down[at][1]
    return None


def reveal(decision: Decision, command: Reveal, seat: int) -> None:
    """The revealer turns the named slot; its card opens the window (§4.1, D21)."""
    card = face_down_card(decision.state, command.slot)
    assert card is not None  # `violation` refused a slot that is not face down
    decision.emit(CardRevealed(command.window, seat, command.slot, card, by_timer=False))


def reveal_by_timer(decision: Decision, command: RevealDeadline) -> None:
    """The lowest-numbered face-down slot, on behalf of the revealer (D22)."""
    state = decision.state
    slot, card = min(state.face_down)
    decision.emit(CardRevealed(command.window, state.revealer, slot, card, by_timer=True))
