"""Every error as RFC 9457 problem details, with a stable `code` (docs/style.md §9).

One table maps each error to its status; the domain and the application know nothing of HTTP.
"""

from __future__ import annotations

from typing import Any

import msgspec
import structlog
from litestar import MediaType, Request, Response
from litestar.exceptions import (
    HTTPException,
    NotAuthorizedException,
    NotFoundException,
    TooManyRequestsException,
    ValidationException,
)
from litestar.status_codes import HTTP_500_INTERNAL_SERVER_ERROR

from service import errors
from service.domain.kernel import IllegalMove
from service.store.base import VersionConflict
from service.store.outage import describe, is_outage

log = structlog.get_logger()

PROBLEM_JSON = "application/problem+json"
TYPE_BASE = "https://tabletop.dev/problems/"


class Problem(msgspec.Struct, omit_defaults=True, kw_only=True):
    """RFC 9457 problem details; `code` is the stable machine code of the error."""

    type: str
    title: str
    status: int
    detail: str
    code: str
    instance: str | None = None
    problems: list[str] | None = None
    current_version: int | None = None


STATUS: dict[type[errors.ApplicationError], tuple[int, str]] = {
    errors.GameNotFound: (404, "Game not found"),
    errors.UnknownGameType: (422, "Unknown game type"),
    errors.InvalidRequest: (422, "Invalid request"),
    errors.InvalidCommand: (422, "Invalid command"),
    errors.InvalidOptions: (422, "Invalid options"),
    errors.Unauthorized: (401, "Unauthorized"),
    errors.Forbidden: (403, "Forbidden"),
    errors.GameFullError: (409, "Game full"),
    errors.GameNotStarted: (409, "Game not started"),
    errors.NoPosition: (409, "No position"),
    errors.VersionOutOfRange: (422, "Version out of range"),
    errors.InvalidName: (422, "Invalid name"),
    errors.IdempotencyKeyReused: (422, "Idempotency key reused"),
    errors.IdempotencyKeyInFlight: (409, "Idempotency key in flight"),
    errors.UnsupportedMediaType: (415, "Unsupported media type"),
    errors.CorsOriginNotAllowed: (403, "Origin not allowed"),
    errors.CorsRequestNotAllowed: (403, "Cross-origin request not allowed"),
    errors.GameReadOnly: (409, "Game read-only"),
    errors.InvalidGameLog: (422, "Invalid game log"),
    # Players (docs/players.md)
    errors.TokenRejected: (401, "Invalid token"),
    errors.IdentityProviderUnavailable: (503, "Sign-in provider unavailable"),
    errors.SignInRequired: (401, "Sign-in required"),
    errors.AlreadySeated: (409, "Already seated"),
    errors.TicketNotFound: (404, "Ticket not found"),
    errors.AlreadyQueued: (409, "Already queued"),
    errors.TicketInvalid: (401, "Invalid ticket"),
    errors.TicketExpired: (401, "Ticket expired"),
    errors.TicketUsed: (403, "Ticket used"),
    errors.TooManyTickets: (429, "Too many requests"),
    # Limits at the edge (docs/operations.md)
    errors.TooManyStreams: (429, "Too many streams"),
    errors.ServerBusy: (503, "Server busy"),
}


def status_of(exc: Exception) -> int:
    """The status an error is answered with (as the handlers below answer it)."""
    if isinstance(exc, errors.ApplicationError):
        return STATUS.get(type(exc), (400, ""))[0]
    if isinstance(exc, HTTPException):
        return exc.status_code
    return 500


RETRY_SOON_SECONDS = 2
"""What a client over a limit of open streams waits: streams close all the time."""


