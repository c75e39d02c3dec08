"""structlog set-up: JSON lines when not on a terminal, pretty in one; context vars bound per
request (request id, game id, seat). Never log tokens, hands, colours or whole states."""

from __future__ import annotations

import logging
import sys

import msgspec
import structlog

_ENCODER = msgspec.json.Encoder(enc_hook=str)


def _json(value: object, **_: object) -> str:
    """JSON lines through msgspec: several times faster than the standard library's."""
    return _ENCODER.encode(value).decode()


def configure(log_format: str | None = None, level: int = logging.INFO) -> None:
    fmt = log_format or ("console" if sys.stderr.isatty() else "json")
    renderer: structlog.typing.Processor = (
        structlog.dev.ConsoleRenderer()
        if fmt == "console"
        else structlog.processors.JSONRenderer(serializer=_json)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=True,
    )
    _route_standard_logging(renderer)


_HANDLER_NAME = "tabletop-structlog"


def _route_standard_logging(renderer: structlog.typing.Processor) -> None:
    """Libraries that log through the standard library (asyncpg's pool among them) get the
    same lines as ours: one JSON object each, with level, logger and time. Their warnings and
    errors only; uvicorn keeps its own handlers."""
    handler = logging.StreamHandler(sys.stderr)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[
                structlog.contextvars.merge_contextvars,
                structlog.stdlib.add_log_level,
                structlog.stdlib.add_logger_name,
                structlog.processors.TimeStamper(fmt="iso", utc=True),
            ],
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                structlog.processors.format_exc_info,
                renderer,
            ],
        )
    )
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
