"""An in-memory event store with the same contract as the Postgres one (tests, simulations)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from service.store.base import AppendResult, NewEvent, RecordedEvent, VersionConflict
from service.store.broadcast import Broadcast, Subscription


class MemoryEventStore:
    """One asyncio lock makes every append atomic; positions are dense and commit-ordered."""

    def __init__(self, clock: Callable[[], datetime] | None = None) -> None:
        self._clock = clock or (lambda: datetime.now(UTC))
        self._log: list[RecordedEvent] = []
        self._streams: dict[str, list[RecordedEvent]] = {}
        self._keys: dict[tuple[str, str], AppendResult] = {}
        self._lock = asyncio.Lock()
        self._broadcast = Broadcast()

    async def append(
        self,
        stream_id: str,
        expected_version: int,
        events: Sequence[NewEvent],
        idempotency_key: str | None = None,
    ) -> AppendResult:
        if not events:
            raise ValueError("append needs at least one event")
        async with self._lock:
            if idempotency_key is not None and (stream_id, idempotency_key) in self._keys:
                original = self._keys[(stream_id, idempotency_key)]
                return AppendResult(
                    first_version=original.first_version,
                    last_version=original.last_version,
                    duplicate=True,
                )
            stream = self._streams.setdefault(stream_id, [])
            if len(stream) != expected_version:
                raise VersionConflict(stream_id, expected_version, len(stream))
            now = self._clock()
            for event in events:
                recorded = RecordedEvent(
                    position=len(self._log) + 1,
                    stream_id=stream_id,
                    version=len(stream) + 1,
                    type=event.type,
                    data=event.data,
                    metadata=event.metadata,
                    recorded_at=now,
                )
                stream.append(recorded)
                self._log.append(recorded)
            result = AppendResult(
                first_version=expected_version + 1, last_version=len(stream), recorded_at=now
            )
            if idempotency_key is not None:
                self._keys[(stream_id, idempotency_key)] = result
        self._broadcast.publish(stream_id, result.last_version)
        return result

    async def read_stream(
        self, stream_id: str, after_version: int = 0, until_version: int | None = None
    ) -> list[RecordedEvent]:
        stream = self._streams.get(stream_id, [])
        end = len(stream) if until_version is None else min(until_version, len(stream))
        return stream[after_version:end]

    async def read_all(self, after_position: int, limit: int) -> list[RecordedEvent]:
        return self._log[after_position : after_position + limit]

    async def stream_version(self, stream_id: str) -> int:
        return len(self._streams.get(stream_id, []))

    async def idempotent_result(self, stream_id: str, key: str) -> AppendResult | None:
        original = self._keys.get((stream_id, key))
        if original is None:
            return None
        return AppendResult(
            first_version=original.first_version,
            last_version=original.last_version,
            duplicate=True,
        )

    def notifications(self) -> Subscription:
        return self._broadcast.subscribe()
