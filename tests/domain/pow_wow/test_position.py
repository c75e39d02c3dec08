"""RULES §11.7 and D31: the position document — export, full validation, round trip."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest
from msgspec.structs import replace

from service.domain.kernel import Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Claim, Reveal
from service.domain.pow_wow.events import Event, FaceDownCard, GameStarted, PositionLoaded
from service.domain.pow_wow.options import PowWowOptions as Options
from service.domain.pow_wow.state import State
from tests.domain.pow_wow.helpers import (
    claims,
    document,
    loaded,
    opened,
    plain,
    problems,
    run,
    setup,
    state_of,
)
from tests.kit.decider import given


def played_state() -> State:
    """A game from `start` a few rounds in, between rounds."""
    options = Options(war_tribute=True, first_revealer=1, claim_window_ms=8000)
    events = RULES.start(setup(3, options), Rng("pos", 0))
    state: State = fold(RULES, setup(3, options), events)
    for _ in range(12):
        deadline = RULES.deadline(state)
        assert deadline is not None
        new = RULES.decide(state, deadline.command, None, Rng("pos", len(events)))
        events += new
        for event in new:
            state = RULES.evolve(state, event)
    return state


def load(doc: Any, players: int = 2, options: Options | None = None) -> list[Event]:
    return list(RULES.load_position(setup(players, options), plain(doc)))


def test_a_position_loads_as_game_started_and_position_loaded_without_randomness() -> None:
    doc = document(table=("teepee-1", "red-chief-1"), revealer=1, options={"marriage": True})
    started, position = load(doc)
    assert started == GameStarted(("red", "yellow"), Options(marriage=True), 1, None)
    assert isinstance(position, PositionLoaded)
    assert position.table == ("red-chief-1", "teepee-1")
    assert position.face_down[0] == FaceDownCard(0, "red-chief-2")
    assert position.revealer == 1
    assert load(doc) == [started, position]


def test_the_next_reveal_opens_window_115_minus_face_down_d31() -> None:
    events = loaded(table=("teepee-1", "teepee-2", "teepee-3"))
    state = state_of(events)
    assert state.next_window == 4
    assert state.last_window == 3
    given(RULES, *events).when(Claim(3, "chief"), seat=0).rejects("window_closed")
    given(RULES, *events).when(Claim(4, "chief"), seat=0).rejects("stale_window")
    assert RULES.legal_moves(state, 0)[0] == Reveal(4, 0)


def test_positions_exist_only_between_rounds_d31() -> None:
    events = opened("red-hunter-1", table=("buffalo-01", "teepee-1"))
    assert RULES.position(state_of(events)) is None
    events = claims(events, (0, "hunter"), (1, None))
    assert RULES.position(state_of(events)) is None
    assert RULES.position(state_of(events[:2])) is not None


def test_export_then_load_reproduces_the_document_and_the_state_d31() -> None:
    state = played_state()
    position = RULES.position(state)
    assert position is not None
    doc = msgspec.json.decode(msgspec.json.encode(position))
    assert set(doc) == {
        "seats",
        "options",
        "face_down",
        "table",
        "piles",
        "out_of_game",
        "revealer",
    }
    assert "colours" not in doc["options"]
    assert "first_revealer" not in doc["options"]
    events = load(doc, players=3)
    again = fold(RULES, setup(3, Options()), events)
    assert RULES.position(again) == position
    layout = tuple(dict(state.face_down).get(slot) for slot in range(114))
    history = {"version": 2, "layout": layout, "commitment": None, "salt": None}
    expected = replace(state, options=replace(state.options, first_revealer=None), **history)
    assert again == replace(expected, phase=again.phase)
    assert again.phase == replace(state.phase, since=2)


def test_a_loaded_game_plays_on_with_the_positions_options() -> None:
    events = opened(
        "red-warrior-1",
        table=("tomahawk-1",),
        piles=((), ("buffalo-01",)),
        options={"war_tribute": True},
    )
    events = claims(events, (0, "warrior"), (1, None))
    assert state_of(events).piles[0][0] == "buffalo-01"


def test_every_violated_condition_is_listed_once() -> None:
    doc = document()
    doc["seats"] = ["red", "red", "pink"]
    doc["options"] = {"colours": ["red"], "claim_window_ms": 5, "sharing": "yes"}
    doc["face_down"] = [*doc["face_down"][:-2], {"slot": 0, "card": "teepee-9"}]
    doc["table"] = ["teepee-9", "nonsense-1"]
    doc["revealer"] = 7
    doc["extra"] = 1
    assert problems(doc, players=3) == [
        "Object contains unknown field `extra`",
        "Object contains unknown field `colours` - at `$.options`",
        "Expected `bool`, got `str` - at `$.options.sharing`",
        "Expected `int` >= 1000 - at `$.options.claim_window_ms`",
        "seats has unknown colours: pink.",
        "seats must have distinct colours.",
        "face_down slots must be distinct.",
        "piles must hold exactly one list per seat.",
        "revealer must be a seat.",
        "unknown card ids: nonsense-1.",
        "cards placed more than once: teepee-9.",
        "1 cards missing from the position: teepee-8.",
    ]


@pytest.mark.parametrize(
    ("change", "listed"),
    [
        (lambda d: d.pop("revealer"), ["Object missing required field `revealer`"]),
        (lambda d: d.update(table="teepee-1"), ["Expected `array`, got `str` - at `$.table`"]),
        (
            lambda d: d.update(piles=[["teepee-1"], 5]),
            ["Expected `array`, got `int` - at `$.piles[1]`"],
        ),
        (
            lambda d: d["face_down"].append({"slot": 500, "card": "x"}),
            ["face_down slots must lie within 0 … 113.", "unknown card ids: x."],
        ),
        (
            lambda d: d["face_down"].append({"slot": "1"}),
            [
                "Expected `int`, got `str` - at `$.face_down[114].slot`",
                "Object missing required field `card` - at `$.face_down[114]`",
            ],
        ),
        (
            lambda d: d.update(options={"first_revealer": 0}),
            ["Object contains unknown field `first_revealer` - at `$.options`"],
        ),
        (lambda d: d.update(options=[]), ["Expected `object`, got `array` - at `$.options`"]),
        (
            lambda d: d.update(seats=["red"]),
            [
                "seats must list 2 to 5 colours.",
                "piles must hold exactly one list per seat.",
                "players (2) must equal the number of seats (1).",
            ],
        ),
        (lambda d: d.update(revealer=True), ["Expected `int`, got `bool` - at `$.revealer`"]),
        (
            lambda d: d.update(out_of_game=[1]),
            ["Expected `str`, got `int` - at `$.out_of_game[0]`"],
        ),
    ],
)
def test_wrong_types_and_values_inside_the_document_are_invalid_position(
    change: Any, listed: list[str]
) -> None:
    """A malformed field is listed once; the conditions that read it are not judged on it."""
    doc = copy.deepcopy(document())
    change(doc)
    assert problems(doc) == listed


def test_an_empty_face_down_part_is_listed_with_the_cards_it_lacks() -> None:
    doc = document()
    doc["face_down"] = []
    listed = problems(doc)
    assert listed[0] == "face_down must not be empty."
    assert listed[1].startswith("114 cards missing from the position: red-chief-1, red-chief-2,")
    assert listed[1].endswith("yellow-chief-1 and 104 more.")


def test_a_document_that_is_not_an_object_is_invalid() -> None:
    assert problems([1, 2]) == ["Expected `object`, got `array`"]


def test_the_requests_player_count_must_match_and_it_may_carry_no_options() -> None:
    assert problems(document(), players=3) == ["players (3) must equal the number of seats (2)."]
    assert problems(document(), options=Options(sharing=True)) == [
        "a game from a position takes its options from the position only."
    ]
    assert load(document(), options=Options())


def test_buffalo_need_not_lie_at_the_bottom_with_war_tribute() -> None:
    doc = document(piles=(("teepee-1", "buffalo-01"), ()), options={"war_tribute": True})
    assert load(doc)


def test_the_face_down_part_is_secret_like_the_layout() -> None:
    events = run(loaded(next_cards=("teepee-1",)))
    copy_ = RULES.redact(events[1], 0)
    assert isinstance(copy_, PositionLoaded)
    assert copy_.face_down[0] == FaceDownCard(0, None)


def test_position_loaded_is_the_documents_part_that_the_event_declares() -> None:
    """The kit's one design: `event_from(document)`, face-down slots ascending and the table
    in canonical order (§11.4); the options and revealer travel in `game_started`."""
    doc = document(table=("teepee-1", "red-chief-1"), revealer=1)
    doc["face_down"].reverse()
    _, position = load(doc)
    assert plain(position) == {
        "type": "pow_wow.position_loaded",
        "face_down": sorted(doc["face_down"], key=lambda f: f["slot"]),
        "table": ["red-chief-1", "teepee-1"],
        "piles": [[], []],
        "out_of_game": [],
        "revealer": 1,
    }
