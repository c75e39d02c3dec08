"""Floe actions: drift, rotate, discover, pick-ups and drifting out (RULES §7.1–§7.3, §12)."""

from __future__ import annotations

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import PlaceDiscovered
from tests.domain.ice_flow.helpers import CARDS, after, at, floe

NONE = ev.Items()


def drifted(tile: str, *path: str, left: bool = False, stranded: tuple[int, ...] = (),
            returned: ev.Items = NONE, seat: int = 0) -> ev.FloeDrifted:  # fmt: skip
    return ev.FloeDrifted(
        seat=seat, floe=tile, path=path, left_strait=left, stranded=stranded, returned=returned
    )


def test_a_floe_drifts_the_full_distance_of_its_hex_d17() -> None:
    at(floes=[floe("T01", "2,1")]).when(cmd.Drift("T01"), 0).then(
        drifted("T01", "2,2", "2,3", "2,4")
    )


def test_a_floe_stops_behind_another_floe_d17() -> None:
    at(floes=[floe("T01", "2,1"), floe("T02", "2,3")]).when(cmd.Drift("T01"), 0).then(
        drifted("T01", "2,2")
    )


def test_a_floe_blocked_on_its_first_step_cannot_drift_d17() -> None:
    g = at(floes=[floe("T01", "2,1"), floe("T02", "2,2")])
    g.when(cmd.Drift("T01"), 0).rejects("drift_blocked")


def test_a_floe_leaving_the_strait_returns_its_items_and_strands_its_explorers_d19() -> None:
    spots = ["2,5", "9,0", "9,0", "9,1", "9,1", "9,2"]
    g = at(explorers=spots, floes=[floe("T01", "2,5", rope=1, fish=2, bears=0)])
    g.when(cmd.Drift("T01"), 0).then(
        drifted("T01", "2,6", left=True, stranded=(0,), returned=ev.Items(rope=1, fish=2))
    )
    state = g.when(cmd.Drift("T01"), 0).state()
    assert state.explorers[0] == "2,6"
    assert "T01" in state.bag
    assert state.floes == ()
    assert RULES.view(state, 0).seats[0].explorers[0].in_water


def test_a_floe_passing_swimmers_leaves_them_in_the_water() -> None:
    spots = ["2,2", "9,0", "9,0", "9,1", "9,1", "9,2"]
    g = at(explorers=spots, floes=[floe("T01", "2,1")])
    state = g.when(cmd.Drift("T01"), 0).state()
    assert state.explorers[0] == "2,2"
    assert state.floes[0].hex == "2,4"


def test_a_floe_stopping_on_swimmers_picks_them_up_even_beyond_two_d38() -> None:
    spots = ["2,4", "2,1", "2,1", "9,1", "9,1", "9,2"]
    g = at(explorers=spots, floes=[floe("T01", "2,1")])
    g.when(cmd.Drift("T01"), 0).then(
        drifted("T01", "2,2", "2,3", "2,4"),
        ev.ExplorersPickedUp(floe="T01", hex="2,4", explorers=(0,)),
    )
    state = g.when(cmd.Drift("T01"), 0).state()
    assert state.explorers[:3] == ("2,4", "2,4", "2,4")
    assert state.stack == ()


def test_a_floe_carrying_only_other_players_explorers_is_not_eligible_d18() -> None:
    spots = ["9,0", "9,0", "9,1", "2,1", "9,1", "9,2"]
    g = at(explorers=spots, floes=[floe("T01", "2,1")])
    g.when(cmd.Drift("T01"), 0).rejects("floe_not_eligible")
    g.when(cmd.Rotate("T01", True), 0).rejects("floe_not_eligible")
    g.when(cmd.Drift("T02"), 0).rejects("unknown_floe")


def test_a_floe_with_an_own_explorer_aboard_is_eligible_d18() -> None:
    spots = ["2,1", "9,0", "9,1", "2,1", "9,1", "9,2"]
    g = at(explorers=spots, floes=[floe("T01", "2,1")])
    assert cmd.Drift("T01") in RULES.legal_moves(g.state, 0)


def test_rotating_clockwise_adds_one_and_counter_clockwise_subtracts_one() -> None:
    g = at(floes=[floe("T01", "2,1", rotation=0)])
    g.when(cmd.Rotate("T01", True), 0).then(
        ev.FloeRotated(seat=0, floe="T01", clockwise=True, rotation=1)
    )
    g.when(cmd.Rotate("T01", False), 0).then(
        ev.FloeRotated(seat=0, floe="T01", clockwise=False, rotation=5)
    )


def test_only_one_floe_action_per_turn_d13() -> None:
    g = after(at(floes=[floe("T01", "2,1")]), (cmd.Rotate("T01", True), 0))
    g.when(cmd.Rotate("T01", True), 0).rejects("floe_action_taken")
    g.when(cmd.Drift("T01"), 0).rejects("floe_action_taken")
    g.when(cmd.Discover(None), 0).rejects("floe_action_taken")


