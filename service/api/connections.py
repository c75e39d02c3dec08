"""Connections at the edge: deadlines for a request's head and body, and caps on open
connections per process and per client (docs/operations.md, "Limits at the edge").

uvicorn alone lets a connection that sends nothing, or half a request line, or one byte of a
body every two seconds, stay open for as long as the client likes; twenty thousand of them
held a server at its open-file limit, where it could accept nobody (not even its own health
probe). Here:

- the head (request line and headers) must arrive within `head_timeout_s` of the connection's
  start or of the previous response's end: a partial head is answered 408, a connection that
  sent nothing is closed; the body must arrive within `body_timeout_s` of the head: 408;
- a connection beyond the process's cap (503 `server_busy`) or its client's (429
  `too_many_connections`) is accepted and answered at once with `Retry-After`, then closed: the
  cap sits below the open-file limit, so the server never has to refuse to accept, and an
  answered client knows what to do (a health probe, `GET /health/…`, is served all the same);
- idle keep-alive connections are closed after `keepalive_s` (uvicorn's own timer).

A client here is a peer address; a trusted proxy (TABLETOP_TRUSTED_PROXIES) stands for many
clients and is capped only by the process's limit. Counts are per process (each worker).

Built on uvicorn's private HTTP protocol (through coalescing.py, which says why and how to
remove it); the private members used are named in tests/platform/test_uvicorn_internals.py."""

from __future__ import annotations

import asyncio
import http
import ipaddress
import resource
from collections import Counter
from typing import Any

import msgspec
import structlog

from service.api.coalescing import HttpProtocol
from service.api.problems import PROBLEM_JSON, TYPE_BASE, Problem
from service.settings import EdgeLimits, Settings, load

log = structlog.get_logger()

REFUSAL_GRACE_S = 1.0
"""How long a refused connection may take to send its request before it is answered anyway
(answering after reading what the client sent spares it a reset that could eat the answer)."""
RETRY_AFTER_S = 2
HEALTH = b"GET /health/"
"""The health probes' requests: served whatever the caps (they are cheap and they must pass)."""
SPARE_FILES = 128
"""Open files kept free of connections: the database pool, logs, the server's own sockets."""


class Edge:
    """This process's limits and its count of open connections per client."""

    def __init__(self, limits: EdgeLimits, trusted: tuple[str, ...]) -> None:
        self.limits = limits
        self.trusted = [ipaddress.ip_network(n, strict=False) for n in trusted]
        self.max_connections = min(limits.max_connections, open_files() - SPARE_FILES)
        self.open: Counter[str] = Counter()

    def client_of(self, address: str | None) -> str | None:
        """The client a peer address stands for; None for a trusted proxy (many clients)."""
        if address is None:
            return None
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return address
        return None if any(ip in network for network in self.trusted) else address


_EDGE: Edge | None = None


def configure(settings: Settings) -> Edge:
    """Set this process's limits (the server's start; each uvicorn worker reads its own)."""
    global _EDGE  # noqa: PLW0603 - one edge per process, set before the first connection
    _EDGE = Edge(settings.edge, settings.trusted_proxies)
    return _EDGE


def edge() -> Edge:
    """This process's edge, configured from the environment on first use."""
    return _EDGE if _EDGE is not None else configure(load())


