"""RULES §7.5 round end, §12 end-of-round scoring, §13 final scoring (D6, D25–D27, D36)."""

from __future__ import annotations

from typing import Any

from service.domain.der_schwarm import RULES, data, scoring
from service.domain.der_schwarm.commands import NoEffect, PassRound
from service.domain.der_schwarm.events import (
    ActionEnded,
    BlueDeckShuffled,
    FinalScored,
    GameEnded,
    RoundScored,
    RowLaidOut,
)
from service.domain.der_schwarm.state import BuyingPhase
from service.domain.kernel import Outcome
from tests.kit.decider import given

from .helpers import action, events, lay, playing, run, state_of, types

TEES = [t for t in data.REGULAR_TILES if data.TILE_SHAPE[t] == "tee"]


def route(doc: dict[str, Any], colour: str, steps: list[tuple[str, str]]) -> dict[str, Any]:
    """Lay tee tiles opening at least toward the given sides, one per field."""
    for field, needed in steps:
        used = {t["tile"] for s in doc["placed"].values() for t in s["tiles"]}
        tile = next(t for t in TEES if t not in used)
        extra = next(s for s in "NESW" if s not in needed)
        sides = [s for s in "NESW" if s in needed or s == extra]
        doc = lay(doc, field, [(tile, sides)], [colour])
    return doc


def queen_star() -> dict[str, Any]:
    """Yellow stations on N3, N1, E2, S2 and W1, all linked to the queen (§13 example)."""
    doc = playing()
    doc["seats"][0]["stations"] = {"4,0": 1, "2,0": 1, "8,3": 1, "5,8": 1, "0,6": 1}
    doc["seats"][0]["queen_buoy"] = True
    doc = route(doc, "yellow", [("4,1", "NSW"), ("4,2", "NS"), ("4,3", "NS")])
    doc = route(doc, "yellow", [("2,1", "NE"), ("3,1", "EW")])
    doc = route(doc, "yellow", [("7,3", "ES"), ("7,4", "NW"), ("6,4", "EW"), ("5,4", "EW")])
    doc = route(doc, "yellow", [("5,7", "SW"), ("4,7", "EN"), ("4,6", "NS"), ("4,5", "NS")])
    return route(
        doc, "yellow", [("1,6", "WN"), ("1,5", "NS"), ("1,4", "SE"), ("2,4", "EW"), ("3,4", "EW")]
    )


def test_the_queen_star_example_scores_28_and_the_four_sides_bonus_50_d6_d25() -> None:
    state = state_of(queen_star())
    assert scoring.queen_points(state, 0) == 4 + 7 + 5 + 5 + 7
    assert scoring.sides_bonus(state, 0) == 50


def test_the_white_example_scores_5_6_5_4_is_20_d2() -> None:
    """Seed example: 5 + 6 + 5 + 4 = 20 (N2, N4, S2 and N3 in the queen system)."""
    doc = playing()
    doc["seats"][0]["stations"] = {"3,0": 1, "4,0": 1, "5,0": 1}
    doc["seats"][0]["queen_buoy"] = True
    doc = lay(doc, "4,1", [("T52", ["N", "E", "S", "W"])], ["yellow"])
    doc = route(doc, "yellow", [("3,1", "NE"), ("5,1", "NW")])
    doc = route(doc, "yellow", [("4,2", "NS"), ("4,3", "NS")])
    doc["seats"][0]["stations"]["5,8"] = 1
    doc = route(doc, "yellow", [("5,7", "SW"), ("4,7", "EN"), ("4,6", "NS"), ("4,5", "NS")])
    state = state_of(doc)
    assert scoring.queen_points(state, 0) == 5 + 6 + 5 + 4
    assert scoring.sides_bonus(state, 0) == 10


def test_stations_linked_on_three_sides_without_the_queen_score_0_plus_30_d6() -> None:
    doc = playing()
    doc["seats"][1]["stations"] = {"4,8": 1, "8,6": 1, "6,0": 1}
    doc = route(doc, "red", [("7,6", "EN"), ("7,5", "NS"), ("7,4", "NS"), ("7,3", "NS")])
    doc = route(doc, "red", [("7,2", "NS"), ("7,1", "NS"), ("7,0", "SW")])
    doc = route(doc, "red", [("4,7", "NS"), ("4,6", "NE"), ("5,6", "EW"), ("6,6", "EW")])
    doc = route(doc, "red", [("7,7", "NW")])
    doc["placed"]["7,6"]["tiles"][0]["sides"] = ["N", "E", "S", "W"]
    doc["placed"]["7,6"]["tiles"][0]["tile"] = "T52"
    state = state_of(doc)
    assert scoring.queen_points(state, 1) == 0
    assert scoring.sides_bonus(state, 1) == 30


