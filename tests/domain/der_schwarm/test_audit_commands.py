"""RULES §17.1 commands and §17.2 events as an external client sees them on the wire.

Command bodies are decoded exactly as the platform does (`msgspec.json.decode(body,
type=RULES.Command)`); a body that decodes reaches `decide`, so a bad value of a loosely typed
field gets the rule's code, not the platform's `invalid_command`.
"""

from __future__ import annotations

import re
import typing
from typing import Any

import msgspec
import pytest

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm import commands as cmd
from service.domain.der_schwarm import events as ev
from service.domain.der_schwarm.commands import (
    BuildStation,
    ChoosePart,
    EndAction,
    MoveTsunami,
    MoveWhale,
    NoEffect,
    ShipStep,
)

from .helpers import action, arrange, lay, loaded, playing, refusal, run, types

BODIES: list[tuple[dict[str, Any], type]] = [
    ({"type": "der_schwarm.place_start_station", "field": "4,0"}, cmd.PlaceStartStation),
    ({"type": "der_schwarm.buy_action", "index": 0}, cmd.BuyAction),
    ({"type": "der_schwarm.buy_order", "number": 1, "ability": "A-PROTECTION"}, cmd.BuyOrder),
    ({"type": "der_schwarm.pass_buy"}, cmd.PassBuy),
    ({"type": "der_schwarm.play_card", "card": "L-SHIP-1"}, cmd.PlayCard),
    ({"type": "der_schwarm.play_joker", "action": "crab"}, cmd.PlayJoker),
    ({"type": "der_schwarm.pass_round"}, cmd.PassRound),
    ({"type": "der_schwarm.choose_part", "part": "ship"}, cmd.ChoosePart),
    (
        {"type": "der_schwarm.build_station", "field": "2,0", "with_researcher": True},
        cmd.BuildStation,
    ),
    ({"type": "der_schwarm.add_researcher", "field": "2,0"}, cmd.AddResearcher),
    ({"type": "der_schwarm.place_ship", "field": "4,1"}, cmd.PlaceShip),
    ({"type": "der_schwarm.ship_step", "from_field": "4,1", "to_field": "4,2"}, cmd.ShipStep),
    ({"type": "der_schwarm.hire", "field": "4,0"}, cmd.Hire),
    (
        {
            "type": "der_schwarm.place_tile",
            "tile": "T01",
            "field": "4,1",
            "sides": ["N", "S"],
            "buoy_source": None,
        },
        cmd.PlaceTile,
    ),
    (
        {
            "type": "der_schwarm.place_tile",
            "tile": "T01",
            "field": "4,1",
            "sides": ["S", "N"],
            "buoy_source": "2,2",
        },
        cmd.PlaceTile,
    ),
    ({"type": "der_schwarm.move_whale", "whale": "new", "path": []}, cmd.MoveWhale),
    ({"type": "der_schwarm.move_whale", "whale": "whale-1", "path": ["4,3"]}, cmd.MoveWhale),
    (
        {"type": "der_schwarm.move_tsunami", "tsunami": "new", "direction": None, "steps": 0},
        cmd.MoveTsunami,
    ),
    (
        {"type": "der_schwarm.move_tsunami", "tsunami": "tsunami-2", "direction": "NE", "steps": 3},
        cmd.MoveTsunami,
    ),
    ({"type": "der_schwarm.move_crab", "place": "2,0", "steps": 4}, cmd.MoveCrab),
    ({"type": "der_schwarm.move_crab", "place": None, "steps": 0}, cmd.MoveCrab),
    ({"type": "der_schwarm.no_effect"}, cmd.NoEffect),
    ({"type": "der_schwarm.end_action"}, cmd.EndAction),
]


def decode(body: dict[str, Any]) -> Any:
    return msgspec.json.decode(msgspec.json.encode(body), type=RULES.Command)


@pytest.mark.parametrize(("body", "kind"), BODIES, ids=lambda b: str(b) if isinstance(b, type)
                         else b["type"])  # fmt: skip
def test_every_command_of_section_17_1_decodes_from_its_documented_body(
    body: dict[str, Any], kind: type
) -> None:
    command = decode(body)
    assert type(command) is kind
    assert msgspec.json.decode(msgspec.json.encode(command)) == body


