"""Audit of the worked examples in RULES.md, each set up from a position document (§8.4, §9–§11)."""

from __future__ import annotations

from typing import Any

from tests.domain.clans.helpers import choose, doc, move, table
from tests.kit.table import Table

FAR = {"57": {"red": 1}, "58": {"blue": 1}}


def founded_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == "clans.village_founded"]


def forest_and_mountain() -> Table:
    """§8.4: with 3 chips taken, one move isolates a forest (18) and a mountain (46) field."""
    fields = {"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 1, "green": 1}, **FAR}
    game = table(doc(fields, chips_taken=3))
    game.send(move(19, 18), 0)
    assert game.view(0)["pending_villages"] == [18, 46]
    return game


def test_8_4_forest_first_takes_chip_4_and_the_mountain_chip_5() -> None:
    game = forest_and_mountain()
    forest, mountain = founded_events(game.send(choose(18), 0))
    assert (forest["chip"], forest["epoch"], forest["effect"], forest["value"]) == (
        4,
        1,
        "favourable",
        3 + 1,
    )
    assert (mountain["chip"], mountain["epoch"], mountain["effect"], mountain["value"]) == (
        5,
        2,
        "favourable",
        2 + 2,
    )


def test_8_4_mountain_first_is_destroyed_and_the_forest_takes_chip_5_neutral() -> None:
    game = forest_and_mountain()
    mountain, forest = founded_events(game.send(choose(46), 0))
    assert (mountain["chip"], mountain["epoch"], mountain["effect"], mountain["value"]) == (
        4,
        1,
        "unfavourable",
        0,
    )
    assert mountain["scored"] == []
    assert (forest["chip"], forest["epoch"], forest["effect"], forest["value"]) == (
        5,
        2,
        "neutral",
        3,
    )
    seen = game.view(None)
    assert seen["fields"][46] == {}
    assert seen["chips"] == [5, 0]


def test_9_strife_nine_huts_leave_four_black_and_two_red() -> None:
    # 47 (steppe, neutral in epoch I) gets 4 black, 2 red, 1 blue, 1 yellow, 1 green.
    fields = {"47": {"red": 2, "blue": 1, "black": 4}, "48": {"yellow": 1, "green": 1}, **FAR}
    game = table(doc(fields))
    removed_before = game.view(None)["removed"]
    (village,) = founded_events(game.send(move(48, 47), 0))
    assert village["strife"] == {"yellow": 1, "green": 1, "blue": 1}
    assert list(village["strife"]) == ["yellow", "green", "blue"]  # canonical colour order
    assert village["huts"] == {"red": 2, "black": 4}
    assert village["value"] == 6
    assert village["scored"] == ["red", "black"]
    seen = game.view(None)
    assert seen["fields"][47] == {"red": 2, "black": 4}
    assert seen["scores"] == {"red": 6, "yellow": 0, "green": 0, "blue": 0, "black": 6}
    for colour in ("yellow", "green", "blue"):
        assert seen["removed"][colour] == removed_before[colour] + 1


def test_9_five_single_huts_leave_a_village_of_size_zero_that_still_takes_a_chip_D24() -> None:
    fields = {"47": {"red": 1, "yellow": 1, "blue": 1}, "48": {"green": 1, "black": 1}, **FAR}
    # chip 12 (epoch V) would favour every terrain; size 0 still scores nothing.
    game = table(doc(fields, chips_taken=11, chips=[5, 6]))
    events = game.send(move(48, 47), 0)
    (village,) = founded_events(events)
    assert (village["chip"], village["epoch"], village["value"], village["huts"]) == (12, 5, 0, {})
    assert village["scored"] == []
    assert events[-1]["chips"] == [6, 6]


def test_10_three_blue_one_yellow_one_red_on_forest_in_epoch_one_is_worth_six() -> None:
    game = table(doc({"48": {"blue": 3, "yellow": 1}, "47": {"red": 1}, **FAR}))
    (village,) = founded_events(game.send(move(47, 48), 0))
    assert (village["epoch"], village["effect"], village["value"]) == (1, "favourable", 6)
    assert village["scored"] == ["red", "yellow", "blue"]
    assert game.view(0)["scores"] == {"red": 6, "yellow": 6, "green": 0, "blue": 6, "black": 0}


def test_10_grassland_in_epoch_two_is_unfavourable_and_the_founder_still_takes_the_chip() -> None:
    # 49 is grassland (neighbours 46, 47, 48, 50); chip 5 is the first of epoch II.
    game = table(doc({"49": {"red": 2}, "48": {"blue": 1}, **FAR}, chips_taken=4, active_seat=1))
    (village,) = founded_events(game.send(move(48, 49), 1))
    assert (village["chip"], village["epoch"], village["effect"]) == (5, 2, "unfavourable")
    assert (village["value"], village["scored"], village["huts"]) == (0, [], {"red": 2, "blue": 1})
    seen = game.view(None)
    assert seen["scores"] == {"red": 0, "yellow": 0, "green": 0, "blue": 0, "black": 0}
    assert seen["chips"] == [4, 1]
    assert seen["fields"][49] == {}


def test_10_steppe_in_epoch_three_is_worth_its_huts_plus_three() -> None:
    game = table(doc({"47": {"red": 2}, "48": {"green": 1}, **FAR}, chips_taken=7))
    (village,) = founded_events(game.send(move(48, 47), 0))
    assert (village["chip"], village["epoch"], village["effect"], village["value"]) == (
        8,
        3,
        "favourable",
        6,
    )


def test_11_totals_33_26_26_20_rank_1_2_2_4() -> None:
    # Four players; black is unassigned and founds the 12th village alone (steppe, epoch V).
    document = doc(
        {"47": {"black": 1}, "48": {"black": 1}},
        players=4,
        clans=["red", "yellow", "green", "blue"],
        chips_taken=11,
        chips=[3, 3, 3, 2],
        scores={"red": 29, "yellow": 23, "green": 23, "blue": 18, "black": 40},
    )
    ended = table(document).send(move(48, 47), 0)[-1]
    assert ended == {
        "type": "clans.game_ended",
        "reason": "twelfth_village",
        "clans": ["red", "yellow", "green", "blue"],
        "unassigned": ["black"],
        "village_points": {"red": 29, "yellow": 23, "green": 23, "blue": 18, "black": 47},
        "chips": [4, 3, 3, 2],
        "totals": [33, 26, 26, 20],
        "ranks": [1, 2, 2, 4],
        "winners": [0],
    }


def test_11_equal_highest_totals_share_the_win_D16() -> None:
    document = doc(
        {"47": {"black": 1}, "48": {"black": 1}},
        players=3,
        clans=["red", "yellow", "green"],
        chips_taken=11,
        chips=[3, 4, 4],
        scores={"red": 10, "yellow": 10, "green": 5, "blue": 0, "black": 0},
    )
    ended = table(document).send(move(48, 47), 0)[-1]
    assert (ended["totals"], ended["ranks"], ended["winners"]) == ([14, 14, 9], [1, 1, 3], [0, 1])
