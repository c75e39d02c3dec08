"""RULES §11.6 and §12: one public view for all, and the only secret — the layout (D16, D21)."""

from __future__ import annotations

import msgspec

from service.domain.kernel import Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.events import PositionLoaded, PrairieLaidOut
from service.domain.pow_wow.options import PowWowOptions as Options
from tests.domain.pow_wow.helpers import (
    claiming,
    claims,
    loaded,
    opened,
    setup,
    state_of,
    window_of,
)
from tests.kit.playout import play

START = RULES.start(setup(3, Options()), Rng("view", 0))


def test_every_seat_and_the_spectator_get_the_same_view() -> None:
    state = fold(RULES, setup(3, Options()), START)
    views = [RULES.view(state, seat) for seat in (None, 0, 1, 2)]
    assert all(v == views[0] for v in views)


def test_face_down_slots_are_only_numbers_d21() -> None:
    state = fold(RULES, setup(3, Options()), START)
    view = RULES.view(state, 0)
    assert view.face_down == tuple(range(114))
    assert view.face_down_count == 114
    assert view.next_window == 1
    text = msgspec.json.encode(view).decode()
    assert all(f'"{card}"' not in text for _, card in state.face_down)


def test_the_layout_is_redacted_in_every_copy_of_prairie_laid_out() -> None:
    laid = START[1]
    for seat in (None, 0, 1, 2):
        copy = RULES.redact(laid, seat)
        assert copy == PrairieLaidOut(114, None, None)


def test_the_face_down_cards_of_a_loaded_position_are_redacted() -> None:
    position = loaded()[1]
    assert isinstance(position, PositionLoaded)
    copy = RULES.redact(position, 1)
    assert isinstance(copy, PositionLoaded)
    assert [f.slot for f in copy.face_down] == [f.slot for f in position.face_down]
    assert all(f.card is None for f in copy.face_down)
    assert copy.table == position.table


def test_every_other_event_is_the_same_for_everyone() -> None:
    events = claims(opened("red-hunter-1", table=("buffalo-01",)), (0, "hunter"), (1, None))
    for event in events[2:]:
        assert RULES.redact(event, None) == event
        assert RULES.redact(event, 1) == event


def test_piles_and_out_of_game_cards_are_public_d16() -> None:
    events = loaded(piles=(("totem-1", "teepee-2"), ()), out_of_game=("buffalo-09",))
    view = RULES.view(state_of(events), 1)
    assert view.piles == (("totem-1", "teepee-2"), ())
    assert view.pile_sizes == (2, 0)
    assert view.out_of_game == ("buffalo-09",)


def test_the_view_shows_the_pending_choice_with_its_options_and_cards() -> None:
    events = opened("red-hunter-1", table=("buffalo-01", "teepee-1"))
    w = window_of(events)
    events = claims(events, (1, None), (0, "hunter"))
    view = RULES.view(state_of(events), None)
    assert view.phase == "resolving"
    assert view.resolution is not None
    assert view.resolution.window == w
    assert view.resolution.awaiting_seat == 0
    assert view.resolution.claim.hand == "hunter"
    assert [(o.option.kind, o.cards) for o in view.resolution.options] == [
        ("own", ("red-hunter-1", "buffalo-01")),
        ("teepees", ("red-hunter-1", "teepee-1")),
    ]
    encoded = msgspec.to_builtins(view.resolution.options[0].option)
    assert encoded == {"kind": "own"}


def test_the_table_is_shown_in_canonical_order() -> None:
    events = loaded(table=("teepee-1", "buffalo-01", "red-chief-1"))
    assert RULES.view(state_of(events), None).table == ("red-chief-1", "buffalo-01", "teepee-1")


def test_once_over_the_view_carries_the_outcome_and_the_layout() -> None:
    options = Options(first_revealer=0)
    events = RULES.start(setup(2, options), Rng("v", 0))
    state = fold(RULES, setup(2, options), events)
    while RULES.outcome(state) is None:
        deadline = RULES.deadline(state)
        assert deadline is not None
        new = RULES.decide(state, deadline.command, None, Rng("v", len(events)))
        events += new
        for event in new:
            state = RULES.evolve(state, event)
    view = RULES.view(state, None)
    assert view.phase == "game_over"
    assert view.outcome is not None
    laid = events[1]
    assert isinstance(laid, PrairieLaidOut)
    assert view.layout == laid.cards
    assert view.face_down == ()
    assert view.next_window is None


def test_a_loaded_games_final_layout_shows_the_slots_that_were_face_down() -> None:
    events = loaded(table=("teepee-1",), next_cards=("red-chief-1",))
    game = play(RULES, setup(2), "layout", start=events, policy=claiming)
    assert game.over
    layout = RULES.view(game.state, None).layout
    assert layout is not None
    assert layout[0] == "red-chief-1"
    assert layout[113] is None
    assert "teepee-1" not in layout