def test_two_sides_give_10_and_one_side_nothing_d6() -> None:
    doc = route(playing(), "yellow", [("4,1", "NE"), ("5,1", "EW"), ("6,1", "EW"), ("7,1", "WS")])
    doc = route(doc, "yellow", [("7,2", "NE")])
    doc["seats"][0]["stations"] = {"4,0": 1, "8,2": 1}
    state = state_of(doc)
    assert scoring.sides_bonus(state, 0) == 10
    assert scoring.sides_bonus(state, 1) == 0


def test_the_sides_bonus_needs_the_stations_in_one_system_d25() -> None:
    doc = playing()
    doc["seats"][0]["stations"] = {"4,0": 1, "8,4": 1, "0,4": 1}
    assert scoring.sides_bonus(state_of(doc), 0) == 0


def test_queen_stations_count_whether_or_not_that_system_is_largest_d26() -> None:
    doc = queen_star()
    state = state_of(doc)
    assert scoring.queen_points(state, 0) == 28
    doc["seats"][0]["queen_buoy"] = False
    assert scoring.queen_points(state_of(doc), 0) == 0


def test_equal_rp_share_a_rank_and_all_win_d27() -> None:
    assert scoring.ranks((30, 25, 30, 10)) == (1, 3, 1, 4)
    assert scoring.ranks((5, 5)) == (1, 1)


def last_turn(round_: int, **seat1: Any) -> dict[str, Any]:
    """Yellow closes its last card; red has nothing left."""
    doc = playing(round=round_)
    doc["seats"][0]["joker"] = "used"
    doc["seats"][0]["played"] = doc["seats"][0]["hand"][1:]
    doc["seats"][0]["hand"] = doc["seats"][0]["hand"][:1]
    doc["seats"][1].update(played=doc["seats"][1]["hand"], hand=[], joker="passed", **seat1)
    return action(doc, 0, "L-SHIP-1", "ship")


def test_the_last_card_of_a_round_scores_the_round_and_lays_out_the_next_row_d36() -> None:
    state, produced = run(state_of(last_turn(1)), NoEffect(), 0)
    assert types(produced) == ["ActionEnded", "RoundScored", "RowLaidOut"]
    assert produced[1] == RoundScored(round=1, gained=(1 + 2, 2))
    row = produced[2]
    assert isinstance(row, RowLaidOut) and row.round == 2
    assert row.row[7:9] == ("B-STATION-2", "B-WHALE")
    assert state.phase == BuyingPhase(active=0)
    assert all(p.ability is None and p.joker == "available" and not p.played for p in state.seats)
    assert set(state.blue_out) == {"B-STATION-1", "B-SHIP-RESEARCHER"}
    assert state.blue_deck == ("B-TSUNAMI", "B-CRAB")


def test_with_two_players_all_blue_cards_are_reshuffled_for_round_four() -> None:
    doc = last_turn(3)
    doc["blue_deck"] = []
    doc["blue_out"] = ["B-STATION-2", "B-WHALE", "B-TSUNAMI", "B-CRAB"]
    state, produced = run(state_of(doc), NoEffect(), 0)
    assert types(produced) == ["ActionEnded", "RoundScored", "BlueDeckShuffled", "RowLaidOut"]
    shuffled = produced[2]
    assert isinstance(shuffled, BlueDeckShuffled) and shuffled.cards is not None
    assert sorted(shuffled.cards) == sorted(data.BLUE_CARDS)
    assert produced[3].row[7:9] == shuffled.cards[:2]
    assert len(state.blue_deck) == 4 and state.blue_out == ()


def test_after_the_last_round_final_scoring_ends_the_game() -> None:
    doc = last_turn(4, rp=23)
    state, produced = run(state_of(doc), NoEffect(), 0)
    assert produced[:3] == [
        ActionEnded(seat=0, part=None, no_effect=True),
        RoundScored(round=4, gained=(3, 2)),
        FinalScored(queen=(0, 0), sides=(0, 0)),
    ]
    ended = produced[3]
    assert isinstance(ended, GameEnded)
    assert [(r.colour, r.rp, r.rank, r.won) for r in ended.results] == [
        ("yellow", 23, 2, False),
        ("red", 25, 1, True),
    ]
    assert RULES.outcome(state) == Outcome(
        scores=(23, 25), ranks=(2, 1), winners=(1,), reason="final_scoring"
    )
    assert RULES.to_move(state) == frozenset()
    assert RULES.legal_moves(state, 0) == []


def test_a_pass_can_end_the_round() -> None:
    doc = playing(round=1)
    doc["seats"][0].update(played=doc["seats"][0]["hand"], hand=[])
    doc["seats"][1].update(played=doc["seats"][1]["hand"], hand=[], joker="used")
    _, produced = run(state_of(doc), PassRound(), 0)
    assert types(produced) == ["RoundPassed", "RoundScored", "RowLaidOut"]


def test_a_finished_game_refuses_every_command() -> None:
    doc = last_turn(4)
    _, produced = run(state_of(doc), NoEffect(), 0)
    given(RULES, *events(doc), *produced).when(NoEffect(), seat=0).rejects("game_over")
    given(RULES, *events(doc), *produced).when(PassRound(), seat=None).rejects("game_over")
