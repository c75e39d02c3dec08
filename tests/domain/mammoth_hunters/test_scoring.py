"""RULES §10 Scoring: 1, 2 or 3 VP per hunter by the mammoths in its region."""

from __future__ import annotations

from service.domain.mammoth_hunters.commands import PlayCard
from service.domain.mammoth_hunters.conflict import score
from service.domain.mammoth_hunters.events import RoundScored
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def test_seed_scoring_example() -> None:
    """Region 9 (2+ mammoths): yellow 3, blue 1, red 1 → 9, 3, 3; region 10 (1 mammoth): blue 3,
    green 2 → 6, 4; region 11 (1 mammoth): red 1 → 2."""
    doc = document(
        5,
        hands=hands_with(*HAND, players=5),
        regions={
            9: {"hunters": {3: (3, 0), 1: (1, 0), 0: (1, 0)}, "mammoths": 2},
            10: {"hunters": {1: (3, 0), 2: (2, 0)}, "mammoths": 1},
            11: {"hunters": {0: (1, 0)}, "mammoths": 1},
        },
    )
    assert score(state_of(doc)) == (3 + 2, 3 + 6, 4, 9, 0)


def test_six_mammoths_still_give_3_vp_per_hunter() -> None:
    doc = document(
        5, hands=hands_with(*HAND, players=5), regions={5: {"hunters": {0: (2, 0)}, "mammoths": 6}}
    )
    assert score(state_of(doc)) == (6, 0, 0, 0, 0)


def test_scores_accumulate_on_the_track() -> None:
    doc = document(
        round=4,
        hands=hands_with(*HAND),
        dark_reserve=1,
        vp=[5, 7, 9],
        regions={5: {"hunters": {0: (1, 0), 2: (2, 0)}, "mammoths": 1}},
    )
    _, produced = run(state_of(doc), (PlayCard(card="D-SPARK#3"), 0))
    scored = next(e for e in produced if isinstance(e, RoundScored))
    assert scored == RoundScored(round=4, gained=(2, 0, 4), vp=(7, 7, 13))
