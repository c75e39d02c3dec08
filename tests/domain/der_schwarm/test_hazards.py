"""RULES §9 whale, tsunami, crab and damage; §14.2 dangerous tsunami (D4, D5, D14, D21–D24,
D29, D34, D37, D38, D45, D46, D57, D58)."""

from __future__ import annotations

from typing import Any

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.commands import MoveCrab, MoveTsunami, MoveWhale, NoEffect
from service.domain.der_schwarm.damage import damage_amount
from service.domain.der_schwarm.events import (
    ActionEnded,
    Damaged,
    HazardMoved,
    HazardPlaced,
    HazardReturned,
)
from tests.kit.decider import given

from .helpers import action, events, playing, run, state_of

END_RED = ActionEnded(seat=1, part=None, no_effect=False)
END_YELLOW = ActionEnded(seat=0, part=None, no_effect=False)


def red_plays(act: str, card: str = "joker", **seat0: Any) -> dict[str, Any]:
    doc = playing(active_seat=1)
    doc["seats"][0].update(seat0)
    return action(doc, 1, card, act)


def hit(victim: int, mover: int, field: str, amount: int, **kw: Any) -> Damaged:
    return Damaged(
        victim=victim,
        mover=mover,
        field=field,
        piece=kw.get("piece", "ship"),
        amount=amount,
        splash=kw.get("splash", False),
    )


def test_hazard_values_are_light_3_3_4_blue_4_4_5_joker_3_3_4_d4_d15() -> None:
    light = [data.CARD_VALUE[c] for c in ("L-WHALE", "L-TSUNAMI", "L-CRAB")]
    blue = [data.CARD_VALUE[c] for c in ("B-WHALE", "B-TSUNAMI", "B-CRAB")]
    assert light == [3, 3, 4] and blue == [4, 4, 5]
    assert data.JOKER_VALUES == {"whale": 3, "tsunami": 3, "crab": 4}


def test_the_amoeba_track_is_tens_and_keeps_working_past_100_d5_d29() -> None:
    assert [data.amoebas(rp) for rp in (0, 9, 10, 37, 41, 99, 100, 123)] == [
        0,
        0,
        1,
        3,
        4,
        9,
        10,
        12,
    ]
    assert damage_amount(41, protected=True, splash=False) == 3
    assert damage_amount(5, protected=True, splash=True) == 0


def test_the_rulebook_damage_example_41_37_34_and_35_39_42_d14() -> None:
    doc = red_plays("whale", rp=41, ships=["4,3", "4,2"])
    doc["seats"][1]["rp"] = 35
    doc["seats"][0]["ability"] = "A-FAST-SHIP"
    state = state_of(doc)
    after, produced = run(state, MoveWhale(whale="new", path=("4,3", "4,2")), 1)
    assert produced == [
        HazardPlaced(hazard="whale-1", field="4,4"),
        HazardMoved(hazard="whale-1", path=("4,3", "4,2")),
        hit(0, 1, "4,3", 4),
        hit(0, 1, "4,2", 3),
        END_RED,
    ]
    assert (after.seats[0].rp, after.seats[1].rp) == (34, 42)


def test_the_rulebook_damage_example_with_protection_41_38_36() -> None:
    doc = red_plays("whale", rp=41, ships=["4,3", "4,2"], ability="A-PROTECTION")
    doc["seats"][1].update(rp=35, ability="A-BRILLIANT")
    after, produced = run(state_of(doc), MoveWhale(whale="new", path=("4,3", "4,2")), 1)
    assert [e.amount for e in produced if isinstance(e, Damaged)] == [3, 2]
    assert (after.seats[0].rp, after.seats[1].rp) == (36, 40)


def test_a_new_whale_damages_opponent_ships_on_the_queen_field_even_with_zero_steps_d23() -> None:
    doc = red_plays("whale", ships=["4,4", "4,4"])
    doc["seats"][1]["ships"] = ["4,4"]
    given(RULES, *events(doc)).when(MoveWhale(whale="new", path=()), seat=1).then(
        HazardPlaced(hazard="whale-1", field="4,4"),
        hit(0, 1, "4,4", 2),
        hit(0, 1, "4,4", 1),
        END_RED,
    )


def test_own_pieces_are_never_damaged_and_only_the_mover_gains_d38() -> None:
    doc = red_plays("whale")
    doc["seats"][1]["ships"] = ["4,3"]
    given(RULES, *events(doc)).when(MoveWhale(whale="new", path=("4,3",)), seat=1).then(
        HazardPlaced(hazard="whale-1", field="4,4"),
        HazardMoved(hazard="whale-1", path=("4,3",)),
        END_RED,
    )


def test_within_a_field_ships_are_damaged_in_turn_order_d14() -> None:
    doc = playing(players=3, turn_order=[2, 1, 0], active_seat=1)
    doc["seats"].append({**doc["seats"][0], "stations": {"0,4": 1}, "hand": [], "ships": ["4,3"]})
    doc["seats"][0]["ships"] = ["4,3"]
    doc = action(doc, 1, "joker", "whale")
    produced = (
        given(RULES, *events(doc), players=3)
        .when(MoveWhale(whale="new", path=("4,3",)), seat=1)
        .events()
    )
    assert [e.victim for e in produced if isinstance(e, Damaged)] == [2, 0]


