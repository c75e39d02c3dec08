"""RULES §12 between rounds: stone transfer, donations, new campfires, next start player (D19)."""

from __future__ import annotations

from typing import Any

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.between_rounds import donations
from service.domain.mammoth_hunters.commands import DrawCard, PassGlacier, PlayCard, SkipDiscard
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    RoundStarted,
    StonesTransferred,
)
from service.domain.mammoth_hunters.state import Play, State
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of, types

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


def test_seed_donation_example_each_gives_two_and_a_poor_player_all_he_has_d19() -> None:
    """6 stones, 3 players → each gives 2 → 12; one with only 1 stone → 1 + 2 + 2 → 11."""
    state = state_of(document(hands=hands_with(*HAND), stones=[5, 5, 5]))
    assert donations(state, 6) == (2, 2, 2)
    poor = state_of(document(hands=hands_with(*HAND), stones=[1, 5, 5]))
    given = donations(poor, 6)
    assert given == (1, 2, 2) and 6 + sum(given) == 11
    assert donations(state, 10) == (0, 0, 0)


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
