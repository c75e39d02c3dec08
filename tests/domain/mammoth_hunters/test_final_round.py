"""RULES §6.9 the final-round special rule, §13 the end of the game and the short game
(D12, D18, D33)."""

from __future__ import annotations

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import Done, PlayCard
from service.domain.mammoth_hunters.events import (
    CardPlayed,
    FinalRoundStop,
    GameEnded,
    RoundScored,
)
from service.domain.mammoth_hunters.state import Over, PileCard
from tests.domain.mammoth_hunters.helpers import (
    document,
    given_position,
    hands_with,
    run,
    state_of,
    types,
)

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "L-CULT#1")


def final_doc(dark_reserve: int = 3, **kw: object) -> dict[str, object]:
    return document(
        round=4,
        hands=hands_with(*HAND),
        dark_reserve=dark_reserve,
        regions={5: {"hunters": {0: (2, 0), 1: (1, 0)}, "mammoths": 1, "campfires": [1]}},
        **kw,  # type: ignore[arg-type]
    )


def test_a_dark_card_that_would_empty_the_reserve_in_the_final_round_ends_the_phase_d12() -> None:
    """D12: no stones, no action, the reserve goes to the light reserve, no discard or draw."""
    state = state_of(final_doc(dark_reserve=3))
    light_before = state.light_reserve
    state, produced = run(state, (PlayCard(card="D-RAID2#1"), 0))
    assert produced[0] == CardPlayed(seat=0, card="D-RAID2#1")
    assert produced[1] == FinalRoundStop(seat=0, moved=3)
    assert types(produced[2:]) == [
        "DeploymentEnded",
        "CampfiresRevealed",
        "BoardCleared",
        "RoundScored",
        "GameEnded",
    ]
    assert state.seats[0].stones == 4
    assert state.light_reserve == light_before + 3 and state.dark_reserve == 0
    assert state.dark_pile[-1] == PileCard("D-RAID2#1")
    assert isinstance(state.phase, Over)
    assert RULES.to_move(state) == frozenset()


def test_when_the_final_rule_fires_the_play_names_no_target_d33() -> None:
    given_position(final_doc(dark_reserve=3)).when(
        PlayCard(card="D-RAID2#1", target=1), seat=0
    ).rejects("choice_not_applicable")


def test_a_smaller_reward_in_the_final_round_is_paid_normally() -> None:
    state, produced = run(
        state_of(final_doc(dark_reserve=4)), (PlayCard(card="D-RAID2#1", target=1), 0)
    )
    assert produced[0] == CardPlayed(seat=0, card="D-RAID2#1", target=1, from_dark=3)
    assert state.dark_reserve == 1


def test_a_cult_copying_a_dark_card_also_triggers_the_final_rule() -> None:
    doc = final_doc(dark_reserve=1, dark_pile=[{"card": "D-WAVE2#1"}])
    state, produced = run(state_of(doc), (PlayCard(card="L-CULT#1", pile="dark"), 0))
    assert produced[0] == CardPlayed(seat=0, card="L-CULT#1", copied="D-WAVE2#1", pile="dark")
    assert produced[1] == FinalRoundStop(seat=0, moved=1)
    assert state.dark_pile == (PileCard("D-WAVE2#1"),)
    assert state.light_pile[0] == PileCard("L-CULT#1")


def test_the_game_ends_after_the_final_scoring_with_ranks_and_winners_d18() -> None:
    """D18: seats equal in VP, hunters on the board and stones share the win."""
    doc = document(
        round=4,
        hands=hands_with(*HAND),
        dark_reserve=1,
        stones=[4, 4, 4],
        vp=[10, 12, 14],
        regions={
            5: {"hunters": {0: (2, 0), 1: (1, 0)}, "mammoths": 0},
            6: {"hunters": {2: (1, 0)}, "mammoths": 0},
        },
    )
    state, produced = run(state_of(doc), (PlayCard(card="D-SPARK#3"), 0))
    scored = next(e for e in produced if isinstance(e, RoundScored))
    assert scored.gained == (2, 1, 1) and scored.vp == (12, 13, 15)
    ended = produced[-1]
    assert isinstance(ended, GameEnded)
    assert ended.ranks == (3, 2, 1) and ended.winners == (2,)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.scores == (12, 13, 15)


def test_ties_break_by_hunters_on_the_board_then_stones_then_are_shared_d18() -> None:
    doc = document(
        round=4,
        hands=hands_with(*HAND),
        dark_reserve=1,
        stones=[3, 5, 5],
        vp=[10, 10, 10],
        regions={5: {"hunters": {0: (1, 0), 1: (1, 0), 2: (1, 0)}}},
    )
    state, produced = run(state_of(doc), (PlayCard(card="D-SPARK#3"), 0))
    ended = produced[-1]
    assert isinstance(ended, GameEnded)
    assert ended.ranks == (3, 1, 1) and ended.winners == (1, 2)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (1, 2) and outcome.ranks == (3, 1, 1)


def test_in_the_short_game_round_3_is_the_final_round() -> None:
    doc = document(round=3, hands=hands_with(*HAND), dark_reserve=1)
    state, produced = run(state_of(doc, short_game=True), (PlayCard(card="D-SPARK#3"), 0))
    assert isinstance(produced[1], FinalRoundStop)
    assert isinstance(state.phase, Over)


def test_outside_the_final_round_the_last_stone_is_taken_and_the_action_happens() -> None:
    doc = document(
        round=3, hands=hands_with(*HAND), dark_reserve=1, regions={5: {"campfires": [1]}}
    )
    state, produced = run(state_of(doc), (PlayCard(card="D-SPARK#3", target=1), 0), (Done(), 1))
    assert produced[0] == CardPlayed(seat=0, card="D-SPARK#3", target=1, from_dark=1)
    assert state.dark_reserve == 0
