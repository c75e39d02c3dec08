"""Per-request context (request id, game id) for logs, and request metrics."""

from __future__ import annotations

import secrets
import time
from typing import Any

import structlog
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service import logs, metrics
from service.api.problems import status_of

UNANSWERED = 500
"""A request's status until its answer starts (an unhandled error is a 500)."""


def observability(app: ASGIApp) -> ASGIApp:
    """ASGI middleware: binds request_id (X-Request-ID, or a new one) and game_id, echoes
    the request id, and records the request's status and latency by route template."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        request_id = _request_id(headers.get(b"x-request-id", b""))
        scope.setdefault("state", {})["request_id"] = request_id
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        path: str = scope.get("path", "")
        if path.startswith("/v1/games/"):
            structlog.contextvars.bind_contextvars(game_id=path.split("/")[3])
        status = UNANSWERED
        started = time.perf_counter()

        async def send_wrapper(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [
                    *message.get("headers", []),
                    (b"x-request-id", request_id.encode()),
                ]
            await send(message)

        try:
            await app(scope, receive, send_wrapper)
        except Exception as exc:
            # Raised by a middleware (budgets, idempotency keys) before any answer began: the
            # app's exception handlers answer it outside this one, so name that answer here.
            if status == UNANSWERED:
                status = status_of(exc)
            raise
        finally:
            route = _route(scope)
            elapsed = time.perf_counter() - started
            method = str(scope.get("method", ""))
            metrics.labelled(metrics.REQUESTS, method, route, str(status)).inc()
            metrics.labelled(metrics.LATENCY, method, route).observe(elapsed)
            if route not in ("/metrics", "/health/live", "/health/ready"):
                logs.request_line(method, route, status, round(elapsed * 1000, 2))

    return middleware


def _request_id(given: bytes) -> str:
    """The client's X-Request-ID (its first 64 characters) if it is visible ASCII, else a new
    one: it is logged and stored with events, where a NUL or invalid UTF-8 would fail."""
    if given and all(0x21 <= b <= 0x7E for b in given):
        return given[:64].decode("ascii")
    return secrets.token_hex(16)  # as unique as a uuid4, at a third of its cost


def _route(scope: Scope) -> str:
    template: Any = scope.get("path_template")
    return str(template) if template else "unmatched"
