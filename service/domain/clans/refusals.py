"""Every refusal of Clans, in the order of RULES §14.4 (rule codes), then game creation."""

from __future__ import annotations

from service.domain.kernel import Code, RefusalTable


class Refusals(RefusalTable):
    """Codes are checked in this order; the first that applies is the one reported."""

    game_over = Code("The game has ended.")
    not_your_turn = Code("It is not this seat's turn.")
    choice_pending = Code("Choose which pending village is founded next.")
    no_choice_pending = Code("No village choice is pending.")
    unknown_field = Code("There is no field {field}.")
    same_field = Code("A field cannot move onto itself.")
    source_empty = Code("Field {field} holds no huts.")
    source_is_village = Code("Field {field} is a village.")
    field_not_adjacent = Code("Field {to} is not adjacent to field {source}.")
    destination_empty = Code("Field {field} holds no huts.")
    large_group_blocked = Code(
        "A group of {huts} huts may only join a group at least as large (D5)."
    )
    village_not_pending = Code("Field {field} is not a pending village.")
    # Game creation (RULES §15, D20).
    invalid_position = Code("The position document is invalid.")
