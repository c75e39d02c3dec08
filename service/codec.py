"""Domain events to stored rows and back, with upcasting of old event schemas on read.

Every stored event carries `metadata.schema_version`. When an event type's shape changes, bump
`CURRENT_SCHEMA` for it and register an upcaster from the old version; old rows are then
converted on read and replay never breaks (DESIGN: event schema evolution).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from service.domain.kernel import Rules
from service.store.base import NewEvent, RecordedEvent

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]

DEFAULT_SCHEMA = 1
CURRENT_SCHEMA: dict[str, int] = {}
"""Event type → its current schema version, where that is not DEFAULT_SCHEMA."""

UPCASTERS: dict[tuple[str, int], Upcaster] = {}
"""(event type, schema version) → a function lifting data to version + 1."""


def schema_version(event_type: str) -> int:
    return CURRENT_SCHEMA.get(event_type, DEFAULT_SCHEMA)


def encode(event: Any, metadata: dict[str, Any]) -> NewEvent:
    data = msgspec.to_builtins(event)
    event_type = data.pop("type")
    return NewEvent(
        type=event_type,
        data=data,
        metadata={**metadata, "schema_version": schema_version(event_type)},
    )


def upcast(event_type: str, version: int, data: dict[str, Any]) -> dict[str, Any]:
    target = schema_version(event_type)
    while version < target:
        data = UPCASTERS[(event_type, version)](data)
        version += 1
    return data


def decode(rules: Rules, recorded: RecordedEvent) -> Any:
    version = int(recorded.metadata.get("schema_version", DEFAULT_SCHEMA))
    data = upcast(recorded.type, version, recorded.data)
    return msgspec.convert({"type": recorded.type, **data}, rules.Event)


def as_json(event: Any) -> dict[str, Any]:
    """A domain event as the JSON object clients get (its `type` tag first)."""
    data: dict[str, Any] = msgspec.to_builtins(event)
    return data
