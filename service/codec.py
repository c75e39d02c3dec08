"""Domain events to stored rows and back, with upcasting of old event schemas on read.

Every stored event carries `metadata.schema_version`. When an event type's shape changes, its
game registers an upcaster step (`Game.upcasters`, see `service/domain/kit/upcasters.py`);
new rows are written at the new version and old rows are converted on read, so replay never
breaks (DESIGN: event schema evolution).
"""

from __future__ import annotations

from typing import Any

import msgspec

from service.domain.kernel import HostedGame, convert_event
from service.domain.kit.upcasters import DEFAULT_SCHEMA
from service.store.base import NewEvent, RecordedEvent


def encode(rules: HostedGame, event: msgspec.Struct, metadata: dict[str, Any]) -> NewEvent:
    data = msgspec.to_builtins(event)
    event_type = data.pop("type")
    return NewEvent(
        type=event_type,
        data=data,
        metadata={**metadata, "schema_version": rules.upcasters.version(event_type)},
    )


def decode(rules: HostedGame, recorded: RecordedEvent) -> msgspec.Struct:
    version = int(recorded.metadata.get("schema_version", DEFAULT_SCHEMA))
    data = rules.upcasters.upcast(recorded.type, version, recorded.data)
    return convert_event(rules, {"type": recorded.type, **data})


def as_json(event: msgspec.Struct) -> dict[str, Any]:
    """A domain event as the JSON object clients get (its `type` tag first)."""
    data: dict[str, Any] = msgspec.to_builtins(event)
    return data
