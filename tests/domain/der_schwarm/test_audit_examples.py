"""The worked examples of RULES.md, each set up from a loaded position document.

§7.2 (0 RP), §9.1 (damage 41 → 37 → 34), §9.3 (five tsunami directions), §10 (the queen
buoy follows the ship), §12 (white's systems of 10 and 4), §13 (28 + 50 and 0 + 30).
"""

from __future__ import annotations

import copy
from typing import Any

from service.domain.der_schwarm import RULES, data, network
from service.domain.der_schwarm import events as ev
from service.domain.der_schwarm.commands import (
    BuyAction,
    MoveTsunami,
    MoveWhale,
    NoEffect,
    PassRound,
    ShipStep,
)
from service.domain.der_schwarm.options import DerSchwarmOptions as Options

from .helpers import action, arrange, buying_doc, loaded, playing, run, seat

Doc = dict[str, Any]
SHAPES = {"straight": 2, "corner": 2, "tee": 3, "cross": 4}


def tiles_for(routes: list[tuple[str, str, str]]) -> dict[str, dict[str, Any]]:
    """Stacks (one tile each) with exactly the wanted sides, buoyed by the given colour.

    Two opposite sides take a straight tile while any is left, then a tee opening one more way
    (the extra side named after a plus, e.g. "NS+E"); there are 6 straight tiles.
    """
    used: set[str] = set()
    stacks: dict[str, dict[str, Any]] = {}
    for field, wanted, colour in routes:
        sides, _, extra = wanted.partition("+")
        shape = {2: "corner", 3: "tee", 4: "cross"}[len(sides)]
        if sides in ("NS", "EW"):
            shape = "tee" if extra else "straight"
        pick = next(t for t in data.REGULAR_TILES if data.TILE_SHAPE[t] == shape and t not in used)
        used.add(pick)
        placed = [s for s in "NESW" if s in sides + extra]
        stacks[field] = {"tiles": [{"tile": pick, "sides": placed}], "buoys": [colour]}
    return stacks


def four_players(**changes: Any) -> Doc:
    """A valid 4-player phase-2 position in round 1 (N3 yellow, E3 red, S3 black, W3 white)."""
    doc: Doc = {
        "players": 4,
        "options": {"free_start": False, "dangerous_tsunami": False, "hidden_hands": False},
        "round": 1,
        "phase": "playing",
        "turn_order": [1, 0, 2, 3],
        "active_seat": 1,
        "open_action": None,
        "row": None,
        "order_deck": [1, 2, 3, 4],
        "blue_deck": ["B-STATION-2", "B-WHALE", "B-TSUNAMI", "B-CRAB"],
        "blue_out": [],
        "golden_supply": list(data.GOLDEN_TILES),
        "hazards": dict.fromkeys(data.ALL_HAZARDS),
        "face_down": {},
        "placed": {},
        "seats": [
            seat(
                stations={"4,0": 1},
                hand=["L-RES-1", "L-RES-2", "L-RES-3", "L-SHIP-1"],
                ability="A-BRILLIANT",
            ),
            seat(
                stations={"8,4": 1},
                hand=["L-WHALE", "L-TSUNAMI", "L-CRAB", "B-STATION-1"],
                ability="A-FAST-SHIP",
            ),
            seat(
                stations={"4,8": 1},
                hand=["L-SHIP-2", "L-SHIP-3", "L-SHIP-4", "L-SHIP-5"],
                ability="A-GOLDEN-TILE",
            ),
            seat(
                stations={"0,4": 1},
                hand=["L-RES-4", "L-RES-5", "G-STATION", "B-SHIP-RESEARCHER"],
                ability="A-PROTECTION",
            ),
        ],
    }
    doc.update(changes)
    return arrange(doc)


# -- §7.2 ----------------------------------------------------------------------------------


def test_a_player_with_0_rp_can_only_take_the_free_front_card() -> None:
    doc = buying_doc()
    doc["seats"][0]["rp"] = 0
    state = loaded(doc)
    assert RULES.legal_moves(state, 0) == [BuyAction(index=0)]


# -- §9.1 ----------------------------------------------------------------------------------


def whale_through_two_white_ships(protected: bool) -> list[Any]:
    doc = four_players()
    white, yellow = doc["seats"][3], doc["seats"][0]
    if not protected:
        white["ability"], yellow["ability"] = yellow["ability"], white["ability"]
    white.update(rp=41, ships=["4,3", "4,2"])
    doc["seats"][1]["rp"] = 35
    state = loaded(action(doc, 1, "L-WHALE", "whale"))
    _, produced = run(state, MoveWhale(whale="new", path=("4,3", "4,2")), 1)
    return [e for e in produced if isinstance(e, ev.Damaged)]


