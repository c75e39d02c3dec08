"""RULES §3 board and §6 setup, §14.1 free start, §16 randomness."""

from __future__ import annotations

import pytest

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.commands import PlaceStartStation
from service.domain.der_schwarm.events import (
    BlueDeckShuffled,
    GameStarted,
    OrderCardsDealt,
    RowLaidOut,
    StartStationPlaced,
    TilesDealt,
    TurnOrderSet,
)
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.der_schwarm.state import BuyingPhase
from service.domain.kernel import IllegalMove, Rng, host
from tests.kit.decider import given

from .helpers import fresh, run, setup, types


def test_the_board_is_a_9_by_9_grid_with_59_sea_fields_a_queen_and_20_land_fields_d1() -> None:
    assert len(data.KIND) == 81
    assert len(data.SEA) == 59 and data.QUEEN == "4,4" and len(data.LAND) == 20
    assert [f for f, k in data.KIND.items() if k == "offboard"] == ["8,0"]


def test_every_side_has_land_values_7_5_4_6_8_clockwise_d2() -> None:
    for chain in data.LAND_CHAINS.values():
        assert [data.LAND_VALUE[f] for f in chain] == [7, 5, 4, 6, 8]


def test_the_start_fields_are_the_middle_of_each_side_d3() -> None:
    assert [data.LAND_NAME[f] for f in data.START_FIELDS] == ["N3", "E3", "S3", "W3"]


def test_seat_colours_are_yellow_red_black_white_d51() -> None:
    _, started = fresh(4)
    assert isinstance(started[0], GameStarted)
    assert started[0].colours == ("yellow", "red", "black", "white")


def test_start_draws_order_tiles_blue_deck_and_row_in_that_order() -> None:
    """§16: initial order, tile deal, blue deck, round-1 row (D31)."""
    _, started = fresh(3)
    assert types(started) == [
        "GameStarted",
        "TilesDealt",
        "BlueDeckShuffled",
        "RowLaidOut",
    ]
    deal = started[1]
    assert isinstance(deal, TilesDealt) and deal.tiles is not None
    assert deal.fields == data.SEA_ORDER and sorted(deal.tiles) == list(data.REGULAR_TILES)
    blue = started[2]
    assert isinstance(blue, BlueDeckShuffled) and sorted(blue.cards or ()) == sorted(
        data.BLUE_CARDS
    )


def test_the_initial_order_is_drawn_when_the_option_is_absent_d31() -> None:
    orders = {fresh(4, seed=str(i))[1][0].initial_order for i in range(12)}
    assert len(orders) > 1
    assert all(sorted(o) == [0, 1, 2, 3] for o in orders)


def test_a_given_initial_order_is_used_as_the_setup_order_d31() -> None:
    state, started = fresh(3, initial_order=(2, 0, 1))
    assert started[0].initial_order == (2, 0, 1)
    assert RULES.to_move(state) == frozenset({2})


@pytest.mark.parametrize(("players", "light", "length"), [(2, 7, 11), (3, 12, 16), (4, 13, 17)])
def test_the_row_holds_light_cards_two_blue_the_green_card_and_the_order_deck_d8_d49(
    players: int, light: int, length: int
) -> None:
    _, started = fresh(players)
    row = started[-1]
    assert isinstance(row, RowLaidOut)
    assert len(row.row) == length
    assert sum(1 for c in row.row if data.CARD_COLOUR.get(c) == "light") == light
    blue = started[2].cards
    assert row.row[light : light + 2] == blue[:2]
    assert row.row[-2:] == (data.GREEN_CARD, data.ORDER_ENTRY)


def test_two_players_remove_three_ship_and_three_researcher_cards_d8() -> None:
    assert sorted(data.light_cards(2)) == sorted(
        ["L-RES-1", "L-RES-2", "L-SHIP-1", "L-SHIP-2", "L-WHALE", "L-TSUNAMI", "L-CRAB"]
    )
    assert "L-SHIP-5" not in data.light_cards(3)


@pytest.mark.parametrize("players", [1, 5])
def test_a_game_needs_two_to_four_players(players: int) -> None:
    with pytest.raises(IllegalMove) as caught:  # the kit's check, before the game's start
        host(RULES).start(setup(players, Options()), Rng("x", 0))
    assert caught.value.code == "invalid_options"


