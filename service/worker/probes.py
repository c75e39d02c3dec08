"""The worker's small HTTP listener, for Kubernetes and Prometheus only: `GET /health/live`,
`GET /health/ready` and `GET /metrics`, the same routes and answers as the API's.

The worker serves no API, so a framework and its server would be weight without use (and
uvicorn would take over the process's signals, which the worker handles itself). Each
connection gets one answer and is closed; a client that does not send its request head
within a few seconds is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

LIVE, READY, METRICS = "/health/live", "/health/ready", "/metrics"
HEAD_SECONDS = 5.0
"""How long a client may take to send its request head."""
HEAD_BYTES = 8 * 1024
JSON = "application/json"
OK = b'{"status":"ok"}'
UNAVAILABLE = b'{"status":"unavailable"}'
_REASONS = {200: "OK", 404: "Not Found", 405: "Method Not Allowed", 503: "Service Unavailable"}

Ready = Callable[[], Awaitable[bool]]


async def open_probes(host: str, port: int, ready: Ready) -> asyncio.Server:
    """Start answering on host:port; `ready()` says whether the database answers."""

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            async with asyncio.timeout(HEAD_SECONDS):
                head = await reader.readuntil(b"\r\n\r\n")
            method, target = _request_line(head)
            status, media_type, body = await _respond(method, target, ready)
            writer.write(_response(status, media_type, body, with_body=method != "HEAD"))
            await writer.drain()
        except (
            TimeoutError,
            ValueError,
            ConnectionError,
            asyncio.IncompleteReadError,
            asyncio.LimitOverrunError,
        ):
            pass  # a client that does not speak HTTP, or left: nothing to answer
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()

    return await asyncio.start_server(answer, host, port, limit=HEAD_BYTES)


def _request_line(head: bytes) -> tuple[str, str]:
    """(method, path) of `GET /path?query HTTP/1.1`; ValueError if it is not such a line."""
    method, target, version = head.split(b"\r\n", 1)[0].decode("latin-1").split(" ")
    if not version.startswith("HTTP/"):
        raise ValueError(version)
    return method, target.split("?", 1)[0]


async def _respond(method: str, path: str, ready: Ready) -> tuple[int, str, bytes]:
    if path not in (LIVE, READY, METRICS):
        return 404, JSON, b'{"status":"not found"}'
    if method not in ("GET", "HEAD"):
        return 405, JSON, b'{"status":"method not allowed"}'
    if path == METRICS:
        return 200, CONTENT_TYPE_LATEST, generate_latest()
    if path == READY and not await _ready(ready):
        return 503, JSON, UNAVAILABLE
    return 200, JSON, OK


async def _ready(ready: Ready) -> bool:
    try:
        return await ready()
    except Exception:  # the database is away (the check's own errors say so too)
        return False


def _response(status: int, media_type: str, body: bytes, *, with_body: bool) -> bytes:
    head = (
        f"HTTP/1.1 {status} {_REASONS[status]}\r\n"
        f"Content-Type: {media_type}\r\n"
        f"Content-Length: {len(body)}\r\n"
        "Cache-Control: no-store\r\n"
        "Connection: close\r\n\r\n"
    )
    return head.encode("latin-1") + (body if with_body else b"")