def test_every_command_type_has_a_documented_body() -> None:
    assert {kind for _, kind in BODIES} == set(typing.get_args(cmd.Command))


@pytest.mark.parametrize(
    "body",
    [
        {"type": "der_schwarm.pass_buy", "seat": 0},
        {"type": "der_schwarm.buy_action"},
        {"type": "der_schwarm.buy_action", "index": "0"},
        {"type": "der_schwarm.place_tile", "tile": "T01", "field": "4,1", "side": ["N"]},
        {"type": "der_schwarm.fly"},
        {"type": "clans.move"},
    ],
)
def test_malformed_bodies_never_reach_decide(body: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        decode(body)


def test_bad_values_of_loose_fields_reach_decide_and_get_the_rule_code() -> None:
    turn = loaded(playing())
    assert refusal(turn, decode(BODIES[5][0] | {"action": "ship_and_researcher"}), 0) == (
        "invalid_joker_action"
    )
    double = loaded(action(playing(), 1, "B-SHIP-RESEARCHER", "ship_and_researcher"))
    assert refusal(double, decode(BODIES[7][0] | {"part": "ship_and_researcher"}), 1) == (
        "invalid_part"
    )
    research = loaded(action(arrange(playing(), supply={0: ["T01"]}), 0, "L-RES-1", "researcher"))
    placed = BODIES[13][0] | {"sides": ["N", "Q"]}
    assert refusal(research, decode(placed), 0) == "invalid_sides"
    tsunami = loaded(action(playing(), 1, "L-TSUNAMI", "tsunami"))
    moved = BODIES[18][0] | {"tsunami": "new", "direction": "north"}
    assert refusal(tsunami, decode(moved), 1) == "bad_direction"
    whale = loaded(action(playing(), 0, "L-WHALE", "whale"))
    assert refusal(whale, decode(BODIES[16][0] | {"whale": "moby"}), 0) == "unknown_hazard"


def test_legal_moves_are_bodies_that_decode_back_to_themselves() -> None:
    doc = arrange(playing(), supply={0: ["T01", "T27"]}, empty=("4,1",))
    state = loaded(action(doc, 0, "joker", "researcher"))
    moves = RULES.legal_moves(state, 0)
    assert any(isinstance(m, cmd.PlaceTile) for m in moves)
    for move in moves:
        body = msgspec.json.decode(msgspec.json.encode(move))
        assert next(iter(body)) == "type"
        assert decode(body) == move


# -- §17.2 events --------------------------------------------------------------------------

EVENT_NAMES = [
    "GameStarted",
    "TilesDealt",
    "BlueDeckShuffled",
    "OrderCardsDealt",
    "RowLaidOut",
    "PositionLoaded",
    "StartStationPlaced",
    "TurnOrderSet",
    "ActionCardBought",
    "OrderCardBought",
    "BuyPassed",
    "CardPlayed",
    "RoundPassed",
    "PartChosen",
    "StationBuilt",
    "ResearcherAdded",
    "ShipPlaced",
    "ShipMoved",
    "TileCollected",
    "TilePlaced",
    "QueenBuoyPlaced",
    "QueenBuoyRemoved",
    "HazardPlaced",
    "HazardMoved",
    "Damaged",
    "HazardReturned",
    "ActionEnded",
    "RoundScored",
    "FinalScored",
    "GameEnded",
]


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def test_every_event_of_section_17_2_exists_with_its_tag() -> None:
    tags = {t.__name__: t.__struct_config__.tag for t in typing.get_args(ev.Event)}
    assert set(tags) == set(EVENT_NAMES)
    for name, tag in tags.items():
        assert tag == f"der_schwarm.{snake(name)}"


def test_every_command_tag_is_the_snake_case_struct_name() -> None:
    for kind in typing.get_args(cmd.Command):
        assert kind.__struct_config__.tag == f"der_schwarm.{snake(kind.__name__)}"


def test_a_ship_step_emits_moved_then_collected_then_the_queen_check() -> None:
    """§17.2 order: ShipMoved, TileCollected, queen-check events; EndAction closes."""
    doc = lay(playing(), "4,1", [("T01", ["N", "S"])], ["yellow"])
    doc = lay(doc, "4,2", [("T02", ["N", "S"])], ["yellow"])
    doc["seats"][0]["ships"] = ["3,3"]
    state = loaded(action(doc, 0, "L-SHIP-1", "ship"))
    under = state.face_down["3,3"]
    state, produced = run(state, ShipStep(from_field="3,3", to_field="4,3"), 0)
    assert produced == [
        ev.ShipMoved(seat=0, from_field="3,3", to_field="4,3"),
        ev.TileCollected(seat=0, field="3,3", tile=under),
        ev.QueenBuoyPlaced(seat=0),
    ]
    _, produced = run(state, EndAction(), 0)
    assert produced == [ev.ActionEnded(seat=0, part=None, no_effect=False)]


def test_a_new_whale_emits_placement_spawn_damage_move_and_path_damage_in_order() -> None:
    doc = playing()
    doc["seats"][1]["ships"] = ["4,4", "4,3"]
    doc["seats"][1]["rp"] = 30
    state = loaded(action(doc, 0, "L-WHALE", "whale"))
    _, produced = run(state, MoveWhale(whale="new", path=("4,3", "5,3")), 0)
    assert types(produced) == [
        "HazardPlaced",
        "Damaged",
        "HazardMoved",
        "Damaged",
        "ActionEnded",
    ]
    assert produced[1] == ev.Damaged(
        victim=1, mover=0, field="4,4", piece="ship", amount=2, splash=False
    )  # red holds Protection: 3 amoebas - 1
    assert produced[2] == ev.HazardMoved(hazard="whale-1", path=("4,3", "5,3"))


def test_a_dangerous_tsunami_lands_then_splashes_then_returns() -> None:
    doc = playing(options={"free_start": False, "dangerous_tsunami": True, "hidden_hands": False})
    doc["seats"][0]["stations"] = {"4,0": 1, "3,0": 1}
    doc["seats"][0]["ships"] = ["4,1"]
    doc["hazards"]["tsunami-1"] = "4,2"
    state = loaded(action(doc, 1, "L-TSUNAMI", "tsunami"))
    _, produced = run(state, MoveTsunami(tsunami="tsunami-1", direction="N", steps=2), 1)
    assert produced == [
        ev.HazardMoved(hazard="tsunami-1", path=("4,1", "4,0")),
        ev.Damaged(victim=0, mover=1, field="4,1", piece="ship", amount=2, splash=False),
        ev.Damaged(victim=0, mover=1, field="4,0", piece="station", amount=1, splash=False),
        ev.Damaged(victim=0, mover=1, field="4,1", piece="ship", amount=0, splash=True),
        ev.Damaged(victim=0, mover=1, field="3,0", piece="station", amount=0, splash=True),
        ev.HazardReturned(hazard="tsunami-1"),
        ev.ActionEnded(seat=1, part=None, no_effect=False),
    ]


def test_a_station_build_emits_the_piece_then_the_queen_check_then_action_ended() -> None:
    doc = lay(playing(), "3,1", [("T01", ["N", "S"])], ["yellow"])
    doc = lay(doc, "3,2", [("T02", ["N", "S"])], ["yellow"])
    doc = lay(doc, "3,3", [("T03", ["N", "S"])], ["yellow"])
    doc = lay(doc, "3,4", [("T07", ["N", "E"])], ["yellow"])
    state = loaded(action(doc, 0, "joker", "station"))
    _, produced = run(state, BuildStation(field="3,0", with_researcher=True), 0)
    assert produced == [
        ev.StationBuilt(seat=0, field="3,0", with_researcher=True),
        ev.QueenBuoyPlaced(seat=0),
        ev.ActionEnded(seat=0, part=None, no_effect=False),
    ]


def test_the_double_card_names_its_parts_in_action_ended() -> None:
    state = loaded(action(playing(), 1, "B-SHIP-RESEARCHER", "ship_and_researcher"))
    state, produced = run(state, ChoosePart(part="researcher"), 1)
    assert produced == [ev.PartChosen(seat=1, part="researcher")]
    state, produced = run(state, NoEffect(), 1)
    assert produced == [ev.ActionEnded(seat=1, part="researcher", no_effect=True)]
    assert NoEffect() in RULES.legal_moves(state, 1)
    assert EndAction() not in RULES.legal_moves(state, 1)
    state, produced = run(state, NoEffect(), 1)
    assert produced == [ev.ActionEnded(seat=1, part="ship", no_effect=True)]
    assert RULES.to_move(state) == frozenset({0})
