"""Audit: the worked examples and tables of RULES.md, each set up from a position document."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from tests.domain.ice_flow.helpers import HOME, after, at, floe

REST = HOME[2][1:]


def test_t01_turned_once_clockwise_is_ridged_ne_and_se_and_turns_back_to_k0() -> None:
    """§4 example: T01 (N, NE at k = 0) lies with k = 1 ridged on NE and SE."""
    g = at(floes=[floe("T01", "3,3", rotation=1)])
    view = msgspec.json.decode(msgspec.json.encode(RULES.view(g.state, 0)))
    assert view["floes"][0]["ridges"] == ["NE", "SE"]
    g.when(cmd.Rotate("T01", False), 0).then(
        ev.FloeRotated(seat=0, floe="T01", clockwise=False, rotation=0)
    )
    g.when(cmd.Rotate("T01", True), 0).then(
        ev.FloeRotated(seat=0, floe="T01", clockwise=True, rotation=2)
    )
    turned = after(g, (cmd.Rotate("T01", False), 0))
    assert RULES.view(turned.state, 0).floes[0].ridges == ("N", "NE")


@pytest.mark.parametrize(
    ("camp", "shore"),
    [
        ("9,0", {"8,0": "NW", "8,1": "SW"}),
        ("9,1", {"8,1": "NW", "8,2": "SW"}),
        ("9,2", {"8,2": "NW", "8,3": "SW"}),
        ("9,4", {"8,4": "NW", "8,5": "SW"}),
        ("9,5", {"8,5": "NW", "8,6": "SW"}),
        ("9,6", {"8,6": "NW"}),
        ("-1,0", {"0,0": "NE", "0,1": "SE"}),
        ("-1,2", {"0,2": "NE", "0,3": "SE"}),
        ("-1,4", {"0,4": "NE", "0,5": "SE"}),
        ("-1,6", {"0,6": "NE"}),
    ],
)
def test_the_shore_table_of_section_3_5(camp: str, shore: dict[str, str]) -> None:
    sea = {
        n: board.DIRECTIONS[d]
        for d, n in enumerate(board.NEIGHBORS[camp])
        if board.KIND.get(n) == "sea"
    }
    assert sea == shore


def test_the_island_neighbours_of_section_3_6() -> None:
    assert board.NEIGHBORS["4,3"] == ("4,2", "5,2", "5,3", "4,4", "3,3", "3,2")


def test_fishing_with_a_full_backpack_yields_exactly_one_fish() -> None:
    """§9.3: a full backpack (3 items including the rope) yields exactly 1 fish."""
    g = at(
        explorers=["3,3", *REST],
        floes=[floe("T09", "3,3")],
        backpacks=[{"rope": 2, "fish": 1}, {"rope": 1, "fish": 1}],
    )
    g.when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=1))
    pack = g.when(cmd.Fish(), 0).state().backpacks[0]
    assert (pack.rope, pack.fish, pack.fresh_fish) == (1, 2, 1)


def test_fishing_with_one_item_yields_two_fish_and_with_an_empty_supply_none_d48() -> None:
    g = at(explorers=["3,3", *REST], floes=[floe("T09", "3,3")])
    g.when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=2))
    empty = at(
        explorers=["3,3", *REST],
        floes=[floe("T09", "3,3")],
        island={"rope": 0, "fish": 13, "bears": 0},
    )
    empty.when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=0))


def test_two_ridged_sides_cost_two_ropes_that_stay_on_the_departure_floe() -> None:
    """Seed: "two adjacent ridges need two ropes"; D22: both stay on the starting floe."""
    # T01 at k = 2 is ridged SE and S; T09 at 3,2 (k = 0) is ridged N and S.
    g = at(
        explorers=["3,1", *REST],
        floes=[floe("T01", "3,1", rotation=2), floe("T09", "3,2")],
        backpacks=[{"rope": 2, "fish": 0}, {"rope": 1, "fish": 1}],
    )
    g.when(cmd.Step(0, "3,2"), 0).then(
        ev.ExplorerStepped(seat=0, explorer=0, from_="3,1", to="3,2", rope=2, fish=0,
                           rope_to="3,1", escape=False)
    )  # fmt: skip
    state = g.when(cmd.Step(0, "3,2"), 0).state()
    assert [(f.hex, f.rope) for f in state.floes] == [("3,1", 2), ("3,2", 0)]


def test_an_item_gained_this_turn_cannot_pay_a_chase_after_a_pick_up() -> None:
    """§11.4 example: explorer action first (a fresh fish), then a pick-up with a bear."""
    g = at(
        explorers=["3,3", "1,0", "9,0", "9,1", "9,1", "9,2"],
        floes=[floe("T09", "3,3", fish=1), floe("T10", "1,2", bears=1)],
        backpacks=[{"rope": 1, "fish": 0}, {"rope": 1, "fish": 1}],
    )
    g = after(g, (cmd.Collect(0, "fish"), 0), (cmd.Drift("T10"), 0))
    assert RULES.to_move(g.state) == {0}
    g.when(cmd.ChaseBear("N"), 0).rejects("no_spendable_fish")
    assert cmd.AirRescue(1, "9,4") in RULES.legal_moves(g.state, 0)


def test_entering_the_island_from_the_water_pays_the_bear_fee_too_d26() -> None:
    """Ruling: the §8.2 row water → island omits the fee, but D26 charges every entry into a
    floe or the island holding bears; the swim fish (p0 in the water) comes on top."""
    g = at(
        explorers=["3,3", *REST],
        island={"rope": 0, "fish": 0, "bears": 1},
        backpacks=[{"rope": 0, "fish": 3}, {"rope": 1, "fish": 1}],
    )
    g.when(cmd.Step(0, "4,3"), 0).then(
        ev.ExplorerStepped(seat=0, explorer=0, from_="3,3", to="4,3", rope=0, fish=2,
                           rope_to=None, escape=False)
    )  # fmt: skip


def test_a_floe_placed_on_a_swimmer_with_a_bear_card_is_an_arrival_d45() -> None:
    order = ("F10", *(c for c in board.CARD_IDS if c != "F10"))
    g = at(explorers=["0,0", *REST], draw_pile=order)
    g = after(g, (cmd.Discover(None), 0))
    tile = g.state.stack[-1].tile  # type: ignore[union-attr]
    events = g.when(cmd.PlaceFloe(tile, "0,0", 0), 0).events()
    assert events[1] == ev.ExplorersPickedUp(floe=tile, hex="0,0", explorers=(0,))
    g = after(g, (cmd.PlaceFloe(tile, "0,0", 0), 0))
    assert {type(m) for m in RULES.legal_moves(g.state, 0)} == {cmd.ChaseBear, cmd.Escape}


def test_a_free_escape_without_any_item_forbids_the_air_rescue_d29() -> None:
    """Air rescue is the last resort: an escape costing nothing is still an escape."""
    g = at(
        explorers=["2,2", "9,0", "9,0", "3,0", "9,1", "9,2"],
        floes=[
            floe("T09", "2,2"),
            floe("T10", "3,2", rotation=1, bears=1),
            floe("T11", "3,0"),
            floe("T12", "4,0"),
        ],
        backpacks=[{"rope": 1, "fish": 1}, {"rope": 0, "fish": 0}],
    )
    g = after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("N"), 0))
    # explorer 3 on 3,0 can step onto T12 at 4,0 for free (smooth NE/SW edges)
    g.when(cmd.AirRescue(3, "9,4"), 1).rejects("escape_possible")
    assert cmd.Escape(3, ("4,0",)) in RULES.legal_moves(g.state, 1)
