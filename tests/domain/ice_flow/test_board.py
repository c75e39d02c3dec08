"""Board, tiles and cards come from data.json (RULES §3–§5, D1–D6)."""

from __future__ import annotations

import pytest

from service.domain.ice_flow import RULES, board, floes
from service.domain.ice_flow.state import Floe
from service.domain.kernel import host
from tests.domain.ice_flow.helpers import state_at


def test_the_rules_object_follows_the_kernel_protocol() -> None:
    hosted = host(RULES)  # hosting checks the declarations of commands, events and options
    assert (hosted.name, hosted.min_players, hosted.max_players) == ("ice_flow", 2, 4)


def test_the_strait_has_62_sea_hexes_and_the_island_d1() -> None:
    assert len(board.SEA_HEXES) == 62
    assert board.KIND["4,3"] == "island"


def test_lanes_alternate_with_speeds_from_one_to_three_d2() -> None:
    speeds = [board.CURRENT[f"{c},0"] for c in range(9)]
    assert [board.DIRECTIONS[d] for d, _ in speeds] == list("SNSNNSNSN")
    assert [s for _, s in speeds] == [1, 2, 3, 2, 1, 2, 3, 2, 1]
    assert board.DIRECTIONS[board.CURRENT["4,4"][0]] == "S"  # away from the island


def test_entry_hexes_are_the_upstream_ends_of_the_straight_lanes_d3() -> None:
    assert {"0,0", "2,0", "5,0", "7,0", "1,6", "3,6", "6,6", "8,6"} == board.ENTRY_HEXES


def test_camps_lie_on_the_coasts_d4() -> None:
    assert board.ALASKA_CAMPS == ("9,0", "9,1", "9,2", "9,4", "9,5", "9,6")
    assert board.SIBERIA_CAMPS == ("-1,0", "-1,2", "-1,4", "-1,6")
    assert {"9,2", "9,4"} == board.FLAG_LINK


def test_tiles_have_two_or_three_ridges_d5() -> None:
    assert len(board.TILE_IDS) == 24
    assert sorted(len(r) for r in board.TILE_RIDGES.values()) == [2] * 12 + [3] * 12


def test_a_clockwise_turn_moves_every_ridge_one_direction_clockwise() -> None:
    assert board.ridged_directions("T01", 0) == ("N", "NE")
    assert board.ridged_directions("T01", 1) == ("NE", "SE")


@pytest.mark.parametrize(("revision", "totals"), [(1, [12, 13, 4]), (2, [10, 10, 4])])
def test_cards_total_ropes_fish_and_bears_by_revision_d6(revision: int, totals: list[int]) -> None:
    """§5: revision 1 ropes 12, fish 13; revision 2 ropes 10, fish 10; bears 4 in both."""
    shown = [board.card_items(card, revision) for card in board.CARD_IDS]
    assert [sum(items[i] for items in shown) for i in range(3)] == totals
    assert [c for c, k in board.CARD_KIND.items() if k == "diomede"] == ["D1", "D2"]
    assert all(items[2] == 0 for c, items in zip(board.CARD_IDS, shown, strict=True) if c[0] == "D")


def test_column_four_flows_away_from_the_island_d2() -> None:
    state = state_at(floes=[])
    assert floes.drift_path(state, Floe("T01", "4,4", 0)) == (("4,5",), False)
    assert floes.drift_path(state, Floe("T01", "4,2", 0)) == (("4,1",), False)
    assert floes.drift_path(state, Floe("T01", "4,6", 0)) == ((), True)
