"""RULES §7, §8.1 the light cards and their sub-steps (D13, D14, D15, D21, D23, D27, D29, D35,
D36)."""

from __future__ import annotations

from typing import Any

import pytest

from service.domain.kernel import IllegalMove, Rng
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import (
    Done,
    HunterRef,
    MoveCampfire,
    MoveHunter,
    MoveMammoth,
    PlaceHunter,
    PlaceMammoth,
    PlayCard,
    SwapHunters,
    TakeClub,
)
from service.domain.mammoth_hunters.events import HuntersSwapped, PartEnded
from service.domain.mammoth_hunters.state import Discard, Resolve, State
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of

BASE = ("L-TREK#1", "D-RAID2#1", "D-SPARK#3")


def playing(card: str, option: str | None = None, players: int = 3, **kw: Any) -> State:
    """Seat 0 has just played `card` (and holds the rest of a plain hand)."""
    kw.setdefault("stones", [9] * players if players != 3 else [9, 9, 9])
    hand = [card, *[c for c in BASE if c != card]][:4]
    doc = document(players, hands=hands_with(*hand, players=players), **kw)
    state, _ = run(state_of(doc), (PlayCard(card=card, option=option), 0))  # type: ignore[arg-type]
    return state


def refuses(state: State, command: Any, code: str, seat: int = 0) -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(state, command, seat, Rng("t", 0))
    assert caught.value.code == code, caught.value.message
    assert command not in RULES.legal_moves(state, seat)


def accepts(state: State, command: Any, seat: int = 0) -> State:
    assert command in RULES.legal_moves(state, seat)
    state, _ = run(state, (command, seat))
    return state


# ---- Hunting grounds ---------------------------------------------------------------------


def test_hunting_grounds_places_up_to_three_hunters_on_its_terrain() -> None:
    state = playing("L-TER-STEPPE#1")  # steppe: regions 5 and 7
    state = accepts(state, PlaceHunter(region=5))
    state = accepts(state, PlaceHunter(region=7))
    refuses(state, PlaceHunter(region=6), "region_not_allowed")
    state = accepts(state, PlaceHunter(region=7))
    assert isinstance(state.phase, Discard)
    assert state.region(7).plain[0] == 2 and state.region(5).plain[0] == 1


def test_hunting_grounds_places_at_most_two_once_a_hunter_went_elsewhere() -> None:
    state = playing("L-TER-STEPPE#1")
    state = accepts(state, PlaceHunter(region=12))
    state = accepts(state, PlaceHunter(region=5))
    assert isinstance(state.phase, Discard)


def test_hunting_grounds_with_both_regions_covered_still_places_two_anywhere() -> None:
    state = playing("L-TER-TUNDRA#1", round=2, covered=[1, 2, 3, 4, 11])
    refuses(state, PlaceHunter(region=11), "region_covered")
    state = accepts(state, PlaceHunter(region=5))
    state = accepts(state, PlaceHunter(region=6))
    assert isinstance(state.phase, Discard)


def test_with_an_empty_pool_a_placement_slot_becomes_a_move_of_an_own_hunter_d14() -> None:
    """Seed example: 3 placements, 1 in the pool: the first places, the others may move."""
    regions = {9: {"hunters": {0: (11, 0), 1: (1, 0)}}}
    state = playing("L-TER-STEPPE#1", regions=regions)
    refuses(state, MoveHunter(owner=0, from_region=9, to_region=5), "pool_not_empty")
    state = accepts(state, PlaceHunter(region=5))
    refuses(state, PlaceHunter(region=5), "pool_empty")
    refuses(state, MoveHunter(owner=1, from_region=9, to_region=5), "not_own_hunter")
    state = accepts(state, MoveHunter(owner=0, from_region=9, to_region=5))
    refuses(state, MoveHunter(owner=0, from_region=9, to_region=6), "region_not_allowed")
    state = accepts(state, MoveHunter(owner=0, from_region=9, to_region=7))
    assert state.region(9).plain[0] == 9
    assert isinstance(state.phase, Discard)


def test_a_light_card_action_may_be_declined_entirely_d13() -> None:
    state = playing("L-TER-STEPPE#1")
    state, produced = run(state, (Done(), 0))
    assert produced == [PartEnded(seat=0, reason="done")]
    assert state.seats[0].stones == 8


# ---- Hunting party -----------------------------------------------------------------------


def test_hunting_party_puts_two_hunters_and_a_mammoth_into_one_region_d35() -> None:
    """D35: the first sub-step's destination fixes the region R."""
    state = playing("L-PARTY#1", regions={5: {"mammoths": 1}})
    state = accepts(state, PlaceMammoth(region=9))
    assert isinstance(state.phase, Resolve) and state.phase.part.region == 9
    refuses(state, PlaceHunter(region=10), "region_not_allowed")
    state = accepts(state, PlaceHunter(region=9))
    state = accepts(state, PlaceHunter(region=9))
    assert isinstance(state.phase, Discard)
    assert state.region(9).mammoths == 1 and state.region(9).plain[0] == 2


