"""RULES §12: views and redaction; a seat sees its own colour only (D21, D26)."""

from __future__ import annotations

import msgspec

from service.domain.clans import RULES
from service.domain.clans.commands import Move
from service.domain.clans.events import ClansDealt, GameStarted, HutsMoved
from service.domain.clans.state import State
from service.domain.clans.view import ClansView
from service.domain.kernel import Rng, fold
from tests.domain.clans.helpers import (
    FAR_PAIR,
    colour_values,
    document,
    given_position,
    setup,
    state_of,
)

DEALT = ClansDealt(clans=("green", "red", "black"), unassigned=("blue", "yellow"))


def _started_state() -> State:
    events = RULES.start(setup(3), Rng("view", 0))
    state: State = fold(RULES, setup(3), events)
    return state


def test_a_seat_sees_its_own_colour_and_nobody_elses() -> None:
    events = RULES.start(setup(3), Rng("view", 0))
    dealt = events[1]
    assert isinstance(dealt, ClansDealt)
    state = fold(RULES, setup(3), events)
    for seat in range(3):
        seen = RULES.view(state, seat)
        assert seen.my_clan == dealt.clans[seat]
        assert seen.clans is None
        assert seen.unassigned is None
        assert seen.outcome is None
        assert colour_values(seen) == {dealt.clans[seat]}


def test_a_spectator_sees_no_colour_at_all() -> None:
    state = _started_state()
    seen = RULES.view(state, None)
    assert (seen.seat, seen.my_clan, seen.clans, seen.unassigned) == (None, None, None, None)
    assert colour_values(seen) == set()


def test_the_view_lists_fields_as_sixty_colour_maps_by_field_id() -> None:
    doc = document({"0": {"blue": 2, "red": 1}, "1": {"green": 1}, **FAR_PAIR})
    seen = RULES.view(state_of(doc), 0)
    assert isinstance(seen, ClansView)
    assert len(seen.fields) == 60
    assert seen.fields[0] == {"red": 1, "blue": 2}
    assert list(seen.fields[0]) == ["red", "blue"]
    assert seen.fields[2] == {}
    assert seen.phase == "move"
    assert seen.current_epoch == 1
    assert seen.scores == {"red": 0, "yellow": 0, "green": 0, "blue": 0, "black": 0}
    assert seen.removed == {"red": 10, "yellow": 12, "green": 11, "blue": 9, "black": 12}


def test_chips_scores_and_villages_are_public_D21() -> None:
    doc = document({"48": {"blue": 3, "yellow": 1}, "47": {"red": 1}, **FAR_PAIR})
    state = given_position(doc).when(Move(from_=47, to=48), seat=0).state()
    seen = RULES.view(state, None)
    assert seen.chips == (1, 0)
    assert seen.chips_taken == 1
    assert seen.scores["blue"] == 6
    assert [(v.field, v.chip, v.epoch, v.value) for v in seen.villages] == [(48, 1, 1, 6)]


def test_village_huts_stay_on_their_field_for_display_D22() -> None:
    doc = document({"48": {"blue": 3, "yellow": 1}, "47": {"red": 1}, **FAR_PAIR})
    state = given_position(doc).when(Move(from_=47, to=48), seat=0).state()
    assert RULES.view(state, 1).fields[48] == {"red": 1, "yellow": 1, "blue": 3}


def test_once_over_every_viewer_sees_the_clans_and_the_outcome() -> None:
    doc = document({"47": {"red": 1}, "48": {"blue": 2}}, chips_taken=2, chips=[1, 1])
    state = given_position(doc).when(Move(from_=47, to=48), seat=0).state()
    views = [RULES.view(state, seat) for seat in (None, 0, 1)]
    for seen in views:
        assert seen.phase == "over"
        assert seen.clans == ("red", "blue")
        assert seen.unassigned == ("yellow", "green", "black")
        assert seen.current_epoch is None
        assert seen.outcome == views[0].outcome
    outcome = views[0].outcome
    assert outcome is not None
    assert outcome.reason == "no_legal_move"
    assert [(s.clan, s.village_points, s.chips, s.total, s.rank, s.won) for s in outcome.seats] == [
        ("red", 4, 2, 6, 1, True),
        ("blue", 4, 1, 5, 2, False),
    ]
    assert outcome.unassigned_points == {"yellow": 0, "green": 0, "black": 0}


def test_the_redacted_deal_keeps_its_shape_with_nulls_D26() -> None:
    assert RULES.redact(DEALT, 1) == ClansDealt(clans=(None, "red", None), unassigned=None)
    assert RULES.redact(DEALT, None) == ClansDealt(clans=(None, None, None), unassigned=None)
    assert msgspec.json.decode(msgspec.json.encode(RULES.redact(DEALT, 0))) == {
        "type": "clans.clans_dealt",
        "clans": ["green", None, None],
        "unassigned": None,
    }


def test_every_other_event_is_public() -> None:
    moved = HutsMoved(seat=0, from_=1, to=2, huts={"red": 1})
    started = GameStarted(players=2, huts=("red",) * 60, first_seat=0)
    for seat in (None, 0, 1):
        assert RULES.redact(moved, seat) == moved
        assert RULES.redact(started, seat) == started


def test_views_are_encodable_json() -> None:
    state = _started_state()
    for seat in (None, 0, 1, 2):
        decoded = msgspec.json.decode(msgspec.json.encode(RULES.view(state, seat)), type=ClansView)
        assert decoded == RULES.view(state, seat)


def test_before_the_start_the_view_shows_an_empty_setup() -> None:
    state = RULES.initial_state(setup(2))
    seen = RULES.view(state, 0)
    assert (seen.phase, seen.fields, seen.my_clan, seen.removed) == ("setup", (), None, {})
    assert RULES.legal_moves(state, 0) == []
