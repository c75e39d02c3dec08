"""Cross-origin requests from browsers: Litestar's CORS middleware (outermost, so that every
response, errors and 429s included, carries the headers), and in front of it a guard that
answers a refused preflight with problem details instead of Litestar's plain-text 400.

A preflight (OPTIONS with an Origin) from an origin not in TABLETOP_CORS_ORIGINS gets 403
`cors_origin_not_allowed`; one asking for a method or header the API does not accept gets 403
`cors_request_not_allowed`. Other requests are never refused for their Origin (servers send
one too); a browser simply gets no Access-Control-Allow-Origin for a foreign origin.
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.config.cors import CORSConfig
from litestar.constants import DEFAULT_ALLOWED_CORS_HEADERS
from litestar.datastructures import Headers
from litestar.enums import ScopeType
from litestar.types import Receive, Scope, Send

from service.api.problems import application_error
from service.errors import ApplicationError, CorsOriginNotAllowed, CorsRequestNotAllowed

ALLOW_HEADERS = [
    "Authorization",
    "Content-Type",
    "If-Match",
    "If-None-Match",
    "Idempotency-Key",
    "Last-Event-ID",
    "X-Request-ID",
]
EXPOSE_HEADERS = [
    "ETag",
    "Location",
    "RateLimit",
    "RateLimit-Policy",
    "Retry-After",
    "Tabletop-Version",
    "X-Request-ID",
]


def cors_config(origins: tuple[str, ...]) -> CORSConfig | None:
    if not origins:
        return None
    return CORSConfig(
        allow_origins=list(origins), allow_headers=ALLOW_HEADERS, expose_headers=EXPOSE_HEADERS
    )


def refuse_bad_preflights(app: Litestar, config: CORSConfig | None) -> None:
    """Put the preflight guard in front of the app's whole ASGI stack."""
    inner = app.asgi_handler

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == ScopeType.HTTP and scope["method"] == "OPTIONS":
            refusal = preflight_refusal(config, Headers.from_scope(scope))
            if refusal is not None:
                request: Any = scope["litestar_app"].request_class(scope, receive, send)
                response = application_error(request, refusal)
                await response.to_asgi_response(app=None, request=request)(scope, receive, send)
                return
        await inner(scope, receive, send)

    app.asgi_handler = guarded


def preflight_refusal(config: CORSConfig | None, headers: Headers) -> ApplicationError | None:
    """Why this OPTIONS request is a preflight the API refuses, or None."""
    origin = headers.get("origin")
    if origin is None:
        return None  # not a CORS request: Litestar answers OPTIONS itself
    if config is None or not config.is_origin_allowed(origin):
        return CorsOriginNotAllowed(
            f"Origin {origin!r} may not call this API from a browser (TABLETOP_CORS_ORIGINS)."
        )
    method = headers.get("access-control-request-method")
    if method and not config.is_allow_all_methods and method not in config.allow_methods:
        return CorsRequestNotAllowed(f"Method {method!r} is not allowed cross-origin.")
    allowed = {h.lower() for h in config.allow_headers} | {
        h.lower() for h in DEFAULT_ALLOWED_CORS_HEADERS
    }
    asked = headers.get("access-control-request-headers", "")
    refused = [
        h.strip() for h in asked.split(",") if h.strip() and h.strip().lower() not in allowed
    ]
    if refused and not config.is_allow_all_headers:
        return CorsRequestNotAllowed(
            f"Header(s) {', '.join(refused)} are not allowed cross-origin."
        )
    return None
