"""RULES §5.6 and §10.3: neutral Indians stay put, and with sharing join claims (D19, D20)."""

from __future__ import annotations

from service.domain.pow_wow.booty import offers, productive
from service.domain.pow_wow.commands import Choose, OptionBody, Person
from service.domain.pow_wow.events import BootyOption, BootyTaken, Indian
from tests.domain.pow_wow.helpers import claims, loaded, opened, run, state_of, window_of

SHARING = {"sharing": True}


def test_the_seed_example_red_chief_takes_four_chiefs_a_captive_and_all_totems_d19() -> None:
    """Blue and two yellow chiefs (neutral) lie face up; a red chief is revealed; red takes a
    green warrior hostage, all totems and all four chiefs, but not the neutral warriors."""
    events = opened(
        "red-chief-1",
        seats=("red", "green"),
        table=(
            "blue-chief-1",
            "yellow-chief-1",
            "yellow-chief-2",
            "green-warrior-1",
            "blue-warrior-1",
            "totem-1",
            "totem-2",
        ),
        options=SHARING,
    )
    w = window_of(events)
    events = claims(events, (0, "chief"), (1, None))
    hostage = OptionBody("own", captive=Person("green", "warrior"))
    after = run(events, (Choose(w, hostage), 0))
    assert after[-1] == BootyTaken(
        w,
        0,
        BootyOption("own", captive=Indian("green", "warrior")),
        (
            "red-chief-1",
            "green-warrior-1",
            "yellow-chief-1",
            "yellow-chief-2",
            "blue-chief-1",
            "totem-1",
            "totem-2",
        ),
        False,
        False,
    )
    assert state_of(after).table == ("blue-warrior-1",)


def test_neutral_allies_join_a_teepees_collection_d19() -> None:
    state = state_of(loaded(table=("red-maiden-1", "blue-maiden-2", "teepee-1"), options=SHARING))
    assert offers(state, 0, "maiden")[0].cards == ("red-maiden-1", "blue-maiden-2", "teepee-1")


def test_neutral_indians_never_match_nor_make_a_claim_productive_d19() -> None:
    state = state_of(loaded(table=("blue-hunter-1", "buffalo-01", "teepee-1"), options=SHARING))
    assert not productive(state, 0, "hunter")


def test_without_sharing_neutral_maidens_and_chiefs_stay_on_the_table_d20() -> None:
    events = opened("red-maiden-1", table=("blue-maiden-1", "necklace-1"))
    events = claims(events, (0, "maiden"), (1, None))
    state = state_of(events)
    assert state.table == ("blue-maiden-1",)
    assert state.piles[0] == ("red-maiden-1", "necklace-1")


def test_a_player_colours_indians_never_join_as_allies() -> None:
    state = state_of(
        loaded(table=("red-hunter-1", "yellow-hunter-1", "buffalo-01"), options=SHARING)
    )
    assert offers(state, 0, "hunter")[0].cards == ("red-hunter-1", "buffalo-01")


def test_with_five_players_sharing_has_no_effect() -> None:
    seats = ("red", "yellow", "purple", "blue", "green")
    state = state_of(
        loaded(seats=seats, table=("red-hunter-1", "blue-hunter-1", "buffalo-01"), options=SHARING)
    )
    assert offers(state, 0, "hunter")[0].cards == ("red-hunter-1", "buffalo-01")
