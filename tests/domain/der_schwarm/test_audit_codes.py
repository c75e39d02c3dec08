"""RULES §17.4: every refusal code, each driven through `decide` from a loaded position.

Every scenario is a position document that passes `load_position` (as an external client
would start it over HTTP); the command is then refused with exactly the code §17.4 names,
and where two codes apply the first one in §17.4's order wins.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.commands import (
    AddResearcher,
    BuildStation,
    BuyAction,
    BuyOrder,
    ChoosePart,
    Command,
    EndAction,
    Hire,
    MoveCrab,
    MoveTsunami,
    MoveWhale,
    NoEffect,
    PassBuy,
    PassRound,
    PlaceShip,
    PlaceStartStation,
    PlaceTile,
    PlayCard,
    PlayJoker,
    ShipStep,
)
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.der_schwarm.refusals import Refusals
from service.domain.kernel import IllegalMove, Rng

from .helpers import (
    ROUND1_ROW_2P,
    action,
    arrange,
    buying_doc,
    loaded,
    playing,
    refusal,
    run,
    setup_doc,
)

Doc = dict[str, Any]


# -- scenarios -----------------------------------------------------------------------------


def free_setup(**seat0: Any) -> Doc:
    """Free start: seat 0 holds order card 2 and places first (D52), seat 1 holds 1."""
    doc = setup_doc(
        options={"free_start": True, "dangerous_tsunami": False, "hidden_hands": False},
        row=ROUND1_ROW_2P[:-1],
        order_deck=[],
        turn_order=[1, 0],
    )
    doc["seats"][0]["order_card"] = 2
    doc["seats"][1]["order_card"] = 1
    doc["seats"][0].update(seat0)
    return doc


def free_second_placer() -> Doc:
    doc = free_setup(stations={"2,0": 1})
    doc["active_seat"] = 1
    return doc


def second_placer() -> Doc:
    doc = setup_doc()
    doc["seats"][0]["stations"] = {"4,0": 1}
    doc["active_seat"] = 1
    return doc


def full_hand_buyer() -> Doc:
    """Seat 0 holds its 5 action cards and still needs the order card."""
    doc = buying_doc()
    doc["seats"][0]["hand"] = doc["row"][:5]
    doc["row"] = doc["row"][5:]
    return doc


def order_holder() -> Doc:
    """Seat 0 holds order card 1 with Fast Ship and still needs action cards."""
    doc = buying_doc(order_deck=[2])
    doc["seats"][0].update(order_card=1, ability="A-FAST-SHIP")
    return doc


def other_holds_order_1() -> Doc:
    doc = buying_doc(order_deck=[2])
    doc["seats"][1].update(order_card=1, ability="A-FAST-SHIP")
    return doc


def poor(rp: int) -> Doc:
    doc = buying_doc()
    doc["seats"][0]["rp"] = rp
    return doc


def ship_action(**counters: Any) -> Doc:
    return action(playing(), 0, "L-SHIP-1", "ship", **counters)


def with_ships(doc: Doc, *fields: str) -> Doc:
    doc = copy.deepcopy(doc)
    doc["seats"][0]["ships"] = list(fields)
    return doc


def station_action(stations: dict[str, int]) -> Doc:
    doc = action(playing(), 0, "joker", "station")
    doc["seats"][0]["stations"] = stations
    return doc


SIX_STATIONS = {"4,0": 1, "2,0": 1, "3,0": 1, "5,0": 1, "6,0": 1, "8,2": 1}
SIX_AND_SEVEN = {"4,0": 2, "2,0": 1, "3,0": 1, "5,0": 1, "6,0": 1, "8,2": 1}
SIX_ONE_FULL = {"4,0": 3, "2,0": 0, "3,0": 0, "5,0": 0, "6,0": 0, "8,2": 0}
SEVEN_ON_THREE = {"4,0": 3, "2,0": 3, "3,0": 1}


def research(stations: dict[str, int] | None = None, **counters: Any) -> Doc:
    """Seat 0 researches: tiles T01 (straight), T07 (corner), T27 (tee), T52 (cross) in
    supply; 4,1 below its N3 station is empty; 5,1 holds red's corner, 6,1 a buoyless corner,
    3,1 a stack of two with red buoys."""
    doc = arrange(
        playing(),
        stacks={
            "5,1": {"tiles": [{"tile": "T08", "sides": ["N", "E"]}], "buoys": ["red"]},
            "6,1": {"tiles": [{"tile": "T09", "sides": ["N", "E"]}], "buoys": []},
            "3,1": {
                "tiles": [
                    {"tile": "T10", "sides": ["N", "E"]},
                    {"tile": "T28", "sides": ["N", "E", "S"]},
                ],
                "buoys": ["red", "red"],
            },
        },
        supply={0: ["T01", "T07", "T27", "T52"]},
        empty=("4,1", "2,1"),
    )
    if stations is not None:
        doc["seats"][0]["stations"] = stations
    return action(doc, 0, "L-RES-1", "researcher", **counters)


def no_buoys_left() -> Doc:
    """Seat 0 has all 28 buoys on 14 stacks of two tiles (rows 6 and 7, far from N3)."""
    corners = [t for t in data.REGULAR_TILES if data.TILE_SHAPE[t] == "corner"]
    tees = [t for t in data.REGULAR_TILES if data.TILE_SHAPE[t] == "tee"]
    fields = [f"{x},{y}" for y in (6, 7) for x in range(1, 8)]
    stacks = {
        field: {
            "tiles": [
                {"tile": corners[i], "sides": ["N", "E"]},
                {"tile": tees[i], "sides": ["N", "E", "S"]},
            ],
            "buoys": ["yellow", "yellow"],
        }
        for i, field in enumerate(fields)
    }
    doc = arrange(playing(), stacks=stacks, supply={0: ["T01"]}, empty=("4,1",))
    return action(doc, 0, "L-RES-1", "researcher")


def whale(hazards: dict[str, str] | None = None) -> Doc:
    doc = action(playing(), 0, "L-WHALE", "whale")
    doc["hazards"].update(hazards or {})
    return doc


def tsunami(hazards: dict[str, str] | None = None) -> Doc:
    doc = action(playing(), 1, "L-TSUNAMI", "tsunami")
    doc["hazards"].update(hazards or {})
    return doc


def crab(hazards: dict[str, str] | None = None) -> Doc:
    doc = action(playing(), 1, "L-CRAB", "crab")
    doc["hazards"].update(hazards or {})
    return doc


def double_card() -> Doc:
    return action(playing(), 1, "B-SHIP-RESEARCHER", "ship_and_researcher")


def joker_used() -> Doc:
    doc = playing()
    doc["seats"][0]["joker"] = "used"
    return doc


def fast(doc: Doc) -> Doc:
    doc = copy.deepcopy(doc)
    doc["seats"][0]["ability"], doc["seats"][1]["ability"] = "A-FAST-SHIP", "A-BRILLIANT"
    return doc


def tile(name: str, field: str, sides: str, source: str | None = None) -> PlaceTile:
    return PlaceTile(tile=name, field=field, sides=tuple(sides), buoy_source=source)


# -- the table -----------------------------------------------------------------------------

Case = tuple[str, Callable[[], Doc], int | None, Command, str]

CASES: list[Case] = [
    # general order: game_over is tested below; not_your_turn, wrong_phase
    ("other seat", playing, 1, PlayCard(card="L-TSUNAMI"), "not_your_turn"),
    ("the system", playing, None, PlayCard(card="L-SHIP-1"), "not_your_turn"),
    ("buy in phase 2", playing, 0, BuyAction(index=0), "wrong_phase"),
    (
        "step outside a ship action",
        playing,
        0,
        ShipStep(from_field="4,1", to_field="4,2"),
        "wrong_phase",
    ),
    ("play while an action is open", ship_action, 0, PlayCard(card="L-SHIP-2"), "wrong_phase"),
    ("whale during a crab action", crab, 1, MoveWhale(whale="new", path=()), "wrong_phase"),
    ("no effect on a turn", playing, 0, NoEffect(), "wrong_phase"),
    ("choose part outside the double card", ship_action, 0, ChoosePart(part="ship"), "wrong_phase"),
    (
        "end action in a station action",
        lambda: station_action({"4,0": 1}),
        0,
        EndAction(),
        "wrong_phase",
    ),
    ("place start station in phase 2", playing, 0, PlaceStartStation(field="4,0"), "wrong_phase"),
    ("end action in a hazard action", whale, 0, EndAction(), "wrong_phase"),
    ("hire in a ship action", ship_action, 0, Hire(field="4,0"), "wrong_phase"),
    ("no effect before the part is chosen", double_card, 1, NoEffect(), "wrong_phase"),
    (
        "a ship step before the part is chosen",
        double_card,
        1,
        ShipStep(from_field="4,7", to_field="4,6"),
        "wrong_phase",
    ),
    # PlaceStartStation
    ("off the grid", setup_doc, 0, PlaceStartStation(field="9,9"), "unknown_field"),
    ("not an id", setup_doc, 0, PlaceStartStation(field="N3"), "unknown_field"),
    ("N1 in standard setup", setup_doc, 0, PlaceStartStation(field="2,0"), "not_a_start_field"),
    ("the compass cell", setup_doc, 0, PlaceStartStation(field="8,0"), "not_a_start_field"),
    ("a taken start field", second_placer, 1, PlaceStartStation(field="4,0"), "field_occupied"),
    ("free start off the grid", free_setup, 0, PlaceStartStation(field="9,0"), "unknown_field"),
    ("free start on water", free_setup, 0, PlaceStartStation(field="1,1"), "field_not_land"),
    ("free start taken", free_second_placer, 1, PlaceStartStation(field="2,0"), "field_occupied"),
    ("free start too close", free_second_placer, 1, PlaceStartStation(field="5,0"), "too_close"),
    # BuyAction
    ("quota full", full_hand_buyer, 0, BuyAction(index=0), "quota_full"),
    ("quota full before bad index", full_hand_buyer, 0, BuyAction(index=99), "quota_full"),
    ("index past the row", buying_doc, 0, BuyAction(index=99), "bad_index"),
    ("negative index", buying_doc, 0, BuyAction(index=-1), "bad_index"),
    ("the ORDER entry", buying_doc, 0, BuyAction(index=len(ROUND1_ROW_2P) - 1), "bad_index"),
    ("index above RP", lambda: poor(2), 0, BuyAction(index=3), "cannot_afford"),
    # BuyOrder
    (
        "order card held",
        order_holder,
        0,
        BuyOrder(number=2, ability="A-PROTECTION"),
        "order_card_held",
    ),
    (
        "no order card 3 with 2 players",
        buying_doc,
        0,
        BuyOrder(number=3, ability="A-PROTECTION"),
        "order_card_unavailable",
    ),
    (
        "order card taken",
        other_holds_order_1,
        0,
        BuyOrder(number=1, ability="A-PROTECTION"),
        "order_card_unavailable",
    ),
    (
        "order deck above RP",
        lambda: poor(5),
        0,
        BuyOrder(number=1, ability="A-NOPE"),
        "cannot_afford",
    ),
    ("unknown ability", buying_doc, 0, BuyOrder(number=1, ability="A-NOPE"), "unknown_ability"),
    (
        "ability taken",
        other_holds_order_1,
        0,
        BuyOrder(number=2, ability="A-FAST-SHIP"),
        "ability_taken",
    ),
    # PassBuy
    ("a purchase is possible", buying_doc, 0, PassBuy(), "must_buy"),
    # PlayCard / PlayJoker / PassRound
    ("another seat's card", playing, 0, PlayCard(card="L-TSUNAMI"), "card_not_in_hand"),
    ("an unknown card", playing, 0, PlayCard(card="X-1"), "card_not_in_hand"),
    ("joker used", joker_used, 0, PlayJoker(action="ship"), "joker_unavailable"),
    (
        "joker used before the double",
        joker_used,
        0,
        PlayJoker(action="ship_and_researcher"),
        "joker_unavailable",
    ),
    (
        "joker as the double",
        playing,
        0,
        PlayJoker(action="ship_and_researcher"),
        "invalid_joker_action",
    ),
    ("joker as nonsense", playing, 0, PlayJoker(action="fly"), "invalid_joker_action"),
    ("pass with cards in hand", playing, 0, PassRound(), "must_play_card"),
    # ChoosePart
    (
        "a third part",
        lambda: action(playing(), 1, "B-SHIP-RESEARCHER", "ship_and_researcher"),
        1,
        ChoosePart(part="both"),
        "invalid_part",
    ),
    # BuildStation
    (
        "six stations built",
        lambda: station_action(SIX_STATIONS),
        0,
        BuildStation(field="1,1", with_researcher=True),
        "no_station_in_supply",
    ),
    (
        "station on water",
        lambda: station_action({"4,0": 1}),
        0,
        BuildStation(field="1,1", with_researcher=True),
        "field_not_land",
    ),
    (
        "station on the queen",
        lambda: station_action({"4,0": 1}),
        0,
        BuildStation(field="4,4", with_researcher=True),
        "field_not_land",
    ),
    (
        "station on an unknown id",
        lambda: station_action({"4,0": 1}),
        0,
        BuildStation(field="x", with_researcher=False),
        "field_not_land",
    ),
    (
        "station on red's station",
        lambda: station_action({"4,0": 1}),
        0,
        BuildStation(field="4,8", with_researcher=False),
        "field_occupied",
    ),
    (
        "researcher wanted, none left",
        lambda: station_action(SEVEN_ON_THREE),
        0,
        BuildStation(field="0,4", with_researcher=True),
        "no_researcher_in_supply",
    ),
    (
        "bare station with researchers left",
        lambda: station_action({"4,0": 1}),
        0,
        BuildStation(field="0,4", with_researcher=False),
        "researcher_in_supply",
    ),
    # AddResearcher
    (
        "stations left",
        lambda: station_action({"4,0": 1}),
        0,
        AddResearcher(field="4,0"),
        "station_in_supply",
    ),
    (
        "no researcher left",
        lambda: station_action(SIX_AND_SEVEN),
        0,
        AddResearcher(field="3,0"),
        "no_researcher_in_supply",
    ),
    (
        "add on red's station",
        lambda: station_action(SIX_STATIONS),
        0,
        AddResearcher(field="4,8"),
        "not_own_station",
    ),
    (
        "add on a full station",
        lambda: station_action(SIX_ONE_FULL),
        0,
        AddResearcher(field="4,0"),
        "station_full",
    ),
    # PlaceShip
    (
        "second placement",
        lambda: with_ships(ship_action(ship_placed=True, steps_used=1), "4,2"),
        0,
        PlaceShip(field="3,1"),
        "ship_already_placed",
    ),
    (
        "placement after a step",
        lambda: with_ships(ship_action(steps_used=1), "4,2"),
        0,
        PlaceShip(field="4,1"),
        "steps_started",
    ),
    (
        "three ships out",
        lambda: with_ships(ship_action(), "4,2", "4,3", "5,5"),
        0,
        PlaceShip(field="4,1"),
        "no_ship_in_supply",
    ),
    ("ship on land", ship_action, 0, PlaceShip(field="3,0"), "field_not_water"),
    ("ship off the grid", ship_action, 0, PlaceShip(field="4,-1"), "field_not_water"),
    ("ship far from stations", ship_action, 0, PlaceShip(field="4,3"), "not_next_to_station"),
    # ShipStep
    (
        "fourth step",
        lambda: with_ships(ship_action(steps_used=3), "4,2"),
        0,
        ShipStep(from_field="4,2", to_field="4,3"),
        "no_steps_left",
    ),
    (
        "fifth step with Fast Ship",
        lambda: fast(with_ships(ship_action(steps_used=4), "4,2")),
        0,
        ShipStep(from_field="4,2", to_field="4,3"),
        "no_steps_left",
    ),
    (
        "no ship there",
        lambda: with_ships(ship_action(), "4,2"),
        0,
        ShipStep(from_field="5,5", to_field="5,6"),
        "no_own_ship",
    ),
    (
        "two fields away",
        lambda: with_ships(ship_action(), "4,2"),
        0,
        ShipStep(from_field="4,2", to_field="4,4"),
        "not_adjacent",
    ),
    (
        "diagonal",
        lambda: with_ships(ship_action(), "4,2"),
        0,
        ShipStep(from_field="4,2", to_field="5,3"),
        "not_adjacent",
    ),
    (
        "onto land",
        lambda: with_ships(ship_action(), "4,1"),
        0,
        ShipStep(from_field="4,1", to_field="4,0"),
        "field_not_water",
    ),
    (
        "onto the compass",
        lambda: with_ships(ship_action(), "7,0"),
        0,
        ShipStep(from_field="7,0", to_field="8,0"),
        "field_not_water",
    ),
    # Hire
    (
        "hire in research mode",
        lambda: research(tiles_placed=1),
        0,
        Hire(field="4,0"),
        "action_started",
    ),
    (
        "hire, none left",
        lambda: research(SEVEN_ON_THREE),
        0,
        Hire(field="3,0"),
        "no_researcher_in_supply",
    ),
    ("hire on red's station", research, 0, Hire(field="4,8"), "not_own_station"),
    ("hire on a full station", lambda: research({"4,0": 3}), 0, Hire(field="4,0"), "station_full"),
    # PlaceTile
    (
        "R tiles placed",
        lambda: research(tiles_placed=1),
        0,
        tile("T01", "4,1", "NS"),
        "tile_limit_reached",
    ),
    ("tile not held", research, 0, tile("T02", "4,1", "NS"), "tile_not_in_supply"),
    ("a corner as a straight", research, 0, tile("T01", "4,1", "NE"), "invalid_sides"),
    ("a side that does not exist", research, 0, tile("T07", "4,1", "NX"), "invalid_sides"),
    ("a tee with two sides", research, 0, tile("T27", "4,1", "NE"), "invalid_sides"),
    ("tile on land", research, 0, tile("T01", "4,0", "NS"), "target_not_sea"),
    ("tile on the queen", research, 0, tile("T52", "4,4", "NESW"), "target_not_sea"),
    ("tile on the compass", research, 0, tile("T52", "8,0", "NESW"), "target_not_sea"),
    ("tile off the grid", research, 0, tile("T52", "9,9", "NESW"), "target_not_sea"),
    ("tile on a face-down tile", research, 0, tile("T52", "5,5", "NESW"), "target_face_down"),
    ("stacked once already", research, 0, tile("T52", "3,1", "NESW"), "stack_not_allowed"),
    ("buoyless tile", research, 0, tile("T27", "6,1", "NES"), "stack_not_allowed"),
    ("not more sides", research, 0, tile("T07", "5,1", "NE"), "stack_not_allowed"),
    ("not a superset", research, 0, tile("T27", "5,1", "ESW"), "stack_not_allowed"),
    (
        "source with buoys in supply",
        research,
        0,
        tile("T01", "4,1", "NS", "3,1"),
        "buoy_source_not_allowed",
    ),
    (
        "no source with an empty supply",
        no_buoys_left,
        0,
        tile("T01", "4,1", "NS"),
        "buoy_source_required",
    ),
    ("the target as source", no_buoys_left, 0, tile("T01", "4,1", "NS", "4,1"), "bad_buoy_source"),
    (
        "a source without own buoy",
        no_buoys_left,
        0,
        tile("T01", "4,1", "NS", "5,5"),
        "bad_buoy_source",
    ),
    ("the queen as source", no_buoys_left, 0, tile("T01", "4,1", "NS", "4,4"), "bad_buoy_source"),
    ("facing away from the station", research, 0, tile("T01", "4,1", "EW"), "not_connected"),
    (
        "next to another player's station only",
        research,
        0,
        tile("T01", "2,1", "NS"),
        "not_connected",
    ),
    # MoveWhale
    (
        "no whale in supply",
        lambda: whale({"whale-1": "5,5", "whale-2": "6,6"}),
        0,
        MoveWhale(whale="new", path=()),
        "none_in_supply",
    ),
    (
        "whale in supply named by id",
        whale,
        0,
        MoveWhale(whale="whale-2", path=()),
        "unknown_hazard",
    ),
    (
        "not a whale",
        lambda: whale({"crab": "2,0"}),
        0,
        MoveWhale(whale="crab", path=()),
        "unknown_hazard",
    ),
    (
        "four steps with value 3",
        whale,
        0,
        MoveWhale(whale="new", path=("0,0", "0,0", "0,0", "0,0")),
        "path_too_long",
    ),
    ("a jump", whale, 0, MoveWhale(whale="new", path=("4,2",)), "path_not_adjacent"),
    (
        "adjacency is checked before water",
        lambda: whale({"whale-1": "4,1"}),
        0,
        MoveWhale(whale="whale-1", path=("4,0", "9,9")),
        "path_not_adjacent",
    ),
    (
        "onto land",
        lambda: whale({"whale-1": "4,1"}),
        0,
        MoveWhale(whale="whale-1", path=("4,0",)),
        "path_not_water",
    ),
    ("back to the start", whale, 0, MoveWhale(whale="new", path=("4,3", "4,4")), "path_revisits"),
    (
        "a field twice",
        whale,
        0,
        MoveWhale(whale="new", path=("4,3", "4,2", "4,3")),
        "path_revisits",
    ),
    # MoveTsunami
    (
        "no tsunami in supply",
        lambda: tsunami({"tsunami-1": "1,1", "tsunami-2": "2,2"}),
        1,
        MoveTsunami(tsunami="new", direction=None, steps=0),
        "none_in_supply",
    ),
    (
        "tsunami in supply named by id",
        tsunami,
        1,
        MoveTsunami(tsunami="tsunami-1", direction="N", steps=1),
        "unknown_hazard",
    ),
    (
        "not a tsunami",
        lambda: tsunami({"whale-1": "1,1"}),
        1,
        MoveTsunami(tsunami="whale-1", direction="N", steps=1),
        "unknown_hazard",
    ),
    (
        "not a direction",
        tsunami,
        1,
        MoveTsunami(tsunami="new", direction="UP", steps=1),
        "bad_direction",
    ),
    (
        "a direction with 0 steps",
        tsunami,
        1,
        MoveTsunami(tsunami="new", direction="N", steps=0),
        "bad_direction",
    ),
    (
        "steps without a direction",
        tsunami,
        1,
        MoveTsunami(tsunami="new", direction=None, steps=2),
        "bad_direction",
    ),
    (
        "negative steps without a direction",
        tsunami,
        1,
        MoveTsunami(tsunami="new", direction=None, steps=-1),
        "steps_out_of_range",
    ),
    (
        "existing tsunami out of reach",
        lambda: tsunami({"tsunami-1": "4,4"}),
        1,
        MoveTsunami(tsunami="tsunami-1", direction="N", steps=4),
        "no_landing",
    ),
    (
        "new tsunami above N",
        tsunami,
        1,
        MoveTsunami(tsunami="new", direction="N", steps=4),
        "steps_out_of_range",
    ),
    (
        "negative steps",
        tsunami,
        1,
        MoveTsunami(tsunami="new", direction="N", steps=-1),
        "steps_out_of_range",
    ),
    (
        "existing tsunami stopping short",
        lambda: tsunami({"tsunami-1": "4,2"}),
        1,
        MoveTsunami(tsunami="tsunami-1", direction="N", steps=1),
        "steps_out_of_range",
    ),
    (
        "existing tsunami standing still",
        lambda: tsunami({"tsunami-1": "4,1"}),
        1,
        MoveTsunami(tsunami="tsunami-1", direction=None, steps=0),
        "steps_out_of_range",
    ),
    # MoveCrab
    ("crab in supply, no place", crab, 1, MoveCrab(place=None, steps=1), "crab_place_required"),
    (
        "crab on the board, a place",
        lambda: crab({"crab": "2,0"}),
        1,
        MoveCrab(place="3,0", steps=1),
        "crab_on_board",
    ),
    ("crab on water", crab, 1, MoveCrab(place="4,4", steps=1), "crab_field_invalid"),
    ("crab on a station", crab, 1, MoveCrab(place="4,0", steps=1), "crab_field_invalid"),
    ("crab on an own station", crab, 1, MoveCrab(place="4,8", steps=1), "crab_field_invalid"),
    ("crab above N", crab, 1, MoveCrab(place="2,0", steps=5), "steps_out_of_range"),
    (
        "crab backwards",
        lambda: crab({"crab": "2,0"}),
        1,
        MoveCrab(place=None, steps=-1),
        "steps_out_of_range",
    ),
    # NoEffect / EndAction
    (
        "no effect after a placement",
        lambda: with_ships(ship_action(ship_placed=True), "4,1"),
        0,
        NoEffect(),
        "action_started",
    ),
    (
        "no effect in research mode",
        lambda: research(tiles_placed=1),
        0,
        NoEffect(),
        "action_started",
    ),
    ("end before any sub-move", ship_action, 0, EndAction(), "nothing_done"),
    ("end a fresh research action", research, 0, EndAction(), "nothing_done"),
]


@pytest.mark.parametrize(
    ("scenario", "who", "command", "code"),
    [
        pytest.param(doc, who, command, code, id=f"{code}: {name}")
        for name, doc, who, command, code in CASES
    ],
)
def test_each_refusal_code_of_section_17_4(
    scenario: Callable[[], Doc], who: int | None, command: Command, code: str
) -> None:
    assert refusal(loaded(scenario()), command, who) == code


def test_every_code_of_section_17_4_has_a_scenario() -> None:
    codes = {case[-1] for case in CASES} | {"game_over"}
    assert codes >= {
        "game_over", "not_your_turn", "wrong_phase", "unknown_field", "not_a_start_field",
        "field_not_land", "field_occupied", "too_close", "quota_full", "bad_index",
        "cannot_afford", "order_card_held", "order_card_unavailable", "unknown_ability",
        "ability_taken", "must_buy", "card_not_in_hand", "joker_unavailable",
        "invalid_joker_action", "must_play_card", "invalid_part", "no_station_in_supply",
        "no_researcher_in_supply", "researcher_in_supply", "station_in_supply",
        "not_own_station", "station_full", "ship_already_placed", "steps_started",
        "no_ship_in_supply", "field_not_water", "not_next_to_station", "no_steps_left",
        "no_own_ship", "not_adjacent", "action_started", "tile_limit_reached",
        "tile_not_in_supply", "invalid_sides", "target_not_sea", "target_face_down",
        "stack_not_allowed", "buoy_source_not_allowed", "buoy_source_required",
        "bad_buoy_source", "not_connected", "none_in_supply", "unknown_hazard",
        "path_too_long", "path_not_adjacent", "path_not_water", "path_revisits",
        "bad_direction", "no_landing", "steps_out_of_range", "crab_place_required",
        "crab_on_board", "crab_field_invalid", "nothing_done",
    }  # fmt: skip


TABLE_ORDER = [
    "game_over", "not_your_turn", "wrong_phase", "unknown_field", "not_a_start_field",
    "field_not_land", "field_occupied", "too_close", "quota_full", "bad_index", "cannot_afford",
    "order_card_held", "order_card_unavailable", "unknown_ability", "ability_taken", "must_buy",
    "card_not_in_hand", "joker_unavailable", "invalid_joker_action", "must_play_card",
    "invalid_part", "no_station_in_supply", "no_researcher_in_supply", "researcher_in_supply",
    "station_in_supply", "not_own_station", "station_full", "ship_already_placed",
    "steps_started", "no_ship_in_supply", "field_not_water", "not_next_to_station",
    "no_steps_left", "no_own_ship", "not_adjacent", "action_started", "tile_limit_reached",
    "tile_not_in_supply", "invalid_sides", "target_not_sea", "target_face_down",
    "stack_not_allowed", "buoy_source_not_allowed", "buoy_source_required", "bad_buoy_source",
    "not_connected", "none_in_supply", "unknown_hazard", "path_too_long", "path_not_adjacent",
    "path_not_water", "path_revisits", "bad_direction", "no_landing", "steps_out_of_range",
    "crab_place_required", "crab_on_board", "crab_field_invalid", "nothing_done",
    "invalid_options", "invalid_position",
]  # fmt: skip
"""§17.4's codes in the order they first appear there, then game creation's."""


def test_the_refusal_table_lists_every_code_in_the_order_of_section_17_4() -> None:
    assert [code.code for code in Refusals.codes()] == TABLE_ORDER
    scenarios = {case[-1] for case in CASES} | {"game_over"}
    assert scenarios == set(TABLE_ORDER) - {"invalid_options", "invalid_position"}


SENTENCES = {
    "index above RP": "That card costs more than your RP (D28).",
    "order deck above RP": "The order deck costs more than your RP (D28).",
    "ship on land": "Ships go on water fields.",
    "onto land": "Ships never enter land or off-board fields.",
    "hire in research mode": "This researcher action is in research mode.",
    "no effect after a placement": "A sub-move was made; end the action instead.",
    "new tsunami above N": "That number of steps is not allowed (D57).",
    "crab above N": "The crab moves 0 to 4 steps.",
    "no whale in supply": "No whale is left in supply.",
    "not a tsunami": "No tsunami of that id is on the board.",
    "four steps with value 3": "A whale moves at most 3 steps.",
}
"""The sentences (the API's `detail`) of codes that name the rule or the value broken."""


@pytest.mark.parametrize("name", SENTENCES)
def test_a_sentence_names_which_rule_of_its_code_applies(name: str) -> None:
    (scenario, who, command, code) = next(case[1:] for case in CASES if case[0] == name)
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(loaded(scenario()), command, who, Rng("audit", 9))
    assert (caught.value.code, caught.value.message) == (code, SENTENCES[name])


def test_a_finished_game_refuses_everything_with_game_over_first() -> None:
    doc = playing(round=4)
    hands = [doc["seats"][0]["hand"], doc["seats"][1]["hand"]]
    doc["seats"][0].update(played=hands[0], hand=[])
    doc["seats"][1].update(played=hands[1], hand=[], joker="passed")
    state, produced = run(loaded(doc), PassRound(), 0)
    assert type(produced[-1]).__name__ == "GameEnded"
    for who in (0, 1, None):
        assert refusal(state, PassRound(), who) == "game_over"
        assert refusal(state, BuyAction(index=0), who) == "game_over"


def test_the_scenarios_are_accepted_when_nothing_is_wrong() -> None:
    """Controls: the same positions accept the corrected command, so each code is specific."""
    accepted: list[tuple[Callable[[], Doc], int, Command]] = [
        (setup_doc, 0, PlaceStartStation(field="4,0")),
        (free_second_placer, 1, PlaceStartStation(field="6,0")),
        (lambda: poor(2), 0, BuyAction(index=2)),
        (buying_doc, 0, BuyOrder(number=2, ability="A-GOLDEN-TILE")),
        (lambda: station_action(SIX_ONE_FULL), 0, AddResearcher(field="2,0")),
        (lambda: fast(with_ships(ship_action(steps_used=3), "4,2")), 0,
         ShipStep(from_field="4,2", to_field="4,3")),
        (research, 0, tile("T01", "4,1", "NS")),
        (lambda: research({"4,0": 1, "5,0": 1}), 0, tile("T27", "5,1", "NES")),
        (no_buoys_left, 0, tile("T01", "4,1", "NS", "1,6")),
        (lambda: tsunami({"tsunami-1": "4,2"}), 1,
         MoveTsunami(tsunami="tsunami-1", direction="N", steps=2)),
        (lambda: crab({"crab": "2,0"}), 1, MoveCrab(place=None, steps=0)),
    ]  # fmt: skip
    for scenario, who, command in accepted:
        _, produced = run(loaded(scenario()), command, who)
        assert produced, command


def test_options_decode_exactly_the_rulebook_names() -> None:
    assert Options() == Options(
        free_start=False, dangerous_tsunami=False, hidden_hands=False, initial_order=None
    )