def test_an_initial_order_must_be_a_permutation_of_the_seats() -> None:
    with pytest.raises(IllegalMove) as caught:
        RULES.start(setup(3, Options(initial_order=(0, 0, 1))), Rng("x", 0))
    assert caught.value.code == "invalid_options"


def test_each_player_places_a_start_station_with_a_researcher_on_a_start_field() -> None:
    state, started = fresh(2, initial_order=(1, 0))
    given(RULES, *started).when(PlaceStartStation(field="0,4"), seat=1).then(
        StartStationPlaced(seat=1, field="0,4")
    )
    after, _ = run(state, PlaceStartStation(field="0,4"), 1)
    assert after.seats[1].stations == {"0,4": 1}
    assert RULES.to_move(after) == frozenset({0})


def test_start_stations_refuse_other_fields_and_occupied_ones() -> None:
    state, started = fresh(2, initial_order=(0, 1))
    given(RULES, *started).when(PlaceStartStation(field="2,0"), seat=0).rejects("not_a_start_field")
    given(RULES, *started).when(PlaceStartStation(field="9,9"), seat=0).rejects("unknown_field")
    given(RULES, *started).when(PlaceStartStation(field="4,0"), seat=1).rejects("not_your_turn")
    after, produced = run(state, PlaceStartStation(field="4,0"), 0)
    given(RULES, *started, *produced).when(PlaceStartStation(field="4,0"), seat=1).rejects(
        "field_occupied"
    )
    assert len(RULES.legal_moves(after, 1)) == 3


def test_phase_one_begins_when_the_last_start_station_is_placed() -> None:
    state, _ = fresh(2, initial_order=(0, 1))
    state, _ = run(state, PlaceStartStation(field="4,0"), 0)
    state, produced = run(state, PlaceStartStation(field="4,8"), 1)
    assert types(produced) == ["StartStationPlaced"]
    assert state.phase == BuyingPhase(active=0)


def test_free_start_deals_order_cards_and_places_highest_first_d52() -> None:
    state, started = fresh(3, free_start=True)
    assert types(started) == [
        "GameStarted",
        "TilesDealt",
        "BlueDeckShuffled",
        "OrderCardsDealt",
        "RowLaidOut",
    ]
    dealt = started[3]
    assert isinstance(dealt, OrderCardsDealt)
    assert started[0].initial_order is None
    assert data.ORDER_ENTRY not in started[-1].row
    highest = dealt.numbers.index(3)
    assert RULES.to_move(state) == frozenset({highest})


def test_free_start_requires_three_empty_fields_between_first_stations_on_one_chain_d48() -> None:
    state, started = fresh(3, free_start=True)
    first = next(iter(RULES.to_move(state)))
    state, produced = run(state, PlaceStartStation(field="2,0"), first)
    second = next(iter(RULES.to_move(state)))
    g = given(RULES, *started, *produced, players=3, options=Options(free_start=True))
    g.when(PlaceStartStation(field="5,0"), seat=second).rejects("too_close")
    g.when(PlaceStartStation(field="4,4"), seat=second).rejects("field_not_land")
    g.when(PlaceStartStation(field="6,0"), seat=second).then(
        StartStationPlaced(seat=second, field="6,0")
    )
    g.when(PlaceStartStation(field="8,2"), seat=second).then(
        StartStationPlaced(seat=second, field="8,2")
    )


def test_free_start_turn_order_follows_the_dealt_cards_after_the_last_placement_d52() -> None:
    state, started = fresh(2, free_start=True)
    dealt = started[3].numbers
    fields = iter(["2,0", "8,4"])
    produced: list[object] = []
    while not isinstance(state.phase, BuyingPhase):
        who = next(iter(RULES.to_move(state)))
        state, produced = run(state, PlaceStartStation(field=next(fields)), who)
    expected = tuple(sorted(range(2), key=lambda s: dealt[s]))
    assert produced[-1] == TurnOrderSet(order=expected)
    assert state.turn_order == expected
    assert state.row[-1] == data.ORDER_ENTRY
    assert all(p.order_card is None for p in state.seats)
    assert RULES.to_move(state) == frozenset({expected[0]})


def test_every_seat_starts_with_20_rp_and_the_full_supply() -> None:
    state, _ = fresh(4)
    assert all(p.rp == 20 for p in state.seats)
    assert state.golden_supply == ("G1", "G2", "G3", "G4")
    assert all(v is None for v in state.hazards.values())
    assert len(state.face_down) == 59
