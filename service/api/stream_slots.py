"""Open event streams per client and per process (docs/operations.md, "Limits at the edge").

Every stream (a game's, the lobby's, a player's) holds a connection, a task and its buffers
for as long as the client likes: thousands from one address once took a server's memory from
164 to 338 MiB. A stream takes a slot when it opens and gives it back when it ends; beyond
its client's slots it is answered 429 `too_many_streams`, beyond the process's 503
`server_busy`, both with `Retry-After`. A client is its credential when it has one (a seat,
a player, the operator: a phone behind a carrier's NAT is not its neighbours), else its
address.

When a burst of streams has closed, the process hands the freed memory back to the system
(`malloc_trim`): Python keeps freed blocks for reuse, and a burst that is over would otherwise
keep its peak for the process's life."""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import weakref
from collections import Counter
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from typing import Any, TypeVar

import structlog
from litestar import Request

from service.errors import ServerBusy, TooManyStreams
from service.settings import EdgeLimits

log = structlog.get_logger()

T = TypeVar("T")

TRIM_BELOW = 0.5
"""Memory is handed back once the open streams fall below this share of their peak."""
TRIM_PEAK = 64
"""…of a peak of at least this many streams (below, there is little to give back)."""


def _trimmer() -> Callable[[], None]:
    """glibc's `malloc_trim(0)`, where there is one (else nothing to do)."""
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        trim = getattr(libc, "malloc_trim", None)
    except OSError:
        trim = None
    if trim is None:
        return lambda: None
    return lambda: trim(0)


_TRIM = _trimmer()


class StreamSlots:
    """The open streams of this process, by client."""

    def __init__(self, limits: EdgeLimits, trim: Callable[[], None] = _TRIM) -> None:
        self.limits = limits
        self.open: Counter[str] = Counter()
        self.total = 0
        self.peak = 0
        self._trim = trim

    def take(self, client: str) -> Slot:
        """A slot for one more stream of `client`; raises TooManyStreams or ServerBusy."""
        if self.open[client] >= self.limits.max_streams_per_client:
            raise TooManyStreams(
                f"This client has {self.open[client]} event streams open, as many as it may "
                "(close one, or retry after Retry-After seconds)."
            )
        if self.total >= self.limits.max_streams:
            raise ServerBusy("This server holds as many event streams as it may; retry shortly.")
        self.open[client] += 1
        self.total += 1
        self.peak = max(self.peak, self.total)
        return Slot(self, client)

    def give_back(self, client: str) -> None:
        left = self.open[client] - 1
        if left > 0:
            self.open[client] = left
        else:
            del self.open[client]
        self.total -= 1
        if self.peak >= TRIM_PEAK and self.total < self.peak * TRIM_BELOW:
            self._hand_back_memory()

    def _hand_back_memory(self) -> None:
        freed = self.peak
        self.peak = self.total
        gc.collect()
        self._trim()
        log.info("stream_memory_trimmed", peak=freed, open=self.total)


class Slot:
    """One stream's place; given back once, however the stream ends."""

    __slots__ = ("__weakref__", "_client", "_slots")

    def __init__(self, slots: StreamSlots, client: str) -> None:
        self._slots: StreamSlots | None = slots
        self._client = client

    def give_back(self) -> None:
        if self._slots is not None:
            slots, self._slots = self._slots, None
            slots.give_back(self._client)

    def holding(self, messages: AsyncIterator[T]) -> AsyncGenerator[T, None]:
        """`messages`, giving the slot back when they end, fail, are closed, or are dropped
        unread (a client gone before its stream started)."""
        held = _held(self, messages)
        weakref.finalize(held, self.give_back)
        return held


async def _held(slot: Slot, messages: AsyncIterator[T]) -> AsyncGenerator[T, None]:
    try:
        async for message in messages:
            yield message
    finally:
        slot.give_back()
        close: Any = getattr(messages, "aclose", None)
        if close is not None:
            await close()


def slots_of(request: Request[Any, Any, Any]) -> StreamSlots:
    """The app's stream slots (made with the app: service/api/app.py)."""
    slots: StreamSlots = request.app.state["stream_slots"]
    return slots


def address_of(request: Request[Any, Any, Any]) -> str | None:
    """The client's address (behind trusted proxies, the one they name: uvicorn's doing)."""
    return request.client.host if request.client is not None else None


def client_key(
    *, seat: tuple[str, int] | None, player: str | None, admin: bool, address: str | None
) -> str:
    """Who a stream counts against: its credential, else its address."""
    if admin:
        return "operator"
    if player is not None:
        return f"player:{player}"
    if seat is not None:
        return f"seat:{seat[0]}:{seat[1]}"
    return f"address:{address or 'unknown'}"
