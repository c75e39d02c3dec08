"""RULES §10 the queen buoy: automatic, after every network change, for every player (D12, D13,
D32)."""

from __future__ import annotations

from typing import Any

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.commands import PlaceTile, ShipStep
from service.domain.der_schwarm.events import (
    QueenBuoyPlaced,
    QueenBuoyRemoved,
    ShipMoved,
    TileCollected,
    TilePlaced,
)
from service.domain.der_schwarm.network import largest_system, queen_connected
from tests.kit.decider import given

from .helpers import action, clear, events, give_tiles, lay, playing, run, state_of


def line_to_the_queen() -> dict[str, Any]:
    """Yellow: station N3, tiles (4,1) and (4,2) running south, a ship on (4,2)."""
    doc = lay(playing(), "4,1", [("T01", ["N", "S"])], ["yellow"])
    doc = lay(doc, "4,2", [("T02", ["N", "S"])], ["yellow"])
    doc["seats"][0]["ships"] = ["4,2"]
    return action(doc, 0, "L-SHIP-1", "ship")


def test_a_ship_next_to_the_queen_linked_to_a_station_places_the_queen_buoy_d12() -> None:
    doc = line_to_the_queen()
    given(RULES, *events(doc)).when(ShipStep(from_field="4,2", to_field="4,3"), seat=0).then(
        ShipMoved(seat=0, from_field="4,2", to_field="4,3"), QueenBuoyPlaced(seat=0)
    )


def test_moving_that_ship_away_loses_the_queen_buoy_and_moving_back_regains_it() -> None:
    """§10 example."""
    state = state_of(line_to_the_queen())
    state, _ = run(state, ShipStep(from_field="4,2", to_field="4,3"), 0)
    assert state.seats[0].queen_buoy
    tile = state.face_down["4,3"]
    state, produced = run(state, ShipStep(from_field="4,3", to_field="5,3"), 0)
    assert produced == [
        ShipMoved(seat=0, from_field="4,3", to_field="5,3"),
        TileCollected(seat=0, field="4,3", tile=tile),
        QueenBuoyRemoved(seat=0),
    ]
    state, produced = run(state, ShipStep(from_field="5,3", to_field="4,3"), 0)
    assert produced[-1] == QueenBuoyPlaced(seat=0)


def test_a_ship_standing_on_the_queen_field_keeps_it_connected_d13() -> None:
    doc = lay(line_to_the_queen(), "4,3", [("T03", ["N", "S"])], ["yellow"])
    doc["seats"][0]["ships"] = ["4,3"]
    doc["seats"][0]["queen_buoy"] = True
    state, produced = run(state_of(doc), ShipStep(from_field="4,3", to_field="4,4"), 0)
    assert produced == [ShipMoved(seat=0, from_field="4,3", to_field="4,4")]
    assert state.seats[0].queen_buoy and queen_connected(state, 0)
    assert (
        largest_system(state, 0) == 1 + 2 + 3 + 1 + 1
    )  # station, researchers x2, buoys, queen, ship


def test_a_ship_on_the_queen_field_without_a_link_to_a_station_loses_the_buoy_d13() -> None:
    doc = line_to_the_queen()
    doc["seats"][0]["ships"] = ["4,3"]
    doc["seats"][0]["queen_buoy"] = True
    doc = clear(doc, "4,3")
    _, produced = run(state_of(doc), ShipStep(from_field="4,3", to_field="4,4"), 0)
    assert produced == [
        ShipMoved(seat=0, from_field="4,3", to_field="4,4"),
        QueenBuoyRemoved(seat=0),
    ]


def test_a_tile_opening_toward_the_queen_places_the_buoy_after_the_tile() -> None:
    doc = lay(playing(), "4,1", [("T01", ["N", "S"])], ["yellow"])
    doc = lay(doc, "4,2", [("T02", ["N", "S"])], ["yellow"])
    doc = give_tiles(clear(doc, "4,3"), 0, "T03")
    doc = action(doc, 0, "L-RES-1", "researcher")
    given(RULES, *events(doc)).when(
        PlaceTile(tile="T03", field="4,3", sides=("N", "S")), seat=0
    ).then(
        TilePlaced(
            seat=0, tile="T03", field="4,3", sides=("N", "S"), stacked=False, buoy_source=None, rp=2
        ),
        QueenBuoyPlaced(seat=0),
    )


def test_a_tile_stacked_on_another_players_tile_can_connect_that_player_d12() -> None:
    doc = lay(playing(), "4,7", [("T01", ["N", "S"])], ["red"])
    doc = lay(doc, "4,6", [("T02", ["N", "S"])], ["red"])
    doc = lay(doc, "4,5", [("T07", ["E", "S"])], ["red"])
    doc["seats"][0]["ships"] = ["4,5"]
    doc = give_tiles(doc, 0, "T27")
    doc = action(doc, 0, "L-RES-1", "researcher")
    produced = (
        given(RULES, *events(doc))
        .when(PlaceTile(tile="T27", field="4,5", sides=("N", "E", "S")), seat=0)
        .events()
    )
    assert produced[1:] == [QueenBuoyPlaced(seat=1)]


def test_without_a_buoy_in_supply_no_queen_buoy_is_placed_d32() -> None:
    doc = line_to_the_queen()
    from .test_research import full_buoys

    doc = full_buoys(doc)
    produced = (
        given(RULES, *events(doc)).when(ShipStep(from_field="4,2", to_field="4,3"), seat=0).events()
    )
    assert not any(isinstance(e, QueenBuoyPlaced) for e in produced)
