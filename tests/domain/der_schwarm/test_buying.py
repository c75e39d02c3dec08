"""RULES §7.1–§7.3: the priced row, quotas, order cards, abilities and the new turn order."""

from __future__ import annotations

from typing import Any

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.commands import BuyAction, BuyOrder, PassBuy, PlaceStartStation
from service.domain.der_schwarm.events import (
    ActionCardBought,
    BuyPassed,
    OrderCardBought,
    TurnOrderSet,
)
from service.domain.der_schwarm.state import BuyingPhase, PlayingPhase, State
from tests.kit.decider import given

from .helpers import events, fresh, run, seat, state_of

ROW_2P = [*data.light_cards(2), "B-WHALE", "B-CRAB", "G-STATION", "ORDER"]


def buying(**changes: Any) -> dict[str, Any]:
    """A 2-player buying position at the start of round 1."""
    doc: dict[str, Any] = {
        "players": 2,
        "options": {"free_start": False, "dangerous_tsunami": False, "hidden_hands": False},
        "round": 1,
        "phase": "buying",
        "turn_order": [0, 1],
        "active_seat": 0,
        "open_action": None,
        "row": list(ROW_2P),
        "order_deck": [1, 2],
        "blue_deck": ["B-STATION-1", "B-STATION-2", "B-SHIP-RESEARCHER", "B-TSUNAMI"],
        "blue_out": [],
        "golden_supply": list(data.GOLDEN_TILES),
        "hazards": dict.fromkeys(data.ALL_HAZARDS),
        "face_down": dict(zip(data.SEA_ORDER, data.REGULAR_TILES, strict=True)),
        "placed": {},
        "seats": [seat(stations={"4,0": 1}), seat(stations={"4,8": 1})],
    }
    doc.update(changes)
    return doc


def started_buying() -> tuple[State, list[Any]]:
    state, events = fresh(2, initial_order=(0, 1))
    for who, field in ((0, "4,0"), (1, "4,8")):
        state, produced = run(state, PlaceStartStation(field=field), who)
        events += produced
    return state, events


def test_a_card_costs_its_zero_based_position_in_the_row_d30() -> None:
    state, events = started_buying()
    card = state.row[3]
    given(RULES, *events).when(BuyAction(index=3), seat=0).then(
        ActionCardBought(seat=0, index=3, card=card, cost=3)
    )
    after, _ = run(state, BuyAction(index=3), 0)
    assert after.seats[0].rp == 17
    assert after.row == state.row[:3] + state.row[4:]


def test_buying_alternates_in_track_order_and_closes_the_gap() -> None:
    state, _ = started_buying()
    after, _ = run(state, BuyAction(index=0), 0)
    assert after.phase == BuyingPhase(active=1)
    assert after.row == state.row[1:]


def test_the_order_deck_costs_its_position_whichever_card_is_taken() -> None:
    doc = buying()
    given(RULES, *events(doc)).when(BuyOrder(number=2, ability="A-FAST-SHIP"), seat=0).then(
        OrderCardBought(seat=0, number=2, ability="A-FAST-SHIP", cost=10, golden_tile=None)
    )


def test_an_unaffordable_card_cannot_be_bought_d28() -> None:
    doc = buying()
    doc["seats"][0]["rp"] = 2
    state = state_of(doc)
    moves = RULES.legal_moves(state, 0)
    assert BuyAction(index=2) in moves and BuyAction(index=3) not in moves
    assert not any(isinstance(m, BuyOrder) for m in moves)
    given(RULES, *events(doc)).when(BuyAction(index=3), seat=0).rejects("cannot_afford")
    given(RULES, *events(doc)).when(BuyOrder(number=1, ability="A-FAST-SHIP"), seat=0).rejects(
        "cannot_afford"
    )


def test_buy_codes_follow_the_rulebook_order() -> None:
    doc = buying()
    g = given(RULES, *events(doc))
    g.when(BuyAction(index=10), seat=0).rejects("bad_index")
    g.when(BuyAction(index=99), seat=0).rejects("bad_index")
    g.when(BuyOrder(number=3, ability="A-FAST-SHIP"), seat=0).rejects("order_card_unavailable")
    g.when(BuyOrder(number=1, ability="A-NONE"), seat=0).rejects("unknown_ability")
    g.when(PassBuy(), seat=0).rejects("must_buy")
    g.when(BuyAction(index=0), seat=1).rejects("not_your_turn")
    full = buying()
    full["seats"][0]["hand"] = list(ROW_2P[:5])
    full["row"] = ROW_2P[5:]
    full["seats"][0]["order_card"] = 1
    full["seats"][0]["ability"] = "A-FAST-SHIP"
    full["order_deck"] = [2]
    g = given(RULES, *events(full))
    g.when(BuyAction(index=0), seat=0).rejects("quota_full")
    g.when(BuyOrder(number=2, ability="A-PROTECTION"), seat=0).rejects("order_card_held")


