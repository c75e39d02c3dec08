"""RULES §16.6: every refusal code, driven through `decide` from a loaded position document
with JSON command bodies, and the first code of the table winning where several apply."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.mammoth_hunters.state import GlacierChoice, Over, PileCard
from tests.domain.mammoth_hunters.helpers import body, fork, refuses, send, table
from tests.kit.table import Table

SPARK = "D-SPARK#1"
FOUR_MAMMOTHS = {9: {"mammoths": 1}, 10: {"mammoths": 1}, 11: {"mammoths": 1}}


def played(card: str, *rest: str, **kw: Any) -> Table:
    """Seat 0 has played `card` (light: he decides; no target)."""
    game = table(card, *(rest or (SPARK,)), **kw)
    send(game, (body("play", card=card), 0))
    return game


def dark_played(card: str, target: int = 1, **kw: Any) -> Table:
    game = table(card, "L-FIRE#1", **kw)
    send(game, (body("play", card=card, target=target), 0))
    return game


# ---- game_over, not_your_turn, wrong_phase --------------------------------------------------


def test_game_over_comes_before_every_other_code() -> None:
    game = table(SPARK, "L-FIRE#1", round=4, dark_reserve=1)
    send(game, (body("play", card=SPARK), 0))
    assert isinstance(game.state.phase, Over)
    assert refuses(game, body("done"), 0) == "game_over"
    assert refuses(game, body("draw", deck="light"), None) == "game_over"


def test_not_your_turn_for_another_seat_and_for_the_system() -> None:
    game = table()
    assert refuses(game, body("play", card="L-TER-TUNDRA#1"), 1) == "not_your_turn"
    assert refuses(game, body("play", card="L-TER-TUNDRA#1"), None) == "not_your_turn"
    assert refuses(game, body("draw", deck="light"), 2) == "not_your_turn"


def test_wrong_phase_for_a_command_of_another_state_or_an_unused_sub_step() -> None:
    game = table("L-TREK#1", "L-HERD#1", SPARK, regions={5: {"hunters": {0: (3, 0), 1: (1, 0)}}})
    assert refuses(game, body("draw", deck="light"), 0) == "wrong_phase"
    assert refuses(game, body("done"), 0) == "wrong_phase"
    assert refuses(game, body("place_glacier", region=5), 0) == "wrong_phase"
    trek = fork(game)
    send(trek, (body("play", card="L-TREK#1"), 0))
    assert refuses(trek, body("remove_hunter", owner=1, region=5), 0) == "wrong_phase"
    assert refuses(trek, body("skip_discard"), 0) == "wrong_phase"
    herd = fork(game)
    send(herd, (body("play", card="L-HERD#1", option="place_from_supply"), 0))
    assert refuses(herd, body("move_mammoth", from_region=5, to_region=6), 0) == "wrong_phase"


# ---- play ----------------------------------------------------------------------------------


def test_card_not_in_hand_for_play_put_away_and_discard() -> None:
    game = table("L-TER-STEPPE#1", SPARK)
    assert refuses(game, body("play", card="L-SWAP#1"), 0) == "card_not_in_hand"
    assert refuses(game, body("play", card="NOPE#1", pile="light"), 0) == "card_not_in_hand"
    assert refuses(game, body("put_away", card="L-SWAP#1"), 0) == "card_not_in_hand"
    after = fork(game)
    send(after, (body("play", card=SPARK, target=1), 0))
    assert refuses(after, body("discard", card="L-SWAP#1"), 0) == "card_not_in_hand"


def test_play_available_refuses_a_put_away() -> None:
    game = table("L-TER-STEPPE#1", SPARK)
    assert refuses(game, body("put_away", card="L-TER-STEPPE#1"), 0) == "play_available"


def test_dark_card_forbidden_with_8_stones_and_before_the_choice_checks() -> None:
    game = table(SPARK, "L-FIRE#1", stones=[8, 4, 4])
    assert refuses(game, body("play", card=SPARK, target=1), 0) == "dark_card_forbidden"
    assert refuses(game, body("play", card=SPARK, pile="light"), 0) == "dark_card_forbidden"


def test_choice_missing_for_pile_option_and_target() -> None:
    game = table("L-CULT#1", "L-HERD#1", SPARK, regions={5: {"mammoths": 1}})
    assert refuses(game, body("play", card="L-CULT#1"), 0) == "choice_missing"
    assert refuses(game, body("play", card="L-HERD#1"), 0) == "choice_missing"
    assert refuses(game, body("play", card=SPARK), 0) == "choice_missing"
    copy = table("L-CULT#1", "L-FIRE#1", dark_pile=[{"card": "D-STAMPEDE#3"}])
    assert refuses(copy, body("play", card="L-CULT#1", pile="dark"), 0) == "choice_missing"


def test_choice_not_applicable_for_unused_choices_and_a_target_when_6_9_fires() -> None:
    game = table("L-TER-STEPPE#1", SPARK)
    assert (
        refuses(game, body("play", card="L-TER-STEPPE#1", pile="light"), 0)
        == "choice_not_applicable"
    )
    card = "L-TER-STEPPE#1"
    assert (
        refuses(game, body("play", card=card, option="move_adjacent"), 0) == "choice_not_applicable"
    )
    assert refuses(game, body("play", card=card, target=1), 0) == "choice_not_applicable"
    final = table(SPARK, "L-FIRE#1", round=4, dark_reserve=1)
    assert refuses(final, body("play", card=SPARK, target=1), 0) == "choice_not_applicable"


def test_pile_not_eligible_for_an_empty_pile_and_the_dark_pile_at_8_stones() -> None:
    game = table("L-CULT#1", SPARK)
    assert refuses(game, body("play", card="L-CULT#1", pile="light"), 0) == "pile_not_eligible"
    rich = table("D-CULT#1", "L-FIRE#1", stones=[8, 4, 4], dark_pile=[{"card": "D-STAMPEDE#3"}])
    assert (
        refuses(rich, body("play", card="D-CULT#1", pile="dark", target=1), 0)
        == "pile_not_eligible"
    )


def test_invalid_option_when_the_option_has_no_legal_target() -> None:
    full = table("L-HERD#1", SPARK, regions={5: {"mammoths": 1}, **FOUR_MAMMOTHS})
    herd = body("play", card="L-HERD#1", option="place_from_supply")
    assert refuses(full, herd, 0) == "invalid_option"
    empty = table("L-HERD#1", SPARK)
    assert (
        refuses(empty, body("play", card="L-HERD#1", option="move_adjacent"), 0) == "invalid_option"
    )


def test_cannot_afford_a_light_card_or_an_option() -> None:
    poor = table("L-TER-STEPPE#1", SPARK, stones=[0, 4, 4])
    assert refuses(poor, body("play", card="L-TER-STEPPE#1"), 0) == "cannot_afford"
    herd = table("L-HERD#1", SPARK, regions={5: {"mammoths": 1}})
    far = body("play", card="L-HERD#1", option="move_non_adjacent")
    assert refuses(herd, far, 0) == "cannot_afford"


def test_invalid_target_is_the_seat_itself_or_no_seat() -> None:
    game = table(SPARK, "L-FIRE#1")
    for target in (0, 3, -1):
        assert refuses(game, body("play", card=SPARK, target=target), 0) == "invalid_target"


# ---- sub-steps -----------------------------------------------------------------------------


def test_unknown_region_comes_first_for_sub_steps() -> None:
    game = played("L-TER-STEPPE#1")
    assert refuses(game, body("place_hunter", region=13), 0) == "unknown_region"
    assert refuses(game, body("place_hunter", region=0, club=True), 0) == "unknown_region"


def test_region_covered_and_club_unavailable_for_a_placement() -> None:
    game = played("L-TER-STEPPE#1")
    assert refuses(game, body("place_hunter", region=1), 0) == "region_covered"
    assert refuses(game, body("place_hunter", region=5, club=True), 0) == "club_unavailable"


def test_pool_empty_and_pool_not_empty_for_placement_slots_d14() -> None:
    full = played("L-TER-STEPPE#1", regions={6: {"hunters": {0: (12, 0)}}})
    assert refuses(full, body("place_hunter", region=5), 0) == "pool_empty"
    some = played("L-TER-STEPPE#1", regions={6: {"hunters": {0: (2, 0)}}})
    assert (
        refuses(some, body("move_hunter", owner=0, from_region=6, to_region=5), 0)
        == "pool_not_empty"
    )


def test_region_not_allowed_by_the_hunting_grounds_terrain_limit() -> None:
    game = played("L-TER-STEPPE#1")
    send(game, (body("place_hunter", region=5), 0), (body("place_hunter", region=7), 0))
    assert refuses(game, body("place_hunter", region=6), 0) == "region_not_allowed"


def test_hunting_party_step_limit_region_and_fallback_codes() -> None:
    game = played("L-PARTY#1", regions={6: {"mammoths": 1}})
    assert refuses(game, body("move_mammoth", from_region=6, to_region=5), 0) == "supply_not_empty"
    send(game, (body("place_hunter", region=5), 0))
    assert refuses(game, body("place_hunter", region=6), 0) == "region_not_allowed"
    send(game, (body("place_hunter", region=5), 0))
    assert refuses(game, body("place_hunter", region=5), 0) == "step_limit"
    empty = played("L-PARTY#1", regions={12: {"mammoths": 1}, **FOUR_MAMMOTHS})
    assert refuses(empty, body("place_mammoth", region=7), 0) == "supply_empty"
    send(empty, (body("place_hunter", region=7), 0))
    assert refuses(empty, body("move_mammoth", from_region=9, to_region=7), 0) == "not_adjacent"


def test_trek_codes_d21_d35() -> None:
    regions = {5: {"hunters": {0: (4, 0), 1: (1, 0)}, "mammoths": 1}}
    game = played("L-TREK#1", regions=regions)
    assert (
        refuses(game, body("move_hunter", owner=0, from_region=5, to_region=5), 0) == "same_region"
    )
    assert (
        refuses(game, body("move_hunter", owner=1, from_region=5, to_region=6), 0)
        == "not_own_hunter"
    )
    assert (
        refuses(game, body("move_hunter", owner=0, from_region=5, to_region=7), 0) == "not_adjacent"
    )
    mammoth = body("move_mammoth", from_region=5, to_region=6)
    assert refuses(game, mammoth, 0) == "mammoth_needs_hunter"
    assert refuses(game, body("move_mammoth", from_region=5, to_region=7), 0) == "not_adjacent"
    step = body("move_hunter", owner=0, from_region=5, to_region=6)
    send(game, (step, 0))
    assert (
        refuses(game, body("move_hunter", owner=0, from_region=5, to_region=9), 0)
        == "region_not_allowed"
    )
    assert (
        refuses(game, body("move_mammoth", from_region=5, to_region=9), 0) == "region_not_allowed"
    )
    assert refuses(game, body("move_mammoth", from_region=5, to_region=7), 0) == "not_adjacent"
    send(game, (step, 0), (step, 0))
    assert refuses(game, step, 0) == "step_limit"


def test_mammoth_herd_adjacency_codes() -> None:
    regions = {5: {"mammoths": 1}}
    near = table("L-HERD#1", SPARK, regions=regions)
    send(near, (body("play", card="L-HERD#1", option="move_adjacent"), 0))
    assert refuses(near, body("move_mammoth", from_region=5, to_region=7), 0) == "not_adjacent"
    assert refuses(near, body("move_mammoth", from_region=6, to_region=5), 0) == "piece_missing"
    far = table("L-HERD#1", SPARK, regions=regions, stones=[5, 4, 4])
    send(far, (body("play", card="L-HERD#1", option="move_non_adjacent"), 0))
    assert (
        refuses(far, body("move_mammoth", from_region=5, to_region=6), 0) == "adjacent_not_allowed"
    )


def test_exchange_codes_d23() -> None:
    regions = {
        5: {"hunters": {1: (1, 0), 2: (0, 1)}},
        6: {"hunters": {1: (1, 0), 2: (1, 0)}},
        7: {"hunters": {2: (1, 0)}},
    }
    game = played("L-SWAP#1", regions=regions)

    def swap(a: tuple[int, int, bool], b: tuple[int, int, bool]) -> Any:
        def ref(h: tuple[int, int, bool]) -> dict[str, Any]:
            return {"owner": h[0], "region": h[1], "clubbed": h[2]}

        return body("swap_hunters", a=ref(a), b=ref(b))

    assert refuses(game, swap((1, 6, False), (2, 5, False)), 0) == "not_canonical"
    assert refuses(game, swap((1, 6, False), (2, 6, False)), 0) == "same_region"
    assert refuses(game, swap((0, 5, False), (1, 6, False)), 0) == "piece_missing"
    assert refuses(game, swap((2, 5, True), (1, 6, False)), 0) == "hunter_protected"
    assert refuses(game, swap((1, 5, False), (1, 6, False)), 0) == "same_owner"
    assert refuses(game, swap((1, 5, False), (2, 7, False)), 0) == "not_adjacent"
    assert refuses(game, swap((1, 7, False), (2, 6, False)), 0) == "not_canonical"


def test_drive_codes_d27() -> None:
    regions = {5: {"hunters": {1: (3, 0), 2: (0, 1)}}, 9: {"hunters": {2: (1, 0)}}}
    game = played("L-DRIVE#1", regions=regions)
    clubbed = body("move_hunter", owner=2, from_region=5, to_region=6, clubbed=True)
    assert refuses(game, clubbed, 0) == "hunter_protected"
    assert (
        refuses(game, body("move_hunter", owner=1, from_region=5, to_region=7), 0) == "not_adjacent"
    )
    moved = fork(game)
    send(moved, (body("move_hunter", owner=2, from_region=9, to_region=10), 0))
    back = body("move_hunter", owner=2, from_region=10, to_region=9)
    assert refuses(moved, back, 0) == "already_moved"
    step = body("move_hunter", owner=1, from_region=5, to_region=6)
    twice = fork(game)
    send(twice, (step, 0), (step, 0))
    assert refuses(twice, step, 0) == "owner_limit"


def test_raid_codes_d24() -> None:
    regions = {5: {"hunters": {1: (1, 0), 2: (1, 1)}}, 6: {"hunters": {2: (1, 0)}}}
    game = dark_played("D-RAID2#1", regions=regions)
    assert refuses(game, body("remove_hunter", owner=0, region=5), 1) == "piece_missing"
    assert (
        refuses(game, body("remove_hunter", owner=2, region=5, clubbed=True), 1)
        == "hunter_protected"
    )
    assert refuses(game, body("remove_hunter", owner=1, region=13), 1) == "unknown_region"
    send(game, (body("remove_hunter", owner=2, region=5), 1))
    assert refuses(game, body("remove_hunter", owner=2, region=6), 1) == "owner_limit"


def test_armament_alternative_chosen_and_supply_empty_d22_d35() -> None:
    regions = {5: {"hunters": {1: (2, 0)}}}
    game = dark_played("D-ARMS#1", regions=regions)
    moved = fork(game)
    send(moved, (body("move_hunter", owner=1, from_region=5, to_region=9), 1))
    assert refuses(moved, body("take_club", attach_to=None), 1) == "alternative_chosen"
    assert refuses(moved, body("take_club", attach_to=5), 1) == "alternative_chosen"
    bare = dark_played("D-ARMS#1", regions=regions, held=[6, 0, 0])
    assert refuses(bare, body("take_club", attach_to=None), 1) == "supply_empty"
    assert refuses(game, body("take_club", attach_to=6), 1) == "piece_missing"


def test_stampede_mammoth_on_board() -> None:
    game = dark_played("D-STAMPEDE#1", regions={6: {"mammoths": 1}})
    assert refuses(game, body("place_mammoth", region=5), 1) == "mammoth_on_board"
    assert refuses(game, body("remove_mammoth", region=5), 1) == "piece_missing"


def test_club_codes_supply_and_fallback() -> None:
    game = played("L-CLUB#1", regions={5: {"mammoths": 1}})
    assert refuses(game, body("move_mammoth", from_region=5, to_region=6), 0) == "supply_not_empty"
    empty = played("L-CLUB#1", regions={5: {"mammoths": 1}, **FOUR_MAMMOTHS}, held=[6, 0, 0])
    assert refuses(empty, body("take_club", attach_to=None), 0) == "supply_empty"
    assert refuses(empty, body("move_mammoth", from_region=5, to_region=7), 0) == "not_adjacent"
    assert refuses(empty, body("place_mammoth", region=5), 0) == "supply_empty"


def test_campfire_codes() -> None:
    game = played("L-FIRE#1", regions={5: {"campfires": [1]}})
    assert refuses(game, body("move_campfire", from_region=6, to_region=7), 0) == "piece_missing"
    assert refuses(game, body("move_campfire", from_region=5, to_region=5), 0) == "same_region"
    assert refuses(game, body("move_campfire", from_region=5, to_region=2), 0) == "region_covered"


# ---- draw and glacier -----------------------------------------------------------------------


def drawing() -> Table:
    game = table("L-TER-STEPPE#1", "L-TER-RIVER#1", "L-FIRE#1", "L-TREK#1", SPARK)
    send(game, (body("play", card=SPARK, target=1), 0), (body("skip_discard"), 0))
    return game


def test_hand_rule_refuses_a_fifth_card_of_one_colour() -> None:
    assert refuses(drawing(), body("draw", deck="light"), 0) == "hand_rule"


def test_deck_unavailable_when_the_deck_is_empty_and_the_pile_holds_fewer_than_2() -> None:
    """Not reachable in a real game (RULES §6.7: 21 dark cards would have to be in hands); the
    code is checked on a constructed game."""
    game = drawing()
    game.state = msgspec.structs.replace(game.state, dark_deck=(), dark_pile=(PileCard(SPARK),))
    assert refuses(game, body("draw", deck="dark"), 0) == "deck_unavailable"


def glacier() -> Table:
    hand = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", SPARK, "D-ARMS#3")
    game = table(*hand, dark_reserve=1)
    send(
        game,
        (body("play", card=SPARK, target=1), 0),
        (body("skip_discard"), 0),
        (body("draw", deck="light"), 0),
    )
    assert isinstance(game.state.phase, GlacierChoice)
    return game


@pytest.mark.parametrize(
    ("region", "code"), [(9, "not_eligible"), (1, "region_covered"), (13, "unknown_region")]
)
def test_glacier_codes(region: int, code: str) -> None:
    game = glacier()
    seat = game.state.phase.seat  # type: ignore[union-attr]
    assert refuses(game, body("place_glacier", region=region), seat) == code
    assert refuses(game, body("place_glacier", region=region), (seat + 1) % 3) == "not_your_turn"
