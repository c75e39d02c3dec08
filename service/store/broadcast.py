"""Fan-out of append notifications to in-process subscribers (SSE streams, projections)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator


class Broadcast:
    """Every subscriber gets every (stream id, version) published after it subscribed.

    A slow subscriber's queue is bounded; when it overflows the subscriber receives a
    ("", 0) marker meaning "you missed some, re-read from the store" instead of unbounded
    memory growth.
    """

    def __init__(self, queue_size: int = 1000) -> None:
        self._subscribers: set[asyncio.Queue[tuple[str, int]]] = set()
        self._queue_size = queue_size

    def publish(self, stream_id: str, version: int) -> None:
        for queue in list(self._subscribers):
            try:
                queue.put_nowait((stream_id, version))
            except asyncio.QueueFull:
                while not queue.empty():
                    queue.get_nowait()
                queue.put_nowait(("", 0))

    async def subscribe(self) -> AsyncIterator[tuple[str, int]]:
        queue: asyncio.Queue[tuple[str, int]] = asyncio.Queue(self._queue_size)
        self._subscribers.add(queue)
        try:
            while True:
                yield await queue.get()
        finally:
            self._subscribers.discard(queue)
