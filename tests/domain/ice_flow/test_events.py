"""Every event type round-trips exactly through JSON, as the platform stores it (§17.3)."""

from __future__ import annotations

import typing

import msgspec
import pytest

from service.domain.ice_flow import RULES
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from tests.domain.ice_flow.helpers import position_events

SAMPLES: list[ev.Event] = [
    ev.GameStarted(players=2, start_player=1, options=IceFlowOptions(), from_position=False),
    ev.DeckShuffled(order=("F01", "D1")),
    ev.DeckShuffled(count=16),
    ev.ExplorerPlaced(seat=0, explorer=1, camp="9,0"),
    ev.SetupTilesDrawn(hands=(("T01", "T02"), ("T03",))),
    ev.DeckReshuffled(order=("F02",)),
    ev.CardRevealed(card="F03"),
    ev.TileDrawn(seat=1, tile="T04"),
    ev.FloePlaced(seat=0, tile="T05", hex="0,0", rotation=5, card="D2", items_to="island",
                  items=ev.Items(rope=2, fish=1)),
    ev.ExplorersPickedUp(floe="T05", hex="0,0", explorers=(0, 4)),
    ev.TurnStarted(seat=1),
    ev.FloeDrifted(seat=1, floe="T05", path=("0,1",), left_strait=False, stranded=(),
                   returned=ev.Items()),
    ev.FloeRotated(seat=1, floe="T05", clockwise=False, rotation=4),
    ev.ExplorerStepped(seat=0, explorer=0, from_="0,0", to="-1,0", rope=1, fish=0,
                       rope_to="0,0", escape=True),
    ev.MovementEnded(seat=0, explorer=0, space="3,2"),
    ev.BearMoved(seat=0, from_="3,2", direction="NW", to="out", fish=1),
    ev.BearStuck(space="3,2"),
    ev.ExplorerRescued(seat=1, explorer=3, camp="9,6"),
    ev.ItemCollected(seat=0, explorer=2, item="fish"),
    ev.CollectSkipped(seat=0),
    ev.ItemDropped(seat=0, explorer=2, item="rope", onto="supply"),
    ev.WentFishing(seat=1, fish=2),
    ev.TurnEnded(seat=1),
    ev.GameEnded(winner=0),
    position_events()[1],
]  # fmt: skip


def test_every_event_type_has_a_sample() -> None:
    assert {type(e) for e in SAMPLES} == set(typing.get_args(ev.Event))


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_an_event_round_trips_through_json(event: ev.Event) -> None:
    stored = msgspec.to_builtins(event)
    assert msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), RULES.Event) == event
    assert msgspec.convert(stored, RULES.Event) == event


def test_a_step_event_names_its_origin_from() -> None:
    stored = msgspec.to_builtins(SAMPLES[13])
    assert stored["from"] == "0,0"
    assert stored["type"] == "ice_flow.explorer_stepped"
