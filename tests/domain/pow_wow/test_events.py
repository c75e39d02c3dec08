"""RULES §11.4: every event type round-trips exactly through JSON, redacted copies too."""

from __future__ import annotations

from typing import Any, get_args

from service.domain.pow_wow import RULES
from service.domain.pow_wow.events import Event
from service.domain.pow_wow.options import Options
from tests.domain.pow_wow.helpers import loaded
from tests.domain.pow_wow.playout import play, round_trip


def every_kind_of_event() -> list[Any]:
    options = Options(war_tribute=True, marriage=True, sharing=True)
    events = play("events", 3, options, checks=False).events
    events += play("events-pos", 2, Options(), checks=False, start=loaded()).events
    return events


def test_every_event_type_round_trips_through_json() -> None:
    events = every_kind_of_event()
    assert {type(e) for e in events} == set(get_args(Event))
    for event in events:
        assert round_trip(event) == event
        for seat in (None, 0, 1):
            copy = RULES.redact(event, seat)
            assert round_trip(copy) == copy


def test_event_tags_are_namespaced_pow_wow() -> None:
    for kind in get_args(Event):
        assert kind.__struct_config__.tag.startswith("pow_wow.")
    for kind in get_args(RULES.Command):
        assert kind.__struct_config__.tag.startswith("pow_wow.")
