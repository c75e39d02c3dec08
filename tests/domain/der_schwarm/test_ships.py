"""RULES §8.2 the Ship action: placement, steps and collecting (D17, D24, D33, D41)."""

from __future__ import annotations

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.commands import EndAction, PlaceShip, ShipStep
from service.domain.der_schwarm.events import ActionEnded, ShipMoved, ShipPlaced, TileCollected
from tests.kit.decider import given

from .helpers import action, events, playing, run, state_of


def ship_action(**counters: object) -> dict[str, object]:
    return action(playing(), 0, "L-SHIP-1", "ship", **counters)


def test_a_ship_is_placed_on_water_next_to_an_own_station() -> None:
    g = given(RULES, *events(ship_action()))
    g.when(PlaceShip(field="4,1"), seat=0).then(ShipPlaced(seat=0, field="4,1"))
    g.when(PlaceShip(field="4,2"), seat=0).rejects("not_next_to_station")
    g.when(PlaceShip(field="3,0"), seat=0).rejects("field_not_water")
    places = [m for m in RULES.legal_moves(state_of(ship_action()), 0) if isinstance(m, PlaceShip)]
    assert places == [PlaceShip(field="4,1")]


def test_placement_comes_before_any_step_and_once_per_action_d33() -> None:
    doc = ship_action(ship_placed=True)
    doc["seats"][0]["ships"] = ["4,1"]  # type: ignore[index]
    given(RULES, *events(doc)).when(PlaceShip(field="4,1"), seat=0).rejects("ship_already_placed")
    stepped = ship_action(steps_used=1)
    stepped["seats"][0]["ships"] = ["4,1"]  # type: ignore[index]
    given(RULES, *events(stepped)).when(PlaceShip(field="4,1"), seat=0).rejects("steps_started")
    empty = ship_action()
    empty["seats"][0]["ships"] = ["1,1", "2,2", "3,3"]  # type: ignore[index]
    given(RULES, *events(empty)).when(PlaceShip(field="4,1"), seat=0).rejects("no_ship_in_supply")


def test_leaving_a_face_down_field_collects_its_tile_d41() -> None:
    doc = ship_action()
    state = state_of(doc)
    tile = state.face_down["4,1"]
    state, _ = run(state, PlaceShip(field="4,1"), 0)
    assert "4,1" in state.face_down
    state, moved = run(state, ShipStep(from_field="4,1", to_field="4,2"), 0)
    assert moved == [
        ShipMoved(seat=0, from_field="4,1", to_field="4,2"),
        TileCollected(seat=0, field="4,1", tile=tile),
    ]
    assert tile in state.seats[0].tiles and "4,1" not in state.face_down
    assert "4,2" in state.face_down


def test_a_field_emptied_earlier_gives_nothing_and_ships_may_go_back_d33() -> None:
    doc = ship_action(ship_placed=True, steps_used=1)
    doc["seats"][0]["ships"] = ["4,2"]  # type: ignore[index]
    state = state_of(doc)
    tile = state.face_down["4,2"]
    state, first = run(state, ShipStep(from_field="4,2", to_field="4,1"), 0)
    assert first[-1] == TileCollected(seat=0, field="4,2", tile=tile)
    state, second = run(state, ShipStep(from_field="4,1", to_field="4,2"), 0)
    assert [type(e).__name__ for e in second] == ["ShipMoved", "TileCollected"]
    _, third = run(state, EndAction(), 0)
    assert isinstance(third[0], ActionEnded)


def test_a_ship_moves_three_steps_or_four_with_fast_ship_d17() -> None:
    doc = ship_action(steps_used=3)
    doc["seats"][0]["ships"] = ["4,2"]  # type: ignore[index]
    g = given(RULES, *events(doc))
    g.when(ShipStep(from_field="4,2", to_field="4,3"), seat=0).rejects("no_steps_left")
    assert RULES.legal_moves(state_of(doc), 0) == [EndAction()]
    fast = ship_action(steps_used=3)
    fast["seats"][0]["ships"] = ["4,2"]  # type: ignore[index]
    fast["seats"][0]["ability"] = "A-FAST-SHIP"  # type: ignore[index]
    fast["seats"][1]["ability"] = "A-BRILLIANT"  # type: ignore[index]
    given(RULES, *events(fast)).when(ShipStep(from_field="4,2", to_field="4,3"), seat=0).events()


def test_step_codes_follow_the_rulebook_order() -> None:
    doc = ship_action()
    doc["seats"][0]["ships"] = ["4,1", "8,1"]  # type: ignore[index]
    g = given(RULES, *events(doc))
    g.when(ShipStep(from_field="5,1", to_field="5,2"), seat=0).rejects("no_own_ship")
    g.when(ShipStep(from_field="4,1", to_field="5,2"), seat=0).rejects("not_adjacent")
    g.when(ShipStep(from_field="4,1", to_field="4,0"), seat=0).rejects("field_not_water")
    g.when(ShipStep(from_field="8,1", to_field="8,0"), seat=0).rejects("field_not_water")


def test_ships_may_share_fields_with_ships_and_hazards_and_enter_the_queen_field_d24() -> None:
    doc = ship_action()
    doc["seats"][0]["ships"] = ["4,3"]  # type: ignore[index]
    doc["seats"][1]["ships"] = ["4,4"]  # type: ignore[index]
    doc["hazards"]["whale-1"] = "4,4"  # type: ignore[index]
    given(RULES, *events(doc)).when(ShipStep(from_field="4,3", to_field="4,4"), seat=0).then(
        ShipMoved(seat=0, from_field="4,3", to_field="4,4"),
        TileCollected(seat=0, field="4,3", tile=state_of(doc).face_down["4,3"]),
    )
