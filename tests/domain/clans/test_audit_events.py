"""Audit of RULES §4, §14.2 and D23: event tags, field names and the sequences of one command."""

from __future__ import annotations

from service.domain.clans import RULES
from service.domain.kernel import Rng
from tests.domain.clans.helpers import COLOURS, choose, doc, move, served, setup, table

FAR = {"57": {"red": 1}, "58": {"blue": 1}}
FOREST_AND_MOUNTAIN = {"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 1, "green": 1}, **FAR}
"""Moving 19 onto 18 isolates 18 (forest) and 46 (mountain)."""

AROUND_26 = {"26": {"red": 1}, "8": {"blue": 1}, "25": {"green": 1}, "29": {"black": 1}, **FAR}
"""Moving 26 onto 25 isolates 8, 25 and 29 (all mountain)."""


def founded(seat: int, field: int, chip: int, epoch: int, effect: str, **rest: object) -> dict:
    event = {"type": "clans.village_founded", "seat": seat, "field": field, "chip": chip}
    event |= {"epoch": epoch, "effect": effect, "strife": {}}
    return event | rest


def test_start_appends_game_started_then_clans_dealt_with_the_named_fields() -> None:
    for players in (2, 3, 4):
        started, dealt = (served(e) for e in RULES.start(setup(players), Rng("a", 0)))
        assert list(started) == ["type", "players", "huts", "first_seat"]
        assert started["type"] == "clans.game_started"
        assert started["players"] == players
        assert len(started["huts"]) == 60
        assert 0 <= started["first_seat"] < players
        assert list(dealt) == ["type", "clans", "unassigned"]
        assert dealt["type"] == "clans.clans_dealt"
        assert len(dealt["clans"]) == players
        assert sorted(dealt["clans"] + dealt["unassigned"]) == sorted(COLOURS)


def test_loading_appends_position_loaded_without_clans_then_the_deal() -> None:
    document = doc(
        {"4": {"green": 1}, "1": {"blue": 1, "red": 1}, "18": {"blue": 4, "red": 1}},
        clans=["blue", "red"],
        chips_taken=1,
        chips=[0, 1],
        scores={"red": 6, "yellow": 0, "green": 0, "blue": 6, "black": 0},
        villages=[{"field": 18, "chip": 1}],
    )
    game = table(document)
    assert [served(e) for e in game.log] == [
        {
            "type": "clans.position_loaded",
            "players": 2,
            "active_seat": 0,
            "chips_taken": 1,
            "chips": [0, 1],
            "scores": {"red": 6, "yellow": 0, "green": 0, "blue": 6, "black": 0},
            "fields": {"1": {"red": 1, "blue": 1}, "4": {"green": 1}, "18": {"red": 1, "blue": 4}},
            "villages": [{"field": 18, "chip": 1}],
        },
        {
            "type": "clans.clans_dealt",
            "clans": ["blue", "red"],
            "unassigned": ["yellow", "green", "black"],
        },
    ]


def test_a_move_that_isolates_nothing_is_huts_moved_then_turn_passed() -> None:
    game = table(doc({"0": {"red": 1}, "1": {"blue": 2}, "2": {"green": 1}, **FAR}))
    assert game.send(move(1, 0), 0) == [
        {"type": "clans.huts_moved", "seat": 0, "from": 1, "to": 0, "huts": {"blue": 2}},
        {"type": "clans.turn_passed", "seat": 1},
    ]


def test_villages_whose_order_cannot_matter_are_founded_in_ascending_ids() -> None:
    game = table(doc(FOREST_AND_MOUNTAIN, active_seat=1))
    assert game.send(move(19, 18), 1) == [
        {"type": "clans.huts_moved", "seat": 1, "from": 19, "to": 18, "huts": {"red": 1}},
        {"type": "clans.villages_formed", "fields": [18, 46]},
        founded(
            1, 18, 1, 1, "favourable", huts={"red": 1, "blue": 2}, value=4, scored=["red", "blue"]
        ),
        founded(1, 46, 2, 1, "unfavourable", huts={"yellow": 1, "green": 1}, value=0, scored=[]),
        {"type": "clans.turn_passed", "seat": 0},
    ]


def test_when_order_matters_the_move_stops_after_villages_formed() -> None:
    game = table(doc(FOREST_AND_MOUNTAIN, chips_taken=3))
    assert game.send(move(19, 18), 0) == [
        {"type": "clans.huts_moved", "seat": 0, "from": 19, "to": 18, "huts": {"red": 1}},
        {"type": "clans.villages_formed", "fields": [18, 46]},
    ]
    assert game.view(None)["phase"] == "choose_village"
    assert RULES.to_move(game.state) == frozenset({0})
    assert game.send(choose(46), 0) == [
        founded(0, 46, 4, 1, "unfavourable", huts={"yellow": 1, "green": 1}, value=0, scored=[]),
        founded(
            0, 18, 5, 2, "neutral", huts={"red": 1, "blue": 2}, value=3, scored=["red", "blue"]
        ),
        {"type": "clans.turn_passed", "seat": 1},
    ]


def test_a_choice_that_leaves_another_choice_appends_only_its_village() -> None:
    # chips 3, 4, 5 lie in epochs I, I, II; after one choice chips 4 and 5 still differ.
    game = table(doc(AROUND_26, chips_taken=2))
    assert game.send(move(26, 25), 0)[1:] == [
        {"type": "clans.villages_formed", "fields": [8, 25, 29]}
    ]
    assert game.send(choose(8), 0) == [
        founded(0, 8, 3, 1, "unfavourable", huts={"blue": 1}, value=0, scored=[]),
    ]
    assert game.view(0)["pending_villages"] == [25, 29]
    assert game.send(choose(29), 0) == [
        founded(0, 29, 4, 1, "unfavourable", huts={"black": 1}, value=0, scored=[]),
        founded(
            0, 25, 5, 2, "favourable", huts={"red": 1, "green": 1}, value=4, scored=["red", "green"]
        ),
        {"type": "clans.turn_passed", "seat": 1},
    ]


def test_chip_twelve_is_followed_by_game_ended_and_the_rest_is_dropped_D14() -> None:
    game = table(doc(FOREST_AND_MOUNTAIN, chips_taken=11, chips=[6, 5]))
    assert [e["type"] for e in game.send(move(19, 18), 0)] == [
        "clans.huts_moved",
        "clans.villages_formed",
    ]
    assert game.send(choose(18), 0) == [
        founded(
            0, 18, 12, 5, "favourable", huts={"red": 1, "blue": 2}, value=8, scored=["red", "blue"]
        ),
        {
            "type": "clans.game_ended",
            "reason": "twelfth_village",
            "clans": ["red", "blue"],
            "unassigned": ["yellow", "green", "black"],
            "village_points": {"red": 8, "yellow": 0, "green": 0, "blue": 8, "black": 0},
            "chips": [7, 5],
            "totals": [15, 13],
            "ranks": [1, 2],
            "winners": [0],
        },
    ]
    seen = game.view(None)
    assert seen["phase"] == "over"
    assert seen["pending_villages"] == []
    assert seen["fields"][46] == {"yellow": 1, "green": 1}
    assert [v["field"] for v in seen["villages"]] == [18]
    assert RULES.to_move(game.state) == frozenset()


def test_when_nobody_can_move_the_game_ends_with_no_legal_move_D15() -> None:
    game = table(doc({"47": {"red": 1}, "48": {"blue": 1}}, active_seat=1))
    assert game.send(move(48, 47), 1) == [
        {"type": "clans.huts_moved", "seat": 1, "from": 48, "to": 47, "huts": {"blue": 1}},
        {"type": "clans.villages_formed", "fields": [47]},
        founded(
            1, 47, 1, 1, "neutral", huts={"red": 1, "blue": 1}, value=2, scored=["red", "blue"]
        ),
        {
            "type": "clans.game_ended",
            "reason": "no_legal_move",
            "clans": ["red", "blue"],
            "unassigned": ["yellow", "green", "black"],
            "village_points": {"red": 2, "yellow": 0, "green": 0, "blue": 2, "black": 0},
            "chips": [0, 1],
            "totals": [2, 3],
            "ranks": [2, 1],
            "winners": [1],
        },
    ]
    outcome = RULES.outcome(game.state)
    assert outcome is not None
    assert (outcome.scores, outcome.ranks, outcome.winners) == ((2, 3), (2, 1), (1,))
