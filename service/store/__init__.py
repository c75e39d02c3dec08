"""The event store: append with an expected version, read a stream, read the global log."""

from service.store.base import (
    AppendResult,
    EventStore,
    NewEvent,
    RecordedEvent,
    VersionConflict,
)

__all__ = ["AppendResult", "EventStore", "NewEvent", "RecordedEvent", "VersionConflict"]
