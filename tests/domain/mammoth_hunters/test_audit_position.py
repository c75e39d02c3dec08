"""RULES §16.9: the position document's schema, every validation condition (each listed, unknown
keys next to the rules), and the exact round trip of the documented shape (D39)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from service.domain.mammoth_hunters import RULES
from tests.domain.mammoth_hunters.helpers import document, hands_with, plain, problems, state_of

HAND = ("L-TREK#1", "D-RAID1#2", "D-SPARK#1", "D-ARMS#3", "L-FIRE#2")


def example() -> dict[str, Any]:
    """The rulebook's example document (RULES §16.9), completed with real cards."""
    return document(
        round=2,
        start_player=1,
        active=2,
        stones=[3, 8, 0],
        vp=[14, 11, 12],
        held=[0, 1, 0],
        hands=hands_with(*HAND, seat=0),
        covered=[1, 2, 3, 4, 8],
        regions={
            6: {"hunters": {0: (2, 0), 2: (1, 1)}, "mammoths": 1, "campfires": [2]},
            9: {"hunters": {1: (3, 0)}, "mammoths": 0, "campfires": []},
        },
        dark_reserve=12,
        light_pile=[{"card": "L-SWAP#1"}, {"card": "L-FIRE#1", "hidden": True}],
    )


def test_the_documented_shape_loads_and_exports_unchanged() -> None:
    doc = example()
    assert doc["discards"]["light"] == [{"card": "L-SWAP#1"}, {"card": "L-FIRE#1", "hidden": True}]
    state = state_of(doc)
    assert plain(RULES.position(state)) == doc
    assert RULES.to_move(state) == {2}
    assert state.turn_stones == 0 and state.light_reserve == 9


def test_the_document_keys_are_exactly_the_rules() -> None:
    exported = plain(RULES.position(state_of(example())))
    assert set(exported) == {
        "players",
        "round",
        "start_player",
        "active_seat",
        "seats",
        "covered",
        "regions",
        "campfires_aside",
        "dark_reserve",
        "light_reserve",
        "decks",
        "discards",
    }
    assert set(exported["seats"][0]) == {"stones", "vp", "held_clubs", "hand"}
    assert set(exported["regions"]["6"]) == {"hunters", "mammoths", "campfires"}
    assert exported["regions"]["6"]["hunters"]["2"] == {"plain": 1, "clubbed": 1}
    assert set(exported["decks"]) == set(exported["discards"]) == {"light", "dark"}


def test_an_unknown_key_is_listed_together_with_the_broken_rules() -> None:
    doc = example()
    doc["colour_of_the_sky"] = "grey"
    doc["seats"][0]["nickname"] = "Ug"
    doc["dark_reserve"] = 0
    doc["seats"][0]["stones"] += 12
    found = problems(doc)
    assert any("colour_of_the_sky" in p for p in found)
    assert any("nickname" in p for p in found)
    assert any("'dark_reserve' must be at least 1" in p for p in found)
    assert len(found) == 3, found


def test_a_wrong_type_is_listed_and_a_malformed_document_is_refused() -> None:
    doc = example()
    doc["round"] = "2"
    doc["covered"] = [1, 2, 3, 4, 8.0]
    found = problems(doc)
    assert len(found) == 2, found
    assert any("`$.round`" in p for p in found) and any("`$.covered[4]`" in p for p in found)
    assert problems("not a document") == ("Expected `object`, got `str`",)
    assert problems(None)


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d.update(players=6), "'players' must be 3 to 5"),
        (lambda d: d["seats"].pop(), "'seats' must have 3 entries"),
        (lambda d: d.update(round=0), "'round' must run from 1 to 4"),
        (lambda d: d.update(start_player=3), "'start_player' must be a seat"),
        (lambda d: d.update(active_seat=-1), "'active_seat' must be a seat"),
        (lambda d: d.update(covered=[1, 2, 3, 4, 8, 12]), "at most round - 1"),
        (lambda d: d.update(covered=[1, 2, 3, 4, 4]), "holds a region twice"),
        (lambda d: d.update(covered=[1, 2, 3, 4, 13]), "only regions 1-12"),
        (lambda d: d["regions"].update({"13": {"mammoths": 0}}), "not a region 1-12"),
        (lambda d: d["regions"]["9"]["hunters"].update({"3": {"plain": 1, "clubbed": 0}}), "seat"),
        (lambda d: d["regions"]["9"].update(mammoths=-1), "mammoths must be >= 0"),
        (lambda d: d["regions"]["9"]["hunters"]["1"].update(plain=-1), "counts must be >= 0"),
        (lambda d: d["seats"][1].update(held_clubs=-1), "'held_clubs' must be >= 0"),
        (lambda d: d["seats"][1].update(vp=-1), "'vp' must be >= 0"),
        (lambda d: d.update(light_reserve=-1), "Stones must be >= 0"),
        (lambda d: d["seats"][0].update(hand=[]), "hand must hold 1 to 5"),
        (lambda d: d["decks"]["light"].append("L-NOPE#1"), "Unknown card ids"),
        (lambda d: d["decks"]["dark"].append(d["decks"]["light"].pop()), "lies in the dark"),
        (lambda d: d["campfires_aside"].pop(), "Campfire values"),
    ],
)
def test_every_condition_of_the_rules_is_checked(change: Any, fragment: str) -> None:
    doc = copy.deepcopy(example())
    change(doc)
    assert any(fragment in p for p in problems(doc)), problems(doc)


def test_the_round_limit_follows_the_short_game() -> None:
    doc = example()
    doc["round"] = 4
    doc["covered"] = [1, 2, 3, 4, 8]
    assert any("from 1 to 3" in p for p in problems(doc, short_game=True))
    assert state_of(doc).round == 4
