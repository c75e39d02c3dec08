"""Every refusal of Mammoth Hunters, in the order of RULES §16.6 (the first code of the table
that applies is the one reported), then those of game creation (§16.1, §16.9)."""

from __future__ import annotations

from service.domain.kernel import Code, RefusalTable


class Refusals(RefusalTable):
    """Codes are checked in this order; `Refusals.first` picks among several that apply."""

    game_over = Code("The game has ended.")
    not_your_turn = Code("It is not this seat's turn.")
    wrong_phase = Code("This command is not accepted now.")
    card_not_in_hand = Code("The seat does not hold that card.")
    play_available = Code("A card can be played, so none may be put away.")
    dark_card_forbidden = Code(
        "With 8 or more stones at the turn's start no dark card may be played."
    )
    choice_missing = Code("The play lacks a choice it needs.")
    choice_not_applicable = Code("The play carries a choice it does not use.")
    pile_not_eligible = Code("That discard pile has no card the Cult may copy.")
    invalid_option = Code("That Mammoth herd option has no legal target.")
    cannot_afford = Code("The seat cannot pay for that card.")
    invalid_target = Code("The target must be an opponent.")
    unknown_region = Code("There is no such region.")
    same_region = Code("Origin and destination must differ.")
    not_canonical = Code("An exchange names the lower region first.")
    region_covered = Code("That region is covered by a glacier.")
    alternative_chosen = Code("The other alternative of this card was already chosen.")
    step_limit = Code("No step of this kind is left.")
    pool_empty = Code("The hunter pool is empty.")
    pool_not_empty = Code("A hunter must be placed while the pool is not empty.")
    supply_empty = Code("The general supply has none of that piece.")
    supply_not_empty = Code("The general supply still has a mammoth.")
    mammoth_on_board = Code("A mammoth is on the board.")
    piece_missing = Code("That piece is not there.")
    already_moved = Code("Every such hunter there was already moved by this card.")
    hunter_protected = Code("An opponent's clubbed hunter cannot be chosen.")
    not_own_hunter = Code("This card moves only the decider's own hunters.")
    same_owner = Code("Both hunters belong to one player.")
    owner_limit = Code("Too many hunters of one owner.")
    not_adjacent = Code("The regions are not adjacent.")
    adjacent_not_allowed = Code("The destination must not be adjacent.")
    region_not_allowed = Code("The card does not allow that region.")
    mammoth_needs_hunter = Code("A mammoth moves only together with a hunter.")
    club_unavailable = Code("No club can be attached there.")
    hand_rule = Code("A hand may not hold 5 cards of one colour.")
    deck_unavailable = Code("No card of that colour can be drawn.")
    not_eligible = Code("That region may not be covered now.")
    # Game creation (RULES §16.1, §16.9): `problems` lists every broken condition of a document.
    invalid_position = Code("The position document is not valid.")
    invalid_options = Code("{problem}")
    """Three rules of §16.1, each with its own sentence (`setup.check_options`, `setup.load`)."""
