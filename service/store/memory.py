"""An in-memory event store with the same contract as the Postgres one (tests, simulations)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta

import msgspec

from service.settings import DEFAULT_IDEMPOTENCY_RETENTION
from service.store.base import AppendResult, NewEvent, RecordedEvent, VersionConflict
from service.store.broadcast import Broadcast, Subscription


class MemoryEventStore:
    """One asyncio lock makes every append atomic; positions are dense and commit-ordered."""

    def __init__(
        self,
        clock: Callable[[], datetime] | None = None,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
    ) -> None:
        self._clock = clock or (lambda: datetime.now(UTC))
        self._retention = idempotency_retention
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
        request_hash: bytes | None = None,
    ) -> AppendResult:
        if not events:
            raise ValueError("append needs at least one event")
        async with self._lock:
            if idempotency_key is not None:
                original = self._original(stream_id, idempotency_key)
                if original is not None:
                    return original
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
                first_version=expected_version + 1,
                last_version=len(stream),
                recorded_at=now,
                request_hash=request_hash,
            )
            if idempotency_key is not None:
                self._keys[(stream_id, idempotency_key)] = result
        self._broadcast.publish(stream_id, result.last_version)
        return AppendResult(
            first_version=result.first_version, last_version=result.last_version, recorded_at=now
        )

    async def append_recorded(
        self, stream_id: str, events: Sequence[NewEvent], recorded_at: Sequence[datetime]
    ) -> AppendResult:
        result = await self.append(stream_id, 0, events)
        async with self._lock:
            stream = self._streams[stream_id]
            for index, at in enumerate(recorded_at):
                kept = msgspec.structs.replace(stream[index], recorded_at=at)
                stream[index] = kept
                self._log[kept.position - 1] = kept
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
        return self._original(stream_id, key)

    async def forget_expired_keys(self, limit: int = 1000) -> int:
        expired = [k for k, r in self._keys.items() if self._expired(r)][:limit]
        for key in expired:
            del self._keys[key]
        return len(expired)

    def notifications(self, stream_id: str | None = None) -> Subscription:
        return self._broadcast.subscribe(stream_id)

    def _original(self, stream_id: str, key: str) -> AppendResult | None:
        original = self._keys.get((stream_id, key))
        if original is None or self._expired(original):
            return None
        return AppendResult(
            first_version=original.first_version,
            last_version=original.last_version,
            duplicate=True,
            request_hash=original.request_hash,
        )

    def _expired(self, result: AppendResult) -> bool:
        assert result.recorded_at is not None
        return result.recorded_at <= self._clock() - self._retention