def test_a_chosen_ability_cannot_be_chosen_again_this_round() -> None:
    doc = buying(active_seat=1, order_deck=[2])
    doc["seats"][0].update(order_card=1, ability="A-FAST-SHIP")
    given(RULES, *events(doc)).when(BuyOrder(number=2, ability="A-FAST-SHIP"), seat=1).rejects(
        "ability_taken"
    )


def test_the_golden_tile_ability_takes_the_lowest_golden_tile_d19_d58() -> None:
    doc = buying(golden_supply=["G3", "G4"])
    doc["seats"][1]["tiles"] = ["G1", "G2"]
    given(RULES, *events(doc)).when(BuyOrder(number=1, ability="A-GOLDEN-TILE"), seat=0).then(
        OrderCardBought(seat=0, number=1, ability="A-GOLDEN-TILE", cost=10, golden_tile="G3")
    )
    empty = buying(golden_supply=[])
    empty["seats"][1]["tiles"] = list(data.GOLDEN_TILES)
    given(RULES, *events(empty)).when(BuyOrder(number=1, ability="A-GOLDEN-TILE"), seat=0).then(
        OrderCardBought(seat=0, number=1, ability="A-GOLDEN-TILE", cost=10, golden_tile=None)
    )


def test_a_player_who_cannot_buy_what_they_need_must_pass() -> None:
    """§7.2: with 0 RP and only the order card missing, wait until it is free."""
    doc = buying(row=["L-CRAB", "G-STATION", "ORDER"], order_deck=[2])
    doc["seats"][0].update(hand=list(data.light_cards(2)[:5]), rp=0)
    doc["seats"][1].update(
        hand=["L-TSUNAMI", "B-WHALE", "B-CRAB"], order_card=1, ability="A-FAST-SHIP"
    )
    state = state_of(doc)
    assert RULES.legal_moves(state, 0) == [PassBuy()]
    given(RULES, *events(doc)).when(PassBuy(), seat=0).then(BuyPassed(seat=0))
    after, _ = run(state, PassBuy(), 0)
    assert after.phase == BuyingPhase(active=1)


def test_phase_one_ends_when_the_row_is_empty_and_sets_the_new_turn_order_d39_d50() -> None:
    doc = buying(row=["ORDER"], order_deck=[1], active_seat=0)
    doc["seats"][0]["hand"] = list(data.light_cards(2)[:5])
    doc["seats"][1].update(
        hand=[*data.light_cards(2)[5:], "B-WHALE", "B-CRAB", "G-STATION"],
        order_card=2,
        ability="A-FAST-SHIP",
    )
    produced = (
        given(RULES, *events(doc))
        .when(BuyOrder(number=1, ability="A-PROTECTION"), seat=0)
        .then(
            OrderCardBought(seat=0, number=1, ability="A-PROTECTION", cost=0, golden_tile=None),
            TurnOrderSet(order=(0, 1)),
        )
    )
    state = state_of(doc)
    for event in produced:
        state = RULES.evolve(state, event)
    assert state.phase == PlayingPhase(active=0)
    assert state.order_deck == (1, 2) and state.row == ()
    assert [p.ability for p in state.seats] == ["A-PROTECTION", "A-FAST-SHIP"]


def test_the_new_turn_order_follows_the_order_card_numbers_d50() -> None:
    doc = buying(row=["ORDER"], order_deck=[1], active_seat=1)
    doc["seats"][1]["hand"] = list(data.light_cards(2)[:5])
    doc["seats"][0].update(
        hand=[*data.light_cards(2)[5:], "B-WHALE", "B-CRAB", "G-STATION"],
        order_card=2,
        ability="A-FAST-SHIP",
    )
    produced = (
        given(RULES, *events(doc)).when(BuyOrder(number=1, ability="A-PROTECTION"), seat=1).events()
    )
    assert produced[-1] == TurnOrderSet(order=(1, 0))


def test_players_with_a_full_quota_are_skipped() -> None:
    doc = buying(row=["L-CRAB", "G-STATION"], order_deck=[])
    doc["seats"][0].update(hand=list(data.light_cards(2)[:5]), order_card=1, ability="A-FAST-SHIP")
    doc["seats"][1].update(
        hand=["L-TSUNAMI", "B-WHALE", "B-CRAB"], order_card=2, ability="A-BRILLIANT"
    )
    doc["active_seat"] = 1
    state = state_of(doc)
    after, _ = run(state, BuyAction(index=0), 1)
    assert after.phase == BuyingPhase(active=1)