def test_discovering_draws_a_tile_and_reveals_a_card() -> None:
    events = at().when(cmd.Discover(None), 0).events()
    assert [type(e) for e in events] == [ev.TileDrawn, ev.CardRevealed]
    assert events[1] == ev.CardRevealed(card=CARDS[0])


def test_with_tiles_in_the_bag_no_drift_out_is_allowed() -> None:
    at(floes=[floe("T01", "2,6")]).when(cmd.Discover("T01"), 0).rejects("drift_out_not_allowed")


def test_a_discovered_floe_enters_on_any_free_entry_hex_with_any_rotation_d20() -> None:
    g = after(at(floes=[floe("T01", "2,0")]), (cmd.Discover(None), 0))
    top = g.state.top
    assert isinstance(top, PlaceDiscovered)
    moves = RULES.legal_moves(g.state, 0)
    assert len(moves) == 7 * 6
    g.when(cmd.PlaceFloe(top.tile, "0,0", 2), 0).then(
        ev.FloePlaced(seat=0, tile=top.tile, hex="0,0", rotation=2, card="F01",
                      items_to="floe", items=ev.Items(fish=1)),
    )  # fmt: skip
    g.when(cmd.PlaceFloe(top.tile, "2,0", 2), 0).rejects("hex_occupied")
    g.when(cmd.PlaceFloe(top.tile, "2,1", 2), 0).rejects("not_entry_hex")
    other = "T02" if top.tile != "T02" else "T03"
    g.when(cmd.PlaceFloe(other, "0,0", 2), 0).rejects("tile_not_available")
    g.when(cmd.EndTurn(), 0).rejects("wrong_phase")


def test_a_placed_floe_picks_up_swimmers_on_its_entry_hex_d45() -> None:
    spots = ["0,0", "9,0", "9,0", "9,1", "9,1", "9,2"]
    g = after(at(explorers=spots), (cmd.Discover(None), 0))
    top = g.state.top
    assert isinstance(top, PlaceDiscovered)
    events = g.when(cmd.PlaceFloe(top.tile, "0,0", 0), 0).events()
    assert events[-1] == ev.ExplorersPickedUp(floe=top.tile, hex="0,0", explorers=(0,))


def test_discovery_needs_a_free_entry_hex() -> None:
    floes = [floe(f"T{i + 1:02d}", h) for i, h in enumerate(sorted(board.ENTRY_HEXES))]
    at(floes=floes).when(cmd.Discover(None), 0).rejects("no_free_entry_hex")


FULL = [
    floe(f"T{i + 1:02d}", f"{col},{row}")
    for i, (col, row) in enumerate((c, r) for c in (0, 2, 5, 7) for r in range(1, 7))
]


def test_with_an_empty_bag_a_floe_must_first_drift_out_of_the_strait() -> None:
    g = at(floes=FULL)
    g.when(cmd.Discover(None), 0).rejects("drift_out_required")
    g.when(cmd.Discover("T01"), 0).rejects("floe_would_not_leave")
    g.when(cmd.Discover("T99"), 0).rejects("unknown_floe")
    g.when(cmd.Discover("T06"), 0).then(
        drifted("T06", left=True),
        ev.TileDrawn(seat=0, tile="T06"),
        ev.CardRevealed(card=CARDS[0]),
    )


def test_an_empty_draw_pile_is_reshuffled_from_the_discards_d36() -> None:
    g = at(draw_pile=(), discard_pile=CARDS)
    events = g.when(cmd.Discover(None), 0).events()
    assert [type(e) for e in events] == [ev.TileDrawn, ev.DeckReshuffled, ev.CardRevealed]
    shuffled = events[1]
    assert isinstance(shuffled, ev.DeckReshuffled)
    assert sorted(shuffled.order or ()) == sorted(CARDS)
    assert events[2] == ev.CardRevealed(card=(shuffled.order or ())[0])


def test_a_short_supply_gives_fewer_items_d35() -> None:
    order = ("F03", *(c for c in CARDS if c != "F03"))
    g = at(island={"rope": 0, "fish": 13, "bears": 0}, draw_pile=order)
    g = after(g, (cmd.Discover(None), 0))
    top = g.state.top
    assert isinstance(top, PlaceDiscovered)
    event = g.when(cmd.PlaceFloe(top.tile, "0,0", 0), 0).events()[0]
    assert isinstance(event, ev.FloePlaced)
    assert event.items == ev.Items()


def test_swimmers_do_not_make_a_floe_ineligible_d18() -> None:
    spots = ["9,0", "9,0", "9,1", "2,3", "9,1", "9,2"]  # explorer 3 swims next to the floe
    g = at(explorers=spots, floes=[floe("T01", "2,1")])
    g.when(cmd.Drift("T01"), 0).then(
        drifted("T01", "2,2", "2,3", "2,4"),
    )
