"""Revealing prairie slots (RULES §4.1, D21, D22): by the revealer or by the reveal timer."""

from __future__ import annotations

from bisect import bisect_left

from service.domain.kernel import IllegalMove
from service.domain.pow_wow.commands import Reveal, RevealDeadline
from service.domain.pow_wow.events import CardRevealed
from service.domain.pow_wow.state import AwaitingReveal, State


def violation(state: State, command: Reveal, seat: int) -> IllegalMove | None:
    """Refusals in the order of §11.5: wrong_phase, not_your_turn, stale_window, slot."""
    if not isinstance(state.phase, AwaitingReveal):
        return IllegalMove("wrong_phase", "No reveal is expected now.")
    if seat != state.revealer:
        return IllegalMove("not_your_turn", f"Seat {state.revealer} reveals next.")
    if command.window != state.next_window:
        return IllegalMove("stale_window", f"This reveal opens window {state.next_window}.")
    if face_down_card(state, command.slot) is None:
        return IllegalMove("slot_not_face_down", f"Slot {command.slot} is not face down.")
    return None


def face_down_card(state: State, slot: int) -> str | None:
    """The card in a face-down slot, else None (`face_down` is sorted by slot)."""
    at = bisect_left(state.face_down, (slot, ""))
    if at < len(state.face_down) and state.face_down[at][0] == slot:
        return state.face_down[at][1]
    return None


def revealed(state: State, command: Reveal, seat: int) -> list[CardRevealed]:
    card = face_down_card(state, command.slot)
    assert card is not None
    return [CardRevealed(command.window, seat, command.slot, card, by_timer=False)]


def timer_violation(state: State, command: RevealDeadline) -> IllegalMove | None:
    """The reveal timer only applies while that reveal is still due (§11.2)."""
    if isinstance(state.phase, AwaitingReveal) and command.window == state.next_window:
        return None
    return IllegalMove("stale_timer", "That reveal is no longer due.")


def revealed_by_timer(state: State, command: RevealDeadline) -> list[CardRevealed]:
    """The lowest-numbered face-down slot, on behalf of the revealer (D22)."""
    slot, card = min(state.face_down)
    return [CardRevealed(command.window, state.revealer, slot, card, by_timer=True)]
