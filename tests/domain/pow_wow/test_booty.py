"""RULES §5.2–§5.4 and §7: matched Indians, booty per type, chiefs' captives, teepees
(D1–D6, D29) and the listing order of options (D32)."""

from __future__ import annotations

from collections.abc import Sequence

from service.domain.pow_wow.booty import Offer, default_offer, offers, productive
from service.domain.pow_wow.events import BootyOption, Indian
from service.domain.pow_wow.state import State
from tests.domain.pow_wow.helpers import loaded, state_of

SEATS = ("red", "yellow", "purple")


def table(*cards: str, seats: Sequence[str] = SEATS, **options: bool) -> State:
    return state_of(loaded(seats=seats, table=cards, options=options))


def listed(state: State, seat: int, hand: str) -> list[tuple[BootyOption, tuple[str, ...]]]:
    return [(o.option, o.cards) for o in offers(state, seat, hand)]


OWN = BootyOption("own")
TEEPEES = BootyOption("teepees")


def test_the_hunter_takes_all_face_up_buffalo_d1_d2() -> None:
    state = table("red-hunter-1", "buffalo-03", "buffalo-01", "necklace-1")
    assert listed(state, 0, "hunter") == [(OWN, ("red-hunter-1", "buffalo-01", "buffalo-03"))]


def test_the_maiden_takes_all_necklaces_and_the_warrior_all_tomahawks_d1_d2() -> None:
    state = table("red-maiden-1", "red-warrior-2", "necklace-1", "necklace-2", "tomahawk-4")
    assert listed(state, 0, "maiden") == [(OWN, ("red-maiden-1", "necklace-1", "necklace-2"))]
    assert listed(state, 0, "warrior") == [(OWN, ("red-warrior-2", "tomahawk-4"))]


def test_a_claim_without_its_matched_indian_has_no_option_d3() -> None:
    state = table("yellow-hunter-1", "buffalo-01", "teepee-1")
    assert listed(state, 0, "hunter") == []
    assert not productive(state, 0, "hunter")


def test_of_several_matched_indians_only_the_lowest_is_taken_d3() -> None:
    state = table("red-hunter-3", "red-hunter-2", "buffalo-01")
    assert listed(state, 0, "hunter") == [(OWN, ("red-hunter-2", "buffalo-01"))]


def test_the_chief_takes_all_totems_and_one_captive_per_option_d4_d29() -> None:
    state = table(
        "red-chief-2",
        "totem-2",
        "totem-1",
        "purple-hunter-3",
        "purple-hunter-1",
        "yellow-warrior-1",
        "red-hunter-1",
        "green-warrior-2",
    )
    assert listed(state, 0, "chief") == [
        (
            BootyOption("own", captive=Indian("red", "hunter")),
            ("red-chief-2", "red-hunter-1", "totem-1", "totem-2"),
        ),
        (
            BootyOption("own", captive=Indian("yellow", "warrior")),
            ("red-chief-2", "yellow-warrior-1", "totem-1", "totem-2"),
        ),
        (
            BootyOption("own", captive=Indian("purple", "hunter")),
            ("red-chief-2", "purple-hunter-1", "totem-1", "totem-2"),
        ),
        (
            BootyOption("own", captive=Indian("green", "warrior")),
            ("red-chief-2", "green-warrior-2", "totem-1", "totem-2"),
        ),
    ]


def test_chiefs_and_maidens_are_never_captives_d4() -> None:
    state = table("red-chief-1", "totem-1", "yellow-chief-1", "blue-maiden-1")
    assert listed(state, 0, "chief") == []
    assert not productive(state, 0, "chief")


def test_without_a_totem_the_chief_takes_no_captive_d4() -> None:
    state = table("red-chief-1", "yellow-hunter-1")
    assert not productive(state, 0, "chief")


def test_teepees_replace_the_usual_booty_for_any_type_d5() -> None:
    state = table("red-chief-1", "totem-1", "yellow-hunter-1", "teepee-2", "teepee-1")
    assert listed(state, 0, "chief")[-1] == (TEEPEES, ("red-chief-1", "teepee-1", "teepee-2"))
    state = table("red-maiden-1", "teepee-1")
    assert listed(state, 0, "maiden") == [(TEEPEES, ("red-maiden-1", "teepee-1"))]
    assert productive(state, 0, "maiden")


def test_the_seed_example_hunter_takes_the_teepee_or_the_buffalo_not_both_d5() -> None:
    state = table("red-hunter-1", "teepee-1", "buffalo-01")
    assert listed(state, 0, "hunter") == [
        (OWN, ("red-hunter-1", "buffalo-01")),
        (TEEPEES, ("red-hunter-1", "teepee-1")),
    ]


def test_productive_means_a_matched_indian_and_own_booty_or_a_teepee_d6() -> None:
    state = table("red-warrior-1", "buffalo-01")
    assert not productive(state, 0, "warrior")
    assert not productive(state, 0, "hunter")


def test_the_timer_default_takes_the_option_with_most_cards_d8() -> None:
    more_teepees = (
        Offer(OWN, ("red-hunter-1", "buffalo-01")),
        Offer(TEEPEES, ("red-hunter-1", "teepee-1", "teepee-2")),
    )
    assert default_offer(more_teepees).option == TEEPEES
    tie = (Offer(OWN, ("a", "b")), Offer(TEEPEES, ("a", "c")))
    assert default_offer(tie).option == OWN


def test_the_timer_default_breaks_ties_by_captive_colour_order_d8() -> None:
    state = table("red-chief-1", "totem-1", "green-hunter-1", "yellow-warrior-1", "teepee-1")
    choice = default_offer(offers(state, 0, "chief"))
    assert choice.option == BootyOption("own", captive=Indian("yellow", "warrior"))