def test_the_damage_example_41_37_34_and_red_35_39_42() -> None:
    assert whale_through_two_white_ships(protected=False) == [
        ev.Damaged(victim=3, mover=1, field="4,3", piece="ship", amount=4, splash=False),
        ev.Damaged(victim=3, mover=1, field="4,2", piece="ship", amount=3, splash=False),
    ]


def test_the_damage_example_with_protection_41_38_36_and_red_35_38_40() -> None:
    damaged = whale_through_two_white_ships(protected=True)
    assert [d.amount for d in damaged] == [3, 2]
    doc = four_players()
    doc["seats"][3].update(rp=41, ships=["4,3", "4,2"])
    doc["seats"][1]["rp"] = 35
    state, _ = run(
        loaded(action(doc, 1, "L-WHALE", "whale")),
        MoveWhale(whale="new", path=("4,3", "4,2")),
        1,
    )
    assert (state.seats[3].rp, state.seats[1].rp) == (36, 40)


# -- §9.3 ----------------------------------------------------------------------------------


def test_a_tsunami_on_4_1_moved_with_value_4_has_exactly_five_directions() -> None:
    doc = playing()
    red = doc["seats"][1]
    red["hand"][red["hand"].index("B-STATION-1")] = "B-TSUNAMI"
    doc["blue_deck"][doc["blue_deck"].index("B-TSUNAMI")] = "B-STATION-1"
    doc["hazards"]["tsunami-1"] = "4,1"
    state = loaded(action(doc, 1, "B-TSUNAMI", "tsunami"))
    existing = {
        (m.direction, m.steps)
        for m in RULES.legal_moves(state, 1)
        if isinstance(m, MoveTsunami) and m.tsunami == "tsunami-1"
    }
    assert existing == {("N", 1), ("NE", 1), ("NW", 1), ("SE", 4), ("SW", 4)}
    _, produced = run(state, MoveTsunami(tsunami="tsunami-1", direction="SE", steps=4), 1)
    assert produced[0] == ev.HazardMoved(hazard="tsunami-1", path=("5,2", "6,3", "7,4", "8,5"))
    _, produced = run(state, MoveTsunami(tsunami="tsunami-1", direction="SW", steps=4), 1)
    assert produced[0] == ev.HazardMoved(hazard="tsunami-1", path=("3,2", "2,3", "1,4", "0,5"))


# -- §10 -----------------------------------------------------------------------------------


def test_the_queen_buoy_leaves_with_the_ship_and_comes_back_with_it() -> None:
    doc = playing()
    doc["seats"][0].update(ships=["4,3"], queen_buoy=True)
    stacks = tiles_for([("4,1", "NS", "yellow"), ("4,2", "NS", "yellow")])
    doc = arrange(doc, stacks=stacks, empty=("4,3", "3,3"))
    state = loaded(action(doc, 0, "L-SHIP-1", "ship"))
    state, produced = run(state, ShipStep(from_field="4,3", to_field="3,3"), 0)
    assert produced == [
        ev.ShipMoved(seat=0, from_field="4,3", to_field="3,3"),
        ev.QueenBuoyRemoved(seat=0),
    ]
    state, produced = run(state, ShipStep(from_field="3,3", to_field="4,3"), 0)
    assert produced == [
        ev.ShipMoved(seat=0, from_field="3,3", to_field="4,3"),
        ev.QueenBuoyPlaced(seat=0),
    ]


# -- §12 -----------------------------------------------------------------------------------


def test_white_scores_its_largest_system_of_ten_not_four() -> None:
    """1 station, 2 researchers, 6 buoys and 1 ship = 10; 1 station, 1 researcher, 2 buoys = 4."""
    doc = four_players(active_seat=3)
    for player in doc["seats"]:
        player.update(played=player["hand"], hand=[], joker="passed")
    white = doc["seats"][3]
    white.update(stations={"0,4": 2, "2,8": 1}, ships=["1,4"], ability="A-FAST-SHIP")
    doc["seats"][1]["ability"] = "A-PROTECTION"
    routes = [
        ("1,3", "NS", "white"),
        ("1,2", "NS", "white"),
        ("1,1", "NS+E", "white"),
        ("1,5", "NS", "white"),
        ("1,6", "NS", "white"),
        ("2,4", "SW", "white"),
        ("2,7", "NS", "white"),
        ("2,6", "NS", "white"),
    ]
    doc = arrange(doc, stacks=tiles_for(routes), empty=("1,4",))
    white = doc["seats"][3]
    white["played"].remove("G-STATION")
    white["played"].append("G-STATION")
    white["joker"] = "used"
    doc["open_action"] = {"card": "G-STATION", "action": "station"}
    state = loaded(doc)
    systems = network.systems(network.openings(state, 3))
    counts = sorted(network.elements(state, 3, s, brilliant=False) for s in systems)
    assert counts == [4, 10]
    _, produced = run(state, NoEffect(), 3)
    scored = next(e for e in produced if isinstance(e, ev.RoundScored))
    assert scored.gained[3] == 10
    assert type(produced[-1]) is ev.RowLaidOut


