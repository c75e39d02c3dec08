"""Audit: every refusal code of RULES §17.4, driven through `decide` from position documents.

Each case sets a scenario up the way an external client would (a position document, then
legal commands), sends one command and expects exactly one code. Where two checks apply at
once, the case names the one RULES §17.4 lists first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.ice_flow.refusals import Refusals
from service.domain.kernel import Rng
from tests.domain.ice_flow.helpers import HOME, after, at, floe, setup
from tests.kit.decider import Given, given

Scenario = Callable[[], Given]


def spots(*first: str, players: int = 2) -> list[str]:
    """Explorer spaces: `first` for explorers 0, 1, …, the rest at home."""
    return [*first, *HOME[players][len(first) :]]


# --- setup -------------------------------------------------------------------------------


def placing() -> Given:
    """A fresh 2-player game, start player 0: seat 1 places the first explorer."""
    options = IceFlowOptions(start_player=0)
    return given(RULES, *RULES.start(setup(2, options), Rng("audit", 0)), options=options)


def camp_9_0_full() -> Given:
    return after(placing(), (cmd.PlaceExplorer("9,0"), 1), (cmd.PlaceExplorer("9,0"), 0))


def placing_floes() -> Given:
    """All explorers placed; seat 0 (the start player) places the first floe."""
    g = placing()
    camps = ("9,0", "9,0", "9,1", "9,1", "9,2", "9,2")
    for camp in camps:
        seat = next(iter(RULES.to_move(g.state)))
        g = after(g, (cmd.PlaceExplorer(camp), seat))
    return g


def own_tile(g: Given, seat: int = 0) -> str:
    return g.state.hands[seat][0]


def one_floe_placed() -> Given:
    """Seat 0 placed a floe on 3,3; seat 1 places next."""
    g = placing_floes()
    return after(g, (cmd.PlaceFloe(own_tile(g), "3,3", 0), 0))


# --- turns -------------------------------------------------------------------------------


def home() -> Given:
    return at()


def won() -> Given:
    """Seat 0 stepped its third explorer into Siberia: the game is over."""
    g = at(explorers=spots("-1,0", "-1,2", "0,4"), floes=[floe("T09", "0,4")])
    return after(g, (cmd.Step(2, "-1,4"), 0))


def discovered() -> Given:
    """Seat 0 discovered a floe; the entry hex 2,0 is taken by T01."""
    return after(at(floes=[floe("T01", "2,0")]), (cmd.Discover(None), 0))


def discovered_tile(g: Given) -> str:
    top = g.state.top
    assert top is not None and hasattr(top, "tile")
    tile: str = top.tile
    return tile


def rotated() -> Given:
    return after(at(floes=[floe("T01", "2,1")]), (cmd.Rotate("T01", True), 0))


def floes_of_both() -> Given:
    """T01 carries only seat 1's explorer 3; T02 at 2,1 is blocked by T03 at 2,2."""
    return at(
        explorers=["9,0", "9,0", "9,1", "5,3", "9,2", "9,2"],
        floes=[floe("T01", "5,3"), floe("T02", "2,1"), floe("T03", "2,2")],
    )


ENTRIES = [floe(f"T{i + 1:02d}", h) for i, h in enumerate(sorted(board.ENTRY_HEXES))]

# 24 floes in columns 0, 2, 5, 7 (rows 1–6): the bag is empty, the 4 northern entries free.
FULL = [
    floe(f"T{i + 1:02d}", f"{col},{row}")
    for i, (col, row) in enumerate((c, r) for c in (0, 2, 5, 7) for r in range(1, 7))
]


def full_board() -> Given:
    """Empty bag; T06 on 0,6 would leave the strait; seat 1's explorer 3 rides T12 (2,6)."""
    return at(explorers=[*HOME[2][:3], "2,6", "9,2", "9,2"], floes=FULL)


# --- movement ----------------------------------------------------------------------------


def fished() -> Given:
    g = at(explorers=spots("3,3"), floes=[floe("T09", "3,3")])
    return after(g, (cmd.Fish(), 0))


def moving() -> Given:
    """Explorer 0 stepped from 9,0 to 9,1 (free) and is moving."""
    return after(at(floes=[floe("T09", "8,2")]), (cmd.Step(0, "9,1"), 0))


