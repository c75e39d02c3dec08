"""Audit of RULES §15 and D25: the position document's schema, validation and round trip."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.kernel import Rng, fold
from tests.domain.clans.helpers import choose, doc, move, plain, problems, served, setup, table

EXAMPLE: dict[str, Any] = {
    "players": 2,
    "clans": ["red", "blue"],
    "active_seat": 0,
    "chips_taken": 1,
    "chips": [1, 0],
    "scores": {"red": 6, "yellow": 0, "green": 0, "blue": 6, "black": 0},
    "fields": {"1": {"red": 1, "blue": 1}, "4": {"green": 1}, "18": {"blue": 4, "red": 1}},
    "villages": [{"field": 18, "chip": 1}],
}
"""The document printed in RULES §15."""

Mutation = Callable[[dict[str, Any]], object]


def mutated(change: Mutation) -> dict[str, Any]:
    document = copy.deepcopy(EXAMPLE)
    change(document)
    return document


def test_the_rules_example_loads_and_exports_unchanged() -> None:
    game = table(EXAMPLE)
    assert served(RULES.position(game.state)) == EXAMPLE
    assert game.view(0)["villages"] == [{"field": 18, "chip": 1, "epoch": 1, "value": 6}]
    assert game.view(0)["removed"] == {"red": 10, "yellow": 12, "green": 11, "blue": 7, "black": 12}
    assert RULES.to_move(game.state) == frozenset({0})


def test_villages_are_optional() -> None:
    document = mutated(lambda d: (d.pop("villages"), d["fields"].pop("18")))
    game = table(document)
    assert served(RULES.position(game.state))["villages"] == []


def test_export_lists_every_field_and_village_with_exactly_the_documented_keys() -> None:
    game = table(
        doc(
            {
                "18": {"blue": 2},
                "19": {"red": 1},
                "46": {"yellow": 1},
                "57": {"red": 1},
                "58": {"blue": 1},
            },
            chips_taken=3,
        )
    )
    game.send(move(19, 18), 0)
    assert RULES.position(game.state) is None  # a choice is pending (D25)
    game.send(choose(46), 0)  # 46 destroyed (mountain, epoch I); 18 neutral in epoch II
    exported = served(RULES.position(game.state))
    assert list(exported) == [
        "players",
        "clans",
        "active_seat",
        "chips_taken",
        "chips",
        "scores",
        "fields",
        "villages",
    ]
    assert exported["villages"] == [{"field": 46, "chip": 4}, {"field": 18, "chip": 5}]
    assert exported["fields"] == {"18": {"red": 1, "blue": 2}, "57": {"red": 1}, "58": {"blue": 1}}
    again = table(exported)
    assert again.state == game.state


def test_a_finished_game_has_no_position() -> None:
    game = table(doc({"47": {"red": 1}, "48": {"blue": 1}}))
    game.send(move(48, 47), 0)
    assert RULES.position(game.state) is None


def test_loading_draws_nothing() -> None:
    assert RULES.load_position(setup(2), plain(EXAMPLE)) == RULES.load_position(
        setup(2), plain(EXAMPLE)
    )


# One violated condition each (RULES §15, "Validation" and "Also rejected").
INVALID: dict[str, Mutation] = {
    "players_too_few": lambda d: d.update(players=1),
    "players_too_many": lambda d: d.update(players=5),
    "players_a_string": lambda d: d.update(players="2"),
    "clans_too_short": lambda d: d.update(clans=["red"]),
    "clans_repeat_a_colour": lambda d: d.update(clans=["red", "red"]),
    "clans_unknown_colour": lambda d: d.update(clans=["red", "white"]),
    "clans_not_a_list": lambda d: d.update(clans="red,blue"),
    "chips_wrong_length": lambda d: d.update(chips=[1, 0, 0]),
    "chips_negative": lambda d: d.update(chips=[2, -1]),
    "active_seat_out_of_range": lambda d: d.update(active_seat=2),
    "active_seat_negative": lambda d: d.update(active_seat=-1),
    "active_seat_a_bool": lambda d: d.update(active_seat=False),
    "chips_taken_not_the_sum": lambda d: d.update(chips=[1, 1]),
    "chips_taken_twelve": lambda d: d.update(chips_taken=12, chips=[12, 0]),
    "chips_taken_negative": lambda d: d.update(chips_taken=-1, chips=[-1, 0], villages=[]),
    "score_missing": lambda d: d["scores"].pop("black"),
    "score_negative": lambda d: d["scores"].update(black=-1),
    "score_not_an_integer": lambda d: d["scores"].update(black=1.5),
    "score_unknown_colour": lambda d: d["scores"].update(white=0),
    "scores_not_an_object": lambda d: d.update(scores=[6, 0, 0, 6, 0]),
    "village_with_a_non_empty_neighbour": lambda d: d["fields"].update({"17": {"red": 1}}),
    "isolated_field_not_listed": lambda d: d["fields"].update({"47": {"red": 1}}),
    "village_chip_zero": lambda d: d.update(villages=[{"field": 18, "chip": 0}]),
    "village_chip_above_chips_taken": lambda d: d.update(villages=[{"field": 18, "chip": 2}]),
    "village_chips_repeat": lambda d: d.update(
        chips_taken=2,
        chips=[2, 0],
        villages=[{"field": 18, "chip": 1}, {"field": 46, "chip": 1}],
    ),
    "unknown_top_level_key": lambda d: d.update(phase="move"),
    "unknown_village_key": lambda d: d["villages"][0].update(value=6),
    "village_key_missing": lambda d: d["villages"][0].pop("chip"),
    "unknown_colour_on_a_field": lambda d: d["fields"]["4"].update(white=1),
    "field_key_out_of_range": lambda d: d["fields"].update({"60": d["fields"].pop("4")}),
    "field_key_not_decimal": lambda d: d["fields"].update({"four": d["fields"].pop("4")}),
    "field_key_negative": lambda d: d["fields"].update({"-4": d["fields"].pop("4")}),
    "hut_count_zero": lambda d: d["fields"]["1"].update(red=0),
    "hut_count_not_an_integer": lambda d: d["fields"]["1"].update(red="1"),
    "field_with_no_huts": lambda d: d["fields"].update({"2": {}}),
    "fields_not_an_object": lambda d: d.update(fields=[]),
    "villages_not_a_list": lambda d: d.update(villages={"18": 1}),
    "village_listed_twice": lambda d: d.update(
        chips_taken=2, chips=[2, 0], villages=[{"field": 18, "chip": 1}, {"field": 18, "chip": 2}]
    ),
    "village_field_out_of_range": lambda d: d["villages"].append({"field": 60, "chip": 1}),
    # 18 is forest: unfavourable in epoch III (chips 8, 9), so its huts would have gone.
    "unfavourable_village_still_holds_huts": lambda d: d.update(
        chips_taken=8, chips=[8, 0], villages=[{"field": 18, "chip": 8}]
    ),
    "village_strife_left_a_single": lambda d: d["fields"].update(
        {"18": {"red": 1, "yellow": 2, "green": 2, "blue": 2, "black": 2}}
    ),
    "too_many_huts_of_a_colour": lambda d: d["fields"]["1"].update(red=12),
    "missing_key": lambda d: d.pop("active_seat"),
    "no_legal_move": lambda d: d.update(
        fields={"18": {"blue": 4, "red": 1}}, villages=[{"field": 18, "chip": 1}]
    ),
}


@pytest.mark.parametrize("name", sorted(INVALID))
def test_each_violated_condition_is_invalid_position(name: str) -> None:
    found = problems(mutated(INVALID[name]))
    assert len(found) >= 1


def test_a_players_count_different_from_the_request_is_refused() -> None:
    assert len(problems(EXAMPLE, players=3)) >= 1


@pytest.mark.parametrize("document", [None, [], "position", 2, True])
def test_a_document_that_is_not_an_object_is_refused(document: Any) -> None:
    problems(document)


def test_every_violated_condition_is_listed_not_just_the_first() -> None:
    names = (
        "players_a_string",
        "clans_unknown_colour",
        "active_seat_out_of_range",
        "score_negative",
        "isolated_field_not_listed",
        "unknown_top_level_key",
        "unknown_colour_on_a_field",
    )
    for name in names:
        assert len(problems(mutated(INVALID[name]))) == 1, name

    def all_of_them(d: dict[str, Any]) -> None:
        for name in names:
            INVALID[name](d)

    assert len(problems(mutated(all_of_them))) == len(names)


def test_a_malformed_entry_is_reported_once_not_again_as_an_isolated_field() -> None:
    # Audit: a bad colour on field 4 used to drop it from the board, so field 1 was also
    # reported as isolated; a malformed village entry made its field an unlisted village.
    assert len(problems(mutated(INVALID["unknown_colour_on_a_field"]))) == 1
    assert len(problems(mutated(INVALID["hut_count_zero"]))) == 1
    assert len(problems(mutated(INVALID["unknown_village_key"]))) == 1
    assert len(problems(mutated(INVALID["village_chip_zero"]))) == 1


def test_an_out_of_range_chips_taken_with_a_high_village_chip_is_refused_not_a_crash() -> None:
    # Found by the audit: a chips_taken outside 0–11 let chip 99 through to the epoch lookup.
    document = mutated(lambda d: d.update(chips_taken=10**30, villages=[{"field": 18, "chip": 99}]))
    assert len(problems(document)) >= 2


def test_a_destroyed_village_may_be_listed_with_an_empty_field() -> None:
    document = mutated(
        lambda d: d.update(
            chips_taken=2,
            chips=[2, 0],
            villages=[{"field": 18, "chip": 1}, {"field": 46, "chip": 2}],
        )
    )
    game = table(document)
    assert game.view(None)["villages"][1] == {"field": 46, "chip": 2, "epoch": 1, "value": 0}


def test_an_export_loads_in_process_without_a_trip_through_json() -> None:
    # Audit: `msgspec.to_builtins` keeps tuples, which the validator used to call wrong types.
    game = table(EXAMPLE)
    exported = msgspec.to_builtins(RULES.position(game.state))
    assert isinstance(exported["clans"], tuple)
    events = RULES.load_position(setup(2), exported)
    assert fold(RULES, setup(2), events) == game.state


def test_between_the_two_start_events_there_is_no_position() -> None:
    # Audit: `GET …/position?at=1` exported a document with an empty `clans` list.
    started = RULES.start(setup(3), Rng("half", 0))
    assert RULES.position(fold(RULES, setup(3), started[:1])) is None
    assert RULES.position(fold(RULES, setup(3), started)) is not None
    loaded = RULES.load_position(setup(2), plain(EXAMPLE))
    assert RULES.position(fold(RULES, setup(2), loaded[:1])) is None
