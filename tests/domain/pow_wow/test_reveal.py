"""RULES §4.1, D21, D22: the revealer turns one face-down slot; the reveal timer."""

from __future__ import annotations

from service.domain.kernel import Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Reveal, RevealDeadline
from service.domain.pow_wow.events import CardRevealed, PrairieLaidOut
from service.domain.pow_wow.options import PowWowOptions as Options
from service.domain.pow_wow.state import ClaimWindow
from tests.domain.pow_wow.helpers import loaded, opened, run, setup, state_of
from tests.kit.decider import given

OPTIONS = Options(first_revealer=1)
START = RULES.start(setup(2, OPTIONS), Rng("reveal", 0))
LAYOUT: tuple[str, ...] = (START[1].cards if isinstance(START[1], PrairieLaidOut) else None) or ()


def test_the_revealer_turns_any_face_down_slot_and_opens_window_one_d21() -> None:
    given(RULES, *START, options=OPTIONS).when(Reveal(1, 17), seat=1).then(
        CardRevealed(1, 1, 17, LAYOUT[17], by_timer=False)
    )


def test_a_revealed_card_goes_onto_the_table_and_the_claim_window_opens() -> None:
    state = given(RULES, *START, options=OPTIONS).when(Reveal(1, 17), seat=1).state()
    assert LAYOUT[17] in state.table
    assert 17 not in [slot for slot, _ in state.face_down]
    assert isinstance(state.phase, ClaimWindow)
    assert state.phase.window == 1


def test_window_number_is_115_minus_the_face_down_slots() -> None:
    events = loaded(table=("buffalo-01", "buffalo-02"))
    assert state_of(events).next_window == 3


def test_only_the_revealer_may_reveal() -> None:
    given(RULES, *START, options=OPTIONS).when(Reveal(1, 0), seat=0).rejects("not_your_turn")


def test_the_system_cannot_send_a_seat_command() -> None:
    given(RULES, *START, options=OPTIONS).when(Reveal(1, 0), seat=None).rejects("not_your_turn")


def test_a_reveal_must_name_the_window_it_opens() -> None:
    given(RULES, *START, options=OPTIONS).when(Reveal(2, 0), seat=1).rejects("stale_window")


def test_a_slot_outside_the_prairie_or_already_revealed_is_refused() -> None:
    given(RULES, *START, options=OPTIONS).when(Reveal(1, 114), seat=1).rejects("slot_not_face_down")
    events = run(START, (Reveal(1, 3), 1))
    closed = run(events, *((RULES.legal_moves(state_of(events), s)[-1], s) for s in (0, 1)))
    revealer = state_of(closed).revealer
    given(RULES, *closed).when(Reveal(2, 3), seat=revealer).rejects("slot_not_face_down")


def test_reveal_refusals_are_checked_in_the_listed_order() -> None:
    """wrong_phase → not_your_turn → stale_window → slot_not_face_down (§11.5)."""
    window_open = run(START, (Reveal(1, 3), 1))
    given(RULES, *window_open).when(Reveal(9, 999), seat=0).rejects("wrong_phase")
    given(RULES, *START, options=OPTIONS).when(Reveal(9, 999), seat=0).rejects("not_your_turn")
    given(RULES, *START, options=OPTIONS).when(Reveal(9, 999), seat=1).rejects("stale_window")


def test_legal_reveals_are_one_per_face_down_slot_in_ascending_order() -> None:
    state = fold(RULES, setup(2, OPTIONS), START)
    assert RULES.legal_moves(state, 1) == [Reveal(1, slot) for slot in range(114)]
    assert RULES.legal_moves(state, 0) == []
    assert RULES.to_move(state) == frozenset({1})


def test_a_missing_reveal_turns_the_lowest_face_down_slot_for_the_revealer_d22() -> None:
    events = run(START, (Reveal(1, 0), 1))
    events = run(events, *((RULES.legal_moves(state_of(events), s)[-1], s) for s in (0, 1)))
    state = state_of(events)
    given(RULES, *events).when(RevealDeadline(2), seat=None).then(
        CardRevealed(2, state.revealer, 1, LAYOUT[1], by_timer=True)
    )


def test_the_reveal_timer_is_refused_from_a_seat_d30() -> None:
    given(RULES, *START, options=OPTIONS).when(RevealDeadline(1), seat=1).rejects("system_only")


def test_a_reveal_timer_for_another_window_is_stale() -> None:
    given(RULES, *START, options=OPTIONS).when(RevealDeadline(2), seat=None).rejects("stale_timer")
    window_open = opened("buffalo-01")
    given(RULES, *window_open).when(RevealDeadline(1), seat=None).rejects("stale_timer")