def test_whale_paths_are_simple_orthogonal_water_paths_d34() -> None:
    g = given(RULES, *events(red_plays("whale")))
    g.when(MoveWhale(whale="new", path=("4,3", "4,4")), seat=1).rejects("path_revisits")
    g.when(MoveWhale(whale="new", path=("4,3", "4,2", "4,3")), seat=1).rejects("path_revisits")
    g.when(MoveWhale(whale="new", path=("4,2",)), seat=1).rejects("path_not_adjacent")
    g.when(MoveWhale(whale="new", path=("4,3", "4,2", "4,1", "4,0")), seat=1).rejects(
        "path_too_long"
    )
    g.when(MoveWhale(whale="whale-2", path=()), seat=1).rejects("unknown_hazard")
    g.when(MoveWhale(whale="crab", path=()), seat=1).rejects("unknown_hazard")
    shore = red_plays("whale")
    shore["hazards"]["whale-1"] = "4,1"
    given(RULES, *events(shore)).when(MoveWhale(whale="whale-1", path=("4,0",)), seat=1).rejects(
        "path_not_water"
    )


def test_with_both_whales_out_only_existing_whales_move_and_may_share_the_queen_d24_d58() -> None:
    doc = red_plays("whale")
    doc["hazards"].update({"whale-1": "4,4", "whale-2": "4,4"})
    g = given(RULES, *events(doc))
    g.when(MoveWhale(whale="new", path=()), seat=1).rejects("none_in_supply")
    g.when(MoveWhale(whale="whale-2", path=()), seat=1).then(END_RED)
    moves = RULES.legal_moves(state_of(doc), 1)
    assert all(getattr(m, "whale", "whale-1") != "new" for m in moves)
    one = red_plays("whale")
    one["hazards"]["whale-1"] = "0,0"
    g = given(RULES, *events(one))
    g.when(MoveWhale(whale="new", path=()), seat=1).then(
        HazardPlaced(hazard="whale-2", field="4,4"), END_RED
    )


def test_the_five_directions_example_of_a_tsunami_on_4_1_with_value_4_d57() -> None:
    doc = playing(active_seat=1)
    doc["seats"][1]["hand"].remove("B-STATION-1")
    doc["seats"][1]["hand"].append("B-TSUNAMI")
    doc["blue_deck"] = ["B-STATION-2", "B-WHALE", "B-STATION-1", "B-CRAB"]
    doc["hazards"].update({"tsunami-1": "4,1", "tsunami-2": "0,8"})
    doc = action(doc, 1, "B-TSUNAMI", "tsunami")
    moves = [m for m in RULES.legal_moves(state_of(doc), 1) if isinstance(m, MoveTsunami)]
    found = {(m.direction, m.steps) for m in moves if m.tsunami == "tsunami-1"}
    assert found == {("N", 1), ("NE", 1), ("NW", 1), ("SE", 4), ("SW", 4)}
    g = given(RULES, *events(doc))
    g.when(MoveTsunami(tsunami="tsunami-1", direction="E", steps=5), seat=1).rejects("no_landing")
    g.when(MoveTsunami(tsunami="tsunami-1", direction="SE", steps=3), seat=1).rejects(
        "steps_out_of_range"
    )
    g.when(MoveTsunami(tsunami="tsunami-1", direction="UP", steps=1), seat=1).rejects(
        "bad_direction"
    )
    g.when(MoveTsunami(tsunami="new", direction=None, steps=0), seat=1).rejects("none_in_supply")


def test_a_tsunami_landing_damages_the_station_and_returns_to_supply_d46() -> None:
    doc = red_plays("tsunami")
    doc["hazards"]["tsunami-1"] = "4,1"
    doc["seats"][1]["ships"] = ["4,1"]
    given(RULES, *events(doc)).when(
        MoveTsunami(tsunami="tsunami-1", direction="N", steps=1), seat=1
    ).then(
        HazardMoved(hazard="tsunami-1", path=("4,0",)),
        hit(0, 1, "4,0", 2, piece="station"),
        HazardReturned(hazard="tsunami-1"),
        END_RED,
    )


def test_a_tsunami_leaving_the_board_returns_without_splash_d45() -> None:
    doc = red_plays("tsunami")
    doc["options"]["dangerous_tsunami"] = True
    doc["hazards"]["tsunami-1"] = "1,0"
    doc["seats"][0]["ships"] = ["0,0"]
    given(RULES, *events(doc)).when(
        MoveTsunami(tsunami="tsunami-1", direction="N", steps=1), seat=1
    ).then(HazardMoved(hazard="tsunami-1", path=()), HazardReturned(hazard="tsunami-1"), END_RED)


def test_the_compass_cell_counts_as_leaving_the_board_d57_d1() -> None:
    doc = red_plays("tsunami")
    doc["hazards"]["tsunami-1"] = "7,1"
    moves = [m for m in RULES.legal_moves(state_of(doc), 1) if isinstance(m, MoveTsunami)]
    assert MoveTsunami(tsunami="tsunami-1", direction="NE", steps=1) in moves


