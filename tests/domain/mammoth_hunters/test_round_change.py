"""RULES §12 between rounds: stone transfer, donations, new campfires, next start player (D19)."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.between_rounds import donations
from service.domain.mammoth_hunters.commands import DrawCard, PassGlacier, PlayCard, SkipDiscard
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    RoundStarted,
    StonesTransferred,
)
from service.domain.mammoth_hunters.state import GlacierChoice, Play, State
from tests.domain.mammoth_hunters.helpers import (
    document,
    hands_with,
    loaded_events,
    run,
    state_of,
    types,
)
from tests.kit.decider import Given
from tests.kit.decider import given as kit_given

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def next_round(**kw: Any) -> tuple[State, list[Any]]:
    doc = document(hands=hands_with(*HAND), dark_reserve=1, vp=[5, 3, 9], **kw)
    state, _ = run(
        state_of(doc),
        (PlayCard(card="D-SPARK#3", target=1), 0),
        (SkipDiscard(), 0),
        (DrawCard(deck="light"), 0),
    )
    return run(state, (PassGlacier(), 1), seed="r")


@pytest.mark.parametrize("revision", [1, 2])
def test_seed_donation_example_each_gives_two_and_a_poor_player_all_he_has_d19(
    revision: int,
) -> None:
    """6 stones, 3 players → each gives 2 → 12; one with only 1 stone → 1 + 2 + 2 → 11 (one
    round in both revisions: the reserve may end above 10)."""
    state = state_of(document(hands=hands_with(*HAND), stones=[5, 5, 5]), revision=revision)
    assert donations(state, 6) == (2, 2, 2)
    poor = state_of(document(hands=hands_with(*HAND), stones=[1, 5, 5]), revision=revision)
    given = donations(poor, 6)
    assert given == (1, 2, 2) and 6 + sum(given) == 11
    assert donations(state, 10) == (0, 0, 0)


# ---- D19 by revision: given the glacier decision, when it is made, then the donations -------


def at_the_glacier(stones: list[int], light_reserve: int, revision: int) -> Given:
    """Round 1 is over: seat 0's Sparks (reward 1) took the last stone of the dark reserve,
    so seat 0 holds one stone more than `stones` says; the seat with the fewest stones decides
    the glacier (`glacier_seat`)."""
    doc = document(
        hands=hands_with(*HAND), stones=stones, dark_reserve=1, light_reserve=light_reserve
    )
    start = loaded_events(doc)
    _, played = run(
        state_of(doc, revision=revision),
        (PlayCard(card="D-SPARK#3", target=1), 0),
        (SkipDiscard(), 0),
        (DrawCard(deck="light"), 0),
    )
    given = kit_given(RULES, *start, *played, players=3, revision=revision)
    assert isinstance(given.state.phase, GlacierChoice)
    return given


def glacier_seat(given: Given) -> int:
    phase = given.state.phase
    assert isinstance(phase, GlacierChoice)
    return phase.seat


def test_d19_revision_1_makes_one_round_so_the_reserve_may_stay_below_10() -> None:
    """RULES §12 step 2, D19, revision 1: reserve 4, seats holding 1, 0 and 27 stones → k = 2:
    1 + 0 + 2 → 7, and no further round."""
    then = at_the_glacier([0, 0, 27], light_reserve=4, revision=1).when(PassGlacier(), seat=1)
    produced = then.events()
    assert produced[1] == StonesTransferred(moved=4, donations=(1, 0, 2), dark_reserve=7)
    assert produced[3] == RoundStarted(round=2, start_player=1, dark_reserve=7, light_reserve=0)
    assert [s.stones for s in then.state().seats] == [0, 0, 25]


def test_d19_revision_2_repeats_rounds_among_the_seats_that_still_have_stones() -> None:
    """RULES §12 step 2, D19, revision 2 example: reserve 4, seats holding 1, 0 and 27 → first
    round k = 2: 1 + 0 + 2 → 7; second round s = 3 among the 1 seat with stones → 3 → 10."""
    then = at_the_glacier([0, 0, 27], light_reserve=4, revision=2).when(PassGlacier(), seat=1)
    produced = then.events()
    assert produced[1] == StonesTransferred(moved=4, donations=(1, 0, 5), dark_reserve=10)
    assert produced[3] == RoundStarted(round=2, start_player=1, dark_reserve=10, light_reserve=0)
    assert [s.stones for s in then.state().seats] == [0, 0, 22]


@pytest.mark.parametrize("revision", [1, 2])
@pytest.mark.parametrize(
    ("stones", "donated", "reserve"), [([4, 6, 15], (2, 2, 2), 12), ([4, 1, 20], (2, 1, 2), 11)]
)
def test_d19_the_seed_example_is_one_round_in_both_revisions(
    revision: int, stones: list[int], donated: tuple[int, ...], reserve: int
) -> None:
    """RULES §12 step 2, D19: 6 stones, 3 players → 2 each → 12; a seat with only 1 stone
    gives it → 11; no second round in either revision (the reserve holds 10 or more)."""
    given = at_the_glacier(stones, light_reserve=6, revision=revision)
    produced = given.when(PassGlacier(), seat=glacier_seat(given)).events()
    assert produced[1] == StonesTransferred(moved=6, donations=donated, dark_reserve=reserve)


@pytest.mark.parametrize(("revision", "donated"), [(1, (2, 1, 0)), (2, (3, 1, 0))])
def test_d19_revision_2_stops_when_nobody_has_a_stone_left(
    revision: int, donated: tuple[int, ...]
) -> None:
    """RULES §12 step 2, D19. Not reachable with every stone in play (the seats hold at least
    22 while the reserve holds fewer than 10), so checked on a constructed state: reserve 5,
    seats holding 3, 1 and 0 → k = 2: 2 + 1 + 0 → 8; revision 2 goes on with s = 2 among
    seat 0 alone, who gives his last stone → 9, and stops: nobody has a stone left."""
    state = state_of(document(hands=hands_with(*HAND)), revision=revision)
    seats = tuple(replace(s, stones=n) for s, n in zip(state.seats, (3, 1, 0), strict=True))
    assert donations(replace(state, seats=seats), 5) == donated


def test_the_light_reserve_moves_to_the_dark_reserve_and_donations_fill_it_to_10() -> None:
    state, produced = next_round(stones=[4, 6, 1], start_player=0)
    # 32 stones: seats 4+6+1 (+1 from the Sparks) = 12, dark 0, light 32 - 11 - 1 = 20
    assert types(produced) == [
        "GlacierPassed",
        "StonesTransferred",
        "CampfiresPlaced",
        "RoundStarted",
    ]
    assert produced[1] == StonesTransferred(moved=20, donations=(0, 0, 0), dark_reserve=20)
    assert state.dark_reserve == 20 and state.light_reserve == 0


def test_a_small_reserve_is_topped_up_by_equal_donations() -> None:
    state, produced = next_round(stones=[7, 10, 9], start_player=0)
    # seats 7 + 10 + 9 = 26 (+1 Sparks → seat 0 has 8), light 32 - 26 - 1 = 5
    assert produced[1] == StonesTransferred(moved=5, donations=(2, 2, 2), dark_reserve=11)
    assert [s.stones for s in state.seats] == [6, 8, 7]


def test_new_campfires_go_one_on_each_open_region() -> None:
    state, produced = next_round()
    placed = produced[2]
    assert isinstance(placed, CampfiresPlaced) and placed.round == 2
    rng = Rng("r", 0)
    values = rng.shuffled(data.CAMPFIRE_VALUES)
    assert [placed.stacks[str(n)] for n in range(5, 13)] == [(v,) for v in values[:8]]
    assert sorted(v for n in range(5, 13) for v in state.region(n).campfires) == sorted(values[:8])
    assert len(state.campfires_aside) == 6


def test_the_next_start_player_is_the_left_neighbour_of_the_last_one() -> None:
    state, produced = next_round(start_player=2, active=0)
    assert produced[-1] == RoundStarted(
        round=2, start_player=0, dark_reserve=state.dark_reserve, light_reserve=0
    )
    assert isinstance(state.phase, Play) and state.active == 0 and state.round == 2