def problem_response(
    request: Request[Any, Any, Any], status: int, title: str, code: str, detail: str, **extra: Any
) -> Response[Problem]:
    problem = Problem(
        type=TYPE_BASE + code,
        title=title,
        status=status,
        detail=detail,
        code=code,
        instance=str(request.url.path),
        **extra,
    )
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    return Response(problem, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def application_error(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    assert isinstance(exc, errors.ApplicationError)
    status, title = STATUS.get(type(exc), (400, "Bad request"))
    extra: dict[str, Any] = {"problems": list(exc.problems)} if exc.problems else {}
    response = problem_response(request, status, title, exc.code, exc.detail, **extra)
    if isinstance(exc, errors.TooManyStreams | errors.ServerBusy):
        response.headers["Retry-After"] = str(RETRY_SOON_SECONDS)
    elif status == 503:
        response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    if isinstance(
        exc,
        errors.TooManyTickets | errors.IdentityProviderUnavailable | errors.IdempotencyKeyInFlight,
    ):
        response.headers["Retry-After"] = str(exc.retry_after)
    return response


REFUSAL_TITLES = {"invalid_position": "Invalid position", "invalid_options": "Invalid options"}


def illegal_move(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    assert isinstance(exc, IllegalMove)
    extra: dict[str, Any] = {"problems": list(exc.problems)} if exc.problems else {}
    title = REFUSAL_TITLES.get(exc.code, "Illegal move")
    return problem_response(request, 422, title, exc.code, exc.message, **extra)


def version_conflict(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    assert isinstance(exc, VersionConflict)
    detail = f"The game is at version {exc.actual}, not {exc.expected}: reload it and decide again."
    return problem_response(
        request, 409, "Version conflict", "version_conflict", detail, current_version=exc.actual
    )


_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "rate_limited",
}


def http_exception(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    assert isinstance(exc, HTTPException)
    if isinstance(exc, ValidationException):
        detail = _validation_detail(exc)
        if _about_the_body(exc):
            return problem_response(request, 422, "Invalid body", "invalid_command", detail)
        return problem_response(request, 422, "Invalid request", "invalid_request", detail)
    status = exc.status_code
    if status == 400 and str(exc.detail).startswith("JSON is malformed"):
        return problem_response(request, 422, "Invalid body", "invalid_command", str(exc.detail))
    if status >= 500:
        return internal_error(request, exc)
    code = _HTTP_CODES.get(status, "http_error")
    if isinstance(exc, TooManyRequestsException):
        code = "rate_limited"
    elif isinstance(exc, NotAuthorizedException):
        code = "unauthorized"
    elif isinstance(exc, NotFoundException):
        code = "not_found"
    response = problem_response(request, status, _title(status), code, str(exc.detail))
    if exc.headers:
        response.headers.update(exc.headers)
    return response


RETRY_AFTER_SECONDS = 5
"""What a client waits before retrying during an outage: a restart or a failover of the
database takes seconds, not minutes."""

UNAVAILABLE_DETAIL = (
    "The database cannot be reached right now (an outage, a restart or a failover). Retry "
    "after Retry-After seconds. A command sent meanwhile may or may not have been applied: "
    "send it again with the same Idempotency-Key to get its original answer."
)


def database_unavailable(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    """503 with Retry-After: the request was fine, the database was not. No stack trace: the
    request's one log line (service/api/observability.py) carries the code and the error."""
    structlog.contextvars.bind_contextvars(code="database_unavailable", error=describe(exc))
    response = problem_response(
        request, 503, "Database unavailable", "database_unavailable", UNAVAILABLE_DETAIL
    )
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def internal_error(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    if is_outage(exc):
        return database_unavailable(request, exc)
    log.exception("unhandled_error", error=type(exc).__name__)
    return problem_response(
        request,
        HTTP_500_INTERNAL_SERVER_ERROR,
        "Internal server error",
        "internal_error",
        "The server failed to handle this request; it has been logged.",
    )


def _about_the_body(exc: ValidationException) -> bool:
    """A malformed body is `invalid_command`; a bad query or path parameter is not a body."""
    items = exc.extra if isinstance(exc.extra, list) else []
    sources = {item.get("source") for item in items if isinstance(item, dict)}
    return not sources or "body" in sources


def _validation_detail(exc: ValidationException) -> str:
    parts = [str(exc.detail)]
    if isinstance(exc.extra, list):
        for item in exc.extra:
            if isinstance(item, dict):
                where = item.get("key") or item.get("source") or ""
                parts.append(f"{where}: {item.get('message', '')}".strip(": "))
    return "; ".join(p for p in parts if p)


def _title(status: int) -> str:
    from http import HTTPStatus

    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


EXCEPTION_HANDLERS: dict[Any, Any] = {
    errors.ApplicationError: application_error,
    IllegalMove: illegal_move,
    VersionConflict: version_conflict,
    HTTPException: http_exception,
    Exception: internal_error,
}

__all__ = ["EXCEPTION_HANDLERS", "PROBLEM_JSON", "MediaType", "Problem", "problem_response"]
