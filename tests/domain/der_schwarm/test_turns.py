"""RULES §7.4 phase 2 turns, §8 action lifecycle (D53), §8.4 double card (D54), §8.8 joker."""

from __future__ import annotations

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.commands import (
    BuildStation,
    BuyAction,
    ChoosePart,
    EndAction,
    Hire,
    MoveWhale,
    NoEffect,
    PassRound,
    PlaceShip,
    PlaceTile,
    PlayCard,
    PlayJoker,
    ShipStep,
)
from service.domain.der_schwarm.events import (
    ActionEnded,
    CardPlayed,
    PartChosen,
    RoundPassed,
)
from service.domain.der_schwarm.state import OpenAction, PlayingPhase
from tests.kit.decider import given

from .helpers import action, events, playing, run, state_of


def test_the_active_player_plays_a_purchased_card_and_opens_its_action() -> None:
    doc = playing()
    given(RULES, *events(doc)).when(PlayCard(card="L-SHIP-1"), seat=0).then(
        CardPlayed(seat=0, card="L-SHIP-1", action="ship")
    )
    after, _ = run(state_of(doc), PlayCard(card="L-SHIP-1"), 0)
    assert after.phase == PlayingPhase(active=0, action=OpenAction(card="L-SHIP-1", action="ship"))
    assert after.seats[0].played == ("L-SHIP-1",)


def test_turn_refusals_follow_the_rulebook_order() -> None:
    g = given(RULES, *events(playing()))
    g.when(PlayCard(card="L-TSUNAMI"), seat=0).rejects("card_not_in_hand")
    g.when(PlayCard(card="L-SHIP-1"), seat=1).rejects("not_your_turn")
    g.when(PlayCard(card="L-SHIP-1"), seat=None).rejects("not_your_turn")
    g.when(BuyAction(index=0), seat=0).rejects("wrong_phase")
    g.when(ShipStep(from_field="4,1", to_field="4,2"), seat=0).rejects("wrong_phase")
    g.when(PassRound(), seat=0).rejects("must_play_card")
    g.when(PlayJoker(action="ship_and_researcher"), seat=0).rejects("invalid_joker_action")


def test_the_joker_performs_one_basic_action_once_per_round_d15() -> None:
    doc = playing()
    given(RULES, *events(doc)).when(PlayJoker(action="whale"), seat=0).then(
        CardPlayed(seat=0, card="joker", action="whale")
    )
    used = playing()
    used["seats"][0]["joker"] = "used"
    given(RULES, *events(used)).when(PlayJoker(action="ship"), seat=0).rejects("joker_unavailable")


def test_the_joker_whale_moves_three_fields_d15_d4() -> None:
    doc = action(playing(), 0, "joker", "whale")
    path = ("4,3", "4,2", "4,1")
    given(RULES, *events(doc)).when(MoveWhale(whale="new", path=path), seat=0).events()
    given(RULES, *events(doc)).when(MoveWhale(whale="new", path=(*path, "3,1")), seat=0).rejects(
        "path_too_long"
    )


def test_a_player_with_only_the_joker_may_pass_and_forfeits_it_d40() -> None:
    doc = playing()
    doc["seats"][0]["played"] = doc["seats"][0]["hand"]
    doc["seats"][0]["hand"] = []
    state = state_of(doc)
    assert PassRound() in RULES.legal_moves(state, 0)
    given(RULES, *events(doc)).when(PassRound(), seat=0).then(RoundPassed(seat=0))
    after, _ = run(state, PassRound(), 0)
    assert after.seats[0].joker == "passed"
    assert after.phase == PlayingPhase(active=1)


def test_a_player_holding_cards_must_play_one_each_turn_d16() -> None:
    moves = RULES.legal_moves(state_of(playing()), 0)
    assert PassRound() not in moves
    assert PlayCard(card="L-WHALE") in moves and PlayJoker(action="crab") in moves


def test_any_card_may_resolve_with_no_effect_d16_d53() -> None:
    doc = action(playing(), 1, "G-STATION", "station")
    given(RULES, *events(doc)).when(NoEffect(), seat=1).then(
        ActionEnded(seat=1, part=None, no_effect=True)
    )


