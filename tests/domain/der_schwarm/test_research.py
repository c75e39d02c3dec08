"""RULES §8.3 the Researcher action: hire, research, tile on tile, buoys (D7, D9–D11, D18,
D32, D42, D44, D55, D56)."""

from __future__ import annotations

import random
from typing import Any

import msgspec

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.commands import EndAction, Hire, NoEffect, PlaceTile
from service.domain.der_schwarm.events import ActionEnded, ResearcherAdded, TilePlaced
from service.domain.kernel import IllegalMove, Rng
from tests.kit.decider import given

from .helpers import (
    action,
    clear,
    events,
    give_tiles,
    lay,
    normal,
    playing,
    random_command,
    run,
    state_of,
)

# T01 straight, T07 corner, T27 tee, T52 cross (data.json)


def research(*tiles: str, researchers: int = 2, **counters: Any) -> dict[str, Any]:
    doc = clear(playing(), "4,1", "4,2", "5,1", "3,1")
    doc = give_tiles(doc, 0, *tiles)
    doc["seats"][0]["stations"] = {"4,0": researchers}
    return action(doc, 0, "L-RES-1", "researcher", **counters)


def placed(tile: str, field: str, sides: tuple[str, ...], rp: int, **kw: Any) -> TilePlaced:
    return TilePlaced(
        seat=0,
        tile=tile,
        field=field,
        sides=sides,
        stacked=kw.get("stacked", False),
        buoy_source=kw.get("buoy_source"),
        rp=rp,
    )


def test_hire_puts_one_researcher_on_an_own_station_and_closes_the_action() -> None:
    g = given(RULES, *events(research()))
    g.when(Hire(field="4,0"), seat=0).then(
        ResearcherAdded(seat=0, field="4,0"), ActionEnded(seat=0, part=None, no_effect=False)
    )
    g.when(Hire(field="4,8"), seat=0).rejects("not_own_station")
    full = research(researchers=3)
    given(RULES, *events(full)).when(Hire(field="4,0"), seat=0).rejects("station_full")


def test_a_tile_opening_onto_an_own_station_is_placed_with_a_buoy_and_scores() -> None:
    """§8.3.2: a 2-connection tile scores 2 RP."""
    doc = research("T07")
    state = state_of(doc)
    after, produced = run(state, PlaceTile(tile="T07", field="4,1", sides=("N", "E")), 0)
    assert produced == [placed("T07", "4,1", ("N", "E"), 2)]
    assert after.seats[0].rp == 22 and after.placed["4,1"].buoys == (0,)
    assert "T07" not in after.seats[0].tiles


def test_three_and_four_connection_tiles_score_one_and_nothing_d18() -> None:
    g = given(RULES, *events(research("T27", "T52", "G1")))
    g.when(PlaceTile(tile="T27", field="4,1", sides=("N", "E", "S")), seat=0).then(
        placed("T27", "4,1", ("N", "E", "S"), 1)
    )
    g.when(PlaceTile(tile="T52", field="4,1", sides=("N", "E", "S", "W")), seat=0).then(
        placed("T52", "4,1", ("N", "E", "S", "W"), 0)
    )
    g.when(PlaceTile(tile="G1", field="4,1", sides=("N", "E", "S", "W")), seat=0).then(
        placed("G1", "4,1", ("N", "E", "S", "W"), 0)
    )


def test_a_tile_must_join_a_system_with_an_own_station_or_ship_d9_d10() -> None:
    g = given(RULES, *events(research("T01", "T07")))
    g.when(PlaceTile(tile="T01", field="4,1", sides=("E", "W")), seat=0).rejects("not_connected")
    g.when(PlaceTile(tile="T01", field="4,2", sides=("N", "S")), seat=0).rejects("not_connected")
    g.when(PlaceTile(tile="T01", field="4,1", sides=("N", "S")), seat=0).then(
        placed("T01", "4,1", ("N", "S"), 2)
    )


