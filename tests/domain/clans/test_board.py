"""RULES §3, D1, D2: the board from board.json."""

from __future__ import annotations

from service.domain.clans.board import FIELDS, NEIGHBOURS, REGIONS, TERRAIN, adjacent


def test_the_board_has_sixty_fields_in_twelve_regions_of_five_D1() -> None:
    assert len(FIELDS) == 60
    assert [list(r) for r in REGIONS] == [list(range(5 * r, 5 * r + 5)) for r in range(12)]


def test_each_terrain_covers_fifteen_fields() -> None:
    assert {t: TERRAIN.count(t) for t in set(TERRAIN)} == {
        "mountain": 15,
        "forest": 15,
        "steppe": 15,
        "grassland": 15,
    }


def test_adjacency_is_symmetric_with_135_pairs_D2() -> None:
    pairs = {frozenset((a, b)) for a in FIELDS for b in NEIGHBOURS[a]}
    assert len(pairs) == 135
    assert all(adjacent(b, a) for a in FIELDS for b in NEIGHBOURS[a])
    assert all(3 <= len(NEIGHBOURS[f]) <= 6 for f in FIELDS)


def test_fields_across_a_lake_are_not_adjacent_D2() -> None:
    assert not adjacent(5, 21)
    assert not adjacent(27, 41)  # they meet only at a lake's tip


def test_a_river_never_blocks_D2() -> None:
    assert adjacent(1, 5)
    assert adjacent(4, 20)
