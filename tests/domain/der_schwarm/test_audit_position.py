"""RULES §17.5 the position document: schema, every validation rule, every problem, round trip."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.kernel import IllegalMove, fold

from .helpers import (
    ROUND1_ROW_2P,
    action,
    arrange,
    buying_doc,
    lay,
    loaded,
    playing,
    problems,
    seat,
    setup,
    setup_doc,
)

Doc = dict[str, Any]


def rulebook_example() -> Doc:
    """The abridged example of §17.5, completed: 3 players, round 2, yellow mid-ship-action."""
    light = [c for c in data.light_cards(3) if c not in ("L-SHIP-1", "L-RES-4", "L-SHIP-2")]
    doc: Doc = {
        "players": 3,
        "options": {"free_start": False, "dangerous_tsunami": False, "hidden_hands": False},
        "round": 2,
        "phase": "playing",
        "turn_order": [1, 0, 2],
        "active_seat": 0,
        "open_action": {
            "card": "L-SHIP-2",
            "action": "ship",
            "parts_done": [],
            "ship_placed": True,
            "steps_used": 1,
            "tiles_placed": 0,
        },
        "row": None,
        "order_deck": [1, 2, 3],
        "blue_deck": ["B-CRAB", "B-STATION-2"],
        "blue_out": ["B-WHALE", "B-TSUNAMI"],
        "golden_supply": ["G2", "G3", "G4"],
        "hazards": {
            "whale-1": "5,4",
            "whale-2": None,
            "tsunami-1": None,
            "tsunami-2": None,
            "crab": "8,2",
        },
        "face_down": {},
        "placed": {},
        "seats": [
            seat(
                rp=23,
                stations={"4,0": 1, "0,4": 0},
                ships=["4,2"],
                hand=["L-SHIP-1", "B-SHIP-RESEARCHER"],
                played=["L-RES-4", "L-SHIP-2", "G-STATION"],
                ability="A-PROTECTION",
            ),
            seat(stations={"4,8": 1}, hand=light[:5], ability="A-FAST-SHIP"),
            seat(stations={"8,4": 1}, hand=[*light[5:9], "B-STATION-1"], ability="A-BRILLIANT"),
        ],
    }
    stack = {
        "tiles": [{"tile": "T07", "sides": ["N", "E"]}, {"tile": "T27", "sides": ["N", "E", "S"]}],
        "buoys": ["yellow", "red"],
    }
    return arrange(doc, stacks={"2,4": stack}, supply={0: ["T01"], 2: ["G1"]}, empty=("4,1",))


def test_the_rulebook_example_document_loads_and_round_trips() -> None:
    doc = rulebook_example()
    state = loaded(doc)
    assert RULES.to_move(state) == frozenset({0})
    exported = msgspec.json.decode(msgspec.json.encode(RULES.position(state)))
    assert exported == {**doc, "options": {**doc["options"], "initial_order": None}}
    assert loaded(exported) == state


def test_the_document_has_exactly_the_rulebook_keys() -> None:
    exported = msgspec.to_builtins(RULES.position(loaded(rulebook_example())))
    assert set(exported) == {
        "players", "options", "round", "phase", "turn_order", "active_seat", "open_action",
        "row", "order_deck", "blue_deck", "blue_out", "golden_supply", "hazards", "face_down",
        "placed", "seats",
    }  # fmt: skip
    assert set(exported["seats"][0]) == {
        "rp", "stations", "ships", "tiles", "hand", "played", "order_card", "ability", "joker",
        "queen_buoy",
    }  # fmt: skip
    assert set(exported["open_action"]) == {
        "card", "action", "parts_done", "ship_placed", "steps_used", "tiles_placed",
    }  # fmt: skip
    assert set(exported["placed"]["2,4"]) == {"tiles", "buoys"}
    assert set(exported["placed"]["2,4"]["tiles"][0]) == {"tile", "sides"}


@pytest.mark.parametrize(
    "where",
    [(), ("seats", 0), ("options",), ("open_action",), ("placed", "2,4"), ("hazards",)],
    ids=str,
)
def test_unknown_keys_are_refused_anywhere(where: tuple[Any, ...]) -> None:
    doc = rulebook_example()
    doc["open_action"] = doc["open_action"]
    target = doc
    for key in where:
        target = target[key]
    target["colour"] = "green"
    assert problems(doc, players=3)


def test_every_structural_problem_is_listed() -> None:
    doc = rulebook_example()
    doc["bogus"] = 1
    doc["round"] = "two"
    del doc["hazards"]
    found = problems(doc, players=3)
    assert len(found) == 3, found


def test_every_broken_rule_is_listed_at_once() -> None:
    """Rules 1, 2, 4, 5 and 7 broken together: one problem each, none hidden by another."""
    doc = copy.deepcopy(playing())
    doc["round"] = 9
    doc["seats"][0]["rp"] = -1
    doc["seats"][1]["hand"].append("L-SHIP-3")
    doc["seats"][0]["ships"] = ["4,0"]
    doc["face_down"]["0,0"] = "T02"
    doc["hazards"]["crab"] = "4,4"
    found = " ".join(problems(doc))
    for word in ("round", "negative", "L-SHIP-3", "ships", "T01-T59", "crab"):
        assert word in found, (word, found)


def mutate(change: Callable[[Doc], None], base: Callable[[], Doc] = playing) -> Doc:
    doc = copy.deepcopy(base())
    change(doc)
    return doc


def _set(path: tuple[Any, ...], value: Any) -> Callable[[Doc], None]:
    def change(doc: Doc) -> None:
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _steps(doc: Doc) -> None:
    doc.update(action(doc, 0, "L-SHIP-1", "ship", steps_used=4))


def _tiles_placed(doc: Doc) -> None:
    doc.update(action(doc, 0, "L-RES-1", "researcher", tiles_placed=2))


def _ship_in_research(doc: Doc) -> None:
    doc.update(action(doc, 0, "L-RES-1", "researcher", ship_placed=True))


def _wrong_card(doc: Doc) -> None:
    doc.update(action(doc, 0, "L-RES-1", "ship"))


def _double_twice(doc: Doc) -> None:
    doc.update(action(doc, 1, "B-SHIP-RESEARCHER", "ship", parts_done=["ship"]))


def _light_in_blue_deck(doc: Doc) -> None:
    doc["row"].remove("L-SHIP-1")
    doc["blue_deck"].append("L-SHIP-1")


def _queen_without_link(doc: Doc) -> None:
    doc["seats"][0]["queen_buoy"] = True


def _linked_without_queen_buoy(doc: Doc) -> None:
    doc["seats"][0]["ships"] = ["4,1", "4,2", "4,3"]


def _unprefixed(doc: Doc) -> None:
    doc["seats"][1]["stations"] = {"4,8": 1}


def _two_stations_one_field(doc: Doc) -> None:
    doc["seats"][1]["stations"] = {"4,0": 1}


def _big_stack(doc: Doc) -> None:
    doc.update(
        lay(doc, "4,1", [("T01", ["N", "S"]), ("T27", ["N", "E", "S"]), ("T52", list("NESW"))], [])
    )


def _stack(tiles: list[tuple[str, list[str]]], buoys: list[str]) -> Callable[[Doc], None]:
    def change(doc: Doc) -> None:
        doc.update(lay(doc, "4,1", tiles, buoys))

    return change


def _duplicate_tile(doc: Doc) -> None:
    doc["seats"][0]["tiles"] = ["T01"]


def _golden_face_down(doc: Doc) -> None:
    doc["face_down"]["0,0"] = "G1"
    doc["golden_supply"].remove("G1")
    doc["seats"][1]["tiles"] = ["T01"]


def _face_down_on_land(doc: Doc) -> None:
    doc["face_down"]["4,0"] = doc["face_down"].pop("0,0")


def _face_down_and_placed(doc: Doc) -> None:
    doc.update(lay(doc, "4,1", [("T01", ["N", "S"])], ["yellow"]))
    doc["face_down"]["4,1"] = doc["face_down"].pop("0,0")


def _too_many_buoys(doc: Doc) -> None:
    doc.update(lay(doc, "4,1", [("T01", ["N", "S"])], ["yellow", "red"]))


MUTATIONS: list[tuple[str, Doc]] = [
    # rule 1
    ("seats of another length", mutate(lambda d: d["seats"].pop())),
    ("initial_order not a permutation", mutate(_set(("options", "initial_order"), [0, 0]))),
    ("round 0", mutate(_set(("round",), 0))),
    ("round 5 with 2 players", mutate(_set(("round",), 5))),
    ("an unknown phase", mutate(_set(("phase",), "scoring"))),
    ("phase over", mutate(_set(("phase",), "over"))),
    ("turn_order not a permutation", mutate(_set(("turn_order",), [0, 0]))),
    ("active_seat out of range", mutate(_set(("active_seat",), 5))),
    ("active_seat null in play", mutate(_set(("active_seat",), None))),
    ("negative RP", mutate(_set(("seats", 0, "rp"), -1))),
    # rule 2
    ("a card twice", mutate(lambda d: d["seats"][1]["hand"].append("L-SHIP-1"))),
    ("a card missing", mutate(lambda d: d["seats"][0]["hand"].remove("L-WHALE"))),
    ("a light card in the blue deck", mutate(_light_in_blue_deck, buying_doc)),
    ("three blue cards drawn", mutate(lambda d: d["seats"][0]["hand"].append(
        d["blue_deck"].pop()))),
    ("the blue deck runs out", mutate(lambda d: d.update(
        blue_deck=["B-STATION-2"], blue_out=["B-WHALE", "B-TSUNAMI", "B-CRAB"]))),
    ("a stranger card", mutate(lambda d: d["seats"][0]["played"].append("X-9"))),
    ("a removed light card", mutate(lambda d: d["seats"][0]["played"].append("L-SHIP-5"))),
    # rule 3, setup
    ("setup in round 2", mutate(_set(("round",), 2), setup_doc)),
    ("setup with 19 RP", mutate(_set(("seats", 0, "rp"), 19), setup_doc)),
    ("setup with an ability", mutate(_set(("seats", 0, "ability"), "A-FAST-SHIP"), setup_doc)),
    ("setup with a used joker", mutate(_set(("seats", 0, "joker"), "used"), setup_doc)),
    ("setup with a ship", mutate(_set(("seats", 0, "ships"), ["4,1"]), setup_doc)),
    ("setup with a hazard out", mutate(_set(("hazards", "crab"), "2,0"), setup_doc)),
    ("setup out of placement order", mutate(_unprefixed, setup_doc)),
    ("a start station off the start fields", mutate(
        _set(("seats", 0, "stations"), {"2,0": 1}), setup_doc)),
    ("a start station with 2 researchers", mutate(
        _set(("seats", 0, "stations"), {"4,0": 2}), setup_doc)),
    ("setup with an order card held", mutate(_set(("seats", 0, "order_card"), 1), setup_doc)),
    ("setup without the ORDER entry", mutate(_set(("row",), ROUND1_ROW_2P[:-1]), setup_doc)),
    # rule 3, buying
    ("buying with a played card", mutate(lambda d: d["seats"][0]["played"].append(
        d["row"].pop(0)), buying_doc)),
    ("buying above the quota", mutate(lambda d: d["seats"][0].update(
        hand=[d["row"].pop(0) for _ in range(6)]), buying_doc)),
    ("order card held and in the deck", mutate(lambda d: d["seats"][0].update(
        order_card=1, ability="A-FAST-SHIP"), buying_doc)),
    ("an ability without an order card", mutate(
        _set(("seats", 0, "ability"), "A-FAST-SHIP"), buying_doc)),
    ("two ORDER entries", mutate(lambda d: d["row"].insert(0, "ORDER"), buying_doc)),
    ("ORDER not last", mutate(lambda d: d["row"].insert(0, d["row"].pop()), buying_doc)),
    ("a row without ORDER while the deck holds cards", mutate(
        lambda d: d["row"].pop(), buying_doc)),
    # rule 3, playing
    ("a row in play", mutate(_set(("row",), []))),
    ("an order card in play", mutate(_set(("seats", 0, "order_card"), 1))),
    ("an incomplete order deck in play", mutate(_set(("order_deck",), [1]))),
    ("a seat without ability in play", mutate(_set(("seats", 0, "ability"), None))),
    ("two equal abilities", mutate(_set(("seats", 0, "ability"), "A-PROTECTION"))),
    ("passed with a hand", mutate(_set(("seats", 0, "joker"), "passed"))),
    ("a joker state that does not exist", mutate(_set(("seats", 0, "joker"), "lost"))),
    ("an open action outside play", mutate(
        _set(("open_action",), {"card": "L-SHIP-1", "action": "ship"}), buying_doc)),
    ("an action that is not the card's", mutate(_wrong_card)),
    ("four steps without Fast Ship", mutate(_steps)),
    ("more tiles placed than researchers", mutate(_tiles_placed)),
    ("a ship placed in a researcher action", mutate(_ship_in_research)),
    ("a double card part done twice", mutate(_double_twice)),
    ("an open action of a card still in hand", mutate(_set(
        ("open_action",), {"card": "L-SHIP-1", "action": "ship"}))),
    # rule 4
    ("seven stations", mutate(_set(("seats", 0, "stations"), dict.fromkeys(
        ["4,0", "2,0", "3,0", "5,0", "6,0", "8,2", "8,3"], 1)))),
    ("a station on water", mutate(_set(("seats", 0, "stations"), {"4,0": 1, "4,1": 1}))),
    ("two stations on one field", mutate(_two_stations_one_field)),
    ("four researchers on a station", mutate(_set(("seats", 0, "stations"), {"4,0": 4}))),
    ("eight researchers", mutate(_set(("seats", 0, "stations"), {
        "4,0": 3, "2,0": 3, "6,0": 2}))),
    ("four ships", mutate(_set(("seats", 0, "ships"), ["1,1", "2,2", "3,3", "5,5"]))),
    ("a ship on land", mutate(_set(("seats", 0, "ships"), ["3,0"]))),
    # rules 5 and 6
    ("a tile twice", mutate(_duplicate_tile)),
    ("a golden tile missing", mutate(lambda d: d["golden_supply"].pop())),
    ("a golden tile face down", mutate(_golden_face_down)),
    ("a face-down tile on land", mutate(_face_down_on_land)),
    ("a field both face down and placed", mutate(_face_down_and_placed)),
    ("a stack of three", mutate(_big_stack)),
    ("sides that are no rotation", mutate(_stack([("T01", ["N", "E"])], ["yellow"]))),
    ("a top tile that drops a side", mutate(_stack(
        [("T07", ["N", "E"]), ("T27", ["E", "S", "W"])], ["yellow"]))),
    ("a top tile with as many sides", mutate(_stack(
        [("T07", ["N", "E"]), ("T08", ["N", "E"])], ["yellow"]))),
    ("two buoys on one tile", mutate(_too_many_buoys)),
    ("a buoy of an unseated colour", mutate(_stack([("T01", ["N", "S"])], ["white"]))),
    # rule 7
    ("a hazard missing", mutate(lambda d: d["hazards"].pop("crab"))),
    ("an unknown hazard", mutate(_set(("hazards", "shark"), None))),
    ("the crab at sea", mutate(_set(("hazards", "crab"), "4,4"))),
    ("a whale on land", mutate(_set(("hazards", "whale-1"), "2,0"))),
    ("a tsunami on the compass", mutate(_set(("hazards", "tsunami-1"), "8,0"))),
    # rule 8
    ("a queen buoy without a link", mutate(_queen_without_link)),
    ("linked to the queen without its buoy", mutate(_linked_without_queen_buoy)),
]  # fmt: skip


@pytest.mark.parametrize(("name", "doc"), MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_each_validation_rule_of_section_17_5_refuses(name: str, doc: Doc) -> None:
    assert problems(doc)


def test_the_base_documents_are_valid() -> None:
    for doc in (playing(), buying_doc(), setup_doc(), rulebook_example()):
        loaded(doc)


def test_the_requested_players_and_options_must_match_the_document() -> None:
    assert problems(playing(), players=3)
    assert problems(playing(), options=Options(dangerous_tsunami=True))
    doc = playing(options={"free_start": False, "dangerous_tsunami": True, "hidden_hands": False})
    state = loaded(doc, Options(dangerous_tsunami=True))
    assert state.options.dangerous_tsunami


def test_a_loaded_position_starts_with_game_started_then_position_loaded() -> None:
    doc = playing(turn_order=[1, 0], active_seat=1)
    started = RULES.load_position(setup(2, Options()), doc)
    assert [type(e).__name__ for e in started] == ["GameStarted", "PositionLoaded"]
    assert started[0].initial_order == (1, 0)
    assert fold(RULES, setup(2, Options()), started) == loaded(doc)


def test_free_start_setup_round_trips() -> None:
    doc = setup_doc(
        options={"free_start": True, "dangerous_tsunami": False, "hidden_hands": False},
        row=ROUND1_ROW_2P[:-1],
        order_deck=[],
        turn_order=[1, 0],
    )
    doc["seats"][0]["order_card"] = 2
    doc["seats"][1]["order_card"] = 1
    state = loaded(doc, Options(free_start=True))
    assert RULES.to_move(state) == frozenset({0})
    exported = msgspec.json.decode(msgspec.json.encode(RULES.position(state)))
    assert exported == {**doc, "options": {**doc["options"], "initial_order": None}}


JUNK: list[Any] = [
    *(None, -1, 0, 1, 2, 5, 99, True, [], {}, [0], [-5, 0]),
    *("x", "4,4", "8,0", "2,0", "yellow", "T01", "G1", "L-SHIP-1", "ORDER", "over", "joker"),
]


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, child in node.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            found += _paths(child, (*prefix, index))
    return found


def test_any_damaged_document_is_refused_with_invalid_position_never_a_crash() -> None:
    """Validation copes with every value anywhere (a 500 would be a bug, docs/style.md §9)."""
    pick = random.Random(17)
    bases = [playing(), buying_doc(), setup_doc(), rulebook_example()]
    for _ in range(1500):
        base = pick.choice(bases)
        doc = copy.deepcopy(base)
        for _ in range(pick.randint(1, 3)):
            path = pick.choice(_paths(doc)[1:])
            target = doc
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = copy.deepcopy(pick.choice(JUNK))
        try:
            RULES.load_position(setup(base["players"], Options()), doc)
        except IllegalMove as refusal:
            assert refusal.code == "invalid_position" and refusal.problems