def test_a_new_tsunami_may_stop_on_water_and_an_existing_one_must_land_d22() -> None:
    doc = red_plays("tsunami")
    moves = [m for m in RULES.legal_moves(state_of(doc), 1) if isinstance(m, MoveTsunami)]
    assert MoveTsunami(tsunami="new", direction=None, steps=0) in moves
    assert len(moves) == 1 + 8 * 3
    given(RULES, *events(doc)).when(
        MoveTsunami(tsunami="new", direction="N", steps=2), seat=1
    ).then(
        HazardPlaced(hazard="tsunami-1", field="4,4"),
        HazardMoved(hazard="tsunami-1", path=("4,3", "4,2")),
        END_RED,
    )
    given(RULES, *events(doc)).when(
        MoveTsunami(tsunami="new", direction=None, steps=1), seat=1
    ).rejects("bad_direction")
    given(RULES, *events(doc)).when(
        MoveTsunami(tsunami="new", direction="N", steps=0), seat=1
    ).rejects("bad_direction")
    stuck = red_plays("tsunami")
    stuck["hazards"].update({"tsunami-1": "4,4"})
    moves = [m for m in RULES.legal_moves(state_of(stuck), 1) if isinstance(m, MoveTsunami)]
    assert {m.tsunami for m in moves} == {"new"}


def test_the_dangerous_tsunami_splashes_the_eight_neighbours_after_landing_d37() -> None:
    doc = red_plays("tsunami", ships=["3,1", "4,1"], rp=30, ability="A-PROTECTION")
    doc["seats"][1]["ability"] = "A-BRILLIANT"
    doc["options"]["dangerous_tsunami"] = True
    doc["hazards"]["tsunami-1"] = "4,2"
    doc["seats"][0]["stations"] = {"4,0": 1, "3,0": 0}
    produced = (
        given(RULES, *events(doc))
        .when(MoveTsunami(tsunami="tsunami-1", direction="N", steps=2), seat=1)
        .events()
    )
    damages = [(e.field, e.piece, e.amount, e.splash) for e in produced if isinstance(e, Damaged)]
    assert damages == [
        ("4,1", "ship", 2, False),
        ("4,0", "station", 1, False),
        ("4,1", "ship", 0, True),
        ("3,1", "ship", 0, True),
        ("3,0", "station", 0, True),
    ]
    assert isinstance(produced[-2], HazardReturned)


def test_the_crab_walks_clockwise_from_a_free_land_field_skipping_own_stations_d21() -> None:
    doc = red_plays("crab")
    doc["seats"][0]["stations"] = {"2,0": 1, "4,0": 1}
    doc["seats"][1]["stations"] = {"3,0": 1, "4,8": 1}
    produced = given(RULES, *events(doc)).when(MoveCrab(place="6,8", steps=4), seat=1).events()
    assert produced[:2] == [
        HazardPlaced(hazard="crab", field="6,8"),
        HazardMoved(hazard="crab", path=("5,8", "3,8", "2,8", "0,6")),
    ]
    g = given(RULES, *events(doc))
    g.when(MoveCrab(place=None, steps=1), seat=1).rejects("crab_place_required")
    g.when(MoveCrab(place="2,0", steps=1), seat=1).rejects("crab_field_invalid")
    g.when(MoveCrab(place="4,4", steps=1), seat=1).rejects("crab_field_invalid")
    g.when(MoveCrab(place="6,8", steps=5), seat=1).rejects("steps_out_of_range")


def test_the_crab_damages_each_opponent_station_it_passes_twice_for_two_stations() -> None:
    """The rulebook crab example: red is damaged twice."""
    doc = playing()
    doc["seats"][0]["hand"].remove("L-WHALE")
    doc["seats"][0]["hand"].append("L-CRAB")
    doc["seats"][1]["hand"].remove("L-CRAB")
    doc["seats"][1]["hand"].append("L-WHALE")
    doc["seats"][1]["stations"] = {"3,0": 1, "5,0": 1}
    doc["seats"][1]["rp"] = 25
    doc["hazards"]["crab"] = "2,0"
    doc = action(doc, 0, "L-CRAB", "crab")
    g = given(RULES, *events(doc))
    g.when(MoveCrab(place="6,0", steps=1), seat=0).rejects("crab_on_board")
    g.when(MoveCrab(place=None, steps=4), seat=0).then(
        HazardMoved(hazard="crab", path=("3,0", "5,0", "6,0", "8,2")),
        hit(1, 0, "3,0", 1, piece="station"),
        hit(1, 0, "5,0", 1, piece="station"),
        END_YELLOW,
    )


def test_a_hazard_action_may_be_resolved_with_no_effect() -> None:
    given(RULES, *events(red_plays("crab"))).when(NoEffect(), seat=1).then(
        ActionEnded(seat=1, part=None, no_effect=True)
    )
    given(RULES, *events(red_plays("crab"))).when(MoveWhale(whale="new", path=()), seat=1).rejects(
        "wrong_phase"
    )