def test_hunting_party_moves_an_adjacent_mammoth_in_only_when_the_supply_is_empty() -> None:
    full = {n: {"mammoths": 1} for n in (5, 6, 7, 8)}
    state = playing("L-PARTY#1", regions=full)
    assert state.mammoth_supply() == 0
    refuses(state, PlaceMammoth(region=9), "supply_empty")
    refuses(state, MoveMammoth(from_region=8, to_region=9), "not_adjacent")
    state = accepts(state, MoveMammoth(from_region=5, to_region=9))
    refuses(state, PlaceHunter(region=5), "region_not_allowed")
    some = playing("L-PARTY#1", regions={5: {"mammoths": 1}})
    refuses(some, MoveMammoth(from_region=5, to_region=9), "supply_not_empty")


# ---- Trek --------------------------------------------------------------------------------


def test_trek_moves_own_hunters_from_s_to_adjacent_t_with_a_mammoth_d21_d35() -> None:
    regions = {9: {"hunters": {0: (4, 0), 1: (1, 0)}, "mammoths": 1}}
    state = playing("L-TREK#1", regions=regions)
    refuses(state, MoveMammoth(from_region=9, to_region=10), "mammoth_needs_hunter")
    refuses(state, MoveHunter(owner=0, from_region=9, to_region=11), "not_adjacent")
    refuses(state, MoveHunter(owner=1, from_region=9, to_region=10), "not_own_hunter")
    state = accepts(state, MoveHunter(owner=0, from_region=9, to_region=10))
    refuses(state, MoveHunter(owner=0, from_region=9, to_region=5), "region_not_allowed")
    refuses(state, MoveMammoth(from_region=9, to_region=5), "region_not_allowed")
    state = accepts(state, MoveMammoth(from_region=9, to_region=10))
    state = accepts(state, MoveHunter(owner=0, from_region=9, to_region=10))
    state = accepts(state, MoveHunter(owner=0, from_region=9, to_region=10))
    assert isinstance(state.phase, Discard)
    assert state.region(10).plain[0] == 3 and state.region(10).mammoths == 1


# ---- Mammoth herd ------------------------------------------------------------------------


NEAR = MoveMammoth(from_region=5, to_region=6)
FAR = MoveMammoth(from_region=5, to_region=10)


@pytest.mark.parametrize(
    ("option", "cost", "good", "bad", "code"),
    [
        ("place_from_supply", 2, PlaceMammoth(region=10), NEAR, "wrong_phase"),
        ("move_adjacent", 3, NEAR, FAR, "not_adjacent"),
        ("move_non_adjacent", 5, FAR, NEAR, "adjacent_not_allowed"),
    ],
)
def test_mammoth_herd_costs_2_3_or_5_by_option(
    option: str, cost: int, good: Any, bad: Any, code: str
) -> None:
    state = playing("L-HERD#1", option=option, regions={5: {"mammoths": 1}})
    assert state.seats[0].stones == 9 - cost
    refuses(state, bad, code)
    state = accepts(state, good)
    assert isinstance(state.phase, Discard)


def test_mammoth_herd_place_needs_a_mammoth_in_the_supply_d14() -> None:
    doc = document(
        hands=hands_with("L-HERD#1", *BASE),
        stones=[9, 9, 9],
        regions={n: {"mammoths": 1} for n in (5, 6, 7, 8)},
    )
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(
            state_of(doc), PlayCard(card="L-HERD#1", option="place_from_supply"), 0, Rng("t", 0)
        )
    assert caught.value.code == "invalid_option"


# ---- Fire keeper -------------------------------------------------------------------------


def test_fire_keeper_moves_the_top_campfire_of_a_stack_unseen_d29_d36() -> None:
    state = playing("L-FIRE#1", regions={5: {"campfires": [0, 2]}, 6: {"campfires": [1]}})
    refuses(state, MoveCampfire(from_region=7, to_region=6), "piece_missing")
    refuses(state, MoveCampfire(from_region=5, to_region=5), "same_region")
    refuses(state, MoveCampfire(from_region=5, to_region=2), "region_covered")
    state = accepts(state, MoveCampfire(from_region=5, to_region=6))
    assert state.region(5).campfires == (0,) and state.region(6).campfires == (1, 2)


# ---- Exchange ----------------------------------------------------------------------------


def test_seed_exchange_example_blue_6_to_9_and_red_9_to_6_d23() -> None:
    """Green (seat 2) swaps a blue hunter in 6 with a red hunter in 9."""
    regions = {6: {"hunters": {1: (1, 0)}}, 9: {"hunters": {0: (1, 0)}}}
    doc = document(hands=hands_with("L-SWAP#1", *BASE, seat=2), active=2, regions=regions)
    state, _ = run(state_of(doc), (PlayCard(card="L-SWAP#1"), 2))
    swap = SwapHunters(a=HunterRef(owner=1, region=6), b=HunterRef(owner=0, region=9))
    state, produced = run(state, (swap, 2))
    assert isinstance(produced[0], HuntersSwapped)
    assert state.region(9).plain == (0, 1, 0) and state.region(6).plain == (1, 0, 0)


