"""RULES §8: when villages form, founding, chips, and the order of several villages (D6–D9)."""

from __future__ import annotations

from service.domain.clans import RULES
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import (
    HutsMoved,
    TurnPassed,
    VillageFounded,
    VillagesFormed,
)
from service.domain.clans.state import ChoosingVillage
from tests.domain.clans.helpers import FAR_PAIR, document, given_position, play, state_of
from tests.kit.decider import given

# Field 19 (steppe) touches 18 (forest; neighbours 16, 17, 19) and 46 (mountain; neighbours
# 19, 38, 45, 47, 49, 50). Moving 19 onto 18 isolates both 18 and 46.
FOREST_AND_MOUNTAIN = {
    "18": {"blue": 2},
    "19": {"red": 1},
    "46": {"yellow": 1, "green": 1},
    **FAR_PAIR,
}


def test_a_single_hut_with_only_empty_neighbours_becomes_a_village() -> None:
    doc = document({"47": {"red": 1}, "48": {"blue": 1}, **FAR_PAIR})
    given_position(doc).when(Move(from_=48, to=47), seat=0).then(
        HutsMoved(seat=0, from_=48, to=47, huts={"blue": 1}),
        VillagesFormed(fields=(47,)),
        VillageFounded(
            seat=0,
            field=47,
            chip=1,
            epoch=1,
            effect="neutral",
            strife={},
            huts={"red": 1, "blue": 1},
            value=2,
            scored=("red", "blue"),
        ),
        TurnPassed(seat=1),
    )


def test_a_field_isolated_only_by_a_lake_is_a_village_D2() -> None:
    # 5 faces 21 and 22 across a lake; its land and river neighbours are 1, 4, 6, 9, 20.
    doc = document({"5": {"red": 1}, "6": {"blue": 1}, "21": {"green": 1}, "22": {"black": 1}})
    events = given_position(doc).when(Move(from_=6, to=5), seat=0).events()
    assert events[1] == VillagesFormed(fields=(5,))


def test_villages_are_checked_once_after_the_huts_are_transferred_D6_D7() -> None:
    doc = document({"0": {"red": 1}, "1": {"blue": 1}, "2": {"green": 1}, **FAR_PAIR})
    # moving 0 onto 1 leaves 1 and 2 adjacent: no village
    events = given_position(doc).when(Move(from_=0, to=1), seat=0).events()
    assert [type(e) for e in events] == [HutsMoved, TurnPassed]


def test_only_neighbours_of_the_source_can_become_villages_D7() -> None:
    doc = document({"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 1}, **FAR_PAIR})
    events = given_position(doc).when(Move(from_=19, to=18), seat=0).events()
    assert events[1] == VillagesFormed(fields=(18, 46))


def test_the_founder_takes_the_chip_even_when_the_village_scores_nothing_D11() -> None:
    # 46 is mountain, unfavourable in epoch I
    doc = document({"46": {"red": 3}, "47": {"blue": 1}, **FAR_PAIR}, active_seat=1)
    state = given_position(doc).when(Move(from_=47, to=46), seat=1).state()
    assert state.chips == (0, 1)
    assert state.chips_taken == 1
    assert sum(state.fields[46]) == 0
    assert state.scores == (0, 0, 0, 0, 0)


def test_when_order_cannot_matter_villages_are_founded_in_ascending_field_order_D8() -> None:
    doc = document(FOREST_AND_MOUNTAIN, chips_taken=0)
    events = given_position(doc).when(Move(from_=19, to=18), seat=0).events()
    founded = [e for e in events if isinstance(e, VillageFounded)]
    assert [(e.field, e.chip) for e in founded] == [(18, 1), (46, 2)]
    assert isinstance(events[-1], TurnPassed)


def test_when_order_matters_the_founder_chooses_D8() -> None:
    doc = document(FOREST_AND_MOUNTAIN, chips_taken=3)
    g = given_position(doc)
    g.when(Move(from_=19, to=18), seat=0).then(
        HutsMoved(seat=0, from_=19, to=18, huts={"red": 1}),
        VillagesFormed(fields=(18, 46)),
    )
    state = g.when(Move(from_=19, to=18), seat=0).state()
    assert state.phase == ChoosingVillage(pending=(18, 46))
    assert RULES.to_move(state) == frozenset({0})
    assert RULES.legal_moves(state, 0) == [ChooseVillage(field=18), ChooseVillage(field=46)]
    assert RULES.legal_moves(state, 1) == []


def test_forest_first_takes_chip_4_and_mountain_chip_5_rulebook_example_D9() -> None:
    state = state_of(document(FOREST_AND_MOUNTAIN, chips_taken=3))
    state, events = play(state, (Move(from_=19, to=18), 0), (ChooseVillage(field=18), 0))
    founded = [e for e in events if isinstance(e, VillageFounded)]
    assert [(e.field, e.chip, e.epoch, e.effect, e.value) for e in founded] == [
        (18, 4, 1, "favourable", 3 + 1),
        (46, 5, 2, "favourable", 2 + 2),
    ]
    assert isinstance(events[-1], TurnPassed)


def test_mountain_first_is_destroyed_and_forest_takes_chip_5_rulebook_example_D9() -> None:
    state = state_of(document(FOREST_AND_MOUNTAIN, chips_taken=3))
    state, events = play(state, (Move(from_=19, to=18), 0), (ChooseVillage(field=46), 0))
    founded = [e for e in events if isinstance(e, VillageFounded)]
    assert [(e.field, e.chip, e.epoch, e.effect, e.value) for e in founded] == [
        (46, 4, 1, "unfavourable", 0),
        (18, 5, 2, "neutral", 3),
    ]
    assert state.scores == (3, 0, 0, 3, 0)


def test_a_move_is_refused_while_a_village_choice_is_pending() -> None:
    g = given_position(document(FOREST_AND_MOUNTAIN, chips_taken=3))
    after = g.when(Move(from_=19, to=18), seat=0).events()
    pending = given(RULES, *g.events, *after)
    pending.when(Move(from_=57, to=58), seat=0).rejects("choice_pending")
    pending.when(ChooseVillage(field=47), seat=0).rejects("village_not_pending")
    pending.when(ChooseVillage(field=99), seat=0).rejects("unknown_field")
    pending.when(ChooseVillage(field=18), seat=1).rejects("not_your_turn")


def test_founding_a_village_never_isolates_another_field() -> None:
    state = state_of(document(FOREST_AND_MOUNTAIN, chips_taken=3))
    state, events = play(state, (Move(from_=19, to=18), 0), (ChooseVillage(field=46), 0))
    assert [e for e in events if isinstance(e, VillagesFormed)] == [VillagesFormed(fields=(18, 46))]
    assert {v.field for v in state.villages} == {18, 46}
