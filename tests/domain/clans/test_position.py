"""RULES §15: the position document, its validation and the round trip (D25)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import ClansDealt, PositionLoaded, PositionVillage
from service.domain.clans.state import Moving, State
from service.domain.kernel import IllegalMove, Rng, fold
from tests.domain.clans.helpers import FAR_PAIR, document, loaded, play, setup, state_of

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


def _problems(doc: Any, players: int = 2) -> tuple[str, ...]:
    with pytest.raises(IllegalMove) as caught:
        RULES.load_position(setup(players), doc)
    assert caught.value.code == "invalid_position"
    return caught.value.problems


def test_the_rulebook_example_document_loads() -> None:
    events = RULES.load_position(setup(2), EXAMPLE)
    assert events == [
        PositionLoaded(
            players=2,
            active_seat=0,
            chips_taken=1,
            chips=(1, 0),
            scores={"red": 6, "yellow": 0, "green": 0, "blue": 6, "black": 0},
            fields={"1": {"red": 1, "blue": 1}, "4": {"green": 1}, "18": {"red": 1, "blue": 4}},
            villages=(PositionVillage(field=18, chip=1),),
        ),
        ClansDealt(clans=("red", "blue"), unassigned=("yellow", "green", "black")),
    ]
    state = state_of(EXAMPLE)
    assert isinstance(state.phase, Moving)
    assert state.villages[0].value == 6  # forest, epoch I: 5 huts + 1
    seen = RULES.view(state, 0)
    assert seen.removed == {"red": 10, "yellow": 12, "green": 11, "blue": 7, "black": 12}


def test_export_then_load_gives_back_the_same_state_D25() -> None:
    for seed in ("p1", "p2", "p3"):
        players = 3
        events = RULES.start(setup(players), Rng(seed, 0))
        state: State = fold(RULES, setup(players), events)
        rng = Rng(seed, 1)
        while RULES.to_move(state):
            seat = state.active_seat
            command = rng.choice(RULES.legal_moves(state, seat))
            state, _ = play(state, (command, seat))
            document_ = RULES.position(state)
            if document_ is None:
                assert not isinstance(state.phase, Moving)
                continue
            plain = msgspec.json.decode(msgspec.json.encode(document_))
            again = fold(RULES, setup(players), loaded(plain))
            assert again == state


def test_a_pending_choice_or_a_finished_game_has_no_position_D25() -> None:
    doc = document({"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 1}, **FAR_PAIR})
    doc["chips_taken"], doc["chips"] = 3, [2, 1]
    state, _ = play(state_of(doc), (Move(from_=19, to=18), 0))
    assert RULES.position(state) is None
    state, _ = play(state, (ChooseVillage(field=18), 0))
    assert RULES.position(state) is not None


def test_loading_draws_nothing_and_the_active_seat_moves() -> None:
    state = state_of(document({"0": {"red": 1}, "1": {"blue": 1}}, active_seat=1))
    assert RULES.to_move(state) == frozenset({1})


def test_every_problem_is_listed_not_just_the_first() -> None:
    doc = dict(EXAMPLE, active_seat=5, chips_taken=12, extra=1)
    doc["scores"] = {"red": -1, "purple": 3}
    problems = _problems(doc)
    assert any("extra" in p for p in problems)
    assert any("active_seat" in p for p in problems)
    assert any("chips_taken" in p for p in problems)
    assert any("red" in p for p in problems)
    assert any("purple" in p for p in problems)
    assert any("lacks yellow" in p for p in problems)
    assert len(problems) >= 8


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"players": 5}, "players"),
        ({"players": 3}, "players"),
        ({"players": True}, "players"),
        ({"clans": ["red", "red"]}, "distinct"),
        ({"clans": ["red", "pink"]}, "unknown colour"),
        ({"clans": ["red"]}, "clans"),
        ({"chips": [0, 0]}, "add up"),
        ({"chips": [1]}, "chips"),
        ({"chips_taken": -1}, "chips_taken"),
        ({"chips_taken": "1"}, "chips_taken"),
        ({"fields": {"60": {"red": 1}, "1": {"red": 1}}}, "not a field id"),
        ({"fields": {"01": {"red": 1}, "1": {"red": 1}}}, "not a field id"),
        ({"fields": {"1": {"red": 0}, "4": {"red": 1}}}, "positive"),
        ({"fields": {"1": {}, "4": {"red": 1}}}, "positive"),
        ({"fields": {"1": {"white": 1}, "4": {"red": 1}}}, "unknown colour"),
        ({"fields": {"1": {"red": 7}, "2": {"red": 6}}}, "at most 12"),
        ({"fields": [1, 2]}, "fields"),
        ({"villages": [{"field": 18, "chip": 2}]}, "chip"),
        ({"villages": [{"field": 18, "chip": 1, "x": 0}]}, "unknown field `x`"),
        ({"villages": "none"}, "villages"),
        ({"villages": [{"field": 18, "chip": 1}, {"field": 18, "chip": 1}]}, "listed twice"),
        ({"villages": []}, "not a listed village"),
        ({"villages": [{"field": 1, "chip": 1}]}, "non-empty neighbour"),
    ],
)
def test_an_invalid_document_is_refused(change: dict[str, Any], fragment: str) -> None:
    problems = _problems(dict(EXAMPLE, **change))
    assert any(fragment in p for p in problems), problems


def test_a_document_that_is_not_an_object_is_refused() -> None:
    assert _problems([1, 2]) == ("Expected `object`, got `array`",)


def test_a_missing_key_is_refused() -> None:
    doc = dict(EXAMPLE)
    del doc["scores"]
    assert any("scores" in p for p in _problems(doc))


def test_a_village_with_huts_on_unfavourable_terrain_is_refused_D11() -> None:
    doc = document(
        {"46": {"red": 2}, **FAR_PAIR}, chips_taken=1, villages=[{"field": 46, "chip": 1}]
    )
    assert any("unfavourable" in p for p in _problems(doc))


def test_a_village_that_strife_would_have_reduced_is_refused_D10() -> None:
    huts = {"red": 1, "yellow": 2, "green": 2, "blue": 2, "black": 2}
    doc = document({"48": huts, **FAR_PAIR}, chips_taken=1, villages=[{"field": 48, "chip": 1}])
    assert any("strife" in p for p in _problems(doc))


def test_a_position_with_no_legal_move_is_refused_D15() -> None:
    doc = document({"48": {"red": 2}}, chips_taken=1, villages=[{"field": 48, "chip": 1}])
    assert any("no move" in p for p in _problems(doc))


def test_an_empty_destroyed_village_may_be_listed() -> None:
    doc = document({**FAR_PAIR}, chips_taken=2, chips=[1, 1], villages=[{"field": 46, "chip": 1}])
    state = state_of(doc)
    assert [(v.field, v.chip, v.epoch, v.value) for v in state.villages] == [(46, 1, 1, 0)]


def test_a_field_key_that_is_not_a_string_is_refused() -> None:
    doc = dict(EXAMPLE, fields={1: {"red": 1}, "4": {"green": 1}})
    assert any("Expected `str` keys, got `int` 1 - at `$.fields`" in p for p in _problems(doc))


def test_a_village_outside_the_board_is_refused() -> None:
    doc = dict(EXAMPLE, villages=[{"field": 60, "chip": 1}])
    assert any("village field 60" in p for p in _problems(doc))
