"""RULES §14.2, D19, D23: the event set, its sequences and its JSON round trip."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.board import COLOURS
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import (
    ClansDealt,
    GameEnded,
    GameStarted,
    HutsMoved,
    PositionLoaded,
    PositionVillage,
    TurnPassed,
    VillageFounded,
    VillagesFormed,
)
from service.domain.clans.state import ChoosingVillage
from tests.domain.clans.helpers import FAR_PAIR, document, play, state_of

EVERY_EVENT: list[Any] = [
    GameStarted(players=2, huts=tuple(COLOURS) * 12, first_seat=1),
    ClansDealt(clans=("red", "blue"), unassigned=("green", "yellow", "black")),
    ClansDealt(clans=(None, "blue"), unassigned=None),
    PositionLoaded(
        players=2,
        active_seat=0,
        chips_taken=1,
        chips=(1, 0),
        scores=dict.fromkeys(COLOURS, 0),
        fields={"1": {"red": 1}, "4": {"green": 2}},
        villages=(PositionVillage(field=18, chip=1),),
    ),
    HutsMoved(seat=0, from_=1, to=4, huts={"red": 1, "black": 2}),
    VillagesFormed(fields=(18, 46)),
    VillageFounded(
        seat=1,
        field=18,
        chip=4,
        epoch=1,
        effect="favourable",
        strife={"green": 1},
        huts={"red": 2},
        value=3,
        scored=("red",),
    ),
    TurnPassed(seat=1),
    GameEnded(
        reason="twelfth_village",
        clans=("red", "blue"),
        unassigned=("yellow", "green", "black"),
        village_points=dict.fromkeys(COLOURS, 3),
        chips=(6, 6),
        totals=(9, 9),
        ranks=(1, 1),
        winners=(0, 1),
    ),
]


@pytest.mark.parametrize("event", EVERY_EVENT, ids=lambda e: type(e).__name__)
def test_every_event_round_trips_through_json(event: Any) -> None:
    assert msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), RULES.Event) == event


def test_the_move_event_names_its_source_from() -> None:
    encoded = msgspec.json.decode(msgspec.json.encode(EVERY_EVENT[4]))
    assert encoded == {
        "type": "clans.huts_moved",
        "seat": 0,
        "from": 1,
        "to": 4,
        "huts": {"red": 1, "black": 2},
    }


def test_the_fifth_colour_is_black_D19() -> None:
    assert COLOURS == ("red", "yellow", "green", "blue", "black")


def test_a_move_that_isolates_nothing_is_huts_moved_then_turn_passed_D23() -> None:
    state = state_of(document({"0": {"red": 1}, "1": {"blue": 1}, "2": {"green": 1}}))
    _, events = play(state, (Move(from_=0, to=1), 0))
    assert [type(e) for e in events] == [HutsMoved, TurnPassed]


def test_a_choice_is_recorded_and_the_rest_follows_in_ascending_order_D23() -> None:
    # 26 touches 13 (steppe), 25 and 29 (mountains); 13, 25 and 29 are not adjacent.
    fields = {"26": {"red": 1}, "13": {"blue": 1}, "25": {"green": 2}, "29": {"black": 3}}
    state = state_of(document({**fields, **FAR_PAIR}, chips_taken=2))
    state, events = play(state, (Move(from_=26, to=13), 0))
    assert [type(e) for e in events] == [HutsMoved, VillagesFormed]
    assert state.phase == ChoosingVillage(pending=(13, 25, 29))
    # chips 3, 4, 5 span epochs I and II: the choice matters
    state, events = play(state, (ChooseVillage(field=25), 0))
    assert [type(e) for e in events] == [VillageFounded]
    assert state.phase == ChoosingVillage(pending=(13, 29))
    # chips 4 and 5 still span epochs I and II
    state, events = play(state, (ChooseVillage(field=29), 0))
    assert [type(e) for e in events] == [VillageFounded, VillageFounded, TurnPassed]
    founded = [e for e in events if isinstance(e, VillageFounded)]
    assert [(e.field, e.chip, e.effect) for e in founded] == [
        (29, 4, "unfavourable"),
        (13, 5, "neutral"),
    ]
    assert state.scores == (2, 0, 0, 2, 0)
