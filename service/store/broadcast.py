"""Fan-out of append notifications to in-process subscribers (SSE streams, projections).

Subscribers are keyed by the stream they follow, so an append wakes the streams of its own
game and the subscribers of every stream (the projector), not every open SSE stream: with
thousands of streams open, a move costs a handful of queue puts, not thousands.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

MISSED = ("", 0)
"""Published to every subscriber when notifications may have been lost: re-read."""


class Subscription:
    """Registered the moment it is created, so nothing published afterwards is missed."""

    def __init__(self, broadcast: Broadcast, stream_id: str | None, size: int) -> None:
        self._broadcast = broadcast
        self.stream_id = stream_id
        self.queue: asyncio.Queue[tuple[str, int]] = asyncio.Queue(size)
        self._forward: Callable[[tuple[str, int]], None] | None = None

    def __aiter__(self) -> Subscription:
        return self

    async def __anext__(self) -> tuple[str, int]:
        return await self.queue.get()

    def forward(self, to: Callable[[tuple[str, int]], None]) -> None:
        """Hand each note to `to` as it is published (those queued so far first) instead of
        queueing it: for a subscriber that only needs to know, not a task to wake."""
        while not self.queue.empty():
            to(self.queue.get_nowait())
        self._forward = to

    def put(self, note: tuple[str, int]) -> None:
        """Queue a note; a full queue is replaced by one MISSED marker instead of growing."""
        if self._forward is not None:
            self._forward(note)
            return
        try:
            self.queue.put_nowait(note)
        except asyncio.QueueFull:
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(MISSED)

    def close(self) -> None:
        self._broadcast.unsubscribe(self)


class Broadcast:
    """Each subscriber gets the (stream id, version) of its stream (or of every stream)
    published after it subscribed, and every MISSED marker."""

    def __init__(self, queue_size: int = 1000) -> None:
        self._everything: set[Subscription] = set()
        self._by_stream: dict[str, set[Subscription]] = {}
        self._queue_size = queue_size

    def publish(self, stream_id: str, version: int) -> None:
        if (stream_id, version) == MISSED:
            for subscribers in (self._everything, *self._by_stream.values()):
                for subscription in list(subscribers):
                    subscription.put(MISSED)
            return
        for subscription in list(self._everything):
            subscription.put((stream_id, version))
        for subscription in list(self._by_stream.get(stream_id, ())):
            subscription.put((stream_id, version))

    def subscribe(self, stream_id: str | None = None) -> Subscription:
        subscription = Subscription(self, stream_id, self._queue_size)
        if stream_id is None:
            self._everything.add(subscription)
        else:
            self._by_stream.setdefault(stream_id, set()).add(subscription)
        return subscription

    def unsubscribe(self, subscription: Subscription) -> None:
        if subscription.stream_id is None:
            self._everything.discard(subscription)
            return
        subscribers = self._by_stream.get(subscription.stream_id)
        if subscribers is not None:
            subscribers.discard(subscription)
            if not subscribers:
                del self._by_stream[subscription.stream_id]

    @property
    def subscribers(self) -> int:
        """How many subscriptions are open (for tests and metrics)."""
        return len(self._everything) + sum(len(s) for s in self._by_stream.values())
