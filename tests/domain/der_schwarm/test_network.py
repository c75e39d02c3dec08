"""RULES §4 the connection network and §12 end-of-round scoring examples (D35, D43, D55)."""

from __future__ import annotations

from service.domain.der_schwarm import network
from service.domain.der_schwarm.network import largest_system, openings, systems

from .helpers import clear, lay, playing, state_of


def test_two_stations_on_neighbouring_land_fields_are_never_linked_d35() -> None:
    doc = playing()
    doc["seats"][0]["stations"] = {"4,0": 1, "5,0": 1}
    state = state_of(doc)
    assert len(systems(openings(state, 0))) == 2


def test_stations_connect_through_tiles_and_ships_d35() -> None:
    doc = lay(playing(), "4,1", [("T01", ["E", "W"])], ["yellow"])
    doc["seats"][0]["stations"] = {"4,0": 1, "5,0": 1}
    doc["seats"][0]["ships"] = ["5,1"]
    state = state_of(doc)
    assert len(systems(openings(state, 0))) == 2  # the E-W tile does not open north
    doc["placed"]["4,1"]["tiles"][0]["sides"] = ["N", "E"]
    state = state_of(doc)
    assert len(systems(openings(state, 0))) == 1


def test_a_ship_and_a_buoyed_tile_on_one_field_form_one_all_open_node_d55() -> None:
    doc = lay(playing(), "4,2", [("T01", ["E", "W"])], ["yellow"])
    doc["seats"][0]["ships"] = ["4,2"]
    nodes = openings(state_of(doc), 0)
    assert nodes["4,2"] == frozenset("NESW")


def test_the_white_example_scores_its_largest_system_of_ten() -> None:
    """§12: 1 station, 2 researchers, 6 buoys and 1 ship = 10; the other system has 4."""
    doc = clear(playing(), "2,4", "3,4", "1,5", "7,3", "7,4")
    doc["seats"][0]["stations"] = {"0,4": 2, "8,4": 1}
    doc["seats"][0]["ships"] = ["1,5"]
    doc["seats"][0]["ability"] = "A-PROTECTION"
    doc["seats"][1]["ability"] = "A-BRILLIANT"
    doc = lay(doc, "1,4", [("T52", ["N", "E", "S", "W"])], ["yellow"])
    for field, tile in (("2,4", "T02"), ("3,4", "T03")):
        doc = lay(doc, field, [(tile, ["E", "W"])], ["yellow"])
    doc = lay(doc, "1,3", [("T04", ["N", "S"])], ["yellow"])
    doc = lay(doc, "1,2", [("T05", ["N", "S"])], ["yellow"])
    doc = lay(doc, "1,1", [("T06", ["N", "S"])], ["yellow"])
    doc = lay(doc, "7,4", [("T27", ["N", "E", "W"])], ["yellow"])
    doc = lay(doc, "7,3", [("T28", ["N", "E", "S"])], ["yellow"])
    state = state_of(doc)
    counts = sorted(
        network.elements(state, 0, s, brilliant=False) for s in systems(openings(state, 0))
    )
    assert counts[-2:] == [4, 10]
    assert largest_system(state, 0) == 10


def test_two_own_buoys_on_one_stack_count_as_two_elements_d43() -> None:
    doc = lay(playing(), "4,1", [("T07", ["N", "E"]), ("T27", ["N", "E", "S"])], ["yellow"] * 2)
    doc["seats"][0]["ability"] = "A-PROTECTION"
    doc["seats"][1]["ability"] = "A-BRILLIANT"
    state = state_of(doc)
    assert largest_system(state, 0) == 1 + 1 + 2


def test_brilliant_researcher_doubles_researchers_in_the_count_d36() -> None:
    doc = playing()
    doc["seats"][0]["stations"] = {"4,0": 3}
    state = state_of(doc)
    assert state.seats[0].ability == "A-BRILLIANT"
    assert largest_system(state, 0) == 1 + 3 * 2