def in_siberia() -> Given:
    return at(explorers=spots("-1,0", "0,0"), floes=[floe("T09", "0,0")])


def swimming() -> Given:
    """Explorer 0 swam from 9,0 into 8,1 (1 fish); 8,2 holds a floe to climb onto."""
    g = at(floes=[floe("T09", "8,2")], backpacks=[{"rope": 1, "fish": 2}, {"rope": 1, "fish": 1}])
    return after(g, (cmd.Step(0, "8,1"), 0))


def broke() -> Given:
    return at(backpacks=[{"rope": 0, "fish": 0}, {"rope": 1, "fish": 1}])


def ridged() -> Given:
    """Explorer 0 on T01 (ridged N, NE) at 8,2; the way N to T02 on 8,1 needs a rope."""
    return at(
        explorers=spots("8,2"),
        floes=[floe("T01", "8,2"), floe("T09", "8,1")],
        backpacks=[{"rope": 0, "fish": 0}, {"rope": 1, "fish": 1}],
    )


def crowded_camp() -> Given:
    """Explorer 0 walked 9,0 → 9,1 where explorers 2 and 3 stand; 8,2 is a way on."""
    return moving()


def walled_bear() -> Given:
    """Explorer 0 climbed from the water (3,2) onto a bear floe at 2,3 whose only open lines
    (N, S) end on floes holding two bears; every other line ends ashore."""
    g = at(
        explorers=spots("3,2"),
        floes=[
            floe("T10", "2,3", bears=1),
            floe("T11", "2,2", bears=2),
            floe("T12", "2,4", bears=2),
        ],
        backpacks=[{"rope": 0, "fish": 3}, {"rope": 1, "fish": 1}],
    )
    return after(g, (cmd.Step(0, "2,3"), 0))


# --- bears -------------------------------------------------------------------------------

# Seat 0's explorer 0 on 2,2 walks SE onto 3,2 where a bear sits; seat 1's explorer 3 is on 3,0.
BEAR_FLOES = [floe("T09", "2,2"), floe("T10", "3,2", rotation=1, bears=1), floe("T11", "3,0")]


def chasing(**kwargs: Any) -> Given:
    g = at(explorers=spots("2,2", "9,0", "9,0", "3,0"), floes=BEAR_FLOES, **kwargs)
    return after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0))


def arrival(**kwargs: Any) -> Given:
    """The bear chased N from 3,2 landed on 3,0: seat 1 (explorer 3) must respond."""
    return after(chasing(**kwargs), (cmd.ChaseBear("N"), 0))


def arrival_broke() -> Given:
    return arrival(backpacks=[{"rope": 1, "fish": 1}, {"rope": 0, "fish": 0}])