def test_end_action_needs_a_sub_move_and_no_effect_forbids_one_d53() -> None:
    doc = action(playing(), 0, "L-SHIP-1", "ship")
    g = given(RULES, *events(doc))
    g.when(EndAction(), seat=0).rejects("nothing_done")
    moved = action(playing(), 0, "L-SHIP-1", "ship", ship_placed=True)
    moved["seats"][0]["ships"] = ["4,1"]
    g = given(RULES, *events(moved))
    g.when(NoEffect(), seat=0).rejects("action_started")
    g.when(EndAction(), seat=0).then(ActionEnded(seat=0, part=None, no_effect=False))


def test_single_decision_actions_close_at_once_d53() -> None:
    doc = action(playing(), 0, "L-WHALE", "whale")
    produced = given(RULES, *events(doc)).when(MoveWhale(whale="new", path=()), seat=0).events()
    assert produced[-1] == ActionEnded(seat=0, part=None, no_effect=False)


def test_a_station_action_is_refused_end_action_as_wrong_phase() -> None:
    doc = action(playing(), 1, "G-STATION", "station")
    g = given(RULES, *events(doc))
    g.when(EndAction(), seat=1).rejects("wrong_phase")
    g.when(PlaceTile(tile="T01", field="1,1", sides=("N", "S")), seat=1).rejects("wrong_phase")


def test_the_double_card_first_asks_which_part_comes_first_d54() -> None:
    doc = action(playing(active_seat=1), 1, "B-SHIP-RESEARCHER", "ship_and_researcher")
    state = state_of(doc)
    assert RULES.legal_moves(state, 1) == [ChoosePart(part="ship"), ChoosePart(part="researcher")]
    g = given(RULES, *events(doc))
    g.when(NoEffect(), seat=1).rejects("wrong_phase")
    g.when(ChoosePart(part="crab"), seat=1).rejects("invalid_part")
    g.when(ChoosePart(part="researcher"), seat=1).then(PartChosen(seat=1, part="researcher"))


def test_the_other_part_of_the_double_card_opens_when_the_first_closes_d54() -> None:
    doc = action(playing(active_seat=1), 1, "B-SHIP-RESEARCHER", "ship")
    state = state_of(doc)
    state, produced = run(state, NoEffect(), 1)
    assert produced == [ActionEnded(seat=1, part="ship", no_effect=True)]
    assert state.phase == PlayingPhase(
        active=1,
        action=OpenAction(card="B-SHIP-RESEARCHER", action="researcher", parts_done=("ship",)),
    )
    state, produced = run(state, Hire(field="4,8"), 1)
    assert produced[-1] == ActionEnded(seat=1, part="researcher", no_effect=False)
    assert state.phase == PlayingPhase(active=0)


def test_fast_ship_applies_to_the_ship_part_of_the_double_card_d17() -> None:
    doc = action(playing(active_seat=1), 1, "B-SHIP-RESEARCHER", "ship", steps_used=3)
    doc["seats"][1]["ships"] = ["4,7"]
    doc["seats"][1]["ability"] = "A-FAST-SHIP"
    doc["seats"][0]["ability"] = "A-PROTECTION"
    state = state_of(doc)
    assert ShipStep(from_field="4,7", to_field="4,6") in RULES.legal_moves(state, 1)


def test_turns_pass_to_the_next_player_who_can_still_act() -> None:
    doc = action(playing(), 0, "L-SHIP-1", "ship", ship_placed=True)
    doc["seats"][0]["ships"] = ["4,1"]
    doc["seats"][1]["played"] = doc["seats"][1]["hand"]
    doc["seats"][1]["hand"] = []
    doc["seats"][1]["joker"] = "passed"
    after, _ = run(state_of(doc), EndAction(), 0)
    assert after.phase == PlayingPhase(active=0)


def test_a_build_station_during_a_ship_action_is_the_wrong_phase() -> None:
    doc = action(playing(), 0, "L-SHIP-1", "ship")
    given(RULES, *events(doc)).when(
        BuildStation(field="2,0", with_researcher=True), seat=0
    ).rejects("wrong_phase")
    given(RULES, *events(doc)).when(PlaceShip(field="4,1"), seat=0).events()
