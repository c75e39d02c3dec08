"""Event schema evolution: stored events carry their schema version; old ones are upcast on
read, so a replay never breaks when an event's shape changes."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import msgspec
import pytest

from service import codec
from service.domain.kernel import Step, Upcasters, host
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


RENAMED_RECEIVER = dataclasses.replace(
    potato.RULES,
    upcasters=Upcasters(Step("potato.passed", 1, lambda data: {"to": data["receiver"]})),
)
"""Suppose schema version 2 of `potato.passed` renamed `receiver` to `to`."""


def test_an_event_is_stored_with_its_schema_version() -> None:
    row = codec.encode(potato.GAME, potato.Passed(to=1), {"seat": 0})
    assert row.type == "potato.passed"
    assert row.data == {"to": 1}
    assert row.metadata == {"seat": 0, "schema_version": 1}


def test_an_old_event_is_upcast_on_read() -> None:
    game = host(RENAMED_RECEIVER)
    assert codec.decode(game, stored({"receiver": 1}, 1)) == potato.Passed(to=1)
    assert codec.decode(game, stored({"to": 0}, 2)) == potato.Passed(to=0)
    assert codec.encode(game, potato.Passed(to=1), {}).metadata["schema_version"] == 2


def test_each_game_has_its_own_upcasters() -> None:
    assert codec.encode(potato.GAME, potato.Passed(to=1), {}).metadata["schema_version"] == 1
    assert codec.decode(potato.GAME, stored({"to": 0}, 1)) == potato.Passed(to=0)


def test_steps_must_run_from_version_one_without_gaps() -> None:
    with pytest.raises(ValueError, match="without gaps"):
        Upcasters(Step("potato.passed", 2, lambda data: data))
    with pytest.raises(TypeError, match="unknown events"):
        host(
            dataclasses.replace(
                potato.RULES, upcasters=Upcasters(Step("potato.unknown", 1, lambda data: data))
            )
        )


def test_an_event_without_a_recorded_version_is_taken_as_version_one() -> None:
    row = msgspec.structs.replace(stored({"to": 1}, 1), metadata={})
    assert codec.decode(potato.GAME, row) == potato.Passed(to=1)
