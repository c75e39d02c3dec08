"""RULES §11.4: every event type round-trips exactly through the store's rows and JSON,
redacted copies too."""

from __future__ import annotations

from typing import Any, get_args

import msgspec

from service.domain.pow_wow import RULES
from service.domain.pow_wow.events import Event
from tests.domain.pow_wow.helpers import ALL_ON, claiming, loaded, setup
from tests.kit.golden import stored
from tests.kit.playout import play


def every_kind_of_event() -> list[Any]:
    events = play(RULES, setup(3, ALL_ON), "events", policy=claiming).log
    events += play(RULES, setup(2), "events-pos", start=loaded(), policy=claiming).log
    return events


def round_trip(event: Any) -> Any:
    """An event as a client receives it and sends it back."""
    return msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), RULES.Event)


def test_every_event_type_round_trips_through_the_store_and_json() -> None:
    events = every_kind_of_event()
    assert {type(e) for e in events} == set(get_args(Event))
    for version, event in enumerate(events, 1):
        assert stored(RULES, event, version) == event
        assert round_trip(event) == event
        for seat in (None, 0, 1):
            copy = RULES.redact(event, seat)
            assert round_trip(copy) == copy


def test_event_and_command_tags_are_namespaced_pow_wow() -> None:
    for kind in get_args(Event):
        assert kind.__struct_config__.tag.startswith("pow_wow.")
    for kind in get_args(RULES.Command):
        assert kind.__struct_config__.tag.startswith("pow_wow.")


def test_no_event_has_changed_shape_yet() -> None:
    assert RULES.upcasters.event_types() == frozenset()