# -- §13 -----------------------------------------------------------------------------------


def final_turn(doc: Doc) -> Doc:
    """Round 4 of 4: red passed, yellow holds only the joker and passes next (§7.4)."""
    doc = copy.deepcopy(doc)
    doc["round"] = 4
    for player in doc["seats"]:
        player.update(played=player["hand"], hand=[])
    doc["seats"][1]["joker"] = "passed"
    return doc


def finish(doc: Doc) -> tuple[ev.FinalScored, ev.GameEnded]:
    _, produced = run(loaded(final_turn(doc)), PassRound(), 0)
    assert [type(e).__name__ for e in produced] == [
        "RoundPassed",
        "RoundScored",
        "FinalScored",
        "GameEnded",
    ]
    final, ended = produced[2], produced[3]
    assert isinstance(final, ev.FinalScored) and isinstance(ended, ev.GameEnded)
    return final, ended


def test_queen_stations_on_n3_e2_s2_w1_n1_score_28_and_four_sides_50() -> None:
    doc = playing()
    doc["seats"][0].update(
        stations={"4,0": 1, "8,3": 1, "5,8": 1, "0,6": 1, "2,0": 1}, queen_buoy=True
    )
    routes = [
        ("4,1", "NSW", "yellow"),
        ("4,2", "NS", "yellow"),
        ("4,3", "NS", "yellow"),
        ("3,1", "EW", "yellow"),
        ("2,1", "NE", "yellow"),
        ("7,3", "ES", "yellow"),
        ("7,4", "NW", "yellow"),
        ("6,4", "EW", "yellow"),
        ("5,4", "EW", "yellow"),
        ("5,7", "SW", "yellow"),
        ("4,7", "NE", "yellow"),
        ("4,6", "NS", "yellow"),
        ("4,5", "NS+E", "yellow"),
        ("1,6", "NW", "yellow"),
        ("1,5", "NS+E", "yellow"),
        ("1,4", "ES", "yellow"),
        ("2,4", "EW+N", "yellow"),
        ("3,4", "EW+N", "yellow"),
    ]
    final, ended = finish(arrange(doc, stacks=tiles_for(routes)))
    assert (final.queen[0], final.sides[0]) == (4 + 5 + 5 + 7 + 7, 50)
    assert (ended.results[0].queen_points, ended.results[0].sides_bonus) == (28, 50)
    assert (final.queen[1], final.sides[1]) == (0, 0)


def test_five_stations_linked_across_n_e_s_but_not_to_the_queen_score_0_plus_30() -> None:
    doc = playing()
    doc["seats"][1]["stations"] = {"6,0": 1, "8,2": 1, "8,5": 1, "6,8": 1, "4,8": 1}
    routes = [
        ("7,0", "SW", "red"),
        ("7,1", "NES", "red"),
        ("8,1", "SW", "red"),
        ("7,2", "NS", "red"),
        ("7,3", "NS", "red"),
        ("7,4", "NS", "red"),
        ("7,5", "NES", "red"),
        ("7,6", "NS", "red"),
        ("7,7", "NSW", "red"),
        ("7,8", "NW", "red"),
        ("6,7", "EW", "red"),
        ("5,7", "EW+N", "red"),
        ("4,7", "ES", "red"),
    ]
    final, ended = finish(arrange(doc, stacks=tiles_for(routes)))
    assert (final.queen[1], final.sides[1]) == (0, 30)
    assert (ended.results[1].queen_points, ended.results[1].sides_bonus) == (0, 30)
    assert ended.results[1].colour == "red"


def test_the_outcome_ranks_equal_rp_together_and_all_of_them_win() -> None:
    doc = final_turn(playing())
    doc["seats"][0]["rp"] = doc["seats"][1]["rp"] = 30
    doc["seats"][0]["ability"], doc["seats"][1]["ability"] = "A-FAST-SHIP", "A-GOLDEN-TILE"
    state, _ = run(loaded(doc), PassRound(), 0)
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 1) and outcome.ranks == (1, 1)
    assert RULES.to_move(state) == frozenset()
    assert Options() == state.options
