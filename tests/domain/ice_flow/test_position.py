"""Position documents: export, validation and round trip (RULES §17.6, D50)."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.kernel import IllegalMove, Rng, fold
from tests.domain.ice_flow.helpers import CARDS, after, at, document, floe, problems, setup


def test_loading_appends_game_started_position_loaded_and_turn_started() -> None:
    doc = document(active=1, floes=[floe("T05", "3,2", 4, rope=1)])
    events = RULES.load_position(setup(2), doc)
    assert [type(e) for e in events] == [ev.GameStarted, ev.PositionLoaded, ev.TurnStarted]
    assert events[0] == ev.GameStarted(
        players=2, start_player=1, options=IceFlowOptions(), from_position=True
    )
    assert events[2] == ev.TurnStarted(seat=1)


def test_the_rulebook_example_document_loads() -> None:
    doc = {
        "players": 2,
        "active_seat": 1,
        "explorers": ["9,0", "9,0", "3,2", "-1,4", "9,5", "1,0"],
        "floes": [
            {"tile": "T05", "hex": "3,2", "rotation": 4, "rope": 1, "fish": 0, "bears": 0},
            {"tile": "T17", "hex": "6,1", "rotation": 0, "rope": 0, "fish": 0, "bears": 1},
        ],
        "island": {"rope": 0, "fish": 1, "bears": 0},
        "backpacks": [{"rope": 1, "fish": 1}, {"rope": 0, "fish": 2}],
        "draw_pile": ["F03", "D2", "F11", "F14"],
        "discard_pile": ["F01", "F02", "F04", "F05", "F06", "F07", "F08", "F09", "F10", "F12",
                         "F13", "D1"],
    }  # fmt: skip
    state = fold(RULES, setup(2), RULES.load_position(setup(2), doc))
    assert RULES.view(state, None).seats[1].explorers[2].in_water
    assert (state.supply.rope, state.supply.fish, state.supply.bears) == (13, 11, 4)
    assert len(state.bag) == 22
    position = RULES.position(state)
    assert position is not None
    assert msgspec.json.decode(msgspec.json.encode(position)) == doc


def test_a_start_player_option_with_a_position_is_refused() -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.load_position(setup(2, IceFlowOptions(start_player=0)), document())
    assert caught.value.code == "invalid_options"


def test_every_broken_condition_is_listed() -> None:
    doc = document(
        explorers=["9,0", "9,0", "9,0", "-1,0", "-1,0", "9,3"],
        floes=[
            floe("T01", "2,2", 6, bears=3),
            floe("T01", "2,2"),
            floe("T02", "4,3"),
            floe("T99", "5,5"),
        ],
        backpacks=[{"rope": 2, "fish": 2}, {"rope": 1, "fish": 1}],
        draw_pile=CARDS[1:],
        discard_pile=("F02", "X9"),
    )
    doc["extra"] = 1
    found = problems(doc)
    expected = [
        "Object contains unknown field `extra`",
        "Explorer 5 is not on a sea hex, the island or a camp.",
        "Floe T01 has a rotation outside 0–5.",
        "Floe T01 holds more than 2 bears.",
        "Floe T02 is not on a sea hex.",
        "Unknown floe tile 'T99'.",
        "Tile T01 appears more than once.",
        "Hex 2,2 holds more than one floe.",
        "Backpack 0 holds more than 3 items.",
        "Unknown card 'X9'.",
        "Card F02 appears more than once.",
        "Cards missing from the piles: F01.",
        "Alaskan camp 9,0 holds more than 2 explorers.",
        "Seat 1 has two explorers in one Siberian camp.",
    ]
    for sentence in expected:
        assert sentence in found
    assert len(found) >= len(expected)


def test_wrong_types_and_missing_keys_are_problems_too() -> None:
    assert problems([]) == ("Expected `object`, got `array`",)
    found = problems({"players": "two", "floes": [{"tile": 3}], "explorers": "x"})
    assert "Expected `int`, got `str` - at `$.players`" in found
    assert "Object missing required field `island`" in found
    assert "Expected `array`, got `str` - at `$.explorers`" in found
    assert "Expected `str`, got `int` - at `$.floes[0].tile`" in found
    assert "Object missing required field `hex` - at `$.floes[0]`" in found


def test_counts_are_integers_of_zero_or_more() -> None:
    doc = document(floes=[floe("T01", "3,3", rope=-1)], island={"rope": 0, "fish": 0, "bears": 1})
    doc["backpacks"][0]["fish"] = True
    doc["island"]["bears"] = -2
    assert problems(doc) == (
        "Expected `int` >= 0 - at `$.floes[0].rope`",
        "Expected `int` >= 0 - at `$.island.bears`",
        "Expected `int`, got `bool` - at `$.backpacks[0].fish`",
    )


def test_bears_and_explorers_never_share_a_space_in_a_position() -> None:
    doc = document(
        explorers=["2,2", *document()["explorers"][1:]], floes=[floe("T01", "2,2", bears=1)]
    )
    assert "Space 2,2 holds both bears and explorers." in problems(doc)


def test_a_seat_cannot_start_with_all_explorers_in_siberia() -> None:
    doc = document(explorers=["-1,0", "-1,2", "-1,4", "9,1", "9,1", "9,2"])
    assert "Seat 0 already has all three explorers in Siberia." in problems(doc)


def test_players_must_match_the_request_and_totals_the_supply() -> None:
    doc = document(island={"rope": 14, "fish": 0, "bears": 0})
    found = problems(doc, players=3)
    assert "players (2) differs from the requested 3." in found
    assert "More than 15 ropes in play." in found


def test_a_floe_may_hold_more_than_two_explorers_in_a_position_d38() -> None:
    doc = document(explorers=["2,2", "2,2", "2,2", "9,1", "9,1", "9,2"], floes=[floe("T01", "2,2")])
    RULES.load_position(setup(2), doc)


def test_only_the_beginning_of_a_turn_has_a_position_d50() -> None:
    g = at(floes=[floe("T01", "2,2")])
    assert RULES.position(g.state) is not None
    assert RULES.position(after(g, (cmd.Rotate("T01", True), 0)).state) is None
    assert RULES.position(fold(RULES, setup(2), RULES.start(setup(2), Rng("s", 0)))) is None


def test_drops_before_any_action_still_give_a_position_d50() -> None:
    g = after(at(floes=[floe("T01", "2,2")]), (cmd.Drop(0, "rope"), 0))
    assert RULES.position(g.state) is not None


def test_state_to_document_to_state_is_exact_apart_from_the_history() -> None:
    events = RULES.start(setup(3, IceFlowOptions(start_player=1)), Rng("round", 0))
    state = fold(RULES, setup(3, IceFlowOptions(start_player=1)), events)
    for moves in range(400):
        if moves > 40 and RULES.position(state) is not None:
            break
        seat = next(iter(RULES.to_move(state)))
        legal = RULES.legal_moves(state, seat)
        command = legal[moves % len(legal)]
        for event in RULES.decide(state, command, seat, Rng("round", moves)):
            state = RULES.evolve(state, event)
    doc = RULES.position(state)
    assert doc is not None
    loaded = fold(RULES, setup(3), RULES.load_position(setup(3), msgspec.to_builtins(doc)))
    assert RULES.position(loaded) == doc
    assert msgspec.structs.replace(loaded, start_player=state.start_player) == state
