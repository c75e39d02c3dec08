"""RULES §11 the glacier phase, §3.2 adjacency (D1, D17, D30)."""

from __future__ import annotations

from typing import Any

import pytest

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.commands import (
    DrawCard,
    PassGlacier,
    PlaceGlacier,
    PlayCard,
    SkipDiscard,
)
from service.domain.mammoth_hunters.events import GlacierPlaced, GlacierPlayerChosen
from service.domain.mammoth_hunters.glacier import choose_glacier_player, eligible_regions
from service.domain.mammoth_hunters.state import GlacierChoice, Play, State
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def end_of_round(players: int = 3, **kw: Any) -> tuple[State, list[Any]]:
    """Seat 0 takes the last dark stone with Sparks (no campfire anywhere: nothing to do)."""
    doc = document(players, hands=hands_with(*HAND, players=players), dark_reserve=1, **kw)
    return run(
        state_of(doc),
        (PlayCard(card="D-SPARK#3", target=1), 0),
        (SkipDiscard(), 0),
        (DrawCard(deck="light"), 0),
    )


def test_d1_the_adjacency_is_symmetric_and_matches_the_rulebook() -> None:
    """D1: 1–6, 4–7, 6–9, 7–12 border; 2–7, 6–11, 3–6, 7–10 do not."""
    for a, near in data.ADJACENT.items():
        for b in near:
            assert a in data.ADJACENT[b]
    for a, b in [(1, 6), (4, 7), (6, 9), (7, 12), (4, 8), (8, 12), (1, 5)]:
        assert data.adjacent(a, b)
    for a, b in [(2, 7), (6, 11), (3, 6), (7, 10), (2, 5), (3, 8), (5, 10), (8, 11)]:
        assert not data.adjacent(a, b)


@pytest.mark.parametrize(
    ("players", "eligible"), [(3, [5, 6, 7, 8]), (4, [2, 3, 5, 6, 7, 8]), (5, [1, 2, 3, 4])]
)
def test_seed_examples_for_the_first_glacier(players: int, eligible: list[int]) -> None:
    """An eligible region is open and on the top edge or adjacent to a covered region."""
    state, _ = end_of_round(players)
    assert isinstance(state.phase, GlacierChoice)
    assert eligible_regions(state) == eligible
    assert tuple(eligible) == data.FIRST_GLACIER_EXAMPLES[players]


def test_the_player_with_fewest_vp_chooses_the_glacier() -> None:
    _, produced = end_of_round(vp=[5, 3, 9])
    chosen = produced[-1]
    assert chosen == GlacierPlayerChosen(seat=1, tied=(1,), by_lot=False)


def test_vp_ties_go_to_fewer_hunters_on_the_board_then_fewer_stones() -> None:
    state = state_of(
        document(
            hands=hands_with(*HAND),
            vp=[3, 3, 3],
            stones=[4, 2, 3],
            regions={5: {"hunters": {0: (1, 0)}}},
        )
    )
    assert choose_glacier_player(state, Rng("x", 0)).seat == 1


def test_a_full_tie_is_broken_by_lot_d17() -> None:
    state = state_of(document(hands=hands_with(*HAND), vp=[3, 3, 4], stones=[4, 4, 4]))
    chosen = choose_glacier_player(state, Rng("x", 0))
    assert chosen.tied == (0, 1) and chosen.by_lot
    assert chosen.seat == Rng("x", 0).choice([0, 1])


def test_covering_a_region_returns_its_hunters_and_mammoths() -> None:
    state, _ = end_of_round(
        vp=[5, 3, 9], regions={6: {"hunters": {0: (2, 0), 2: (1, 0)}, "mammoths": 2}}
    )
    supply = state.mammoth_supply()
    state, produced = run(state, (PlaceGlacier(region=6), 1))
    assert produced[0] == GlacierPlaced(
        seat=1, region=6, hunters_returned={"0": 2, "2": 1}, mammoths_returned=2
    )
    assert state.region(6).covered and state.pool(0) == 12
    assert state.mammoth_supply() == supply + 2
    assert isinstance(state.phase, Play)


def test_placing_a_glacier_is_optional_d30() -> None:
    state, _ = end_of_round(vp=[5, 3, 9])
    state, _ = run(state, (PassGlacier(), 1))
    assert [n for n in data.REGIONS if state.region(n).covered] == [1, 2, 3, 4]


def test_an_ineligible_or_covered_region_is_refused() -> None:
    state, _ = end_of_round(vp=[5, 3, 9])
    for region, code in [(10, "not_eligible"), (2, "region_covered"), (0, "unknown_region")]:
        with pytest.raises(Exception) as caught:
            RULES.decide(state, PlaceGlacier(region=region), 1, Rng("x", 0))
        assert getattr(caught.value, "code", None) == code
    with pytest.raises(Exception) as caught:
        RULES.decide(state, PlaceGlacier(region=5), 0, Rng("x", 0))
    assert getattr(caught.value, "code", None) == "not_your_turn"
