"""Audit: the position document (RULES §17.6), options (§17) and views (§15, §17.5)."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.kernel import IllegalMove, Rng, fold
from tests.domain.ice_flow.helpers import CARDS, after, at, document, floe, plain, problems, setup

EXAMPLE: dict[str, Any] = {
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
    "discard_pile": [
        "F01", "F02", "F04", "F05", "F06", "F07", "F08", "F09", "F10", "F12", "F13", "D1",
    ],
}  # fmt: skip


def test_the_rulebook_example_exports_exactly_as_written() -> None:
    state = fold(RULES, setup(2), RULES.load_position(setup(2), copy.deepcopy(EXAMPLE)))
    assert plain(RULES.position(state)) == EXAMPLE
    assert state.explorers[5] == "1,0"  # in the water
    assert plain(RULES.view(state, None))["seats"][1]["explorers"][2]["in_water"] is True
    assert (state.supply.rope, state.supply.fish, state.supply.bears) == (13, 11, 4)


def test_export_after_a_played_turn_loads_back_to_the_same_state() -> None:
    g = at(explorers=["2,2", "9,0", "9,1", "9,1", "9,2", "9,2"],
           floes=[floe("T09", "2,2"), floe("T10", "3,2", rope=2)])  # fmt: skip
    g = after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0), (cmd.Collect(0, "rope"), 0))
    g = after(g, (cmd.Drift("T09"), 0), (cmd.EndTurn(), 0))
    doc = plain(RULES.position(g.state))
    again = fold(RULES, setup(2), RULES.load_position(setup(2), doc))
    assert plain(RULES.position(again)) == doc
    assert again.supply == g.state.supply and again.bag == g.state.bag


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("floes", 0, "hex"), [1]),
        (("floes", 0, "tile"), {"T": 1}),
        (("floes", 0, "rotation"), "0"),
        (("explorers",), {"0": "9,0"}),
        (("island",), [0, 0, 0]),
        (("backpacks", 0), None),
        (("draw_pile",), "F01"),
    ],
)
def test_a_value_of_a_wrong_type_is_a_problem_never_a_crash(
    path: tuple[Any, ...], value: Any
) -> None:
    doc = document(floes=[floe("T01", "3,3")])
    target: Any = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert problems(doc)


def test_a_malformed_floe_is_reported_at_its_path_and_the_other_fields_are_still_checked() -> None:
    """Wrong types are listed where they are (msgspec's sentence and path, `documents.read`);
    the conditions on every well-formed field are checked as well."""
    doc = document(
        explorers=["9,0", "9,0", "9,0", "9,1", "9,1", "9,3"],
        floes=[floe("T01", "3,3", bears=3)],
        island={"rope": 0, "fish": 0, "bears": 3},
    )
    doc["floes"][0]["hex"] = None
    found = problems(doc)
    assert "Expected `str`, got `null` - at `$.floes[0].hex`" in found
    assert "The island holds more than 2 bears." in found
    assert "Alaskan camp 9,0 holds more than 2 explorers." in found
    assert "Explorer 5 is not on a sea hex, the island or a camp." in found


def test_every_listed_condition_is_reported_at_once() -> None:
    doc = document(
        players=3,
        explorers=["9,0", "9,0", "9,0", "-1,0", "-1,0", "9,3", "2,2", "9,1", "9,1"],
        floes=[
            floe("T01", "4,3"),
            floe("T01", "3,3", rotation=6, bears=3),
            floe("T99", "3,3"),
            floe("T02", "2,2", bears=1),
        ],
        island={"rope": 0, "fish": 0, "bears": 3},
        backpacks=[{"rope": 2, "fish": 2}],
        draw_pile=["F01", "F01", "X9"],
    )
    doc["extra"] = 1
    doc["active_seat"] = 3
    found = problems(doc, players=3)
    expected = [
        "Object contains unknown field `extra`",
        "active_seat must be a seat 0…2.",
        "Explorer 5 is not on a sea hex, the island or a camp.",
        "Floe T01 is not on a sea hex.",
        "Floe T01 has a rotation outside 0–5.",
        "Floe T01 holds more than 2 bears.",
        "Unknown floe tile 'T99'.",
        "Tile T01 appears more than once.",
        "Hex 3,3 holds more than one floe.",
        "backpacks must have one entry per seat (3).",
        "Backpack 0 holds more than 3 items.",
        "Unknown card 'X9'.",
        "Card F01 appears more than once.",
        "The island holds more than 2 bears.",
        "Space 2,2 holds both bears and explorers.",
        "Alaskan camp 9,0 holds more than 2 explorers.",
        "Seat 1 has two explorers in one Siberian camp.",
        "More than 5 bears in play.",
    ]
    for problem in expected:
        assert problem in found
    assert any(p.startswith("Cards missing from the piles") for p in found)


def test_unknown_keys_inside_records_are_refused() -> None:
    doc = document(floes=[{**floe("T01", "3,3"), "owner": 0}])
    doc["island"]["tile"] = "T02"
    doc["backpacks"][1]["bear"] = 0
    assert problems(doc) == (
        "Object contains unknown field `owner` - at `$.floes[0]`",
        "Object contains unknown field `tile` - at `$.island`",
        "Object contains unknown field `bear` - at `$.backpacks[1]`",
    )


def test_players_must_equal_the_requested_count() -> None:
    assert "players (2) differs from the requested 3." in problems(document(), players=3)


def test_the_draw_pile_may_be_empty() -> None:
    events = RULES.load_position(setup(2), document(draw_pile=(), discard_pile=CARDS))
    assert len(events) == 3


def test_a_start_player_option_with_a_position_is_invalid_options() -> None:
    for start in (0, 1):
        with pytest.raises(IllegalMove) as caught:
            RULES.load_position(setup(2, IceFlowOptions(start_player=start)), document())
        assert caught.value.code == "invalid_options"


@pytest.mark.parametrize("start", [-1, 2, 5])
def test_a_start_player_outside_the_seats_is_invalid_options(start: int) -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.start(setup(2, IceFlowOptions(start_player=start)), Rng("audit", 0))
    assert caught.value.code == "invalid_options"


def test_options_default_to_a_random_start_player_and_refuse_unknown_names() -> None:
    assert msgspec.convert({}, RULES.Options) == IceFlowOptions(start_player=None)
    assert msgspec.convert({"start_player": None}, RULES.Options) == IceFlowOptions()
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"first_player": 1}, RULES.Options)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"start_player": "1"}, RULES.Options)


# --- views -------------------------------------------------------------------------------


def test_the_view_uses_the_names_rules_gives_and_is_the_same_for_everybody() -> None:
    state = fold(RULES, setup(2), RULES.load_position(setup(2), copy.deepcopy(EXAMPLE)))
    views = [plain(RULES.view(state, seat)) for seat in (0, 1, None)]
    assert views[0] == views[1] == views[2]
    view = views[0]
    names = ("phase", "players", "start_player", "active_seat", "to_move", "supply", "bag")
    names += ("discard_pile", "floe_action_taken", "explorer_action_taken", "outcome")
    assert set(names) <= set(view)
    assert view["to_move"] == [1] and view["active_seat"] == 1 and view["phase"] == "turn"
    assert view["seats"][1]["backpack"] == {"rope": 0, "fish": 2, "fresh_rope": 0, "fresh_fish": 0}
    assert view["floes"][0] == {
        "tile": "T05", "hex": "3,2", "rotation": 4, "ridges": ["N", "SW"], "rope": 1, "fish": 0,
        "bears": 0,
    }  # fmt: skip
    assert view["island"] == {"rope": 0, "fish": 1, "bears": 0}
    assert view["bag"] == sorted(view["bag"]) and len(view["bag"]) == 22
    assert view["draw_pile_size"] == 4


def test_no_view_reveals_the_order_or_content_of_the_draw_pile() -> None:
    state = fold(RULES, setup(2), RULES.load_position(setup(2), copy.deepcopy(EXAMPLE)))
    text = msgspec.json.encode(RULES.view(state, 0)).decode()
    for card in EXAMPLE["draw_pile"]:
        assert f'"{card}"' not in text


def test_a_revealed_card_is_public_while_the_rest_of_the_pile_stays_hidden() -> None:
    g = after(at(), (cmd.Discover(None), 0))
    view = plain(RULES.view(g.state, 1))
    assert view["revealed_card"] == CARDS[0]
    assert view["drawn_tile"] == g.state.stack[-1].tile  # type: ignore[union-attr]
    assert view["draw_pile_size"] == 15
    assert view["floe_action_taken"] is True
    assert view["pending"] == [{"type": "place_discovered", "tile": view["drawn_tile"]}]


def test_the_pending_arrival_shows_space_bears_visited_endangered_and_responder() -> None:
    g = at(
        explorers=["2,2", "9,0", "9,0", "3,0", "9,2", "9,2"],
        floes=[floe("T09", "2,2"), floe("T10", "3,2", rotation=1, bears=1), floe("T11", "3,0")],
    )
    g = after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("N"), 0))
    arrival = plain(RULES.view(g.state, None))["pending"][-1]
    assert arrival == {
        "type": "arrival", "space": "3,0", "bears": 1, "visited": ["3,2", "3,0"],
        "endangered": [3], "responder": 1, "chase_excluded": False,
    }  # fmt: skip


def test_a_loaded_document_is_exported_unchanged_whatever_the_order_of_its_floes() -> None:
    doc = document(
        explorers=["5,5", "9,0", "9,1", "9,1", "9,2", "9,2"],
        floes=[floe("T20", "5,5", rotation=3, fish=2), floe("T03", "1,1"), floe("T11", "7,4")],
    )
    state = fold(RULES, setup(2), RULES.load_position(setup(2), copy.deepcopy(doc)))
    assert plain(RULES.position(state)) == doc
