"""The server is stopping: long-lived responses (SSE streams) end early so the graceful
shutdown is not held up until its timeout by clients that never hang up."""

from __future__ import annotations

import asyncio
import signal
from types import FrameType
from typing import Any


class _Stopping:
    """One event per event loop (a worker process has one loop)."""

    def __init__(self) -> None:
        self.event: asyncio.Event | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.sleepers: set[asyncio.Future[bool]] = set()

    def current(self) -> asyncio.Event:
        loop = asyncio.get_running_loop()
        if self.event is None or self.loop is not loop:
            self.event, self.loop = asyncio.Event(), loop
            self.sleepers = set()
        return self.event

    def request(self) -> None:
        if self.event is not None and self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._stop)

    def _stop(self) -> None:
        if self.event is not None:
            self.event.set()
        for sleeper in list(self.sleepers):
            if not sleeper.done():
                sleeper.set_result(True)


_STOPPING = _Stopping()


def stopping() -> asyncio.Event:
    """Set once the server has been asked to stop."""
    return _STOPPING.current()


def sleepers() -> set[asyncio.Future[bool]]:
    """Futures resolved (True) when the server is asked to stop: a stream that sleeps on a
    future of its own adds it here instead of waiting on `stopping()` in a second task."""
    _STOPPING.current()
    return _STOPPING.sleepers


async def sleep(woken: asyncio.Future[bool], seconds: float) -> bool:
    """Sleep on `woken` until whoever holds it resolves it, `seconds` pass (False) or the
    server is asked to stop (True): one future, no task of its own."""
    timer = asyncio.get_running_loop().call_later(seconds, time_up, woken)
    stopping = sleepers()
    stopping.add(woken)
    try:
        return await woken
    finally:
        timer.cancel()
        stopping.discard(woken)


def time_up(woken: asyncio.Future[bool]) -> None:
    """A sleeper's deadline (loop.call_at): it wakes with False, unless something woke it."""
    if not woken.done():
        woken.set_result(False)


def request_stop() -> None:
    """Called from the signal handler: safe from outside the loop's callbacks."""
    _STOPPING.request()


def chain_signal_handlers() -> None:
    """Wrap the server's SIGINT/SIGTERM handlers so they first tell SSE streams to end.

    Uvicorn installs its handlers before the app starts; this runs at app startup in each
    worker's main thread. Elsewhere (a test client's thread) signals cannot be set: skip.
    """
    for signum in (signal.SIGINT, signal.SIGTERM):
        previous = signal.getsignal(signum)

        def chained(sig: int, frame: FrameType | None, previous: Any = previous) -> None:
            request_stop()
            if callable(previous):
                previous(sig, frame)

        try:
            signal.signal(signum, chained)
        except ValueError:
            return
