"""A response's writes go to the socket together (service/api/coalescing.py)."""

from __future__ import annotations

import asyncio
import select
import socket
from typing import Any

from service.api.coalescing import CoalescingTransport
from tests.support.server import serving


class Recording(asyncio.Transport):
    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self.writes.append(bytes(data))

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed

    def get_write_buffer_size(self) -> int:
        return 0


async def test_writes_of_one_step_go_out_in_one_write_after_it() -> None:
    inner = Recording()
    transport = CoalescingTransport(inner, asyncio.get_running_loop())
    transport.write(b"HTTP/1.1 201 Created\r\n\r\n")
    transport.write(b'{"version": 3}')
    assert inner.writes == []  # not yet: the step is not over
    assert transport.get_write_buffer_size() == len(b"HTTP/1.1 201 Created\r\n\r\n") + 14
    await asyncio.sleep(0)
    assert inner.writes == [b'HTTP/1.1 201 Created\r\n\r\n{"version": 3}']
    transport.write(b"data: 1\n\n")  # a stream's next message: its own write, at once
    await asyncio.sleep(0)
    assert inner.writes[1:] == [b"data: 1\n\n"]


async def test_what_was_written_before_close_is_sent_before_it() -> None:
    inner = Recording()
    transport = CoalescingTransport(inner, asyncio.get_running_loop())
    transport.write(b"HTTP/1.1 400 Bad Request\r\n\r\n")
    transport.close()
    assert inner.writes == [b"HTTP/1.1 400 Bad Request\r\n\r\n"]
    assert inner.closed


async def test_a_streamed_responses_writes_go_out_at_once_in_order() -> None:
    inner = Recording()
    streaming = False
    transport = CoalescingTransport(inner, asyncio.get_running_loop(), lambda: streaming)
    transport.write(b"HTTP/1.1 200 OK\r\n")
    assert inner.writes == []
    streaming = True  # the response turned out chunked (uvicorn: no content-length)
    transport.write(b"5\r\nhello\r\n")
    assert inner.writes == [b"HTTP/1.1 200 OK\r\n5\r\nhello\r\n"]  # what waited goes first
    transport.write(b"5\r\nworld\r\n")
    assert inner.writes[1:] == [b"5\r\nworld\r\n"]
    await asyncio.sleep(0)
    assert len(inner.writes) == 2  # nothing left over for the end of the step


async def test_writing_now_goes_after_what_waits_and_declines_a_backed_up_connection() -> None:
    inner = Recording()
    transport = CoalescingTransport(inner, asyncio.get_running_loop())
    transport.write(b"HTTP/1.1 200 OK\r\n\r\n")
    assert transport.write_now(b"5\r\nhello\r\n", limit=1024)
    assert inner.writes == [b"HTTP/1.1 200 OK\r\n\r\n5\r\nhello\r\n"]
    assert not transport.write_now(b"x" * 10, limit=-1)  # more than the limit waits: declined
    inner.closed = True
    assert not transport.write_now(b"5\r\nworld\r\n", limit=1024)
    assert len(inner.writes) == 1


async def test_a_whole_response_is_sent_before_the_app_returns() -> None:
    client = socket.socket()
    seen: list[bytes] = []
    looked = asyncio.Event()

    async def app(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        headers = [(b"content-length", b"2")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": b"ok"})
        # Still inside the app (an access log would be written here), with the event loop
        # blocked: the client must have the response already.
        if select.select([client], [], [], 10)[0]:
            seen.append(client.recv(4096))
        looked.set()

    async with serving(app) as base:
        client.connect(("127.0.0.1", int(base.rsplit(":", 1)[1])))
        client.sendall(b"GET / HTTP/1.1\r\nhost: x\r\n\r\n")
        try:
            async with asyncio.timeout(30):
                await looked.wait()
        finally:
            client.close()
    assert seen, "the response was still held back when the app had sent all of it"
    assert seen[0].startswith(b"HTTP/1.1 200 OK") and seen[0].endswith(b"\r\n\r\nok")
