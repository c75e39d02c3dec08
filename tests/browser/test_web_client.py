"""The example web client (examples/web) in a real headless Chromium, served from another
origin than the API: one page creates a game and takes a seat, a second page joins the other
seats from the live lobby, and both play their seats from their private streams (opened with
stream tickets) until the game is over, moving only when a `summary` message says so.

Chromium is Debian's (/usr/bin/chromium, driven by playwright; no browser is downloaded). The
test fails, never skips, when it is missing: CI installs it (.ci/run). The server, the
static site and the browser are the fixtures of conftest.py."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.browser.endgames import ice_flow_endgame
from tests.support.servers import Server

pytestmark = pytest.mark.browser

GAME_SECONDS = 600
SHORT_TIMERS = {"claim_window_ms": 1000, "dead_window_ms": 500}


def game(game_type: str) -> tuple[int, dict[str, Any] | None, dict[str, Any] | None]:
    """(players, options, position) of the game the page plays."""
    if game_type == "ice_flow":
        players, position = ice_flow_endgame()
        return players, None, position
    if game_type == "mammoth_hunters":
        return 3, None, None
    if game_type == "pow_wow":
        return 2, SHORT_TIMERS, None
    return 2, None, None


GAME_TYPES = ["clans", "mammoth_hunters", "pow_wow", "der_schwarm", "ice_flow"]


@pytest.mark.parametrize("game_type", GAME_TYPES)
def test_two_pages_on_another_origin_play_a_whole_game_from_their_streams(
    browser: Any, api: Server, site: str, game_type: str
) -> None:
    players, options, position = game(game_type)
    context = browser.new_context()
    try:
        host, guest = context.new_page(), context.new_page()
        for page in (host, guest):
            page.goto(f"{site}/index.html?api={api.url}")
            page.wait_for_selector(f"#game-type option[value={game_type}]", state="attached")
        host.select_option("#game-type", game_type)
        host.fill("#players", str(players))
        if options is not None or position is not None:
            host.click("details summary")  # unfold the options and position fields
        if options is not None:
            host.fill("#options", json.dumps(options))
        if position is not None:
            host.fill("#position", json.dumps(position))
        host.click("#create")
        host.wait_for_function("window.tabletop.seats.length === 1")
        game_id = host.evaluate("window.tabletop.seats[0].game_id")
        for seats in range(1, players):  # the guest joins from the live lobby
            join = f"#lobby li[data-game-id='{game_id}'] button.join"
            guest.click(join)
            guest.wait_for_function(f"window.tabletop.seats.length === {seats}")
        for page in (host, guest):
            page.wait_for_function(
                "window.tabletop.seats.every(s => s.status === 'finished')",
                timeout=GAME_SECONDS * 1000,
            )
        played = host.evaluate("window.tabletop"), guest.evaluate("window.tabletop")
        errors = [e for state in played for e in state["errors"]]
        assert errors == []
        finals = [s for state in played for s in state["seats"]]
        assert sorted(s["seat"] for s in finals) == list(range(players))
        assert all(s["game_id"] == game_id for s in finals)
        assert sum(s["moves"] for s in finals) > 0
        assert len({json.dumps(s["outcome"], sort_keys=True) for s in finals}) == 1
        assert finals[0]["outcome"] is not None
    finally:
        context.close()
