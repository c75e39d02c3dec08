"""One followed game in a process: its newest events decoded once, its ready messages per
audience, the one subscription to its notes its streams share, and the streams sleeping on it
(`Tap`s, written to directly through their connection's writer). LiveLog (fanout.py) keeps
and fills them."""

from __future__ import annotations

import asyncio
from typing import Protocol

from service.api import shutdown
from service.api.auth import Caller
from service.api.stream_messages import Audience, ReadyMessage
from service.records import LoadedGame, LoggedEvent
from service.store.broadcast import Subscription

WINDOW = 256
"""The newest versions of a game kept decoded and ready: far more than one command appends,
so every stream that keeps up finds its next events here."""
BUNDLES = 64
"""Bundles (what one wake-up writes to a stream) kept per game: the streams woken together
share a handful."""


class FollowedGame:
    """One game's newest events, decoded once, and its ready messages per audience; and the
    one subscription to its notes that its streams in this process share.

    The events held are the versions `first`..`last` with none missing (`last < first`:
    none yet)."""

    def __init__(self) -> None:
        self.streams = 0
        """How many streams of this process follow the game."""
        self.lock = asyncio.Lock()
        """Held while the events are read: the streams woken with it wait, then find them."""
        self.refreshing: asyncio.Future[LoadedGame] | None = None
        """The catch-up from the store in flight, which streams that need one join."""
        self.positioned = False
        """Whether `first`/`last` were set where a stream starts (else nothing is read ahead)."""
        self.first = 1
        self.last = 0
        self.events: dict[int, LoggedEvent] = {}
        self.messages: dict[int, dict[Audience, ReadyMessage | None]] = {}
        self.summaries: dict[int, ReadyMessage] = {}
        self.bundles: dict[tuple[int, int, Audience, bool], bytes] = {}
        self.subscription: Subscription | None = None
        self.noted = 0
        """The newest version announced since the subscription was made."""
        self.missed = 0
        """How many times notes may have been lost (the streams then ask the store)."""
        self.preparing: asyncio.Task[None] | None = None
        """The catch-up and read that run on a note before the streams are woken."""
        self.sleepers: set[asyncio.Future[bool]] = set()
        """The streams asleep without a tap: woken once new events are read ahead."""
        self.taps: set[Tap] = set()
        """The streams asleep with a tap: written to, not woken."""

    def start_at(self, after: int) -> None:
        """Hold the events after `after` from now on (and none of those held so far)."""
        self.positioned = True
        self.first, self.last = after + 1, after
        self.events.clear()
        self.messages.clear()
        self.bundles.clear()

    def drop_held(self) -> None:
        """Forget every event and message held (the database server changed)."""
        self.start_at(0)
        self.positioned = False
        self.summaries.clear()

    def hold(self, logged: list[LoggedEvent]) -> None:
        for entry in logged:
            if entry.version != self.last + 1:
                continue  # only ever extend the run of versions held, never leave a gap
            self.events[entry.version] = entry
            self.last = entry.version
        while self.last - self.first + 1 > WINDOW:
            self.events.pop(self.first, None)
            self.messages.pop(self.first, None)
            self.first += 1

    def holds(self, after: int, upto: int) -> bool:
        return self.first - 1 <= after and upto <= self.last

    async def sleep(self, deadline: float, tap: Tap | None = None) -> bool:
        """Until new events were read ahead (True; with a tap, only if they could not be
        written to it or the game is over), notes may have been lost (True), the server
        stops (True), or the loop's clock reaches `deadline` (False)."""
        loop = asyncio.get_running_loop()
        woken: asyncio.Future[bool] = loop.create_future()
        timer = loop.call_at(deadline, shutdown.time_up, woken)
        stopping = shutdown.sleepers()
        stopping.add(woken)
        if tap is None:
            self.sleepers.add(woken)
        else:
            tap.woken = woken
            self.taps.add(tap)
        try:
            return await woken
        finally:
            timer.cancel()
            stopping.discard(woken)
            if tap is None:
                self.sleepers.discard(woken)
            else:
                self.taps.discard(tap)
                tap.woken = None

    def wake(self, *, taps: bool) -> None:
        """Wake the streams asleep without a tap, and with `taps` those with one too."""
        sleepers, self.sleepers = self.sleepers, set()
        for sleeper in sleepers:
            if not sleeper.done():
                sleeper.set_result(True)
        if taps:
            for tap in list(self.taps):
                tap.wake()


class ChunkWriter(Protocol):
    """The connection's own writer of a streamed response's next chunk
    (service/api/coalescing.py `StreamWriter`): False if it cannot write now."""

    def write(self, body: bytes) -> bool: ...


class Tap:
    """A stream that sleeps with its connection's writer at hand: the game's read-ahead
    writes its next messages with it and leaves its task asleep, so a command costs each
    such stream one write, not a wake-up of its task and the layers it writes through."""

    __slots__ = ("after", "who", "woken", "writer")

    def __init__(self, writer: ChunkWriter, who: Caller) -> None:
        self.writer = writer
        self.who = who
        self.after = 0
        """The version the stream has been sent up to (moved on by writes made with the tap)."""
        self.woken: asyncio.Future[bool] | None = None

    def wake(self) -> None:
        if self.woken is not None and not self.woken.done():
            self.woken.set_result(True)
