"""RULES §11.7 and D31: the position document — export, full validation, round trip."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest
from msgspec.structs import replace

from service.domain.kernel import IllegalMove, Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Claim, Reveal
from service.domain.pow_wow.events import FaceDownCard, GameStarted, PositionLoaded
from service.domain.pow_wow.options import Options
from service.domain.pow_wow.state import State
from tests.domain.pow_wow.helpers import claims, document, loaded, opened, run, state_of
from tests.support.decider import given


def played_state() -> State:
    """A game from `start` a few rounds in, between rounds."""
    options = Options(war_tribute=True, first_revealer=1, claim_window_ms=8000)
    events = RULES.start(3, options, Rng("pos", 0))
    state: State = fold(RULES, 3, options, events)
    for _ in range(12):
        deadline = RULES.deadline(state)
        assert deadline is not None
        new = RULES.decide(state, deadline.command, None, Rng("pos", len(events)))
        events += new
        for event in new:
            state = RULES.evolve(state, event)
    return state


def problems_of(doc: Any, players: int | None = None, options: Any = None) -> list[str]:
    with pytest.raises(IllegalMove) as caught:
        RULES.load_position(players, options, doc)  # type: ignore[arg-type]
    assert caught.value.code == "invalid_position"
    return list(caught.value.problems)


def test_a_position_loads_as_game_started_and_position_loaded_without_randomness() -> None:
    doc = document(table=("teepee-1", "red-chief-1"), revealer=1, options={"marriage": True})
    started, position = RULES.load_position(2, None, doc)
    assert started == GameStarted(("red", "yellow"), Options(marriage=True), 1, None)
    assert isinstance(position, PositionLoaded)
    assert position.table == ("red-chief-1", "teepee-1")
    assert position.face_down[0] == FaceDownCard(0, "red-chief-2")
    assert position.revealer == 1
    assert RULES.load_position(2, None, doc) == [started, position]


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
    events = RULES.load_position(3, None, doc)
    again = fold(RULES, 3, Options(), events)
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


def test_every_violated_condition_is_listed() -> None:
    doc = document()
    doc["seats"] = ["red", "red", "pink"]
    doc["options"] = {"colours": ["red"], "claim_window_ms": 5, "sharing": "yes"}
    doc["face_down"] = [*doc["face_down"][:-2], {"slot": 0, "card": "teepee-9"}]
    doc["table"] = ["teepee-9", "nonsense-1"]
    doc["revealer"] = 7
    doc["extra"] = 1
    problems = problems_of(doc)
    text = " | ".join(problems)
    for fragment in (
        "unknown key extra",
        "unknown colours: pink",
        "distinct colours",
        "options may not contain: colours",
        "sharing must be a boolean",
        "claim_window_ms",
        "slots must be distinct",
        "unknown card ids: nonsense-1",
        "more than once: teepee-9",
        "cards missing",
        "piles must hold exactly one list per seat",
        "revealer must be a seat",
    ):
        assert fragment in text, fragment


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d.pop("revealer"), "missing key revealer"),
        (lambda d: d.update(table="teepee-1"), "table must be a list"),
        (lambda d: d.update(piles=[["teepee-1"], 5]), "every pile must be a list"),
        (lambda d: d.update(face_down=[]), "face_down must not be empty"),
        (lambda d: d["face_down"].append({"slot": 500, "card": "x"}), "within 0"),
        (lambda d: d["face_down"].append({"slot": "1"}), "face_down entry"),
        (lambda d: d.update(options={"first_revealer": 0}), "may not contain: first_revealer"),
        (lambda d: d.update(options=[]), "options must be an object"),
        (lambda d: d.update(seats=["red"]), "2 to 5 colours"),
        (lambda d: d.update(revealer=True), "revealer must be a seat"),
        (lambda d: d.update(out_of_game=[1]), "out_of_game must be a list"),
    ],
)
def test_wrong_types_and_values_inside_the_document_are_invalid_position(
    change: Any, fragment: str
) -> None:
    doc = copy.deepcopy(document())
    change(doc)
    assert any(fragment in p for p in problems_of(doc)), problems_of(doc)


def test_a_document_that_is_not_an_object_is_invalid() -> None:
    assert problems_of([1, 2])


def test_the_requests_player_count_must_match_and_it_may_carry_no_options() -> None:
    assert any("players" in p for p in problems_of(document(), players=3))
    problems = problems_of(document(), options=Options(sharing=True))
    assert any("options" in p for p in problems)
    assert RULES.load_position(2, Options(), document())


def test_buffalo_need_not_lie_at_the_bottom_with_war_tribute() -> None:
    doc = document(piles=(("teepee-1", "buffalo-01"), ()), options={"war_tribute": True})
    assert RULES.load_position(2, None, doc)


def test_the_face_down_part_is_secret_like_the_layout() -> None:
    events = run(loaded(next_cards=("teepee-1",)))
    copy_ = RULES.redact(events[1], 0)
    assert isinstance(copy_, PositionLoaded)
    assert copy_.face_down[0] == FaceDownCard(0, None)
