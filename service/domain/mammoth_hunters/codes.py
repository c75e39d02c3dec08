"""Refusal codes in the order of RULES §16.6: the first code of the table that applies wins."""

from __future__ import annotations

from collections.abc import Iterable

from service.domain.kernel import IllegalMove

ORDER: tuple[str, ...] = (
    "game_over",
    "not_your_turn",
    "wrong_phase",
    "card_not_in_hand",
    "play_available",
    "dark_card_forbidden",
    "choice_missing",
    "choice_not_applicable",
    "pile_not_eligible",
    "invalid_option",
    "cannot_afford",
    "invalid_target",
    "unknown_region",
    "same_region",
    "not_canonical",
    "region_covered",
    "alternative_chosen",
    "step_limit",
    "pool_empty",
    "pool_not_empty",
    "supply_empty",
    "supply_not_empty",
    "mammoth_on_board",
    "piece_missing",
    "already_moved",
    "hunter_protected",
    "not_own_hunter",
    "same_owner",
    "owner_limit",
    "not_adjacent",
    "adjacent_not_allowed",
    "region_not_allowed",
    "mammoth_needs_hunter",
    "club_unavailable",
    "hand_rule",
    "deck_unavailable",
    "not_eligible",
)
_RANK = {code: i for i, code in enumerate(ORDER)}

MESSAGES: dict[str, str] = {
    "game_over": "The game has ended.",
    "not_your_turn": "It is not this seat's turn.",
    "wrong_phase": "This command is not accepted now.",
    "card_not_in_hand": "The seat does not hold that card.",
    "play_available": "A card can be played, so none may be put away.",
    "dark_card_forbidden": "With 8 or more stones at the turn's start no dark card may be played.",
    "choice_missing": "The play lacks a choice it needs.",
    "choice_not_applicable": "The play carries a choice it does not use.",
    "pile_not_eligible": "That discard pile has no card the Cult may copy.",
    "invalid_option": "That Mammoth herd option has no legal target.",
    "cannot_afford": "The seat cannot pay for that card.",
    "invalid_target": "The target must be an opponent.",
    "unknown_region": "There is no such region.",
    "same_region": "Origin and destination must differ.",
    "not_canonical": "An exchange names the lower region first.",
    "region_covered": "That region is covered by a glacier.",
    "alternative_chosen": "The other alternative of this card was already chosen.",
    "step_limit": "No step of this kind is left.",
    "pool_empty": "The hunter pool is empty.",
    "pool_not_empty": "A hunter must be placed while the pool is not empty.",
    "supply_empty": "The general supply has none of that piece.",
    "supply_not_empty": "The general supply still has a mammoth.",
    "mammoth_on_board": "A mammoth is on the board.",
    "piece_missing": "That piece is not there.",
    "already_moved": "Every such hunter there was already moved by this card.",
    "hunter_protected": "An opponent's clubbed hunter cannot be chosen.",
    "not_own_hunter": "This card moves only the decider's own hunters.",
    "same_owner": "Both hunters belong to one player.",
    "owner_limit": "Too many hunters of one owner.",
    "not_adjacent": "The regions are not adjacent.",
    "adjacent_not_allowed": "The destination must not be adjacent.",
    "region_not_allowed": "The card does not allow that region.",
    "mammoth_needs_hunter": "A mammoth moves only together with a hunter.",
    "club_unavailable": "No club can be attached there.",
    "hand_rule": "A hand may not hold 5 cards of one colour.",
    "deck_unavailable": "No card of that colour can be drawn.",
    "not_eligible": "That region may not be covered now.",
}


def first(codes: Iterable[str]) -> str | None:
    """The code that comes first in the table among those that apply."""
    found = list(codes)
    return min(found, key=_RANK.__getitem__) if found else None


def refuse(code: str) -> IllegalMove:
    return IllegalMove(code, MESSAGES[code])
