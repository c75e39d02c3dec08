"""RULES §9 Conflict: capacity, removal passes, clubs protecting, clearing the board (D16)."""

from __future__ import annotations

from service.domain.mammoth_hunters.commands import PlayCard
from service.domain.mammoth_hunters.conflict import capacity, removals
from service.domain.mammoth_hunters.events import (
    BoardCleared,
    CampfiresRevealed,
    ConflictResolved,
)
from service.domain.mammoth_hunters.state import Region
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of

# seats: red 0, blue 1, green 2, yellow 3, black 4


def region(plain: list[int], clubbed: list[int] | None = None, **kw: object) -> Region:
    return Region(
        plain=tuple(plain),
        clubbed=tuple(clubbed or [0] * len(plain)),
        **kw,  # type: ignore[arg-type]
    )


def test_capacity_is_3_plus_mammoths_plus_campfire_values() -> None:
    """Seed examples: 3; 1 mammoth and a 2-campfire → 6; 3 mammoths, 0 and 2 campfires → 8."""
    assert capacity(region([0, 0, 0])) == 3
    assert capacity(region([0, 0, 0], mammoths=1, campfires=(2,))) == 6
    assert capacity(region([0, 0, 0], mammoths=3, campfires=(0, 2))) == 8


def test_seed_example_1_fewest_first_one_each_per_pass() -> None:
    """Capacity 5, red 2, blue 3, green 4 → red 0, blue 2, green 3."""
    assert removals(region([2, 3, 4]), 5) == {0: 2, 1: 1, 2: 1}


def test_seed_example_2_tied_players_remove_together_d16() -> None:
    """Capacity 7, red 2, blue 2, black 2, green 3, yellow 4 → green 2, yellow 3, others 0."""
    assert removals(region([2, 2, 3, 4, 2]), 7) == {0: 2, 1: 2, 2: 1, 3: 1, 4: 2}


def test_seed_club_example_a_clubbed_player_counts_first_but_is_skipped_d16() -> None:
    """Capacity 5, red 1 (clubbed), yellow 2, blue 4 → red 1, yellow 1, blue 3."""
    assert removals(region([0, 4, 0, 2, 0], [1, 0, 0, 0, 0]), 5) == {1: 1, 3: 1}


def test_a_region_can_stay_above_capacity_when_only_clubbed_hunters_remain_d16() -> None:
    assert removals(region([1, 0, 0], [2, 2, 0]), 3) == {0: 1}


def test_the_conflict_phase_reveals_campfires_removes_hunters_and_clears_the_board() -> None:
    doc = document(
        round=4,
        hands=hands_with("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3"),
        dark_reserve=1,
        held=[0, 1, 0],
        regions={
            5: {"hunters": {0: (2, 0), 1: (3, 0), 2: (4, 0)}, "campfires": [2]},
            6: {"hunters": {0: (0, 1), 1: (2, 0)}, "campfires": [0]},
            7: {"hunters": {2: (1, 0)}, "mammoths": 1},
        },
    )
    state, produced = run(state_of(doc), (PlayCard(card="D-SPARK#3"), 0))
    revealed = next(e for e in produced if isinstance(e, CampfiresRevealed))
    assert revealed.stacks == {"5": (2,), "6": (0,)}
    conflicts = [e for e in produced if isinstance(e, ConflictResolved)]
    assert conflicts == [ConflictResolved(region=5, capacity=5, removed={"0": 2, "1": 1, "2": 1})]
    cleared = next(e for e in produced if isinstance(e, BoardCleared))
    assert cleared == BoardCleared(clubs_returned=1, campfires_returned=2)
    assert state.region(6).clubbed == (0, 0, 0) and state.region(6).plain == (1, 2, 0)
    assert state.seats[1].held_clubs == 1
    assert state.club_supply() == 5
    assert all(not state.region(n).campfires for n in range(1, 13))
    assert len(state.campfires_aside) == 14
