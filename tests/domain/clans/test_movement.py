"""RULES §7, §14.4: the move, its refusals in order, and large groups (D5)."""

from __future__ import annotations

from service.domain.clans import RULES
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import HutsMoved, TurnPassed
from service.domain.kernel import IllegalMove, Rng
from tests.domain.clans.helpers import FAR_PAIR, document, given_position, state_of

BOARD = {
    "0": {"red": 1},
    "1": {"blue": 2, "green": 1},
    "2": {"yellow": 1},
    "3": {"black": 1},
    "4": {"red": 1},
    "5": {"green": 1},
    **FAR_PAIR,
}


def test_all_huts_of_a_field_move_onto_an_adjacent_non_empty_field() -> None:
    given_position(document(BOARD)).when(Move(from_=1, to=0), seat=0).then(
        HutsMoved(seat=0, from_=1, to=0, huts={"green": 1, "blue": 2}),
        TurnPassed(seat=1),
    )


def test_after_the_move_the_source_field_is_empty_and_stays_empty() -> None:
    state = given_position(document(BOARD)).when(Move(from_=1, to=0), seat=0).state()
    assert sum(state.fields[1]) == 0
    assert state.fields[0] == (1, 0, 1, 2, 0)
    assert all(m.from_ != 1 and m.to != 1 for m in RULES.legal_moves(state, 1))


def test_a_river_border_can_be_crossed() -> None:
    given_position(document(BOARD)).when(Move(from_=5, to=1), seat=0).then(
        HutsMoved(seat=0, from_=5, to=1, huts={"green": 1}),
        TurnPassed(seat=1),
    )


def test_play_passes_clockwise_in_ascending_seats_and_wraps_D4() -> None:
    doc = document(BOARD, players=3, clans=("red", "blue", "green"), active_seat=2)
    given_position(doc).when(Move(from_=1, to=0), seat=2).then(
        HutsMoved(seat=2, from_=1, to=0, huts={"green": 1, "blue": 2}),
        TurnPassed(seat=0),
    )


def test_only_the_active_seat_may_move() -> None:
    given_position(document(BOARD)).when(Move(from_=1, to=0), seat=1).rejects("not_your_turn")


def test_the_system_cannot_move_in_clans() -> None:
    given_position(document(BOARD)).when(Move(from_=1, to=0), seat=None).rejects("not_your_turn")


def test_a_field_id_outside_the_board_is_unknown() -> None:
    g = given_position(document(BOARD))
    g.when(Move(from_=60, to=0), seat=0).rejects("unknown_field")
    g.when(Move(from_=0, to=-1), seat=0).rejects("unknown_field")


def test_a_field_cannot_move_onto_itself() -> None:
    given_position(document(BOARD)).when(Move(from_=1, to=1), seat=0).rejects("same_field")


def test_an_empty_field_cannot_move() -> None:
    given_position(document(BOARD)).when(Move(from_=10, to=13), seat=0).rejects("source_empty")


def test_huts_move_only_to_an_adjacent_field() -> None:
    given_position(document(BOARD)).when(Move(from_=0, to=4), seat=0).rejects("field_not_adjacent")


def test_huts_never_cross_a_lake_D2() -> None:
    doc = document({"5": {"red": 1}, "21": {"blue": 1}, "6": {"red": 1}, "22": {"blue": 1}})
    given_position(doc).when(Move(from_=5, to=21), seat=0).rejects("field_not_adjacent")


def test_huts_are_never_moved_onto_an_empty_field() -> None:
    given_position(document(BOARD)).when(Move(from_=5, to=6), seat=0).rejects("destination_empty")


def test_a_stack_of_seven_huts_cannot_move_onto_a_smaller_one_D5() -> None:
    doc = document({"0": {"red": 4, "blue": 3}, "1": {"green": 6}, **FAR_PAIR})
    given_position(doc).when(Move(from_=0, to=1), seat=0).rejects("large_group_blocked")


def test_a_small_group_may_join_a_group_of_seven_or_more() -> None:
    doc = document({"0": {"red": 4, "blue": 3}, "1": {"green": 6}, **FAR_PAIR})
    moves = RULES.legal_moves(state_of(doc), 0)
    assert Move(from_=1, to=0) in moves
    assert Move(from_=0, to=1) not in moves


def test_adjacent_groups_of_seven_merge_smaller_into_larger_D5() -> None:
    doc = document({"0": {"red": 4, "blue": 3}, "1": {"green": 8}, **FAR_PAIR})
    moves = RULES.legal_moves(state_of(doc), 0)
    assert Move(from_=0, to=1) in moves
    assert Move(from_=1, to=0) not in moves


def test_equal_groups_of_seven_either_may_move_onto_the_other_D5() -> None:
    doc = document({"0": {"red": 7}, "1": {"green": 7}, **FAR_PAIR})
    moves = RULES.legal_moves(state_of(doc), 0)
    assert Move(from_=0, to=1) in moves
    assert Move(from_=1, to=0) in moves


def test_merging_large_groups_is_optional_never_automatic_D5() -> None:
    doc = document({"0": {"red": 7}, "1": {"green": 7}, **FAR_PAIR})
    state = given_position(doc).when(Move(from_=57, to=58), seat=0).state()
    assert state.fields[0] == (7, 0, 0, 0, 0)
    assert state.fields[1] == (0, 0, 7, 0, 0)


def test_a_village_field_cannot_be_the_source_D22() -> None:
    doc = document(
        {"48": {"red": 2}, **FAR_PAIR},
        chips_taken=1,
        villages=[{"field": 48, "chip": 1}],
    )
    given_position(doc).when(Move(from_=48, to=47), seat=0).rejects("source_is_village")


def test_choose_village_is_refused_when_no_choice_is_pending() -> None:
    given_position(document(BOARD)).when(ChooseVillage(field=0), seat=0).rejects(
        "no_choice_pending"
    )


def test_legal_moves_are_sorted_by_from_then_to() -> None:
    state = state_of(document(BOARD))
    moves = RULES.legal_moves(state, 0)
    assert moves == sorted(moves, key=lambda m: (m.from_, m.to))
    assert RULES.legal_moves(state, 1) == []
    assert Move(from_=0, to=1) in moves


def test_legal_moves_list_exactly_what_decide_accepts() -> None:
    state = state_of(document(BOARD))
    moves = set(RULES.legal_moves(state, 0))
    for a in range(60):
        for b in range(60):
            command = Move(from_=a, to=b)
            try:
                RULES.decide(state, command, 0, Rng("t", 0))
                accepted = True
            except IllegalMove:
                accepted = False
            assert accepted == (command in moves)
