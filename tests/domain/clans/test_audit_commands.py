"""Audit of RULES §14.1 and §14.4: command bodies, options, and every refusal code in order."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.commands import ChooseVillage, Move
from tests.domain.clans.helpers import choose, doc, move, served, table
from tests.kit.table import Table

FAR = {"57": {"red": 1}, "58": {"blue": 1}}
"""57 (forest) and 58 (steppe) are adjacent and far from every scenario here."""

BASE = {"47": {"red": 1}, "48": {"blue": 1}, **FAR}
"""47 (steppe: 45, 46, 48, 49) and 48 (forest: 45, 47, 49) are adjacent."""

FOREST_AND_MOUNTAIN = {"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 1, "green": 1}, **FAR}
"""Moving 19 onto 18 isolates 18 (forest) and 46 (mountain)."""


def decode(body: Any) -> Any:
    return msgspec.json.decode(json.dumps(body).encode(), type=RULES.Command)


def pending_choice() -> Table:
    """Seat 0 has moved 19 onto 18 with 3 chips taken: 18 and 46 wait for a choice (§8.4)."""
    game = table(doc(FOREST_AND_MOUNTAIN, chips_taken=3))
    game.send(move(19, 18), 0)
    assert game.view(0)["pending_villages"] == [18, 46]
    return game


def finished() -> Table:
    """Chip 12 taken by seat 0: the game is over."""
    game = table(doc(BASE, chips_taken=11, chips=[6, 5]))
    assert game.send(move(48, 47), 0)[-1]["type"] == "clans.game_ended"
    return game


# --- §14.1 command bodies -------------------------------------------------------------------


def test_a_move_body_has_exactly_type_from_and_to() -> None:
    assert decode(move(1, 2)) == Move(from_=1, to=2)
    assert served(Move(from_=1, to=2)) == {"type": "clans.move", "from": 1, "to": 2}


def test_a_choose_village_body_has_exactly_type_and_field() -> None:
    assert decode(choose(18)) == ChooseVillage(field=18)
    assert served(ChooseVillage(field=18)) == {"type": "clans.choose_village", "field": 18}


@pytest.mark.parametrize(
    "body",
    [
        {"type": "clans.pass"},
        {"type": "move", "from": 1, "to": 2},
        {"type": "clans.move", "from": 1},
        {"type": "clans.move", "to": 2},
        {"type": "clans.move", "from_": 1, "to": 2},
        {"type": "clans.move", "from": 1, "to": 2, "seat": 0},
        {"type": "clans.move", "from": "1", "to": 2},
        {"type": "clans.move", "from": 1.5, "to": 2},
        {"type": "clans.move", "from": True, "to": 2},
        {"type": "clans.move", "from": None, "to": 2},
        {"type": "clans.choose_village"},
        {"type": "clans.choose_village", "field": "18"},
        {"type": "clans.choose_village", "field": 18, "to": 1},
    ],
)
def test_a_body_that_does_not_decode_never_reaches_decide(body: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        decode(body)


def test_an_out_of_range_integer_field_decodes_and_gets_the_rule_code() -> None:
    game = table(doc(BASE))
    assert decode(move(-1, 99)) == Move(from_=-1, to=99)
    assert game.refuses(move(-1, 47), 0) == "unknown_field"


def test_every_listed_legal_move_is_a_body_ready_to_post() -> None:
    game = table(doc(BASE))
    bodies = [served(c) for c in RULES.legal_moves(game.state, 0)]
    assert {"type": "clans.move", "from": 47, "to": 48} in bodies
    for body in bodies:
        assert served(decode(body)) == body
    choice = pending_choice()
    assert [served(c) for c in RULES.legal_moves(choice.state, 0)] == [choose(18), choose(46)]


def test_clans_has_no_options() -> None:
    assert msgspec.structs.fields(RULES.Options) == ()
    assert msgspec.convert({}, RULES.Options) == RULES.Options()
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"variant": "two_clans"}, RULES.Options)
    assert (RULES.min_players, RULES.max_players) == (2, 4)


# --- §14.4 each code ------------------------------------------------------------------------


def test_game_over() -> None:
    game = finished()
    assert game.refuses(move(57, 58), 1) == "game_over"
    assert game.refuses(move(57, 58), 0) == "game_over"
    assert game.refuses(choose(47), 0) == "game_over"


def test_not_your_turn() -> None:
    game = table(doc(BASE, active_seat=1))
    assert game.refuses(move(47, 48), 0) == "not_your_turn"
    assert game.refuses(move(47, 48), None) == "not_your_turn"
    assert game.refuses(move(47, 48), 5) == "not_your_turn"


def test_choice_pending() -> None:
    assert pending_choice().refuses(move(57, 58), 0) == "choice_pending"


def test_no_choice_pending() -> None:
    assert table(doc(BASE)).refuses(choose(47), 0) == "no_choice_pending"


@pytest.mark.parametrize("body", [move(60, 47), move(47, 60), move(-1, 47), move(47, -5)])
def test_unknown_field_in_a_move(body: dict[str, Any]) -> None:
    assert table(doc(BASE)).refuses(body, 0) == "unknown_field"


@pytest.mark.parametrize("field", [60, -1, 1000])
def test_unknown_field_in_a_choice(field: int) -> None:
    assert pending_choice().refuses(choose(field), 0) == "unknown_field"


def test_same_field() -> None:
    assert table(doc(BASE)).refuses(move(47, 47), 0) == "same_field"


def test_source_empty() -> None:
    assert table(doc(BASE)).refuses(move(46, 47), 0) == "source_empty"


def test_source_is_village() -> None:
    game = table(doc({"48": {"red": 2}, **FAR}, chips_taken=1, villages=[{"field": 48, "chip": 1}]))
    assert game.refuses(move(48, 47), 0) == "source_is_village"


def test_field_not_adjacent() -> None:
    assert table(doc(BASE)).refuses(move(47, 57), 0) == "field_not_adjacent"


def test_field_not_adjacent_across_a_lake_D2() -> None:
    # 5 faces 21 across a lake; 21 and 22 keep each other company.
    lake = {"5": {"red": 1}, "6": {"blue": 1}, "21": {"green": 1}, "22": {"black": 1}}
    assert table(doc(lake)).refuses(move(5, 21), 0) == "field_not_adjacent"


def test_destination_empty() -> None:
    assert table(doc(BASE)).refuses(move(47, 46), 0) == "destination_empty"


def test_large_group_blocked_D5() -> None:
    game = table(doc({"47": {"red": 4, "blue": 3}, "48": {"green": 6}, **FAR}))
    assert game.refuses(move(47, 48), 0) == "large_group_blocked"
    assert game.send(move(48, 47), 0)[0]["type"] == "clans.huts_moved"


def test_a_large_group_may_join_an_equal_or_larger_one_D5() -> None:
    for target in (7, 8):
        game = table(doc({"47": {"red": 7}, "48": {"blue": target}, **FAR}))
        assert game.send(move(47, 48), 0)[0] == {
            "type": "clans.huts_moved",
            "seat": 0,
            "from": 47,
            "to": 48,
            "huts": {"red": 7},
        }


def test_village_not_pending() -> None:
    game = pending_choice()
    assert game.refuses(choose(47), 0) == "village_not_pending"
    assert game.refuses(choose(19), 0) == "village_not_pending"


# --- §14.4 the first matching code wins -----------------------------------------------------


def test_game_over_comes_before_everything() -> None:
    game = finished()
    assert game.refuses(move(99, 99), 1) == "game_over"
    assert game.refuses(choose(99), None) == "game_over"


def test_not_your_turn_comes_before_the_phase_and_field_codes() -> None:
    game = table(doc(BASE))
    assert game.refuses(choose(99), 1) == "not_your_turn"
    assert game.refuses(move(99, 99), 1) == "not_your_turn"
    choice = pending_choice()
    assert choice.refuses(move(57, 58), 1) == "not_your_turn"
    assert choice.refuses(choose(47), 1) == "not_your_turn"


def test_the_phase_codes_come_before_unknown_field() -> None:
    assert pending_choice().refuses(move(99, 100), 0) == "choice_pending"
    assert table(doc(BASE)).refuses(choose(99), 0) == "no_choice_pending"


def test_unknown_field_comes_before_the_move_checks() -> None:
    game = table(doc(BASE))
    assert game.refuses(move(60, 60), 0) == "unknown_field"
    assert game.refuses(move(0, 60), 0) == "unknown_field"


def test_same_field_comes_before_source_empty() -> None:
    assert table(doc(BASE)).refuses(move(0, 0), 0) == "same_field"


def test_source_empty_comes_before_source_is_village_and_adjacency() -> None:
    # 46 is a village destroyed on mountain in epoch I: listed, but empty.
    game = table(doc(FAR, chips_taken=1, villages=[{"field": 46, "chip": 1}]))
    assert game.refuses(move(46, 47), 0) == "source_empty"
    assert game.refuses(move(0, 59), 0) == "source_empty"


def test_source_is_village_comes_before_adjacency() -> None:
    game = table(doc({"48": {"red": 2}, **FAR}, chips_taken=1, villages=[{"field": 48, "chip": 1}]))
    assert game.refuses(move(48, 0), 0) == "source_is_village"


def test_field_not_adjacent_comes_before_destination_empty() -> None:
    assert table(doc(BASE)).refuses(move(47, 0), 0) == "field_not_adjacent"


def test_destination_empty_comes_before_large_group_blocked() -> None:
    game = table(doc({"47": {"red": 7}, "48": {"blue": 1}, **FAR}))
    assert game.refuses(move(47, 46), 0) == "destination_empty"
    assert game.refuses(move(47, 48), 0) == "large_group_blocked"