def test_tiles_chain_through_tiles_placed_earlier_in_the_same_action_d9_d42() -> None:
    state = state_of(research("T01", "T07"))
    state, _ = run(state, PlaceTile(tile="T01", field="4,1", sides=("N", "S")), 0)
    state, produced = run(state, PlaceTile(tile="T07", field="4,2", sides=("N", "E")), 0)
    assert produced == [placed("T07", "4,2", ("N", "E"), 2)]
    assert RULES.legal_moves(state, 0) == [EndAction()]


def test_other_players_tiles_never_connect_for_you_d9() -> None:
    doc = lay(research("T07"), "4,1", [("T01", ["N", "S"])], ["red"])
    given(RULES, *events(doc)).when(
        PlaceTile(tile="T07", field="4,2", sides=("N", "E")), seat=0
    ).rejects("not_connected")


def test_a_tile_under_an_own_ship_always_qualifies_d55() -> None:
    doc = research("T01")
    doc["seats"][0]["ships"] = ["6,5"]
    doc = clear(doc, "6,5")
    given(RULES, *events(doc)).when(
        PlaceTile(tile="T01", field="6,5", sides=("E", "W")), seat=0
    ).then(placed("T01", "6,5", ("E", "W"), 2))


def test_research_places_at_most_as_many_tiles_as_researchers() -> None:
    state = state_of(research("T01", "T07", researchers=1))
    state, _ = run(state, PlaceTile(tile="T01", field="4,1", sides=("N", "S")), 0)
    assert RULES.legal_moves(state, 0) == [EndAction()]
    doc = research("T01", "T07", researchers=1, tiles_placed=1)
    g = given(RULES, *events(doc))
    g.when(PlaceTile(tile="T07", field="4,2", sides=("N", "E")), seat=0).rejects(
        "tile_limit_reached"
    )
    g.when(Hire(field="4,0"), seat=0).rejects("action_started")
    g.when(NoEffect(), seat=0).rejects("action_started")


def test_placement_codes_follow_the_rulebook_order_d44() -> None:
    doc = research("T01", "T07")
    g = given(RULES, *events(doc))
    g.when(PlaceTile(tile="T27", field="4,1", sides=("N", "E", "S")), seat=0).rejects(
        "tile_not_in_supply"
    )
    g.when(PlaceTile(tile="T07", field="4,1", sides=("N", "S")), seat=0).rejects("invalid_sides")
    g.when(PlaceTile(tile="T01", field="4,1", sides=("N", "N")), seat=0).rejects("invalid_sides")
    g.when(PlaceTile(tile="T01", field="4,4", sides=("N", "S")), seat=0).rejects("target_not_sea")
    g.when(PlaceTile(tile="T01", field="4,0", sides=("N", "S")), seat=0).rejects("target_not_sea")
    g.when(PlaceTile(tile="T01", field="6,6", sides=("N", "S")), seat=0).rejects("target_face_down")
    g.when(PlaceTile(tile="T01", field="4,1", sides=("N", "S"), buoy_source="4,2"), seat=0).rejects(
        "buoy_source_not_allowed"
    )


def test_sides_are_compared_as_a_set() -> None:
    given(RULES, *events(research("T07"))).when(
        PlaceTile(tile="T07", field="4,1", sides=("E", "N")), seat=0
    ).then(placed("T07", "4,1", ("N", "E"), 2))


def test_a_tile_with_more_sides_covers_a_buoyed_tile_keeping_its_sides_d11() -> None:
    doc = lay(research("T27", "T52", "T08"), "4,1", [("T07", ["N", "W"])], ["red"])
    g = given(RULES, *events(doc))
    g.when(PlaceTile(tile="T27", field="4,1", sides=("N", "S", "W")), seat=0).then(
        placed("T27", "4,1", ("N", "S", "W"), 1, stacked=True)
    )
    g.when(PlaceTile(tile="T27", field="4,1", sides=("E", "S", "W")), seat=0).rejects(
        "stack_not_allowed"
    )
    g.when(PlaceTile(tile="T08", field="4,1", sides=("N", "W")), seat=0).rejects(
        "stack_not_allowed"
    )
    state, _ = run(state_of(doc), PlaceTile(tile="T27", field="4,1", sides=("N", "S", "W")), 0)
    assert state.placed["4,1"].buoys == (1, 0)
    assert [t.tile for t in state.placed["4,1"].tiles] == ["T07", "T27"]
    state, _ = run(state, EndAction(), 0)


