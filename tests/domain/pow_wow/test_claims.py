"""RULES §4.2, §5, §11.1, §11.3: claim windows, claims, passes, closing (D6, D9–D11, D25)."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Claim, Pass, Reveal, WindowDeadline
from service.domain.pow_wow.events import (
    BootyOption,
    BootyTaken,
    ClaimMade,
    ClaimPenalized,
    Passed,
    WindowClosed,
)
from service.domain.pow_wow.state import ClaimWindow, Resolving
from tests.domain.pow_wow.helpers import claims, opened, run, state_of, window_of
from tests.kit.decider import given

# red hunter revealed with a buffalo face up: red's hunter claim is productive.
HUNT = opened("red-hunter-1", table=("buffalo-01",), seats=("red", "yellow", "purple"))
W = window_of(HUNT)


def test_every_seat_including_the_revealer_may_claim_once_d9() -> None:
    state = state_of(HUNT)
    assert RULES.to_move(state) == frozenset({0, 1, 2})
    for seat in (0, 1, 2):
        assert RULES.legal_moves(state, seat) == [
            Claim(W, "chief"),
            Claim(W, "warrior"),
            Claim(W, "maiden"),
            Claim(W, "hunter"),
            Pass(W),
        ]


def test_a_claim_names_only_a_type_and_records_rank_and_productivity_d25_d11() -> None:
    given(RULES, *HUNT, players=3).when(Claim(W, "hunter"), seat=0).then(
        ClaimMade(W, 0, "hunter", 1, productive=True)
    )
    after = claims(HUNT, (1, None))
    given(RULES, *after, players=3).when(Claim(W, "hunter"), seat=2).then(
        ClaimMade(W, 2, "hunter", 1, productive=False)
    )


def test_unproductive_claims_are_accepted_and_recorded_as_such_d6() -> None:
    given(RULES, *HUNT, players=3).when(Claim(W, "chief"), seat=0).then(
        ClaimMade(W, 0, "chief", 1, productive=False)
    )


def test_a_foreign_colour_indian_never_matches_a_claim_d3() -> None:
    given(RULES, *HUNT, players=3).when(Claim(W, "hunter"), seat=1).then(
        ClaimMade(W, 1, "hunter", 1, productive=False)
    )


def test_claim_order_is_log_order_d11() -> None:
    events = claims(HUNT, (2, "hunter"), (0, "hunter"))
    made = [e for e in events if isinstance(e, ClaimMade)]
    assert [(e.seat, e.order) for e in made] == [(2, 1), (0, 2)]


def test_a_pass_is_final_for_the_window_d9() -> None:
    events = claims(HUNT, (1, None))
    given(RULES, *events, players=3).when(Claim(W, "hunter"), seat=1).rejects("already_acted")
    assert RULES.legal_moves(state_of(events), 1) == []


def test_a_seat_claims_at_most_once_per_window_d9() -> None:
    events = claims(HUNT, (0, "hunter"))
    given(RULES, *events, players=3).when(Claim(W, "chief"), seat=0).rejects("already_acted")
    given(RULES, *events, players=3).when(Pass(W), seat=0).rejects("already_acted")


def test_the_window_closes_when_every_seat_has_acted_and_resolution_follows() -> None:
    events = claims(HUNT, (1, None), (2, None))
    given(RULES, *events, players=3).when(Claim(W, "hunter"), seat=0).then(
        ClaimMade(W, 0, "hunter", 1, productive=True),
        WindowClosed(W, "all_acted", ()),
        BootyTaken(W, 0, BootyOption("own"), ("red-hunter-1", "buffalo-01"), True, False),
    )


def test_claims_in_a_window_that_is_not_open_yet_are_stale() -> None:
    given(RULES, *HUNT, players=3).when(Claim(W + 1, "hunter"), seat=0).rejects("stale_window")
    given(RULES, *HUNT, players=3).when(Pass(0), seat=0).rejects("stale_window")


def test_claims_after_the_window_closed_are_refused_with_window_closed() -> None:
    events = claims(HUNT, (0, None), (1, None), (2, None))
    state = state_of(events)
    given(RULES, *events, players=3).when(Claim(W, "hunter"), seat=0).rejects("window_closed")
    later = run(events, (Reveal(W + 1, 1), state.revealer))
    given(RULES, *later, players=3).when(Pass(W), seat=0).rejects("window_closed")


def test_an_unknown_hand_is_decoded_and_refused_with_unknown_hand_d32() -> None:
    command = msgspec.convert(
        {"type": "pow_wow.claim", "window": W, "hand": "shaman"}, RULES.Command
    )
    given(RULES, *HUNT, players=3).when(command, seat=0).rejects("unknown_hand")


def test_claim_refusals_are_checked_in_the_listed_order() -> None:
    """stale_window → window_closed → already_acted → unknown_hand (§11.5)."""
    events = claims(HUNT, (0, "hunter"))
    given(RULES, *events, players=3).when(Claim(5, "x"), seat=0).rejects("stale_window")
    given(RULES, *events, players=3).when(Claim(W, "x"), seat=0).rejects("already_acted")
    given(RULES, *events, players=3).when(Claim(W, "x"), seat=1).rejects("unknown_hand")


def test_claims_and_passes_are_public_at_once_d10() -> None:
    events = claims(HUNT, (0, "hunter"), (1, None))
    for event in events[-2:]:
        assert isinstance(event, ClaimMade | Passed)
        for seat in (None, 0, 1, 2):
            assert RULES.redact(event, seat) == event
    window = RULES.view(state_of(events), 2).window
    assert window is not None
    assert [(c.seat, c.hand, c.order, c.productive) for c in window.claims] == [
        (0, "hunter", 1, True)
    ]
    assert window.passed == (1,)
    assert window.to_act == (2,)


def test_the_window_deadline_closes_the_window_and_lists_the_silent_seats_d22() -> None:
    events = claims(HUNT, (1, "hunter"))
    given(RULES, *events, players=3).when(WindowDeadline(W), seat=None).then(
        WindowClosed(W, "deadline", (0, 2)),
        ClaimPenalized(W, 1, ()),
    )


def test_a_seat_cannot_close_the_window_d30() -> None:
    given(RULES, *HUNT, players=3).when(WindowDeadline(W), seat=0).rejects("system_only")


def test_a_window_deadline_after_the_window_closed_is_stale() -> None:
    events = claims(HUNT, (0, None), (1, None), (2, None))
    given(RULES, *events, players=3).when(WindowDeadline(W), seat=None).rejects("stale_timer")


def test_while_the_window_is_open_the_table_does_not_change() -> None:
    before = state_of(HUNT).table
    events = claims(HUNT, (0, "hunter"), (1, "chief"))
    state = state_of(events)
    assert isinstance(state.phase, ClaimWindow)
    assert state.table == before


@pytest.mark.parametrize("hand", ["chief", "warrior", "maiden", "hunter"])
def test_every_hand_type_can_be_claimed_in_every_window(hand: str) -> None:
    events = claims(HUNT, (0, hand), (1, None), (2, None))
    assert not isinstance(state_of(events).phase, ClaimWindow | Resolving)


def test_the_system_cannot_claim_or_pass_for_a_seat() -> None:
    given(RULES, *HUNT, players=3).when(Claim(W, "hunter"), seat=None).rejects("not_your_turn")
    given(RULES, *HUNT, players=3).when(Pass(W), seat=None).rejects("not_your_turn")


@pytest.mark.parametrize(
    "body",
    [
        {"type": "pow_wow.claim", "window": "1", "hand": "chief"},
        {"type": "pow_wow.claim", "window": 1, "hand": "chief", "colour": "red"},
        {"type": "pow_wow.pass"},
        {"type": "pow_wow.choose", "window": 1, "option": {"kind": "own", "loot": 1}},
        {"type": "pow_wow.choose", "window": 1, "option": {"kind": "own", "captive": {}}},
    ],
)
def test_malformed_bodies_and_unknown_fields_are_decoder_errors_d32(body: object) -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(body, RULES.Command)