def test_an_exchange_needs_two_owners_in_two_adjacent_regions_and_no_protected_hunter_d23() -> None:
    regions = {
        6: {"hunters": {1: (1, 1), 0: (1, 0)}},
        9: {"hunters": {1: (1, 0), 0: (0, 1)}},
        11: {"hunters": {2: (1, 0)}},
    }
    state = playing("L-SWAP#1", regions=regions)
    h = HunterRef
    refuses(state, SwapHunters(a=h(1, 6), b=h(0, 9)), "piece_missing")
    refuses(state, SwapHunters(a=h(1, 6), b=h(1, 9)), "same_owner")
    refuses(state, SwapHunters(a=h(1, 6, True), b=h(0, 9, True)), "hunter_protected")
    refuses(state, SwapHunters(a=h(1, 9), b=h(0, 6)), "not_canonical")
    refuses(state, SwapHunters(a=h(0, 6), b=h(2, 11)), "not_adjacent")
    refuses(state, SwapHunters(a=h(1, 6), b=h(0, 9, True), club=True), "club_unavailable")
    state = accepts(state, SwapHunters(a=h(1, 6), b=h(0, 9, True)))
    assert state.region(6).clubbed == (1, 1, 0) and state.region(9).plain == (0, 2, 0)


# ---- Club --------------------------------------------------------------------------------


def test_club_is_attached_at_once_or_held_d15() -> None:
    state = playing("L-CLUB#1", regions={5: {"hunters": {0: (2, 0), 1: (1, 0)}}})
    refuses(state, TakeClub(attach_to=6), "piece_missing")
    attached = accepts(state, TakeClub(attach_to=5))
    assert attached.region(5).clubbed == (1, 0, 0) and attached.club_supply() == 5
    held = accepts(state, TakeClub(attach_to=None))
    assert held.seats[0].held_clubs == 1
    assert isinstance(held.phase, Discard)


def test_club_may_instead_place_a_mammoth_or_move_one_adjacent_when_none_is_in_supply() -> None:
    state = playing("L-CLUB#1")
    state = accepts(state, PlaceMammoth(region=9))
    assert isinstance(state.phase, Discard)
    full = playing("L-CLUB#1", regions={n: {"mammoths": 1} for n in (5, 6, 7, 8)})
    refuses(full, MoveMammoth(from_region=5, to_region=10), "not_adjacent")
    full = accepts(full, MoveMammoth(from_region=5, to_region=9))
    assert isinstance(full.phase, Discard)


def test_no_club_can_be_taken_when_the_supply_is_empty() -> None:
    state = playing("L-CLUB#1", held=[0, 6, 0])
    refuses(state, TakeClub(attach_to=None), "supply_empty")


def test_a_held_club_attaches_only_to_an_own_hunter_being_placed_or_moved_d15() -> None:
    state = playing("L-TER-STEPPE#1", held=[1, 0, 0])
    state = accepts(state, PlaceHunter(region=5, club=True))
    assert state.region(5).clubbed[0] == 1 and state.seats[0].held_clubs == 0
    refuses(state, PlaceHunter(region=5, club=True), "club_unavailable")


# ---- Drive -------------------------------------------------------------------------------


def test_seed_drive_example_red_4_to_7_blue_4_to_8_green_8_to_12_d27() -> None:
    regions = {4: {"hunters": {0: (1, 0), 1: (1, 0)}}, 8: {"hunters": {2: (1, 0)}}}
    doc = document(
        5, hands=hands_with("L-DRIVE#1", *BASE, players=5, seat=2), active=2, regions=regions
    )
    state, _ = run(state_of(doc), (PlayCard(card="L-DRIVE#1"), 2))
    for owner, f, t in [(0, 4, 7), (1, 4, 8), (2, 8, 12)]:
        state = accepts(state, MoveHunter(owner=owner, from_region=f, to_region=t), seat=2)
    assert isinstance(state.phase, Discard)
    assert state.region(7).plain[0] == 1 and state.region(8).plain[1] == 1
    assert state.region(12).plain[2] == 1


def test_drive_moves_at_most_two_of_one_owner_and_no_hunter_twice_d27() -> None:
    regions = {
        9: {"hunters": {1: (3, 1)}},
        10: {"hunters": {1: (1, 0)}},
        12: {"hunters": {2: (1, 0)}},
    }
    state = playing("L-DRIVE#1", regions=regions)
    refuses(
        state, MoveHunter(owner=1, from_region=9, to_region=10, clubbed=True), "hunter_protected"
    )
    refuses(state, MoveHunter(owner=1, from_region=9, to_region=11), "not_adjacent")
    state = accepts(state, MoveHunter(owner=1, from_region=10, to_region=11))
    refuses(state, MoveHunter(owner=1, from_region=11, to_region=12), "already_moved")
    state = accepts(state, MoveHunter(owner=1, from_region=9, to_region=10))
    refuses(state, MoveHunter(owner=1, from_region=9, to_region=5), "owner_limit")