def test_a_stacked_field_is_never_stacked_again_and_buoyless_tiles_never_d11() -> None:
    doc = lay(research("T52"), "4,1", [("T07", ["N", "E"]), ("T27", ["N", "E", "S"])], ["red"])
    given(RULES, *events(doc)).when(
        PlaceTile(tile="T52", field="4,1", sides=("N", "E", "S", "W")), seat=0
    ).rejects("stack_not_allowed")
    bare = lay(research("T52"), "4,1", [("T07", ["N", "E"])], [])
    given(RULES, *events(bare)).when(
        PlaceTile(tile="T52", field="4,1", sides=("N", "E", "S", "W")), seat=0
    ).rejects("stack_not_allowed")


def full_buoys(doc: dict[str, Any]) -> dict[str, Any]:
    """Yellow's 28 buoys all on tiles, one of them on (4,1) next to its station."""
    fields = [f for f in data.SEA_ORDER if f not in doc["placed"] and f not in ("4,2", "3,1")]
    tees = [t for t in data.REGULAR_TILES if data.TILE_SHAPE[t] == "tee"]
    tiles = [*tees, "T53", "T54", "T55"]
    for field, tile in zip(fields[: data.BUOYS], tiles, strict=True):
        sides = ["N", "E", "S"] if tile in tees else ["N", "E", "S", "W"]
        doc = lay(doc, field, [(tile, sides)], ["yellow"])
    return doc


def test_with_an_empty_buoy_supply_a_buoy_moves_from_an_own_tile_d32_d56() -> None:
    doc = full_buoys(research("T01"))
    state = state_of(doc)
    assert sum(s.buoys.count(0) for s in state.placed.values()) == 28
    g = given(RULES, *events(doc))
    g.when(PlaceTile(tile="T01", field="4,2", sides=("N", "S")), seat=0).rejects(
        "buoy_source_required"
    )
    g.when(PlaceTile(tile="T01", field="4,2", sides=("N", "S"), buoy_source="4,2"), seat=0).rejects(
        "bad_buoy_source"
    )
    g.when(PlaceTile(tile="T01", field="4,2", sides=("N", "S"), buoy_source="4,4"), seat=0).rejects(
        "bad_buoy_source"
    )
    source = next(f for f, s in state.placed.items() if f not in ("4,1",))
    after, produced = run(
        state, PlaceTile(tile="T01", field="4,2", sides=("N", "S"), buoy_source=source), 0
    )
    assert produced[0] == placed("T01", "4,2", ("N", "S"), 2, buoy_source=source)
    assert after.placed[source].buoys == ()
    assert after.placed["4,2"].buoys == (0,)


def test_legality_is_judged_after_the_buoy_left_its_source_d56() -> None:
    """Taking the buoy from the only link to the station disconnects the new tile."""
    doc = full_buoys(research("T01"))
    state = state_of(doc)
    g = given(RULES, *events(doc))
    g.when(PlaceTile(tile="T01", field="4,2", sides=("N", "S"), buoy_source="4,1"), seat=0).rejects(
        "not_connected"
    )
    tiles = [m for m in RULES.legal_moves(state, 0) if isinstance(m, PlaceTile)]
    assert tiles and all(m.buoy_source not in (None, "4,1") for m in tiles)


def test_the_research_listing_and_decide_agree_with_an_empty_buoy_supply() -> None:
    """One legality source (§17.3): every listed placement is accepted, others refused."""
    doc = full_buoys(research("T01", "T07", "T27"))
    state = state_of(doc)
    moves = RULES.legal_moves(state, 0)
    assert len(moves) > 50
    for move in moves:
        RULES.decide(state, move, 0, Rng("x", 0))
    listed = {msgspec.json.encode(normal(m)) for m in moves}
    pick = random.Random(7)
    for _ in range(300):
        command = random_command(state, 0, pick)
        if msgspec.json.encode(normal(command)) not in listed:
            try:
                RULES.decide(state, command, 0, Rng("x", 0))
            except IllegalMove:
                continue
            raise AssertionError(command)
