"""Every refusal of Pow Wow, in the order of RULES §11.5, then game creation.

Each command checks a subsequence of this table, in this order, and the first code that
applies is the one reported. Where one code words its sentence per command, the difference
is a placeholder (`subject`, `predicate`, `step`): the sentences stay what clients read today.
"""

from __future__ import annotations

from service.domain.kernel import Code, RefusalTable


class Refusals(RefusalTable):
    """Codes in the order RULES §11.5 checks them."""

    # Every command.
    game_over = Code("The game has ended.")
    # reveal: wrong_phase → not_your_turn → stale_window → slot_not_face_down;
    # choose: wrong_phase → not_your_turn → stale_window → invalid_option.
    wrong_phase = Code("No {step} now.")
    not_your_turn = Code("{subject} {predicate}.")
    stale_window = Code("{subject} {predicate}.")
    slot_not_face_down = Code("Slot {slot} is not face down.")
    # claim / pass: stale_window → window_closed → already_acted → unknown_hand (claim only).
    window_closed = Code("Window {window} is closed.")
    already_acted = Code("This seat already acted in this window.")
    unknown_hand = Code("{hand!r} is not a hand type.")
    invalid_option = Code("That is not one of the listed options.")
    # Timer commands (D30): system_only → stale_timer.
    system_only = Code("Timer commands belong to the system (D30).")
    stale_timer = Code("{subject} {predicate}.")
    # Game creation (D33, §11.7).
    invalid_options = Code("{listed}")
    invalid_position = Code("The position document is invalid.")
