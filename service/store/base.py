"""The event store contract shared by the Postgres and the in-memory store."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol

import msgspec

from service.store.broadcast import Subscription


class NewEvent(msgspec.Struct, frozen=True, kw_only=True):
    """An event to append: its type tag, its data (JSON object) and its metadata."""

    type: str
    data: dict[str, Any]
    metadata: dict[str, Any] = msgspec.field(default_factory=dict)


class RecordedEvent(msgspec.Struct, frozen=True, kw_only=True):
    """An event as stored: global position, stream, gap-free stream version, recorded time."""

    position: int
    stream_id: str
    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: datetime


class AppendResult(msgspec.Struct, frozen=True, kw_only=True):
    """Versions written by an append; `duplicate` when an idempotency key matched an earlier
    append, whose versions are returned instead (nothing new was written)."""

    first_version: int
    last_version: int
    duplicate: bool = False
    recorded_at: datetime | None = None
    """When the events were recorded (None for a duplicate)."""
    request_hash: bytes | None = None
    """For a duplicate: the hash of the request the key was first used with (None if the
    record predates request hashes). The caller compares it with its own."""


class VersionConflict(Exception):
    """The stream was not at the expected version: someone else appended first."""

    def __init__(self, stream_id: str, expected: int, actual: int) -> None:
        super().__init__(f"stream {stream_id} is at version {actual}, not {expected}")
        self.stream_id = stream_id
        self.expected = expected
        self.actual = actual


class EventStore(Protocol):
    async def append(
        self,
        stream_id: str,
        expected_version: int,
        events: Sequence[NewEvent],
        idempotency_key: str | None = None,
        request_hash: bytes | None = None,
    ) -> AppendResult:
        """Append atomically after `expected_version`, or raise VersionConflict.

        With an idempotency key that an earlier append of this stream used within the
        retention, nothing is appended: the result is the earlier one, `duplicate`, with its
        request hash. An expired key is like a new one (its record is replaced)."""
        ...

    async def append_recorded(
        self, stream_id: str, events: Sequence[NewEvent], recorded_at: Sequence[datetime]
    ) -> AppendResult:
        """Append to an empty stream events recorded elsewhere, keeping their recorded times
        (an imported game's log), or raise VersionConflict."""
        ...

    async def read_stream(
        self, stream_id: str, after_version: int = 0, until_version: int | None = None
    ) -> list[RecordedEvent]:
        """Events of one stream with after_version < version <= until_version, in order."""
        ...

    async def read_all(self, after_position: int, limit: int) -> list[RecordedEvent]:
        """The global log after a position, in position order, never skipping a late commit."""
        ...

    async def stream_version(self, stream_id: str) -> int:
        """The stream's current version (0 if it has no events)."""
        ...

    async def idempotent_result(self, stream_id: str, key: str) -> AppendResult | None:
        """The stored result of an earlier append with this key, unless none or expired."""
        ...

    async def forget_expired_keys(self, limit: int = 1000) -> int:
        """Delete up to `limit` idempotency records older than the retention; how many."""
        ...

    def notifications(self, stream_id: str | None = None) -> Subscription:
        """A subscription to (stream id, version) of committed appends from now on: of one
        stream, or of every stream when `stream_id` is None. ("", 0) means "some may have
        been missed: re-read"."""
        ...
