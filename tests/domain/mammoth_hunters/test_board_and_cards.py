"""RULES §2, §3, §8: the data file is the board and the catalogue (D2, D3)."""

from __future__ import annotations

from collections import Counter

from service.domain.mammoth_hunters import data


def test_d2_six_terrains_of_two_regions_none_touching_and_each_playable_with_three() -> None:
    counts = Counter(data.TERRAIN.values())
    assert len(counts) == 6 and set(counts.values()) == {2}
    for terrain in counts:
        a, b = [n for n, t in data.TERRAIN.items() if t == terrain]
        assert not data.adjacent(a, b)
        assert max(a, b) >= 5


def test_d3_the_catalogue_has_33_light_and_22_dark_cards() -> None:
    assert len(data.LIGHT_CARDS) == 33 and len(data.DARK_CARDS) == 22
    assert len(data.ALL_CARDS) == 55
    assert data.card_type("L-HERD#1").cost_by_option == {
        "place_from_supply": 2,
        "move_adjacent": 3,
        "move_non_adjacent": 5,
    }
    assert data.LIGHT_CARDS[0] == "L-TER-TUNDRA#1" and data.LIGHT_CARDS[1] == "L-TER-TUNDRA#2"


def test_the_terrain_cards_name_the_regions_of_their_terrain() -> None:
    for card in data.LIGHT_CARDS:
        kind = data.card_type(card)
        if kind.action == "place_on_terrain":
            regions = kind.params.terrain_regions()
            assert len(regions) == 2
            assert all(data.TERRAIN[n] == kind.params.terrain for n in regions)


def test_the_14_campfire_tiles_are_four_0_five_1_and_five_2() -> None:
    assert data.CAMPFIRE_VALUES == (0,) * 4 + (1,) * 5 + (2,) * 5


def test_the_stones_add_up_per_player_count() -> None:
    for players, table in data.SETUP.items():
        assert players * 4 + table.dark_reserve + table.stones_to_box == 50
