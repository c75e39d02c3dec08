"""The example web client (examples/web) under the production budgets, not lifted: a page
holding three seats plays a game to its end by clicking without a stall, and once the game is
over it asks for no more stream tickets and opens no more streams (the reconnect rule of
docs/frontend.md: never a ticket for a finished game); a server restart in the middle costs
it a new ticket after a wait, and nothing else.

On a database of its own: servers on one database share their budgets, as replicas do, and
the other browser tests' server spends 127.0.0.1's freely."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import open_page
from tests.browser.endgames import endgame
from tests.browser.person import Person
from tests.browser.test_web_client import create
from tests.support.servers import Server, Servers

pytestmark = pytest.mark.browser

PRODUCTION = {
    # k8s/overlays/prod and the settings' defaults: requests, games created and bot seats a
    # minute per client; stream tickets a minute per token.
    "TABLETOP_RATE_LIMIT": "600",
    "TABLETOP_CREATE_LIMIT": "6",
    "TABLETOP_BOT_SEAT_LIMIT": "12",
    "TABLETOP_STREAM_TICKETS_PER_MINUTE": "30",
}
AFTER_THE_END_S = 8.0
"""How long the page is watched once the game is over: longer than EventSource's own retry
(`retry: 3000`) twice over, and than the backoff's first steps."""


@pytest.fixture
def production_api(fresh_database: str, site: str, tmp_path: Path) -> Iterator[Server]:
    with Servers(tmp_path) as servers:
        yield servers.start(fresh_database, "api", {"TABLETOP_CORS_ORIGINS": site, **PRODUCTION})


def test_three_seats_on_one_page_play_to_the_end_then_the_page_goes_quiet(
    browser: Any, production_api: Server, site: str
) -> None:
    players, position = endgame("mammoth_hunters")
    assert players == 3
    with open_page(browser, site, production_api) as page:
        sent: list[tuple[float, str, str, str | None]] = []
        page.on(
            "request",
            lambda r: sent.append(
                (time.monotonic(), r.method, r.url, r.headers.get("idempotency-key"))
            ),
        )
        game_id = create(page, "mammoth_hunters", players, position)
        person = Person(page, game_id)
        for _ in range(5):
            state = person.state()
            chosen = person.decide(state)
            if chosen is not None:
                person.make(*chosen, person.moves_in(state, chosen[0]))
            person.wait_for_change(state["version"])
        # A restart ends the game's stream: the page backs off, reads the summary, asks for a
        # new ticket and goes on (the reconnect rule), with no error shown.
        restarted = time.monotonic()
        production_api.stop()
        page.wait_for_timeout(1500)
        production_api.start()
        final = person.play_to_the_end()
        over = time.monotonic()
        assert final["status"] == "finished"
        assert person.played.moves > 20  # a real stretch of a game, not a move or two
        page.wait_for_timeout(AFTER_THE_END_S * 1000)

        def late(part: str) -> list[str]:
            return [f"{m} {u}" for t, m, u, _ in sent if t > over and part in u]

        tickets = [t for t in sent if "/stream-tickets" in t[2]]
        assert len(tickets) >= 2  # the seats' stream was opened with a ticket, and again
        assert any(t > restarted for t, *_ in tickets)  # a new one after the restart
        assert late("/stream-tickets") == []
        assert late("/events/stream") == []
        assert page.evaluate(f"window.tabletop.games['{game_id}'].source") is None
        assert page.evaluate("window.tabletop.errors") == []
        # Every POST the page sent carried an Idempotency-Key (a retry never does a thing twice).
        posts = [(u, key) for _, m, u, key in sent if m == "POST"]
        assert len(posts) > players and all(key for _, key in posts), posts
