"""Checks requests pass before a handler acts: no NUL characters in the path or the query
(PostgreSQL cannot store them, so they would fail as a 500 deep inside), and JSON as the
content type of a body."""

from __future__ import annotations

from typing import Any

from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

from service.errors import InvalidRequest, UnsupportedMediaType


def refuse_nul(app: ASGIApp) -> ASGIApp:
    """ASGI middleware: 422 `invalid_request` for a NUL character in the path or query."""

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == ScopeType.HTTP:
            query: bytes = scope.get("query_string", b"")
            if "\x00" in scope.get("path", "") or b"%00" in query or b"\x00" in query:
                raise InvalidRequest("The path and query must not contain NUL characters.")
        await app(scope, receive, send)

    return guarded


def require_json(request: ASGIConnection[Any, Any, Any, Any]) -> None:
    """A body must be JSON (`application/json` or `application/*+json`, any parameters); a
    request without a Content-Type is read as JSON too. Handlers that take a body call it
    first. (Not a Litestar route guard: Litestar copies the route handler for every guard
    call, which cost a command request 8 % of its CPU; bench/RESULTS.md.)"""
    content_type = request.headers.get("content-type")
    if content_type is None:
        return
    media = content_type.partition(";")[0].strip().lower()
    if media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    ):
        return
    raise UnsupportedMediaType(f"The body must be application/json, not {content_type!r}.")
