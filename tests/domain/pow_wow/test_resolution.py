"""RULES §6: resolution in claim order, choices at resolution time, empty claims, the choice
timer and the next revealer (D7, D8, D11, D12)."""

from __future__ import annotations

import msgspec

from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import (
    ChoiceDeadline,
    Choose,
    Claim,
    OptionBody,
    Person,
    Reveal,
)
from service.domain.pow_wow.events import (
    BootyOption,
    BootyTaken,
    ClaimCameUpEmpty,
    ClaimMade,
    Indian,
    WindowClosed,
)
from service.domain.pow_wow.state import AwaitingReveal, Resolving
from tests.domain.pow_wow.helpers import claims, opened, run, state_of, window_of
from tests.kit.decider import given

SEATS = ("red", "yellow", "purple")
OWN = OptionBody("own")
TEEPEES = OptionBody("teepees")

# The rulebook's walk-through (§6): a red chief is revealed among many totem poles; yellow and
# then purple rescue their hunters; the red chief, resolved last, finds only a maiden left.
EXAMPLE = opened(
    "red-chief-1",
    seats=SEATS,
    revealer=1,
    table=(
        "yellow-hunter-1",
        "purple-hunter-1",
        "blue-maiden-1",
        "buffalo-01",
        "teepee-1",
        "totem-1",
        "totem-2",
        "totem-3",
    ),
)
W = window_of(EXAMPLE)


def test_the_rulebook_example_yellow_is_asked_to_choose_first_d8() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, "hunter"))
    made = given(RULES, *events, players=3).when(Claim(W, "chief"), seat=0).events()
    assert made == [
        ClaimMade(W, 0, "chief", 3, productive=True),
        WindowClosed(W, "all_acted", ()),
    ]
    state = given(RULES, *events, players=3).when(Claim(W, "chief"), seat=0).state()
    assert RULES.to_move(state) == frozenset({1})
    assert RULES.legal_moves(state, 1) == [Choose(W, OWN), Choose(W, TEEPEES)]


def test_the_rulebook_example_resolves_purple_then_the_red_chief_comes_up_empty_d7_d12() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, "hunter"), (0, "chief"))
    state = given(RULES, *events, players=3).when(Choose(W, OWN), seat=1).state()
    given(RULES, *events, players=3).when(Choose(W, OWN), seat=1).then(
        BootyTaken(W, 1, BootyOption("own"), ("yellow-hunter-1", "buffalo-01"), False, False),
        BootyTaken(W, 2, BootyOption("teepees"), ("purple-hunter-1", "teepee-1"), True, False),
        ClaimCameUpEmpty(W, 0),
    )
    assert state.piles == ((), ("yellow-hunter-1", "buffalo-01"), ("purple-hunter-1", "teepee-1"))
    assert "totem-1" in state.table
    assert isinstance(state.phase, AwaitingReveal)
    assert state.revealer == 0


def test_an_option_is_chosen_after_earlier_claims_took_their_cards_d8() -> None:
    # red and yellow both hunt: yellow first takes the only buffalo; red then has teepees only.
    events = opened(
        "red-hunter-1",
        seats=("red", "yellow"),
        table=("yellow-hunter-1", "buffalo-01", "teepee-1"),
    )
    window = window_of(events)
    events = claims(events, (1, "hunter"), (0, "hunter"))
    given(RULES, *events).when(Choose(window, OWN), seat=1).then(
        BootyTaken(window, 1, BootyOption("own"), ("yellow-hunter-1", "buffalo-01"), False, False),
        BootyTaken(window, 0, BootyOption("teepees"), ("red-hunter-1", "teepee-1"), True, False),
    )


def test_a_missing_choice_gets_the_default_option_by_timer_d8_d22() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, None), (0, None))
    given(RULES, *events, players=3).when(ChoiceDeadline(W, 1), seat=None).then(
        BootyTaken(W, 1, BootyOption("own"), ("yellow-hunter-1", "buffalo-01"), False, True),
    )


