"""RULES §10: the value of a village in its epoch (D9, D11, D12, D13, D17, D18)."""

from __future__ import annotations

import pytest

from service.domain.clans.board import effect
from service.domain.clans.commands import Move
from service.domain.clans.epochs import current_epoch, order_matters
from service.domain.clans.events import VillageFounded
from service.domain.clans.scoring import competition_ranks, village_value
from tests.domain.clans.helpers import FAR_PAIR, document, given_position


def _founded(doc: dict[str, object]) -> VillageFounded:
    events = given_position(doc).when(Move(from_=47, to=48), seat=0).events()
    founded = events[2]
    assert isinstance(founded, VillageFounded)
    return founded


def test_three_blue_one_yellow_one_red_on_forest_in_epoch_one_is_worth_six_D12() -> None:
    """Rulebook example: 5 + 1 = 6; blue, yellow and red each score 6 (field 48 is forest)."""
    doc = document({"48": {"blue": 3, "yellow": 1}, "47": {"red": 1}, **FAR_PAIR})
    founded = _founded(doc)
    assert (founded.effect, founded.value, founded.scored) == (
        "favourable",
        6,
        ("red", "yellow", "blue"),
    )
    state = given_position(doc).when(Move(from_=47, to=48), seat=0).state()
    assert state.scores == (6, 6, 0, 6, 0)


def test_grassland_in_epoch_two_is_unfavourable_nobody_scores_D11() -> None:
    # Field 49 is grassland; neighbours 46, 47, 48, 50.
    doc = document({"49": {"blue": 3}, "48": {"red": 1}, **FAR_PAIR}, chips_taken=4)
    events = given_position(doc).when(Move(from_=48, to=49), seat=0).events()
    founded = events[2]
    assert isinstance(founded, VillageFounded)
    assert (founded.epoch, founded.effect, founded.value, founded.scored) == (
        2,
        "unfavourable",
        0,
        (),
    )
    assert founded.huts == {"red": 1, "blue": 3}
    state = given_position(doc).when(Move(from_=48, to=49), seat=0).state()
    assert sum(state.fields[49]) == 0
    assert state.chips == (5, 0)


def test_steppe_in_epoch_three_is_worth_its_huts_plus_three() -> None:
    # Field 47 is steppe; move 48 (forest) onto it.
    doc = document({"47": {"green": 2}, "48": {"black": 1}, **FAR_PAIR}, chips_taken=7)
    events = given_position(doc).when(Move(from_=48, to=47), seat=0).events()
    founded = events[2]
    assert isinstance(founded, VillageFounded)
    assert (founded.chip, founded.epoch, founded.effect, founded.value) == (8, 3, "favourable", 6)


@pytest.mark.parametrize(
    ("terrain_field", "epoch", "expected"),
    [
        (48, 1, "favourable"),  # forest
        (46, 1, "unfavourable"),  # mountain
        (46, 2, "favourable"),
        (49, 2, "unfavourable"),  # grassland
        (47, 3, "favourable"),  # steppe
        (48, 3, "unfavourable"),
        (49, 4, "favourable"),
        (47, 4, "unfavourable"),
        (47, 1, "neutral"),
        (46, 5, "favourable"),
        (49, 5, "favourable"),
    ],
)
def test_the_epoch_chart_names_favourable_and_unfavourable_terrain(
    terrain_field: int, epoch: int, expected: str
) -> None:
    assert effect(terrain_field, epoch) == expected


def test_the_twelfth_village_is_always_favourable_with_bonus_five_D13() -> None:
    assert village_value(46, 5, (1, 0, 0, 0, 0)) == ("favourable", 6)
    assert village_value(47, 5, (2, 0, 0, 0, 3)) == ("favourable", 10)


def test_each_colour_scores_the_full_value_once_whatever_its_hut_count_D12() -> None:
    doc = document({"48": {"blue": 5}, "47": {"red": 1}, **FAR_PAIR})
    assert _founded(doc).value == 7
    state = given_position(doc).when(Move(from_=47, to=48), seat=0).state()
    assert state.scores == (7, 0, 0, 7, 0)


def test_the_epoch_is_that_of_the_chip_taken_D9() -> None:
    assert [current_epoch(t) for t in range(13)] == [1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, None]


def test_order_matters_only_across_an_epoch_boundary_or_past_chip_twelve_D8() -> None:
    assert not order_matters(0, 1)
    assert not order_matters(0, 4)
    assert order_matters(3, 2)
    assert not order_matters(4, 3)
    assert order_matters(11, 2)
    assert order_matters(10, 3)


def test_scores_are_plain_unbounded_integers_D18() -> None:
    doc = document(
        {"48": {"blue": 3, "yellow": 1}, "47": {"red": 1}, **FAR_PAIR},
        scores={"red": 100, "yellow": 0, "green": 0, "blue": 59, "black": 0},
    )
    state = given_position(doc).when(Move(from_=47, to=48), seat=0).state()
    assert state.scores == (106, 6, 0, 65, 0)


def test_ranks_use_competition_numbering_D16() -> None:
    assert competition_ranks((33, 26, 26, 20)) == (1, 2, 2, 4)
    assert competition_ranks((10, 10)) == (1, 1)
