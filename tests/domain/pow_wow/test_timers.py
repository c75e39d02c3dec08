"""RULES §11.2 and D22, D30: which timer runs, its length, and the event it counts from."""

from __future__ import annotations

from service.domain.kernel import Deadline, Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import ChoiceDeadline, Reveal, RevealDeadline, WindowDeadline
from service.domain.pow_wow.options import PowWowOptions as Options
from tests.domain.pow_wow.helpers import claims, opened, setup, state_of, window_of


def test_the_first_reveal_timer_counts_from_the_start_events_d22() -> None:
    options = Options(first_revealer=0, reveal_timeout_ms=20000)
    events = RULES.start(setup(2, options), Rng("t", 0))
    state = fold(RULES, setup(2, options), events)
    assert RULES.deadline(state) == Deadline(
        after_ms=20000, since_version=2, command=RevealDeadline(1)
    )


def test_an_open_window_uses_the_claim_window_length_from_its_reveal_d22() -> None:
    events = opened("red-hunter-1", table=("buffalo-01",), options={"claim_window_ms": 9000})
    w = window_of(events)
    assert RULES.deadline(state_of(events)) == Deadline(
        after_ms=9000, since_version=3, command=WindowDeadline(w)
    )
    window = RULES.view(state_of(events), None).window
    assert window is not None
    assert (window.deadline_kind, window.deadline_ms) == ("claim_window", 9000)


def test_a_window_nobody_can_claim_productively_uses_the_dead_window_length_d22() -> None:
    options = Options(first_revealer=0)
    events = RULES.start(setup(2, options), Rng("t", 0))
    events += RULES.decide(fold(RULES, setup(2, options), events), Reveal(1, 0), 0, Rng("t", 2))
    state = fold(RULES, setup(2, options), events)
    deadline = RULES.deadline(state)
    assert deadline == Deadline(after_ms=2000, since_version=3, command=WindowDeadline(1))
    window = RULES.view(state, 0).window
    assert window is not None
    assert (window.deadline_kind, window.deadline_ms) == ("dead_window", 2000)


def test_claims_stay_legal_in_a_dead_window_d22() -> None:
    events = opened("buffalo-01")
    state = state_of(events)
    assert RULES.view(state, None).window.deadline_kind == "dead_window"  # type: ignore[union-attr]
    assert len(RULES.legal_moves(state, 0)) == 5


def test_a_choice_timer_counts_from_the_event_that_left_the_seat_awaiting_d22() -> None:
    events = opened(
        "red-hunter-1",
        table=("buffalo-01", "teepee-1"),
        options={"choice_timeout_ms": 4000},
    )
    w = window_of(events)
    events = claims(events, (0, "hunter"), (1, None))
    assert RULES.deadline(state_of(events)) == Deadline(
        after_ms=4000, since_version=len(events), command=ChoiceDeadline(w, 0)
    )


def test_the_reveal_timer_after_a_resolution_counts_from_its_last_resolution_event() -> None:
    events = opened("red-hunter-1", table=("buffalo-01",))
    w = window_of(events)
    events = claims(events, (0, "hunter"), (1, None))
    assert RULES.deadline(state_of(events)) == Deadline(
        after_ms=15000, since_version=len(events), command=RevealDeadline(w + 1)
    )


def test_the_deadline_command_is_accepted_from_the_system() -> None:
    events = opened("red-hunter-1", table=("buffalo-01",))
    state = state_of(events)
    deadline = RULES.deadline(state)
    assert deadline is not None
    assert RULES.decide(state, deadline.command, None, Rng("t", len(events)))
