"""Audit of RULES §11.7 and D31: the position document's schema, its validation (every
problem listed, unknown keys refused, all as `invalid_position`) and the round trip."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from service.domain.pow_wow import RULES
from service.domain.pow_wow.data import CARD_IDS
from service.domain.pow_wow.options import PowWowOptions as Options
from tests.domain.pow_wow.helpers import (
    claim,
    document,
    game,
    pass_,
    plain,
    problems,
    reveal_slot,
    served,
    setup,
    table_of,
)

DOC_KEYS = ["seats", "options", "face_down", "table", "piles", "out_of_game", "revealer"]
OPTION_KEYS = {
    "war_tribute",
    "marriage",
    "sharing",
    "claim_window_ms",
    "dead_window_ms",
    "choice_timeout_ms",
    "reveal_timeout_ms",
}


def rules_example() -> dict[str, Any]:
    """The example of §11.7, completed: every other card lies face down in slots 1, 2, …"""
    doc: dict[str, Any] = {
        "seats": ["red", "yellow"],
        "options": {"war_tribute": False, "marriage": False, "sharing": False},
        "face_down": [{"slot": 0, "card": "buffalo-07"}, {"slot": 5, "card": "green-maiden-2"}],
        "table": ["red-hunter-1", "teepee-1"],
        "piles": [["buffalo-01"], []],
        "out_of_game": [],
        "revealer": 1,
    }
    used = {"buffalo-07", "green-maiden-2", "red-hunter-1", "teepee-1", "buffalo-01"}
    rest = [c for c in CARD_IDS if c not in used]
    free = [slot for slot in range(114) if slot not in (0, 5)]
    doc["face_down"] += [{"slot": slot, "card": c} for slot, c in zip(free, rest, strict=False)]
    return doc


def test_the_rules_example_loads_and_plays_from_window_115_minus_face_down() -> None:
    doc = rules_example()
    played = table_of(doc)
    state = played.state
    assert len(doc["face_down"]) == 111
    assert state.next_window == 4 and state.last_window == 3
    assert RULES.to_move(state) == frozenset({1})
    assert played.refuses(claim(3, "hunter"), 0) == "window_closed"
    assert played.refuses({"type": "pow_wow.reveal", "window": 4, "slot": 113}, 1) == (
        "slot_not_face_down"
    )
    assert reveal_slot(played, 5) == 4
    events = served(played.log[-1])
    assert (events["card"], events["slot"], events["seat"]) == ("green-maiden-2", 5, 1)
    assert served(RULES.view(played.state, None))["piles"] == [["buffalo-01"], []]


def test_the_exported_document_has_exactly_the_listed_keys_and_round_trips() -> None:
    doc = rules_example()
    exported = served(RULES.position(table_of(doc).state))
    assert list(exported) == DOC_KEYS
    assert set(exported["options"]) == OPTION_KEYS
    assert exported["options"]["claim_window_ms"] == 5000
    assert exported["face_down"] == sorted(doc["face_down"], key=lambda f: f["slot"])
    assert exported["table"] == ["red-hunter-1", "teepee-1"]
    assert {k: exported[k] for k in ("seats", "piles", "out_of_game", "revealer")} == {
        k: doc[k] for k in ("seats", "piles", "out_of_game", "revealer")
    }
    again = served(RULES.position(table_of(exported).state))
    assert again == exported


def test_a_document_after_play_round_trips_with_the_table_in_canonical_order() -> None:
    played = game(
        ("red", "yellow", "purple"),
        reveal="red-hunter-1",
        table=("teepee-2", "buffalo-03", "blue-maiden-1"),
        options={"war_tribute": True, "choice_timeout_ms": 3000},
    )
    w = played.state.last_window
    assert RULES.position(played.state) is None  # claim window
    played.send(claim(w, "hunter"), 0)
    played.send(pass_(w), 1)
    played.send(pass_(w), 2)
    assert RULES.position(played.state) is None  # resolving
    played.send({"type": "pow_wow.choice_deadline", "window": w, "seat": 0}, None)
    exported = served(RULES.position(played.state))
    assert exported["table"] == ["blue-maiden-1", "teepee-2"]
    assert exported["options"]["war_tribute"] is True
    assert exported["options"]["choice_timeout_ms"] == 3000
    assert served(RULES.position(table_of(exported).state)) == exported


def test_every_key_missing_is_listed() -> None:
    listed = problems({})
    for key in DOC_KEYS:
        assert any(key in p for p in listed), key


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d.update(extra=None), "unknown field `extra`"),
        (lambda d: d.update(seats=["red", "yellow", "purple", "blue", "green", "red"]), "2 to 5"),
        (lambda d: d.update(seats="red,yellow"), "at `$.seats`"),
        (lambda d: d.update(seats=["red", "Red"]), "unknown colours"),
        (lambda d: d.update(seats=["red", "red"]), "distinct"),
        (lambda d: d.update(options=None), "Expected `object`, got `null` - at `$.options`"),
        (lambda d: d["options"].update(colours=["red", "yellow"]), "unknown field `colours`"),
        (lambda d: d["options"].update(first_revealer=0), "unknown field `first_revealer`"),
        (lambda d: d["options"].update(bogus=True), "unknown field `bogus`"),
        (
            lambda d: d["options"].update(war_tribute=1),
            "`bool`, got `int` - at `$.options.war_tribute`",
        ),
        (
            lambda d: d["options"].update(reveal_timeout_ms=2999),
            ">= 3000 - at `$.options.reveal_timeout_ms`",
        ),
        (lambda d: d["options"].update(dead_window_ms="2000"), "at `$.options.dead_window_ms`"),
        (lambda d: d.update(face_down={}), "at `$.face_down`"),
        (
            lambda d: d["face_down"].__setitem__(0, {"slot": 0, "card": 5}),
            "at `$.face_down[0].card`",
        ),
        (
            lambda d: d["face_down"][0].update(extra=1),
            "unknown field `extra` - at `$.face_down[0]`",
        ),
        (lambda d: d["face_down"][0].update(slot=-1), "within 0"),
        (lambda d: d["face_down"][0].update(slot=1), "distinct"),
        (lambda d: d["face_down"][0].update(card="teepee-1"), "more than once: teepee-1"),
        (lambda d: d["face_down"].pop(), "missing"),
        (lambda d: d["table"].append("red-hunter-9"), "unknown card ids: red-hunter-9"),
        (lambda d: d["piles"].append([]), "one list per seat"),
        (lambda d: d.update(piles=[["buffalo-01"]]), "one list per seat"),
        (lambda d: d.update(out_of_game=None), "at `$.out_of_game`"),
        (lambda d: d.update(revealer=2), "revealer must be a seat"),
        (lambda d: d.update(revealer=-1), "revealer must be a seat"),
        (lambda d: d.update(revealer="1"), "`int`, got `str` - at `$.revealer`"),
    ],
)
def test_each_violated_condition_is_invalid_position(change: Any, fragment: str) -> None:
    doc = copy.deepcopy(rules_example())
    change(doc)
    listed = problems(doc)
    assert any(fragment in p for p in listed), listed


def test_all_problems_are_listed_together() -> None:
    doc = copy.deepcopy(rules_example())
    doc["extra"] = 1
    doc["seats"] = ["red", "red"]
    doc["options"]["first_revealer"] = 0
    doc["face_down"][0]["slot"] = 500
    doc["revealer"] = 9
    assert len(problems(doc, players=3)) == 6


def test_the_request_may_not_disagree_on_players_nor_carry_options() -> None:
    assert any("players" in p for p in problems(rules_example(), players=3))
    assert any("options" in p for p in problems(rules_example(), options=Options(marriage=True)))
    assert RULES.load_position(setup(2, Options()), plain(rules_example()))


def test_a_full_prairie_position_starts_at_window_one() -> None:
    doc = document(("red", "yellow", "purple"))
    assert len(doc["face_down"]) == 114
    state = table_of(doc).state
    assert (state.next_window, state.last_window) == (1, 0)
    exported = served(RULES.position(state))
    assert exported == {**doc, "options": exported["options"]}
    assert exported["options"] == {
        "war_tribute": False,
        "marriage": False,
        "sharing": False,
        "claim_window_ms": 5000,
        "dead_window_ms": 2000,
        "choice_timeout_ms": 15000,
        "reveal_timeout_ms": 15000,
    }


@pytest.mark.parametrize("doc", [None, [], "fen", 3, True])
def test_a_document_that_is_not_an_object_is_invalid_position(doc: Any) -> None:
    problems(doc)
