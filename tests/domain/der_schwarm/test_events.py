"""Every event type round-trips exactly through JSON (the platform stores to_builtins)."""

from __future__ import annotations

import typing

import msgspec
import pytest

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm import events as ev
from service.domain.der_schwarm.options import DerSchwarmOptions as Options

from .helpers import events, playing

SAMPLES: list[object] = [
    ev.GameStarted(players=2, colours=("yellow", "red"), options=Options(), initial_order=(1, 0)),
    ev.GameStarted(
        players=3,
        colours=("yellow", "red", "black"),
        options=Options(free_start=True, initial_order=(0, 2, 1)),
        initial_order=None,
    ),
    ev.TilesDealt(fields=("0,0", "1,0"), tiles=("T05", "T33")),
    ev.TilesDealt(fields=("0,0",), tiles=None),
    ev.BlueDeckShuffled(count=6, cards=("B-CRAB", "B-WHALE")),
    ev.OrderCardsDealt(numbers=(2, 1)),
    ev.RowLaidOut(round=1, row=("L-RES-1", "ORDER")),
    events(playing())[1],
    ev.StartStationPlaced(seat=0, field="4,0"),
    ev.TurnOrderSet(order=(1, 0)),
    ev.ActionCardBought(seat=0, index=3, card="L-CRAB", cost=3),
    ev.OrderCardBought(seat=1, number=2, ability="A-GOLDEN-TILE", cost=4, golden_tile="G1"),
    ev.BuyPassed(seat=1),
    ev.CardPlayed(seat=0, card="joker", action="crab"),
    ev.RoundPassed(seat=0),
    ev.PartChosen(seat=0, part="ship"),
    ev.StationBuilt(seat=0, field="2,0", with_researcher=False),
    ev.ResearcherAdded(seat=0, field="2,0"),
    ev.ShipPlaced(seat=1, field="4,7"),
    ev.ShipMoved(seat=1, from_field="4,7", to_field="4,6"),
    ev.TileCollected(seat=1, field="4,7", tile="T40"),
    ev.TilePlaced(
        seat=0, tile="T07", field="4,1", sides=("N", "E"), stacked=True, buoy_source="1,1", rp=2
    ),
    ev.QueenBuoyPlaced(seat=0),
    ev.QueenBuoyRemoved(seat=0),
    ev.HazardPlaced(hazard="whale-1", field="4,4"),
    ev.HazardMoved(hazard="crab", path=("3,0", "4,0")),
    ev.Damaged(victim=1, mover=0, field="4,3", piece="ship", amount=0, splash=True),
    ev.HazardReturned(hazard="tsunami-2"),
    ev.ActionEnded(seat=0, part="researcher", no_effect=False),
    ev.RoundScored(round=2, gained=(4, 9)),
    ev.FinalScored(queen=(28, 0), sides=(50, 30)),
    ev.GameEnded(
        results=(
            ev.SeatResult(
                seat=0, colour="yellow", rp=80, queen_points=28, sides_bonus=50, rank=1, won=True
            ),
        ),
        reason="final_scoring",
    ),
]


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_every_event_round_trips_through_json(event: object) -> None:
    stored = msgspec.json.decode(msgspec.json.encode(msgspec.to_builtins(event)))
    assert msgspec.convert(stored, RULES.Event) == event


def test_the_samples_cover_every_event_type() -> None:
    covered = {type(e) for e in SAMPLES}
    assert covered == set(typing.get_args(ev.Event))


def test_event_tags_are_namespaced_snake_case() -> None:
    for event_type in typing.get_args(ev.Event):
        tag = event_type.__struct_config__.tag
        assert isinstance(tag, str) and tag.startswith("der_schwarm.")
