"""RULES §8.1 the Research Station action (D7, D20, D21)."""

from __future__ import annotations

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.commands import AddResearcher, BuildStation, NoEffect
from service.domain.der_schwarm.events import ActionEnded, ResearcherAdded, StationBuilt
from tests.kit.decider import given

from .helpers import action, events, playing, state_of


def station_action(**seat_changes: object) -> dict[str, object]:
    doc = action(playing(active_seat=1), 1, "G-STATION", "station")
    doc["seats"][1].update(seat_changes)  # type: ignore[index]
    return doc


def test_a_station_is_built_with_a_researcher_on_any_free_land_field() -> None:
    given(RULES, *events(station_action())).when(
        BuildStation(field="8,6", with_researcher=True), seat=1
    ).then(
        StationBuilt(seat=1, field="8,6", with_researcher=True),
        ActionEnded(seat=1, part=None, no_effect=False),
    )


def test_a_researcher_must_come_along_while_one_is_in_supply_d20() -> None:
    g = given(RULES, *events(station_action()))
    g.when(BuildStation(field="8,6", with_researcher=False), seat=1).rejects("researcher_in_supply")
    g.when(AddResearcher(field="4,8"), seat=1).rejects("station_in_supply")
    moves = RULES.legal_moves(state_of(station_action()), 1)
    assert all(getattr(m, "with_researcher", True) for m in moves)
    assert NoEffect() in moves and len(moves) == 18 + 1


def test_a_bare_station_only_when_no_researcher_is_left_d20() -> None:
    doc = station_action(stations={"4,8": 3, "2,8": 3, "0,6": 1})
    g = given(RULES, *events(doc))
    g.when(BuildStation(field="8,6", with_researcher=True), seat=1).rejects(
        "no_researcher_in_supply"
    )
    g.when(BuildStation(field="8,6", with_researcher=False), seat=1).then(
        StationBuilt(seat=1, field="8,6", with_researcher=False),
        ActionEnded(seat=1, part=None, no_effect=False),
    )


def test_with_no_station_left_a_researcher_goes_on_an_own_station_d20_d7() -> None:
    stations = {"4,8": 1, "2,8": 3, "0,6": 0, "0,5": 0, "0,4": 0, "0,3": 0}
    doc = station_action(stations=stations)
    g = given(RULES, *events(doc))
    g.when(BuildStation(field="8,6", with_researcher=True), seat=1).rejects("no_station_in_supply")
    g.when(AddResearcher(field="4,0"), seat=1).rejects("not_own_station")
    g.when(AddResearcher(field="2,8"), seat=1).rejects("station_full")
    g.when(AddResearcher(field="4,8"), seat=1).then(
        ResearcherAdded(seat=1, field="4,8"), ActionEnded(seat=1, part=None, no_effect=False)
    )


def test_station_field_codes_follow_the_rulebook_order() -> None:
    g = given(RULES, *events(station_action()))
    g.when(BuildStation(field="4,4", with_researcher=True), seat=1).rejects("field_not_land")
    g.when(BuildStation(field="zz", with_researcher=True), seat=1).rejects("field_not_land")
    g.when(BuildStation(field="4,0", with_researcher=True), seat=1).rejects("field_occupied")


def test_a_station_may_be_built_under_the_crab_without_damage_d21() -> None:
    doc = station_action()
    doc["hazards"]["crab"] = "8,6"  # type: ignore[index]
    given(RULES, *events(doc)).when(BuildStation(field="8,6", with_researcher=True), seat=1).then(
        StationBuilt(seat=1, field="8,6", with_researcher=True),
        ActionEnded(seat=1, part=None, no_effect=False),
    )
