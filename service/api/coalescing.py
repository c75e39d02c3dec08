"""uvicorn's HTTP protocol, with what one response writes in one step handed to the socket at once.

uvicorn writes a response's status line and headers as soon as the app sends
`http.response.start`, and its body with `http.response.body`: two writes, so two system calls
and two TCP segments, and a client that wakes up for the headers only to wait for the body.
Under the command benchmark that second write was a tenth of the server's sampled time
(bench/RESULTS.md). Here the connection's transport gathers the writes made in one step of the
event loop and sends them together just after it (`call_soon`): the same bytes, in the same
order, a few microseconds later, in one system call. A streamed response (chunked: SSE) is
not held back at all: its headers and each message go out as they are written, so that with
a thousand streams woken together the first is on the wire before the last is made.

Each request's scope also carries the connection's `StreamWriter` (extension
`tabletop.stream_writer`, key `writer`): the live fan-out writes a sleeping stream's next
messages with it directly, as uvicorn would write them, without waking the stream's task
(service/api/fanout.py).

Why a private class: uvicorn offers no public hook on a connection's transport or its request
cycle, and this one saves a tenth of the CPU of a command. It is uvicorn's private
`httptools_impl.HttpToolsProtocol`, so pyproject.toml caps uvicorn below its next minor version
and tests/platform/test_uvicorn_internals.py names every private member and signature used here
and in connections.py (raise the cap only with it green). To remove it: drop `http=` from
`uvicorn.run` in service/cli.py; responses then go out in uvicorn's two writes, `stream_writer`
answers None so the fan-out wakes each stream's task instead (slower with many streams, same
bytes), and the edge's head and body deadlines and connection caps (connections.py, built on
this class) go with it, so they would need another home first (e.g. a proxy in front).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

STREAM_WRITER = "tabletop.stream_writer"
"""The scope extension whose `writer` is the request's `StreamWriter` (our protocol only)."""
STREAM_WRITE_LIMIT = 64 * 1024
"""Bytes a connection may have waiting to be sent before `StreamWriter.write` declines: a
slow reader's stream then writes through uvicorn, which waits for the socket to drain."""


class CoalescingTransport(asyncio.Transport):
    """A transport that sends what was written during one event-loop step in one write."""

    def __init__(
        self,
        transport: asyncio.Transport,
        loop: asyncio.AbstractEventLoop,
        streaming: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__()
        self._transport = transport
        self._loop = loop
        self._streaming = streaming
        self._pending: list[bytes] = []

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if not data:
            return
        if self._streaming():
            self._pending.append(bytes(data))
            self.flush()
            return
        if not self._pending:
            self._loop.call_soon(self.flush)
        self._pending.append(bytes(data))

    def write_now(self, data: bytes, limit: int) -> bool:
        """Write `data` now (after what waits, in one write), unless the connection is
        closing or more than `limit` bytes already wait to be sent: then False."""
        inner = self._transport
        if inner.is_closing() or inner.get_write_buffer_size() > limit:
            return False
        if self._pending:
            self._pending.append(data)
            self.flush()
        else:
            inner.write(data)
        return True

    def writelines(self, list_of_data: Iterable[bytes | bytearray | memoryview]) -> None:
        for data in list_of_data:
            self.write(data)

    def flush(self) -> None:
        if not self._pending:
            return
        data = b"".join(self._pending) if len(self._pending) > 1 else self._pending[0]
        self._pending = []
        if not self._transport.is_closing():
            self._transport.write(data)

    def close(self) -> None:
        self.flush()  # what was written before close goes out before the FIN
        self._transport.close()

    def abort(self) -> None:
        self._pending = []
        self._transport.abort()

    def is_closing(self) -> bool:
        return self._transport.is_closing()

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return self._transport.get_extra_info(name, default)

    def pause_reading(self) -> None:
        self._transport.pause_reading()

    def resume_reading(self) -> None:
        self._transport.resume_reading()

    def is_reading(self) -> bool:
        return self._transport.is_reading()

    def set_write_buffer_limits(self, high: int | None = None, low: int | None = None) -> None:
        self._transport.set_write_buffer_limits(high, low)

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(map(len, self._pending))

    def get_write_buffer_limits(self) -> tuple[int, int]:
        return self._transport.get_write_buffer_limits()

    def can_write_eof(self) -> bool:
        return self._transport.can_write_eof()

    def write_eof(self) -> None:
        self.flush()
        self._transport.write_eof()

    def set_protocol(self, protocol: asyncio.BaseProtocol) -> None:
        self._transport.set_protocol(protocol)

    def get_protocol(self) -> asyncio.BaseProtocol:
        return self._transport.get_protocol()


class StreamWriter:
    """Writes the body of one request's streamed (chunked) response straight to its
    connection, as uvicorn frames each chunk; only while that response is under way and the
    connection keeps up. Writes made with it and through the app's ASGI `send` go to the
    same transport in the order they are made."""

    __slots__ = ("_protocol", "_scope")

    def __init__(self, protocol: HttpProtocol, scope: Any) -> None:
        self._protocol = protocol
        self._scope = scope

    def write(self, body: bytes) -> bool:
        """Send `body` as the response's next chunk; False (nothing sent) if the response
        is not a stream under way on this connection, has ended, or the connection is gone
        or behind."""
        protocol = self._protocol
        cycle = protocol.cycle
        if (
            cycle is None
            or cycle.scope is not self._scope
            or cycle.chunked_encoding is not True
            or cycle.response_complete
            or cycle.disconnected
            or protocol.flow.write_paused
        ):
            return False
        transport: Any = protocol.transport
        assert isinstance(transport, CoalescingTransport)
        return transport.write_now(b"%x\r\n%b\r\n" % (len(body), body), STREAM_WRITE_LIMIT)


def stream_writer(scope: Any) -> StreamWriter | None:
    """The request's `StreamWriter`, if the server is ours (not under a test client)."""
    extension = (scope.get("extensions") or {}).get(STREAM_WRITER) or {}
    writer = extension.get("writer")
    return writer if isinstance(writer, StreamWriter) else None


class HttpProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol on a coalescing transport (uvicorn's `http=` option)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CoalescingTransport(transport, self.loop, self._streaming))

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.scope["extensions"] = {STREAM_WRITER: {"writer": StreamWriter(self, self.scope)}}

    def on_response_complete(self) -> None:
        # The response is whole: send it now, not at the end of this step of the loop, so
        # that what the app still does after its last `send` (the access log, metrics) is off
        # the client's clock.
        transport = self.transport
        if isinstance(transport, CoalescingTransport):
            transport.flush()
        super().on_response_complete()

    def _streaming(self) -> bool:
        """Whether the response being written is streamed (chunked, as SSE is)."""
        cycle = self.cycle
        return cycle is not None and cycle.chunked_encoding is True
