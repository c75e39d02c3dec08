"""RULES §11: the 12th village, no legal move, the reveal, chips, ranks and ties (D13–D17)."""

from __future__ import annotations

from service.domain.clans import RULES
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import GameEnded, HutsMoved, VillageFounded, VillagesFormed
from service.domain.clans.state import Over
from service.domain.kernel import Outcome
from tests.domain.clans.helpers import FAR_PAIR, document, given_position, play, state_of
from tests.kit.decider import given

FOREST_AND_MOUNTAIN = {"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 2}, **FAR_PAIR}
SCORES = {"red": 10, "yellow": 20, "green": 5, "blue": 12, "black": 0}


def test_the_twelfth_village_ends_the_game_at_once() -> None:
    doc = document(
        {"48": {"blue": 3}, "47": {"red": 1}, **FAR_PAIR},
        chips_taken=11,
        chips=[6, 5],
        scores=SCORES,
    )
    g = given_position(doc)
    events = g.when(Move(from_=47, to=48), seat=0).events()
    assert [type(e) for e in events] == [HutsMoved, VillagesFormed, VillageFounded, GameEnded]
    founded = events[2]
    assert isinstance(founded, VillageFounded)
    assert (founded.chip, founded.epoch, founded.value) == (12, 5, 4 + 5)
    assert events[3] == GameEnded(
        reason="twelfth_village",
        clans=("red", "blue"),
        unassigned=("yellow", "green", "black"),
        village_points={"red": 19, "yellow": 20, "green": 5, "blue": 21, "black": 0},
        chips=(7, 5),
        totals=(26, 26),
        ranks=(1, 1),
        winners=(0, 1),
    )
    state = g.when(Move(from_=47, to=48), seat=0).state()
    assert RULES.to_move(state) == frozenset()
    assert RULES.outcome(state) == Outcome(
        scores=(26, 26), ranks=(1, 1), winners=(0, 1), reason="twelfth_village"
    )


def test_the_twelfth_and_thirteenth_village_the_player_chooses_and_the_rest_is_ignored_D14() -> (
    None
):
    doc = document(FOREST_AND_MOUNTAIN, chips_taken=11, chips=[6, 5])
    state = state_of(doc)
    state, events = play(state, (Move(from_=19, to=18), 0))
    assert RULES.legal_moves(state, 0) == [ChooseVillage(field=18), ChooseVillage(field=46)]
    state, events = play(state, (ChooseVillage(field=46), 0))
    assert [type(e) for e in events] == [VillageFounded, GameEnded]
    founded = events[0]
    assert isinstance(founded, VillageFounded)
    assert (founded.field, founded.chip, founded.effect, founded.value) == (
        46,
        12,
        "favourable",
        2 + 5,
    )
    assert isinstance(state.phase, Over)
    # the would-be 13th village takes no chip, scores nothing, is no village, keeps its huts
    assert [v.field for v in state.villages] == [46]
    assert state.fields[18] == (1, 0, 0, 2, 0)
    assert state.scores == (0, 7, 0, 0, 0)
    assert state.chips == (7, 5)


def test_when_nobody_can_move_the_game_ends_without_more_villages_D15() -> None:
    doc = document({"47": {"red": 1}, "48": {"blue": 2}}, chips_taken=2, chips=[1, 1])
    events = given_position(doc).when(Move(from_=47, to=48), seat=0).events()
    ended = events[-1]
    assert isinstance(ended, GameEnded)
    assert ended.reason == "no_legal_move"
    assert ended.chips == (2, 1)
    assert ended.totals == (4 + 2, 4 + 1)
    assert ended.ranks == (1, 2)
    assert ended.winners == (0,)


def test_chips_are_worth_one_point_each_at_the_end_D17() -> None:
    doc = document({"47": {"red": 1}, "48": {"green": 2}}, chips_taken=5, chips=[1, 4])
    ended = given_position(doc).when(Move(from_=47, to=48), seat=0).events()[-1]
    assert isinstance(ended, GameEnded)
    # epoch II chip 6 on forest: neutral, 3 huts; red scores 3
    assert ended.village_points["red"] == 3
    assert ended.totals == (3 + 2, 0 + 4)


def test_highest_totals_share_the_win_and_unassigned_colours_never_rank_D16() -> None:
    doc = document(
        {"47": {"green": 1}, "48": {"black": 2}},
        players=4,
        clans=("red", "yellow", "blue", "black"),
        chips_taken=3,
        chips=[1, 1, 1, 0],
        scores={"red": 9, "yellow": 8, "green": 50, "blue": 9, "black": 0},
    )
    ended = given_position(doc).when(Move(from_=47, to=48), seat=0).events()[-1]
    assert isinstance(ended, GameEnded)
    # chip 4, forest in epoch I: 3 + 1 = 4 for green and black; seat 0 takes the chip
    assert ended.totals == (9 + 2, 8 + 1, 9 + 1, 4 + 0)
    assert ended.ranks == (1, 3, 2, 4)
    assert ended.winners == (0,)
    assert ended.unassigned == ("green",)


def test_the_game_over_refuses_every_command() -> None:
    doc = document({"47": {"red": 1}, "48": {"blue": 2}}, chips_taken=2, chips=[1, 1])
    g = given_position(doc)
    over = given(RULES, *g.events, *g.when(Move(from_=47, to=48), seat=0).events())
    over.when(Move(from_=57, to=58), seat=1).rejects("game_over")
    over.when(ChooseVillage(field=3), seat=None).rejects("game_over")
    assert RULES.legal_moves(over.state, 0) == []
    assert RULES.legal_moves(over.state, 1) == []
