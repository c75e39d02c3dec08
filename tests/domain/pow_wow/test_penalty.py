"""RULES §8: unproductive claims lose the top two pile cards (D6, D15, D28)."""

from __future__ import annotations

from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Pass
from service.domain.pow_wow.events import ClaimMade, ClaimPenalized, Passed, WindowClosed
from tests.domain.pow_wow.helpers import claims, opened, state_of, window_of
from tests.kit.decider import given

PILE = ("buffalo-01", "teepee-1", "red-maiden-1", "necklace-1")


def test_an_unproductive_claim_discards_the_top_two_pile_cards_top_first_d6_d15() -> None:
    events = opened("buffalo-02", piles=(PILE, ()))
    window = window_of(events)
    events = claims(events, (0, "hunter"))
    given(RULES, *events).when(Pass(window), seat=1).then(
        Passed(window, 1),
        WindowClosed(window, "all_acted", ()),
        ClaimPenalized(window, 0, ("necklace-1", "red-maiden-1")),
    )
    state = given(RULES, *events).when(Pass(window), seat=1).state()
    assert state.piles[0] == ("buffalo-01", "teepee-1")
    assert state.out_of_game == ("necklace-1", "red-maiden-1")


def test_a_pile_of_one_loses_that_card_d28() -> None:
    events = opened("buffalo-02", piles=(("teepee-1",), ()))
    events = claims(events, (0, "chief"), (1, None))
    assert isinstance(events[-1], ClaimPenalized)
    assert events[-1].discarded == ("teepee-1",)
    assert state_of(events).piles[0] == ()


def test_an_empty_pile_loses_nothing_but_still_names_the_next_revealer_d28_d12() -> None:
    events = opened("buffalo-02", revealer=0)
    events = claims(events, (1, "chief"), (0, None))
    assert isinstance(events[-1], ClaimPenalized)
    assert events[-1].discarded == ()
    assert state_of(events).revealer == 1


def test_penalties_follow_claim_order_and_cards_never_come_back() -> None:
    events = opened("buffalo-02", piles=(("teepee-1", "teepee-2"), ("totem-1",)))
    events = claims(events, (1, "maiden"), (0, "maiden"))
    penalized = [e for e in events if isinstance(e, ClaimPenalized)]
    assert [(e.seat, e.discarded) for e in penalized] == [
        (1, ("totem-1",)),
        (0, ("teepee-2", "teepee-1")),
    ]
    assert state_of(events).out_of_game == ("totem-1", "teepee-2", "teepee-1")


def test_unproductive_is_judged_on_the_window_table_even_if_booty_remains_later_d6() -> None:
    events = opened("red-hunter-1", table=("buffalo-01",))
    events = claims(events, (0, "maiden"))
    made = events[-1]
    assert isinstance(made, ClaimMade)
    assert not made.productive
