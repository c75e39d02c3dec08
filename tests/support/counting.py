"""An in-memory event store that counts the reads of each game's stream (what a cache or a
shared fan-out saves is counted in reads)."""

from __future__ import annotations

from collections import Counter

from service.store.base import RecordedEvent
from service.store.memory import MemoryEventStore


class CountingStore(MemoryEventStore):
    """The in-memory store, counting the reads of each game's stream."""

    def __init__(self) -> None:
        super().__init__()
        self.reads: Counter[str] = Counter()

    async def read_stream(
        self, stream_id: str, after_version: int = 0, until_version: int | None = None
    ) -> list[RecordedEvent]:
        self.reads[stream_id] += 1
        return await super().read_stream(stream_id, after_version, until_version)
