"""What the browser tests share: the example pages (examples/web) served from an origin of
their own, a Tabletop server that allows that origin (TABLETOP_CORS_ORIGINS), and Debian's
headless Chromium driven by playwright (/usr/bin/chromium; no browser is downloaded).

The tests fail, never skip, when Chromium is missing: CI installs it (.ci/run)."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.clusters import free_port
from tests.support.servers import Server, Servers

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "examples" / "web"
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def static_site(folder: Path) -> Iterator[str]:
    """`folder` served over HTTP on a port of its own (another origin than the API's)."""
    handler = functools.partial(_Quiet, directory=str(folder))
    site = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=site.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{site.server_address[1]}"
    finally:
        site.shutdown()
        site.server_close()


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    with static_site(PAGE) as url:
        yield url


@pytest.fixture(scope="module")
def api(database_url: str, site: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Servers(tmp_path_factory.mktemp("browser")) as servers:
        yield servers.start(database_url, "api", {"TABLETOP_CORS_ORIGINS": site})


@contextlib.contextmanager
def open_page(browser: Any, site: str, api: Server, page: str = "index.html") -> Iterator[Any]:
    """A page of the example site on a fresh context (its own storage), talking to `api`;
    its console errors fail the test."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        opened = context.new_page()
        errors: list[str] = []
        opened.on("pageerror", lambda error: errors.append(str(error)))
        opened.goto(f"{site}/{page}?api={api.url}")
        yield opened
        assert errors == [], errors
    finally:
        context.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    assert CHROMIUM.exists(), "Debian's chromium is missing (apt-get install -y chromium)"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()
