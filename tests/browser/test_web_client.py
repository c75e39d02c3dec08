"""The example web client (examples/web) in a real headless Chromium, served from another
origin than the API: a person creates a game from a late position of a recorded game, takes
every seat, and plays it to its end only by clicking the pictures and the page's buttons
(tests/browser/person.py); the page keeps its seats across a reload, says refusals in words,
stops its stream once the game is over, and lives with a small rate limit by waiting as
`Retry-After` says.

Chromium is Debian's (/usr/bin/chromium, driven by playwright; no browser is downloaded). The
test fails, never skips, when it is missing: CI installs it (.ci/run)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.domain import registry
from tests.browser.conftest import open_page
from tests.browser.endgames import endgame
from tests.browser.person import Person
from tests.support.servers import Server, Servers

pytestmark = pytest.mark.browser

GAME_TYPES = [rules.name for rules in registry.all_games()]
WAIT_MS = 60_000


def create(
    page: Any,
    game_type: str,
    players: int,
    position: Any = None,
    here: int = 0,
    name: str = "Ada <&\"'>",
) -> str:
    """Fill the page's new-game form and take `here` seats (default: all); the game's id."""
    page.wait_for_selector(f"#game-type option[value={game_type}]", state="attached")
    page.select_option("#game-type", game_type)
    page.fill("#players", str(players))
    page.fill("#seats-here", str(here or players))
    page.fill("#name", name)
    if position is not None:
        page.click("details summary")
        page.fill("#position", json.dumps(position))
    page.click("#create")
    page.wait_for_function(
        f"Object.values(window.tabletop.games).some(g => g.seats.length === {here or players})",
        timeout=WAIT_MS,
    )
    game_id: str = page.evaluate("Object.keys(window.tabletop.games).at(-1)")
    return game_id


@pytest.mark.parametrize("game_type", GAME_TYPES)
def test_a_person_plays_a_late_position_to_its_end_only_by_clicking(
    browser: Any, api: Server, site: str, game_type: str
) -> None:
    players, position = endgame(game_type)
    with open_page(browser, site, api) as page:
        game_id = create(page, game_type, players, position)
        person = Person(page, game_id)
        final = person.play_to_the_end()
        assert final["status"] == "finished"
        assert person.played.moves > 0
        assert person.played.board_clicks > 0
        summary = httpx.get(f"{api.url}/v1/games/{game_id}").json()
        assert final["outcome"] == summary["outcome"]
        status = page.text_content(f"article[data-game-id='{game_id}'] .status")
        assert status is not None and status.startswith("Game over")
        # The stream is closed once the game is over: no ticket spent on a finished game.
        assert page.evaluate(f"window.tabletop.games['{game_id}'].source") is None
        assert page.evaluate("window.tabletop.errors") == []


def test_the_page_keeps_its_seats_across_a_reload_and_says_a_refusal_in_words(
    browser: Any, api: Server, site: str
) -> None:
    with open_page(browser, site, api) as page:
        game_id = create(page, "clans", 2)
        person = Person(page, game_id)
        state = person.state()
        seat, move, svg = person.decide(state) or (0, None, "")
        person.make(seat, move, svg, person.moves_in(state, seat))
        person.wait_for_change(state["version"])

        page.reload()
        page.wait_for_function(
            f"(window.tabletop.games['{game_id}'] || {{seats: []}}).seats.length === 2"
        )
        again = Person(page, game_id).state()
        assert again["version"] > state["version"]
        assert sorted(s["seat"] for s in again["seats"]) == [0, 1]
        assert all(s["svg"] for s in again["seats"])
        mover = again["to_move"][0]
        assert (
            page.get_attribute(
                f"article[data-game-id='{game_id}'] .seat[data-seat='{mover}']", "data-turn"
            )
            == "true"
        )

        # A move the server refuses (here one sent by hand: the page only offers legal ones).
        page.evaluate(
            """([game, seat]) => {
              const g = window.tabletop.games[game];
              const held = g.seats.find((s) => s.seat === seat);
              return send(g, held, {type: "clans.move", from: 0, to: 59});
            }""",
            [game_id, mover],
        )
        refusal = page.text_content(
            f"article[data-game-id='{game_id}'] .seat[data-seat='{mover}'] .refusal"
        )
        assert refusal is not None and refusal.startswith("Refused: ")
        assert "field 0" in refusal.lower()  # the rule's own words


@pytest.fixture
def strict_api(fresh_database: str, site: str, tmp_path: Path) -> Iterator[Server]:
    """A server with a budget a page that plays two seats quickly runs into: 20 requests a
    minute for each seat's token and for the address (a burst of 20, then one every 3 s). On
    a database of its own: servers on one database share their budgets, as replicas do, and
    the other tests' server spends 127.0.0.1's freely."""
    with Servers(tmp_path) as servers:
        yield servers.start(
            fresh_database, "api", {"TABLETOP_CORS_ORIGINS": site, "TABLETOP_RATE_LIMIT": "20"}
        )


def test_a_page_over_its_budget_waits_as_retry_after_says_and_never_stalls(
    browser: Any, strict_api: Server, site: str
) -> None:
    players, position = endgame("clans", within=8)
    with open_page(browser, site, strict_api) as page:
        game_id = create(page, "clans", players, position)
        final = Person(page, game_id).play_to_the_end()
        assert final["status"] == "finished"
        notes = page.evaluate("window.tabletop.notes")
        assert any("the server asks to wait" in n and "(429)" in n for n in notes), notes
        assert page.evaluate("window.tabletop.errors") == []


def test_two_people_on_two_pages_play_one_game_each_at_their_own_seat(
    browser: Any, api: Server, site: str
) -> None:
    """One page creates a game and takes one seat; another joins it from the live lobby; each
    person clicks only for their own seat, and both pages see the same end."""
    players, position = endgame("clans", within=8)
    with open_page(browser, site, api) as host, open_page(browser, site, api) as guest:
        game_id = create(host, "clans", players, position, here=1)
        guest.click(f"#lobby li[data-game-id='{game_id}'] button.join", timeout=WAIT_MS)
        guest.wait_for_function(f"window.tabletop.games['{game_id}']?.seats.length === 1")
        people = [Person(host, game_id), Person(guest, game_id)]
        for _ in range(100):
            states = [person.state() for person in people]
            if all(s["status"] == "finished" for s in states):
                break
            moved = False
            for person, state in zip(people, states, strict=True):
                chosen = person.decide(state)
                if chosen is not None and state["status"] == "active":
                    seat, move, svg = chosen
                    person.make(seat, move, svg, person.moves_in(state, seat))
                    person.wait_for_change(state["version"])
                    moved = True
                    break
            if not moved:
                host.wait_for_timeout(100)
        finals = [person.state() for person in people]
        assert [s["status"] for s in finals] == ["finished", "finished"]
        assert finals[0]["outcome"] == finals[1]["outcome"]
        assert [s["seats"][0]["seat"] for s in finals] == [0, 1]
        assert all(p.played.board_clicks > 0 for p in people)