def test_a_seat_cannot_force_a_choice_d30() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, None), (0, None))
    given(RULES, *events, players=3).when(ChoiceDeadline(W, 1), seat=1).rejects("system_only")


def test_a_choice_timer_for_another_seat_or_window_is_stale() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, None), (0, None))
    given(RULES, *events, players=3).when(ChoiceDeadline(W, 2), seat=None).rejects("stale_timer")
    given(RULES, *events, players=3).when(ChoiceDeadline(W - 1, 1), seat=None).rejects(
        "stale_timer"
    )
    done = run(events, (Choose(W, OWN), 1))
    given(RULES, *done, players=3).when(ChoiceDeadline(W, 1), seat=None).rejects("stale_timer")


def test_choose_refusals_are_checked_in_the_listed_order() -> None:
    """wrong_phase → not_your_turn → stale_window → invalid_option (§11.5)."""
    bogus = Choose(W + 7, OptionBody("loot"))
    given(RULES, *EXAMPLE, players=3).when(bogus, seat=1).rejects("wrong_phase")
    events = claims(EXAMPLE, (1, "hunter"), (2, None), (0, None))
    given(RULES, *events, players=3).when(bogus, seat=0).rejects("not_your_turn")
    given(RULES, *events, players=3).when(bogus, seat=1).rejects("stale_window")
    given(RULES, *events, players=3).when(Choose(W, OptionBody("loot")), seat=1).rejects(
        "invalid_option"
    )


def test_anything_but_exactly_a_listed_option_is_an_invalid_option_d32() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, None), (0, None))
    captive = OptionBody("own", captive=Person("purple", "hunter"))
    partner = OptionBody("teepees", partner=Person("blue", "maiden"))
    for option in (captive, partner, OptionBody("marriage")):
        given(RULES, *events, players=3).when(Choose(W, option), seat=1).rejects("invalid_option")


def test_option_bodies_decode_loosely_d32() -> None:
    body = {"type": "pow_wow.choose", "window": W, "option": {"kind": "nonsense"}}
    command = msgspec.convert(body, RULES.Command)
    assert command == Choose(W, OptionBody("nonsense"))
    with_captive = {"kind": "own", "captive": {"colour": "pink", "type": "x"}}
    assert msgspec.convert(with_captive, OptionBody).captive == Person("pink", "x")


def test_the_chief_chooses_its_captive_by_colour_and_type_d29() -> None:
    events = opened(
        "red-chief-1",
        seats=("red", "yellow"),
        table=("totem-1", "yellow-hunter-3", "yellow-hunter-2", "green-warrior-1"),
    )
    window = window_of(events)
    events = claims(events, (0, "chief"), (1, None))
    choice = OptionBody("own", captive=Person("yellow", "hunter"))
    given(RULES, *events).when(Choose(window, choice), seat=0).then(
        BootyTaken(
            window,
            0,
            BootyOption("own", captive=Indian("yellow", "hunter")),
            ("red-chief-1", "yellow-hunter-2", "totem-1"),
            False,
            False,
        )
    )


def test_with_no_claim_the_left_neighbour_of_the_revealer_reveals_next_d12() -> None:
    events = opened("buffalo-02", seats=SEATS, revealer=2)
    events = claims(events, (0, None), (1, None), (2, None))
    state = state_of(events)
    assert state.revealer == 0
    assert RULES.legal_moves(state, 0)[0] == Reveal(state.next_window, 1)


def test_the_last_claimant_reveals_next_even_if_penalized_d12() -> None:
    events = opened("buffalo-02", seats=SEATS, revealer=0)
    events = claims(events, (2, "hunter"), (1, "maiden"), (0, None))
    assert state_of(events).revealer == 1


def test_the_seat_awaiting_a_choice_is_the_only_one_to_move() -> None:
    events = claims(EXAMPLE, (1, "hunter"), (2, "hunter"), (0, "chief"))
    state = state_of(events)
    assert isinstance(state.phase, Resolving)
    assert RULES.to_move(state) == frozenset({1})
    assert RULES.legal_moves(state, 0) == []
    assert RULES.legal_moves(state, 2) == []