def arrival_near_camps() -> Given:
    """Seat 0's bear, chased NE from 7,2, lands on 8,2 where seat 1's explorer 3 stands.

    Around 8,2: floe 8,1 (explorers 4 and 5), camp 9,1 (explorers 1 and 2, full), camp 9,2
    (empty), water 8,3 (next to the US flag 9,3), floe 7,1 with a bear, and 7,2 (visited).
    """
    g = at(
        explorers=["6,2", "9,1", "9,1", "8,2", "8,1", "8,1"],
        floes=[
            floe("T09", "6,2"),
            floe("T10", "7,2", bears=1),
            floe("T11", "8,1"),
            floe("T12", "8,2"),
            floe("T13", "7,1", bears=1),
        ],
        backpacks=[{"rope": 1, "fish": 2}, {"rope": 0, "fish": 2}],
    )
    return after(g, (cmd.Step(0, "7,2"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("NE"), 0))


def arrival_by_siberia() -> Given:
    """Seat 0's bear, chased NW from 1,1, lands on 0,1 next to S1, where explorer 4 stands."""
    g = at(
        explorers=["2,1", "9,0", "9,0", "0,1", "-1,0", "9,2"],
        floes=[floe("T09", "2,1"), floe("T10", "1,1", bears=1), floe("T11", "0,1")],
    )
    return after(g, (cmd.Step(0, "1,1"), 0), (cmd.Stop(), 0), (cmd.ChaseBear("NW"), 0))


def arrival_without_escape(revision: int) -> Given:
    """Explorer 3 on 3,0 has a fish but no rope: every escape needs a rope, a chase does not."""
    return arrival(revision=revision, backpacks=[{"rope": 1, "fish": 1}, {"rope": 0, "fish": 1}])


def collecting() -> Given:
    """Explorer 0 moved onto T10 (a rope on it): the collect step is due."""
    g = at(explorers=spots("2,2"), floes=[floe("T09", "2,2"), floe("T10", "3,2", rope=1)])
    return after(g, (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0))


def on_floe(**pack: int) -> Given:
    backpack = {"rope": pack.get("rope", 1), "fish": pack.get("fish", 1)}
    return at(
        explorers=spots("3,3"),
        floes=[floe("T09", "3,3", fish=1)],
        backpacks=[backpack, {"rope": 1, "fish": 1}],
    )


CASES: list[tuple[str, Scenario, Any, int | None, str]] = [
    # 1–3: the general checks, in order
    ("game_over", won, cmd.EndTurn(), 1, "game_over"),
    ("game_over_before_not_your_turn", won, cmd.Stop(), None, "game_over"),
    ("not_your_turn", home, cmd.EndTurn(), 1, "not_your_turn"),
    ("not_your_turn_without_a_seat", home, cmd.EndTurn(), None, "not_your_turn"),
    ("not_your_turn_before_wrong_phase", home, cmd.Stop(), 1, "not_your_turn"),
    ("wrong_phase", home, cmd.Stop(), 0, "wrong_phase"),
    ("wrong_phase_in_setup", placing, cmd.EndTurn(), 1, "wrong_phase"),
    ("wrong_phase_before_specific", moving, cmd.Drift("T99"), 0, "wrong_phase"),
    # place_explorer
    ("unknown_space_placing", placing, cmd.PlaceExplorer("LAND"), 1, "unknown_space"),
    ("not_alaska_camp", placing, cmd.PlaceExplorer("-1,0"), 1, "not_alaska_camp"),
    ("camp_full_placing", camp_9_0_full, cmd.PlaceExplorer("9,0"), 1, "camp_full"),
    # place_floe in setup
    ("invalid_rotation_setup", placing_floes, cmd.PlaceFloe("T99", "99", 6), 0, "invalid_rotation"),
    ("unknown_tile_setup", placing_floes, cmd.PlaceFloe("T99", "99", 0), 0, "unknown_tile"),
    (
        "tile_not_available_setup",
        placing_floes,
        lambda g: cmd.PlaceFloe(own_tile(g, 1), "99", 0),
        0,
        "tile_not_available",
    ),
    (
        "unknown_space_setup",
        placing_floes,
        lambda g: cmd.PlaceFloe(own_tile(g), "99", 0),
        0,
        "unknown_space",
    ),
    (
        "not_sea_hex_setup",
        placing_floes,
        lambda g: cmd.PlaceFloe(own_tile(g), "4,3", 0),
        0,
        "not_sea_hex",
    ),
    (
        "hex_occupied_setup",
        one_floe_placed,
        lambda g: cmd.PlaceFloe(own_tile(g, 1), "3,3", 0),
        1,
        "hex_occupied",
    ),
    (
        "entry_hex_forbidden",
        one_floe_placed,
        lambda g: cmd.PlaceFloe(own_tile(g, 1), "2,0", 0),
        1,
        "entry_hex_forbidden",
    ),
    (
        "adjacent_to_floe",
        one_floe_placed,
        lambda g: cmd.PlaceFloe(own_tile(g, 1), "3,4", 0),
        1,
        "adjacent_to_floe",
    ),
    # place_floe after a discovery
    (
        "invalid_rotation_discovery",
        discovered,
        cmd.PlaceFloe("T99", "3,3", -1),
        0,
        "invalid_rotation",
    ),
    ("unknown_tile_discovery", discovered, cmd.PlaceFloe("X", "0,0", 0), 0, "unknown_tile"),
    (
        "tile_not_available_discovery",
        discovered,
        cmd.PlaceFloe("T01", "0,0", 0),
        0,
        "tile_not_available",
    ),
    (
        "unknown_space_discovery",
        discovered,
        lambda g: cmd.PlaceFloe(discovered_tile(g), "OUT", 0),
        0,
        "unknown_space",
    ),
    (
        "not_sea_hex_discovery",
        discovered,
        lambda g: cmd.PlaceFloe(discovered_tile(g), "-1,0", 0),
        0,
        "not_sea_hex",
    ),
    (
        "hex_occupied_discovery",
        discovered,
        lambda g: cmd.PlaceFloe(discovered_tile(g), "2,0", 0),
        0,
        "hex_occupied",
    ),
    (
        "not_entry_hex",
        discovered,
        lambda g: cmd.PlaceFloe(discovered_tile(g), "3,3", 0),
        0,
        "not_entry_hex",
    ),
    # drift
    ("floe_action_taken_drift", rotated, cmd.Drift("T99"), 0, "floe_action_taken"),
    ("unknown_floe_drift", floes_of_both, cmd.Drift("T05"), 0, "unknown_floe"),
    ("floe_not_eligible_drift", floes_of_both, cmd.Drift("T01"), 0, "floe_not_eligible"),
    ("drift_blocked", floes_of_both, cmd.Drift("T02"), 0, "drift_blocked"),
    # rotate
    ("floe_action_taken_rotate", rotated, cmd.Rotate("T99", True), 0, "floe_action_taken"),
    ("unknown_floe_rotate", floes_of_both, cmd.Rotate("T99", False), 0, "unknown_floe"),
    (
        "floe_not_eligible_rotate",
        floes_of_both,
        cmd.Rotate("T01", True),
        0,
        "floe_not_eligible",
    ),
    # discover
    ("floe_action_taken_discover", rotated, cmd.Discover("T99"), 0, "floe_action_taken"),
    ("no_free_entry_hex", lambda: at(floes=ENTRIES), cmd.Discover("T99"), 0, "no_free_entry_hex"),
    ("drift_out_not_allowed", home, cmd.Discover("T01"), 0, "drift_out_not_allowed"),
    ("drift_out_required", full_board, cmd.Discover(None), 0, "drift_out_required"),
    ("unknown_floe_discover", full_board, cmd.Discover("T25"), 0, "unknown_floe"),
    ("floe_not_eligible_discover", full_board, cmd.Discover("T12"), 0, "floe_not_eligible"),
    ("floe_would_not_leave", full_board, cmd.Discover("T01"), 0, "floe_would_not_leave"),
    # step
    ("explorer_action_taken_step", fished, cmd.Step(99, "LAND"), 0, "explorer_action_taken"),
    ("unknown_explorer_step", home, cmd.Step(6, "LAND"), 0, "unknown_explorer"),
    ("unknown_explorer_negative", home, cmd.Step(-1, "9,1"), 0, "unknown_explorer"),
    ("not_your_explorer_step", home, cmd.Step(3, "LAND"), 0, "not_your_explorer"),
    ("explorer_in_siberia", in_siberia, cmd.Step(0, "LAND"), 0, "explorer_in_siberia"),
    ("not_moving_explorer", moving, cmd.Step(1, "9,1"), 0, "not_moving_explorer"),
    ("unknown_space_step", home, cmd.Step(0, "LAND"), 0, "unknown_space"),
    ("unknown_space_moving", moving, cmd.Step(0, "10,1"), 0, "unknown_space"),
    ("not_adjacent", home, cmd.Step(0, "9,2"), 0, "not_adjacent"),
    (
        "space_impassable",
        lambda: at(explorers=["9,2", "9,0", "9,0", "9,1", "9,1", "9,4"]),
        cmd.Step(0, "9,3"),
        0,
        "space_impassable",
    ),
    ("space_already_visited", moving, cmd.Step(0, "9,0"), 0, "space_already_visited"),
    ("two_swims", swimming, cmd.Step(0, "8,0"), 0, "two_swims"),
    ("siberia_camp_taken", in_siberia, cmd.Step(1, "-1,0"), 0, "siberia_camp_taken"),
    ("cannot_afford", broke, cmd.Step(0, "8,0"), 0, "cannot_afford"),
    ("cannot_afford_a_ridge", ridged, cmd.Step(0, "8,1"), 0, "cannot_afford"),
    ("dead_end", home, cmd.Step(0, "8,0"), 0, "dead_end"),
    # stop
    ("cannot_stop_in_water", swimming, cmd.Stop(), 0, "cannot_stop_in_water"),
    ("end_space_full", crowded_camp, cmd.Stop(), 0, "end_space_full"),
    ("bears_not_chaseable", walled_bear, cmd.Stop(), 0, "bears_not_chaseable"),
    # chase_bear
    ("invalid_direction", chasing, cmd.ChaseBear("north"), 0, "invalid_direction"),
    ("invalid_direction_in_arrival", arrival_broke, cmd.ChaseBear("n"), 1, "invalid_direction"),
    ("no_spendable_fish", arrival_broke, cmd.ChaseBear("SE"), 1, "no_spendable_fish"),
    ("bear_direction_illegal_ashore", chasing, cmd.ChaseBear("SW"), 0, "bear_direction_illegal"),
    ("bear_direction_illegal_visited", arrival, cmd.ChaseBear("S"), 1, "bear_direction_illegal"),
    # collect
    ("explorer_action_taken_collect", fished, cmd.Collect(99, "x"), 0, "explorer_action_taken"),
    ("unknown_explorer_collect", on_floe, cmd.Collect(6, "x"), 0, "unknown_explorer"),
    ("not_your_explorer_collect", on_floe, cmd.Collect(3, "x"), 0, "not_your_explorer"),
    ("not_collecting_explorer", collecting, cmd.Collect(1, "x"), 0, "not_collecting_explorer"),
    ("invalid_item_collect", on_floe, cmd.Collect(0, "bear"), 0, "invalid_item"),
    ("not_on_floe_or_island", on_floe, cmd.Collect(1, "fish"), 0, "not_on_floe_or_island"),
    ("item_not_here", on_floe, cmd.Collect(0, "rope"), 0, "item_not_here"),
    ("backpack_full", lambda: on_floe(rope=2), cmd.Collect(0, "fish"), 0, "backpack_full"),
    # fish
    ("explorer_action_taken_fish", fished, cmd.Fish(), 0, "explorer_action_taken"),
    ("no_explorer_on_floe_or_island", home, cmd.Fish(), 0, "no_explorer_on_floe_or_island"),
    ("no_spendable_rope", lambda: on_floe(rope=0), cmd.Fish(), 0, "no_spendable_rope"),
    # drop
    ("unknown_explorer_drop", home, cmd.Drop(6, "x"), 0, "unknown_explorer"),
    ("not_your_explorer_drop", home, cmd.Drop(3, "x"), 0, "not_your_explorer"),
    ("not_collecting_explorer_drop", collecting, cmd.Drop(1, "x"), 0, "not_collecting_explorer"),
    ("invalid_item_drop", home, cmd.Drop(0, "bear"), 0, "invalid_item"),
    ("item_not_held", broke, cmd.Drop(0, "rope"), 0, "item_not_held"),
    # escape
    ("unknown_explorer_escape", arrival, cmd.Escape(6, ("X",)), 1, "unknown_explorer"),
    ("not_endangered_other_seat", arrival, cmd.Escape(0, ("X",)), 1, "not_endangered"),
    ("not_endangered_elsewhere", arrival, cmd.Escape(4, ("X",)), 1, "not_endangered"),
    ("unknown_space_escape", arrival, cmd.Escape(3, ("3,1", "X")), 1, "unknown_space"),
    ("escape_path_shape_empty", arrival, cmd.Escape(3, ()), 1, "escape_path_shape"),
    (
        "escape_path_shape_long",
        arrival,
        cmd.Escape(3, ("3,1", "3,2", "3,3")),
        1,
        "escape_path_shape",
    ),
    ("escape_path_shape_far", arrival, cmd.Escape(3, ("3,3",)), 1, "escape_path_shape"),
    ("escape_path_shape_water_end", arrival, cmd.Escape(3, ("3,1",)), 1, "escape_path_shape"),
    (
        "escape_path_shape_first_not_water",
        arrival_near_camps,
        cmd.Escape(3, ("8,1", "9,0")),
        1,
        "escape_path_shape",
    ),
    (
        "space_impassable_escape",
        arrival_near_camps,
        cmd.Escape(3, ("8,3", "9,3")),
        1,
        "space_impassable",
    ),
    ("end_space_has_bears", arrival_near_camps, cmd.Escape(3, ("7,1",)), 1, "end_space_has_bears"),
    (
        "end_space_has_bears_arrival_space",
        arrival_near_camps,
        cmd.Escape(3, ("8,3", "8,2")),
        1,
        "end_space_has_bears",
    ),
    ("end_space_full_floe", arrival_near_camps, cmd.Escape(3, ("8,1",)), 1, "end_space_full"),
    ("end_space_full_camp", arrival_near_camps, cmd.Escape(3, ("9,1",)), 1, "end_space_full"),
    (
        "siberia_camp_taken_escape",
        arrival_by_siberia,
        cmd.Escape(3, ("-1,0",)),
        1,
        "siberia_camp_taken",
    ),
    ("cannot_afford_escape", arrival_broke, cmd.Escape(3, ("3,1", "3,2")), 1, "cannot_afford"),
    # air_rescue
    ("unknown_explorer_rescue", arrival_broke, cmd.AirRescue(12, "X"), 1, "unknown_explorer"),
    ("not_endangered_rescue", arrival_broke, cmd.AirRescue(4, "X"), 1, "not_endangered"),
    ("escape_possible", arrival, cmd.AirRescue(3, "X"), 1, "escape_possible"),
    (
        "chase_possible_in_revision_1",
        lambda: arrival_without_escape(1),
        cmd.AirRescue(3, "X"),
        1,
        "chase_possible",
    ),
    (
        "no_chase_possible_check_in_revision_2",
        lambda: arrival_without_escape(2),
        cmd.AirRescue(3, "X"),
        1,
        "unknown_space",
    ),
    ("unknown_space_rescue", arrival_broke, cmd.AirRescue(3, "X"), 1, "unknown_space"),
    ("not_alaska_camp_rescue", arrival_broke, cmd.AirRescue(3, "9,3"), 1, "not_alaska_camp"),
    ("camp_full_rescue", arrival_broke, cmd.AirRescue(3, "9,0"), 1, "camp_full"),
    # end_turn
    (
        "floe_action_required",
        lambda: at(floes=[floe("T01", "3,3")]),
        cmd.EndTurn(),
        0,
        "floe_action_required",
    ),
]


@pytest.mark.parametrize(
    ("scenario", "command", "seat", "code"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_each_refusal_code_is_the_first_that_applies(
    scenario: Scenario, command: Any, seat: int | None, code: str
) -> None:
    g = scenario()
    if callable(command):
        command = command(g)
    g.when(command, seat).rejects(code)
    if seat is not None:
        assert command not in RULES.legal_moves(g.state, seat)


RULES_ORDER = [
    "game_over",
    "not_your_turn",
    "wrong_phase",
    "unknown_space",
    "not_alaska_camp",
    "camp_full",
    "invalid_rotation",
    "unknown_tile",
    "tile_not_available",
    "not_sea_hex",
    "hex_occupied",
    "entry_hex_forbidden",
    "adjacent_to_floe",
    "not_entry_hex",
    "floe_action_taken",
    "unknown_floe",
    "floe_not_eligible",
    "drift_blocked",
    "no_free_entry_hex",
    "drift_out_not_allowed",
    "drift_out_required",
    "floe_would_not_leave",
    "explorer_action_taken",
    "unknown_explorer",
    "not_your_explorer",
    "explorer_in_siberia",
    "not_moving_explorer",
    "not_adjacent",
    "space_impassable",
    "space_already_visited",
    "two_swims",
    "siberia_camp_taken",
    "cannot_afford",
    "dead_end",
    "cannot_stop_in_water",
    "end_space_full",
    "bears_not_chaseable",
    "invalid_direction",
    "chase_excluded",
    "no_spendable_fish",
    "bear_direction_illegal",
    "second_bear_blocked",
    "not_collecting_explorer",
    "invalid_item",
    "not_on_floe_or_island",
    "item_not_here",
    "backpack_full",
    "no_explorer_on_floe_or_island",
    "no_spendable_rope",
    "item_not_held",
    "not_endangered",
    "escape_path_shape",
    "end_space_has_bears",
    "escape_possible",
    "chase_possible",
    "floe_action_required",
    "invalid_position",
    "invalid_options",
]
"""RULES §17.4: the general checks, then each code where the table of command checks first
names it; then the refusals of game creation (§17, §17.6)."""


def test_the_refusal_table_holds_every_code_of_the_rules_in_their_order() -> None:
    assert [code.code for code in Refusals.codes()] == RULES_ORDER
