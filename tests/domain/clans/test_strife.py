"""RULES §9: strife when all five colours meet (D10, D24)."""

from __future__ import annotations

from service.domain.clans.commands import Move
from service.domain.clans.events import HutsMoved, TurnPassed, VillageFounded, VillagesFormed
from service.domain.clans.scoring import after_strife, strife
from tests.domain.clans.helpers import FAR_PAIR, document, given_position


def test_strife_example_four_black_two_red_one_blue_yellow_green_leaves_six_D10() -> None:
    """The rulebook's 9-hut village: blue, yellow, green removed; black and red score 6."""
    # Field 0 (steppe, neutral in epoch I) has neighbours 1, 2, 3.
    doc = document(
        {"0": {"black": 4, "red": 2, "blue": 1, "yellow": 1}, "1": {"green": 1}, **FAR_PAIR}
    )
    given_position(doc).when(Move(from_=1, to=0), seat=0).then(
        HutsMoved(seat=0, from_=1, to=0, huts={"green": 1}),
        VillagesFormed(fields=(0,)),
        VillageFounded(
            seat=0,
            field=0,
            chip=1,
            epoch=1,
            effect="neutral",
            strife={"yellow": 1, "green": 1, "blue": 1},
            huts={"red": 2, "black": 4},
            value=6,
            scored=("red", "black"),
        ),
        TurnPassed(seat=1),
    )


def test_strife_removed_huts_leave_the_game_D10() -> None:
    doc = document(
        {"0": {"black": 4, "red": 2, "blue": 1, "yellow": 1}, "1": {"green": 1}, **FAR_PAIR}
    )
    state = given_position(doc).when(Move(from_=1, to=0), seat=0).state()
    assert state.fields[0] == (2, 0, 0, 0, 4)
    assert state.scores == (6, 0, 0, 0, 6)


def test_a_village_with_four_colours_never_has_strife() -> None:
    assert strife((1, 1, 1, 1, 0)) == (0, 0, 0, 0, 0)
    assert after_strife((1, 1, 1, 1, 0)) == (1, 1, 1, 1, 0)


def test_colours_with_two_or_more_huts_stay() -> None:
    assert strife((2, 1, 3, 1, 1)) == (0, 1, 0, 1, 1)


def test_five_single_huts_leave_a_village_of_size_zero_that_still_takes_a_chip_D24() -> None:
    # Field 48 (forest, favourable in epoch I): size 0 scores nothing even with a bonus.
    doc = document(
        {"48": {"red": 1, "yellow": 1, "green": 1, "blue": 1}, "47": {"black": 1}, **FAR_PAIR}
    )
    g = given_position(doc)
    events = g.when(Move(from_=47, to=48), seat=0).events()
    assert events[2] == VillageFounded(
        seat=0,
        field=48,
        chip=1,
        epoch=1,
        effect="favourable",
        strife={"red": 1, "yellow": 1, "green": 1, "blue": 1, "black": 1},
        huts={},
        value=0,
        scored=(),
    )
    state = g.when(Move(from_=47, to=48), seat=0).state()
    assert sum(state.fields[48]) == 0
    assert state.chips == (1, 0)
    assert [v.field for v in state.villages] == [48]
