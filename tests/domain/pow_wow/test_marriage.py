"""RULES §10.2: marriage — with a teepee face up, couples may be taken (D18)."""

from __future__ import annotations

from service.domain.pow_wow import RULES
from service.domain.pow_wow.booty import offers, productive
from service.domain.pow_wow.commands import Choose, OptionBody, Person
from service.domain.pow_wow.events import BootyOption, BootyTaken, ClaimCameUpEmpty, Indian
from tests.domain.pow_wow.helpers import claims, loaded, opened, run, state_of, window_of

MARRIAGE = {"marriage": True}


def test_a_maiden_may_marry_any_face_up_male_of_any_colour_d18() -> None:
    state = state_of(
        loaded(
            table=("red-maiden-1", "teepee-1", "green-chief-1", "yellow-hunter-1", "red-warrior-1"),
            options=MARRIAGE,
        )
    )
    assert [(o.option, o.cards) for o in offers(state, 0, "maiden")] == [
        (
            BootyOption("marriage", partner=Indian("red", "warrior")),
            ("red-maiden-1", "red-warrior-1", "teepee-1"),
        ),
        (
            BootyOption("marriage", partner=Indian("yellow", "hunter")),
            ("red-maiden-1", "yellow-hunter-1", "teepee-1"),
        ),
        (
            BootyOption("marriage", partner=Indian("green", "chief")),
            ("red-maiden-1", "green-chief-1", "teepee-1"),
        ),
        (BootyOption("teepees"), ("red-maiden-1", "teepee-1")),
    ]


def test_a_chief_may_marry_a_maiden_and_takes_no_totems_d18() -> None:
    state = state_of(
        loaded(
            table=("red-chief-1", "teepee-1", "totem-1", "yellow-hunter-1", "blue-maiden-2"),
            options=MARRIAGE,
        )
    )
    listed = [o.option for o in offers(state, 0, "chief")]
    assert listed == [
        BootyOption("own", captive=Indian("yellow", "hunter")),
        BootyOption("marriage", partner=Indian("blue", "maiden")),
        BootyOption("teepees"),
    ]
    marriage = offers(state, 0, "chief")[1]
    assert marriage.cards == ("red-chief-1", "blue-maiden-2", "teepee-1")


def test_without_a_teepee_there_is_no_marriage_and_it_never_makes_a_claim_productive() -> None:
    state = state_of(loaded(table=("red-hunter-1", "blue-maiden-1"), options=MARRIAGE))
    assert offers(state, 0, "hunter") == ()
    assert not productive(state, 0, "hunter")


def test_without_the_option_no_marriage_is_offered() -> None:
    state = state_of(loaded(table=("red-hunter-1", "blue-maiden-1", "teepee-1")))
    assert [o.option.kind for o in offers(state, 0, "hunter")] == ["teepees"]


def test_both_owners_may_race_for_a_couple_and_the_faster_one_takes_it_d18() -> None:
    events = opened(
        "yellow-hunter-1",
        table=("red-maiden-1", "teepee-1", "teepee-2"),
        options=MARRIAGE,
    )
    w = window_of(events)
    events = claims(events, (1, "hunter"), (0, "maiden"))
    marry = OptionBody("marriage", partner=Person("red", "maiden"))
    after = run(events, (Choose(w, marry), 1))
    assert after[-2:] == [
        BootyTaken(
            w,
            1,
            BootyOption("marriage", partner=Indian("red", "maiden")),
            ("yellow-hunter-1", "red-maiden-1", "teepee-1", "teepee-2"),
            False,
            False,
        ),
        ClaimCameUpEmpty(w, 0),
    ]


def test_marriage_collects_no_neutral_allies_even_with_sharing_d19() -> None:
    state = state_of(
        loaded(
            table=("red-hunter-1", "blue-hunter-1", "green-maiden-1", "teepee-1"),
            options={"marriage": True, "sharing": True},
        )
    )
    by_kind = {o.option.kind: o.cards for o in offers(state, 0, "hunter")}
    assert by_kind["marriage"] == ("red-hunter-1", "green-maiden-1", "teepee-1")
    assert by_kind["teepees"] == ("red-hunter-1", "blue-hunter-1", "teepee-1")


def test_a_marrying_warrior_takes_no_tomahawk_and_triggers_no_tribute() -> None:
    events = opened(
        "red-warrior-1",
        table=("tomahawk-1", "teepee-1", "yellow-maiden-1"),
        piles=((), ("buffalo-01",)),
        options={"marriage": True, "war_tribute": True},
    )
    w = window_of(events)
    events = claims(events, (0, "warrior"), (1, None))
    marry = OptionBody("marriage", partner=Person("yellow", "maiden"))
    assert RULES.legal_moves(state_of(events), 0)[1] == Choose(w, marry)
    after = run(events, (Choose(w, marry), 0))
    assert state_of(after).piles == (
        ("red-warrior-1", "yellow-maiden-1", "teepee-1"),
        ("buffalo-01",),
    )
