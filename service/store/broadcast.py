"""Fan-out of append notifications to in-process subscribers (SSE streams, projections)."""

from __future__ import annotations

import asyncio


class Subscription:
    """Registered the moment it is created, so nothing published afterwards is missed."""

    def __init__(self, broadcast: Broadcast, size: int) -> None:
        self._broadcast = broadcast
        self.queue: asyncio.Queue[tuple[str, int]] = asyncio.Queue(size)

    def __aiter__(self) -> Subscription:
        return self

    async def __anext__(self) -> tuple[str, int]:
        return await self.queue.get()

    def close(self) -> None:
        self._broadcast.subscribers.discard(self)


class Broadcast:
    """Every subscriber gets every (stream id, version) published after it subscribed.

    A slow subscriber's queue is bounded; when it overflows, its queue is replaced by one
    ("", 0) marker meaning "you missed some, re-read from the store" instead of growing.
    """

    def __init__(self, queue_size: int = 1000) -> None:
        self.subscribers: set[Subscription] = set()
        self._queue_size = queue_size

    def publish(self, stream_id: str, version: int) -> None:
        for subscription in list(self.subscribers):
            queue = subscription.queue
            try:
                queue.put_nowait((stream_id, version))
            except asyncio.QueueFull:
                while not queue.empty():
                    queue.get_nowait()
                queue.put_nowait(("", 0))

    def subscribe(self) -> Subscription:
        subscription = Subscription(self, self._queue_size)
        self.subscribers.add(subscription)
        return subscription
