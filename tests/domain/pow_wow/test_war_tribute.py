"""RULES §10.1: war tribute — warriors taking tomahawks collect buffalo (D15, D17)."""

from __future__ import annotations

from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Choose, OptionBody, Pass
from service.domain.pow_wow.events import BootyOption, BootyTaken, TributePaid
from tests.domain.pow_wow.helpers import claims, opened, run, state_of, window_of
from tests.kit.decider import given

TRIBUTE = {"war_tribute": True}
SEATS = ("red", "yellow", "purple")


def test_every_other_seat_pays_one_buffalo_bottom_most_first_from_the_left_d17() -> None:
    events = opened(
        "red-warrior-1",
        seats=SEATS,
        table=("tomahawk-1",),
        piles=(("buffalo-03",), ("buffalo-01", "teepee-1", "buffalo-02"), ("totem-1",)),
        options=TRIBUTE,
    )
    w = window_of(events)
    events = claims(events, (0, "warrior"), (1, None))
    assert given(RULES, *events, players=3).when(Pass(w), seat=2).events()[-2:] == [
        BootyTaken(w, 0, BootyOption("own"), ("red-warrior-1", "tomahawk-1"), True, False),
        TributePaid(w, 1, 0, ("buffalo-01",)),
    ]
    state = given(RULES, *events, players=3).when(Pass(w), seat=2).state()
    assert state.piles == (
        ("buffalo-01", "buffalo-03", "red-warrior-1", "tomahawk-1"),
        ("teepee-1", "buffalo-02"),
        ("totem-1",),
    )


def test_with_two_players_the_tribute_is_two_buffalo_d17() -> None:
    events = opened(
        "red-warrior-1",
        table=("tomahawk-1", "tomahawk-2"),
        piles=((), ("buffalo-05", "buffalo-02", "buffalo-09", "teepee-1")),
        options=TRIBUTE,
    )
    w = window_of(events)
    events = claims(events, (0, "warrior"), (1, None))
    assert events[-1] == TributePaid(w, 1, 0, ("buffalo-05", "buffalo-02"))
    assert state_of(events).piles == (
        ("buffalo-05", "buffalo-02", "red-warrior-1", "tomahawk-1", "tomahawk-2"),
        ("buffalo-09", "teepee-1"),
    )


def test_a_later_payers_block_lies_below_an_earlier_payers_d17() -> None:
    events = opened(
        "yellow-warrior-1",
        seats=("red", "yellow", "purple", "blue"),
        table=("tomahawk-1",),
        piles=(("buffalo-01",), (), ("buffalo-02",), ("buffalo-03",)),
        options=TRIBUTE,
    )
    w = window_of(events)
    events = claims(events, (1, "warrior"), (0, None), (2, None), (3, None))
    paid = [e for e in events if isinstance(e, TributePaid)]
    assert [(e.from_seat, e.cards) for e in paid] == [
        (2, ("buffalo-02",)),
        (3, ("buffalo-03",)),
        (0, ("buffalo-01",)),
    ]
    assert all(e.window == w and e.to_seat == 1 for e in paid)
    assert state_of(events).piles[1] == (
        "buffalo-01",
        "buffalo-03",
        "buffalo-02",
        "yellow-warrior-1",
        "tomahawk-1",
    )


def test_with_war_tribute_collected_buffalo_go_to_the_bottom_of_the_pile_d15() -> None:
    events = opened(
        "red-hunter-1",
        table=("buffalo-07", "buffalo-04"),
        piles=(("teepee-1",), ()),
        options=TRIBUTE,
    )
    events = claims(events, (0, "hunter"), (1, None))
    assert state_of(events).piles[0] == ("buffalo-04", "buffalo-07", "teepee-1", "red-hunter-1")


def test_a_warrior_taking_teepees_triggers_no_tribute_d17() -> None:
    events = opened(
        "red-warrior-1",
        table=("tomahawk-1", "teepee-1"),
        piles=((), ("buffalo-01",)),
        options=TRIBUTE,
    )
    w = window_of(events)
    events = claims(events, (0, "warrior"), (1, None))
    after = run(events, (Choose(w, OptionBody("teepees")), 0))
    assert not any(isinstance(e, TributePaid) for e in after)
    assert state_of(after).piles[1] == ("buffalo-01",)


def test_tribute_is_paid_before_the_next_claim_resolves() -> None:
    """war_tribute + penalty in one window are strictly sequential (§10.4)."""
    events = opened(
        "red-warrior-1",
        table=("tomahawk-1",),
        piles=((), ("teepee-2", "buffalo-01")),
        options=TRIBUTE,
    )
    events = claims(events, (0, "warrior"), (1, "chief"))
    state = state_of(events)
    assert state.out_of_game == ("teepee-2",)
    assert state.piles == (("buffalo-01", "red-warrior-1", "tomahawk-1"), ())


def test_seats_without_buffalo_pay_nothing_and_get_no_event() -> None:
    events = opened("red-warrior-1", table=("tomahawk-1",), piles=((), ("teepee-1",)))
    events = claims(events, (0, "warrior"), (1, None))
    assert not any(isinstance(e, TributePaid) for e in events)


def test_without_the_option_there_is_no_tribute_and_buffalo_go_on_top() -> None:
    events = opened(
        "red-warrior-1", table=("tomahawk-1", "buffalo-02"), piles=((), ("buffalo-01",))
    )
    events = claims(events, (0, "warrior"), (1, None))
    assert not any(isinstance(e, TributePaid) for e in events)
