"""RULES §17.5 the position document: export, validation with every problem, round trip (D59)."""

from __future__ import annotations

import copy
import random
from typing import Any

import msgspec
import pytest

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.commands import NoEffect, PassRound
from service.domain.der_schwarm.events import GameStarted, PositionLoaded
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.kernel import IllegalMove, Rng, fold, host

from .helpers import action, fresh, lay, playing, problems, run, setup, state_of


def load(doc: Any, players: int = 2, options: Options | None = None) -> list[Any]:
    return RULES.load_position(setup(players, options or Options()), doc)


def test_a_valid_position_starts_the_game_with_game_started_and_position_loaded() -> None:
    doc = playing(turn_order=[1, 0], active_seat=1)
    started = load(doc)
    assert isinstance(started[0], GameStarted) and started[0].initial_order == (1, 0)
    assert isinstance(started[1], PositionLoaded)
    state = fold(RULES, setup(2, Options()), started)
    assert RULES.to_move(state) == frozenset({1})
    assert msgspec.json.decode(msgspec.json.encode(RULES.position(state))) == {
        **doc,
        "options": {**doc["options"], "initial_order": None},
    }


def test_an_open_action_round_trips_d59() -> None:
    doc = lay(playing(), "4,1", [("T07", ["N", "E"]), ("T27", ["N", "E", "S"])], ["red", "yellow"])
    doc = action(doc, 0, "L-SHIP-1", "ship", ship_placed=True, steps_used=2)
    doc["seats"][0]["ships"] = ["4,2"]
    state = fold(RULES, setup(2, Options()), load(doc))
    assert state == state_of(doc)
    again = msgspec.to_builtins(RULES.position(state))
    assert fold(RULES, setup(2, Options()), load(again)) == state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_state_of_a_playout_round_trips(players: int) -> None:
    options = Options(free_start=players == 3, hidden_hands=players == 4)
    state, log = fresh(players, seed=f"rt{players}", **msgspec.structs.asdict(options))
    pick = random.Random(players)
    while RULES.to_move(state):
        document = msgspec.json.decode(msgspec.json.encode(RULES.position(state)))
        assert fold(RULES, setup(players, options), load(document, players, options)) == state
        seat = next(iter(RULES.to_move(state)))
        state, produced = run(state, pick.choice(RULES.legal_moves(state, seat)), seat)
        log += produced
    assert RULES.position(state).phase == "over"


def test_a_finished_game_exports_but_cannot_be_loaded_d59() -> None:
    doc = playing(round=4)
    doc["seats"][0].update(played=doc["seats"][0]["hand"], hand=[], joker="used")
    doc["seats"][1].update(played=doc["seats"][1]["hand"][:4], hand=[], joker="passed")
    doc["seats"][1]["played"].append("B-SHIP-RESEARCHER")
    doc["seats"][0]["joker"] = "available"
    state, _ = run(state_of(doc), PassRound(), 0)
    exported = msgspec.to_builtins(RULES.position(state))
    assert exported["phase"] == "over"
    assert problems(exported)


def test_malformed_documents_are_invalid_positions() -> None:
    assert problems({"players": "two"})
    assert problems({**playing(), "extra": 1})
    assert problems([])


def test_every_broken_rule_is_listed() -> None:
    doc = copy.deepcopy(playing())
    doc["seats"][0]["rp"] = -1
    doc["hazards"]["crab"] = "4,4"
    doc["face_down"]["0,0"] = "T02"
    doc["seats"][1]["hand"].append("L-SHIP-3")
    found = problems(doc)
    assert any("negative" in p for p in found)
    doc["seats"][0]["rp"] = 20
    found = problems(doc)
    assert any("crab" in p for p in found)
    assert any("T01-T59" in p for p in found)
    assert any("L-SHIP-3" in p for p in found)
    assert len(found) >= 4


def test_the_document_must_match_the_requested_players_and_options() -> None:
    assert problems(playing(), players=3)
    with pytest.raises(IllegalMove) as caught:
        load(playing(), 2, Options(hidden_hands=True))
    assert caught.value.code == "invalid_position"


def test_without_requested_options_the_document_options_apply() -> None:
    doc = playing()
    doc["options"]["hidden_hands"] = True
    state = fold(RULES, setup(2, Options()), load(doc))
    assert state.options.hidden_hands


def test_queen_buoys_must_be_what_a_queen_check_leaves_d59() -> None:
    doc = playing()
    doc["seats"][0]["queen_buoy"] = True
    assert any("queen" in p for p in problems(doc))


def test_the_active_seat_must_be_able_to_decide() -> None:
    doc = playing(active_seat=1)
    doc["seats"][1].update(played=doc["seats"][1]["hand"], hand=[], joker="passed")
    assert any("active_seat" in p for p in problems(doc))


def test_a_loaded_position_plays_on() -> None:
    doc = action(playing(), 0, "L-SHIP-1", "ship")
    state = fold(RULES, setup(2, Options()), load(doc))
    events = RULES.decide(state, NoEffect(), 0, Rng("x", 2))
    assert [type(e).__name__ for e in events] == ["ActionEnded"]


def test_invalid_options_are_refused_when_loading() -> None:
    with pytest.raises(IllegalMove) as caught:  # the player count: the kit's check
        host(RULES).load_position(setup(5, Options()), playing())
    assert caught.value.code == "invalid_options"


def test_states_inside_one_command_have_no_position() -> None:
    state, started = fresh(2)
    partial = fold(RULES, setup(2, Options()), started[:2])
    assert RULES.position(partial) is None
    assert RULES.position(state) is not None