def open_files() -> int:
    """The soft open-file limit, raised to the hard one where the system allows."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = max(soft, 1 << 20)
    if soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    return soft


def problem_bytes(status: int, code: str, detail: str, retry_after: int | None = None) -> bytes:
    """A whole HTTP/1.1 problem response that closes the connection, written before (or
    instead of) the app."""
    reason = http.HTTPStatus(status).phrase
    problem = Problem(type=TYPE_BASE + code, title=reason, status=status, detail=detail, code=code)
    body = msgspec.json.encode(problem)
    head = [
        f"HTTP/1.1 {status} {reason}",
        f"content-type: {PROBLEM_JSON}",
        f"content-length: {len(body)}",
        "connection: close",
    ]
    if retry_after is not None:
        head.append(f"retry-after: {retry_after}")
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


SERVER_BUSY = problem_bytes(
    503,
    "server_busy",
    "This server holds as many connections as it may; try again shortly.",
    RETRY_AFTER_S,
)
TOO_MANY_CONNECTIONS = problem_bytes(
    429,
    "too_many_connections",
    "This client holds as many open connections as it may; close some or try again shortly.",
    RETRY_AFTER_S,
)
HEAD_TIMEOUT = problem_bytes(
    408, "request_timeout", "The request's line and headers did not arrive in time."
)
BODY_TIMEOUT = problem_bytes(408, "request_timeout", "The request's body did not arrive in time.")


class GuardedProtocol(HttpProtocol):
    """The server's HTTP protocol (coalescing.py) with the edge's deadlines and caps."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.edge = edge()
        self.timeout_keep_alive = self.edge.limits.keepalive_s
        self._client: str | None = None
        self._refusal: bytes | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._heard = False
        """Whether bytes of the next request came since the last response (or the start)."""

    # -- the connection ---------------------------------------------------------------------

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        limits, edge = self.edge.limits, self.edge
        self._client = edge.client_of(self.client[0] if self.client else None)
        if self._client is not None:
            edge.open[self._client] += 1
        if len(self.connections) > edge.max_connections:
            self._refusal = SERVER_BUSY
        elif (
            self._client is not None and edge.open[self._client] > limits.max_connections_per_client
        ):
            self._refusal = TOO_MANY_CONNECTIONS
        if self._refusal is not None:
            self._arm(min(REFUSAL_GRACE_S, limits.head_timeout_s), self._refuse)
        else:
            self._arm(limits.head_timeout_s, self._head_overdue)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._client is not None:
            left = self.edge.open[self._client] - 1
            if left > 0:
                self.edge.open[self._client] = left
            else:
                del self.edge.open[self._client]
            self._client = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refusal is not None:
            if not data.startswith(HEALTH):
                self._refuse()  # what it sent is read: the answer is not lost to a reset
                return
            # A probe of the orchestrator: served even now (its connection is open anyway,
            # and a probe that cannot get through would take a pod that works out of service).
            self._refusal = None
            self._arm(self.edge.limits.head_timeout_s, self._head_overdue)
        self._heard = True
        super().data_received(data)

    # -- a request's head and body ----------------------------------------------------------

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()
        if self._has_body():
            self._arm(self.edge.limits.body_timeout_s, self._body_overdue)

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._heard = False
            self._arm(self.edge.limits.head_timeout_s, self._head_overdue)

    def _has_body(self) -> bool:
        for name, value in self.headers:
            if name == b"content-length":
                return value.strip() not in (b"0", b"")
            if name == b"transfer-encoding":
                return True
        return False

    # -- deadlines --------------------------------------------------------------------------

    def _arm(self, seconds: float, fire: Any) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(seconds, fire)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _refuse(self) -> None:
        self._disarm()
        if self._refusal is not None and not self.transport.is_closing():
            self.transport.write(self._refusal)
            self.transport.close()

    def _head_overdue(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        cycle = self.cycle
        if cycle is not None and not cycle.response_complete:
            return  # the app is answering (a pipelined head waits for it): not the client's fault
        if self._heard:
            self.transport.write(HEAD_TIMEOUT)
        self.transport.close()

    def _body_overdue(self) -> None:
        self._deadline = None
        cycle = self.cycle
        if self.transport.is_closing() or cycle is None or not cycle.more_body:
            return
        if not cycle.response_started:
            self.transport.write(BODY_TIMEOUT)
        log.info("request_body_timeout", path=self.scope.get("path"))
        cycle.disconnected = True  # the app's receive() now says the client is gone
        cycle.message_event.set()
        self.transport.close()
