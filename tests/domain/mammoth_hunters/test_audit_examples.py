"""The worked examples of RULES.md, each set up from a position document as an external client
would, and checked on the events and the state that follow.

Seats and colours (D28): red 0, blue 1, green 2, yellow 3, black 4."""

from __future__ import annotations

from typing import Any

import pytest

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import PlaceGlacier
from service.domain.mammoth_hunters.state import GlacierChoice, State
from tests.domain.mammoth_hunters.helpers import (
    body,
    document,
    hands_with,
    of,
    refuses,
    send,
    table,
)
from tests.kit.table import Table

RED, BLUE, GREEN, YELLOW, BLACK = range(5)
FINAL_HAND = ("D-SPARK#1", "L-FIRE#1")


def final_conflict(players: int, regions: dict[int, Any], **kw: Any) -> tuple[State, list[Any]]:
    """Round 4: seat 0's Sparks would empty the dark reserve, so §6.9 ends the deployment and
    the conflict and scoring phases run at once."""
    game = table(*FINAL_HAND, players=players, round=4, dark_reserve=1, regions=regions, **kw)
    events = send(game, (body("play", card="D-SPARK#1"), 0))
    return game.state, events


# ---- §9 conflict -----------------------------------------------------------------------------


def test_capacity_examples_3_6_and_8() -> None:
    regions = {
        6: {"hunters": {RED: (4, 0)}},
        7: {"hunters": {BLUE: (7, 0)}, "mammoths": 1, "campfires": [2]},
        8: {"hunters": {GREEN: (9, 0)}, "mammoths": 3, "campfires": [0, 2]},
    }
    _, events = final_conflict(3, regions)
    capacities = {e["region"]: e["capacity"] for e in of(events, "conflict_resolved")}
    assert capacities == {6: 3, 7: 6, 8: 8}


def test_conflict_example_1_red_2_blue_3_green_4_at_capacity_5() -> None:
    regions = {5: {"hunters": {RED: (2, 0), BLUE: (3, 0), GREEN: (4, 0)}, "campfires": [2]}}
    state, events = final_conflict(3, regions)
    assert of(events, "conflict_resolved") == [
        {
            "type": "mammoth_hunters.conflict_resolved",
            "region": 5,
            "capacity": 5,
            "removed": {"0": 2, "1": 1, "2": 1},
        }
    ]
    assert state.region(5).plain == (0, 2, 3)


def test_conflict_example_2_tied_players_remove_together_d16() -> None:
    hunters = {RED: (2, 0), BLUE: (2, 0), BLACK: (2, 0), GREEN: (3, 0), YELLOW: (4, 0)}
    regions = {5: {"hunters": hunters, "mammoths": 2, "campfires": [2]}}
    state, events = final_conflict(5, regions)
    (conflict,) = of(events, "conflict_resolved")
    assert conflict["capacity"] == 7
    assert conflict["removed"] == {"0": 2, "1": 2, "2": 1, "3": 1, "4": 2}
    assert state.region(5).plain == (0, 0, 2, 3, 0)


def test_conflict_club_example_red_is_first_but_protected_d16() -> None:
    hunters = {RED: (0, 1), YELLOW: (2, 0), BLUE: (4, 0)}
    state, events = final_conflict(5, {5: {"hunters": hunters, "campfires": [2]}})
    (conflict,) = of(events, "conflict_resolved")
    assert conflict["capacity"] == 5 and conflict["removed"] == {"1": 1, "3": 1}
    assert state.region(5).plain == (1, 3, 0, 1, 0)
    assert of(events, "board_cleared")[0]["clubs_returned"] == 1


# ---- §10 scoring ---------------------------------------------------------------------------


def test_scoring_example_regions_9_10_11() -> None:
    regions = {
        9: {"hunters": {YELLOW: (3, 0), BLUE: (1, 0), RED: (1, 0)}, "mammoths": 2},
        10: {"hunters": {BLUE: (3, 0), GREEN: (2, 0)}, "mammoths": 1, "campfires": [1]},
        11: {"hunters": {RED: (1, 0)}, "mammoths": 1},
    }
    _, events = final_conflict(5, regions, vp=[10, 0, 0, 0, 0])
    assert of(events, "conflict_resolved") == []
    (scored,) = of(events, "round_scored")
    assert scored["gained"] == [3 + 2, 3 + 6, 4, 9, 0]
    assert scored["vp"] == [15, 9, 4, 9, 0]
    assert of(events, "game_ended")[0]["winners"] == [RED]


# ---- §11 glacier, §12 donations --------------------------------------------------------------


def round_end(players: int = 3, **kw: Any) -> Table:
    hand = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")
    game = table(*hand, players=players, **kw)
    send(
        game,
        (body("play", card="D-SPARK#3", target=1), 0),
        (body("skip_discard"), 0),
        (body("draw", deck="light"), 0),
    )
    return game


