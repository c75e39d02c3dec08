"""Event schema evolution: stored events carry their schema version; old ones are upcast on
read, so a replay never breaks when an event's shape changes."""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec
import pytest

from service import codec
from service.store.base import RecordedEvent
from tests.support import potato


def stored(data: dict[str, object], schema_version: int) -> RecordedEvent:
    return RecordedEvent(
        position=1,
        stream_id="g",
        version=1,
        type="potato.passed",
        data=data,
        metadata={"schema_version": schema_version},
        recorded_at=datetime.now(UTC),
    )


def test_an_event_is_stored_with_its_schema_version() -> None:
    row = codec.encode(potato.Passed(to=1), {"seat": 0})
    assert row.type == "potato.passed"
    assert row.data == {"to": 1}
    assert row.metadata == {"seat": 0, "schema_version": 1}


def test_an_old_event_is_upcast_on_read(monkeypatch: pytest.MonkeyPatch) -> None:
    # Suppose version 2 renamed `receiver` to `to`: version-1 rows still replay.
    monkeypatch.setitem(codec.CURRENT_SCHEMA, "potato.passed", 2)
    monkeypatch.setitem(
        codec.UPCASTERS, ("potato.passed", 1), lambda data: {"to": data["receiver"]}
    )
    assert codec.decode(potato.RULES, stored({"receiver": 1}, 1)) == potato.Passed(to=1)
    assert codec.decode(potato.RULES, stored({"to": 0}, 2)) == potato.Passed(to=0)
    assert codec.encode(potato.Passed(to=1), {}).metadata["schema_version"] == 2


def test_an_event_without_a_recorded_version_is_taken_as_version_one() -> None:
    row = msgspec.structs.replace(stored({"to": 1}, 1), metadata={})
    assert codec.decode(potato.RULES, row) == potato.Passed(to=1)