@pytest.mark.parametrize(
    ("players", "eligible"), [(3, [5, 6, 7, 8]), (4, [2, 3, 5, 6, 7, 8]), (5, [1, 2, 3, 4])]
)
def test_first_glacier_examples(players: int, eligible: list[int]) -> None:
    state = round_end(players, dark_reserve=1).state
    assert isinstance(state.phase, GlacierChoice)
    moves = RULES.legal_moves(state, state.phase.seat)
    assert sorted(m.region for m in moves if isinstance(m, PlaceGlacier)) == eligible


@pytest.mark.parametrize(
    ("stones", "donations", "reserve"), [([4, 6, 15], [2, 2, 2], 12), ([4, 1, 20], [2, 1, 2], 11)]
)
def test_donation_example_6_stones_3_players_d19(
    stones: list[int], donations: list[int], reserve: int
) -> None:
    game = round_end(stones=stones, dark_reserve=1, light_reserve=6)
    assert isinstance(game.state.phase, GlacierChoice)
    events = send(game, (body("pass_glacier"), game.state.phase.seat))
    (moved,) = of(events, "stones_transferred")
    assert moved["moved"] == 6 and moved["donations"] == donations
    assert moved["dark_reserve"] == reserve


# ---- §7.1, §8 card examples ------------------------------------------------------------------


def test_substitution_example_three_slots_with_one_hunter_in_the_pool_d14() -> None:
    game = table("L-TER-STEPPE#1", "D-SPARK#1", regions={9: {"hunters": {RED: (11, 0)}}})
    send(game, (body("play", card="L-TER-STEPPE#1"), 0))
    move = body("move_hunter", owner=RED, from_region=9, to_region=5)
    assert refuses(game, move, 0) == "pool_not_empty"
    events = send(
        game,
        (body("place_hunter", region=5), 0),
        (move, 0),
        (body("move_hunter", owner=RED, from_region=9, to_region=7), 0),
    )
    state = game.state
    assert state.region(5).plain[RED] == 2 and state.region(7).plain[RED] == 1
    assert of(events, "part_ended")[0]["reason"] == "exhausted"


def test_exchange_example_green_swaps_blue_6_to_9_and_red_9_to_6_d23() -> None:
    doc = document(
        active=GREEN,
        hands=hands_with("L-SWAP#1", "D-SPARK#1", seat=GREEN),
        regions={6: {"hunters": {BLUE: (1, 0)}}, 9: {"hunters": {RED: (1, 0)}}},
    )
    game = Table.from_position(RULES, doc)
    send(game, (body("play", card="L-SWAP#1"), GREEN))
    a, b = {"owner": BLUE, "region": 6, "clubbed": False}, {"owner": RED, "region": 9}
    events = send(game, (body("swap_hunters", a=a, b=b), GREEN))
    state = game.state
    assert state.region(9).plain[BLUE] == 1 and state.region(6).plain[RED] == 1
    assert of(events, "hunters_swapped")[0]["a"] == {"owner": BLUE, "region": 6, "clubbed": False}


def test_drive_example_red_4_to_7_blue_4_to_8_green_8_to_12_d27() -> None:
    doc = document(
        5,
        active=GREEN,
        hands=hands_with("L-DRIVE#1", "D-SPARK#1", players=5, seat=GREEN),
        regions={4: {"hunters": {RED: (1, 0), BLUE: (1, 0)}}, 8: {"hunters": {GREEN: (1, 0)}}},
    )
    game = Table.from_position(RULES, doc)
    send(game, (body("play", card="L-DRIVE#1"), GREEN))
    events = send(
        game,
        (body("move_hunter", owner=RED, from_region=4, to_region=7), GREEN),
        (body("move_hunter", owner=BLUE, from_region=4, to_region=8), GREEN),
        (body("move_hunter", owner=GREEN, from_region=8, to_region=12), GREEN),
    )
    state = game.state
    assert state.region(7).plain[RED] == 1 and state.region(8).plain[BLUE] == 1
    assert state.region(12).plain[GREEN] == 1 and state.region(4).hunters() == 0
    assert of(events, "part_ended")[-1]["reason"] == "exhausted"


def test_cult_example_a_light_cult_copies_the_dark_top_and_earns_its_stones_d4() -> None:
    game = table("L-CULT#1", "D-SPARK#1", dark_pile=[{"card": "D-STAMPEDE#3"}], dark_reserve=20)
    play = body("play", card="L-CULT#1", pile="dark", target=BLUE)
    events = send(game, (play, 0))
    state = game.state
    played = of(events, "card_played")[0]
    assert (played["card"], played["copied"], played["pile"]) == (
        "L-CULT#1",
        "D-STAMPEDE#3",
        "dark",
    )
    assert (played["from_dark"], played["paid"], played["target"]) == (2, 0, BLUE)
    assert state.seats[0].stones == 6 and state.dark_reserve == 18
    assert game.view(None)["in_play"] == "D-STAMPEDE#3"
    send(game, (body("done"), BLUE))
    state = game.state
    assert state.light_pile[0].card == "L-CULT#1" and state.dark_pile[-1].card == "D-STAMPEDE#3"
