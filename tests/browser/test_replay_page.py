"""The replay page (examples/web/replay.html) in a real headless Chromium, served from another
origin than the API: a finished game of every game type, picked from the finished games, is
watched as pictures. At each version the page shows exactly the API's picture of that version
(`GET …/view?at=N` as `image/svg+xml`) and the step's events in the describer's words (`GET
…/events/narration`); Back, Forward, the arrow keys, the version field, a link to a version,
Play and Pause move through it. A running game is watched as far as it has come."""

from __future__ import annotations

import json
import time
import xml.etree.ElementTree as ET
from typing import Any

import httpx
import pytest

from service.domain import registry
from tests.browser.conftest import open_page
from tests.browser.endgames import endgame
from tests.support.servers import Server

pytestmark = pytest.mark.browser

WAIT_MS = 30_000
SVG = {"Accept": "image/svg+xml"}


def finished_game(url: str, game_type: str) -> str:
    """A game from a late position of a recorded game, played to its end over HTTP by first
    legal moves (the lowest seat to move)."""
    players, position = endgame(game_type)
    with httpx.Client(base_url=url, timeout=30) as client:
        created = client.post(
            "/v1/games", json={"game_type": game_type, "players": players, "position": position}
        )
        assert created.status_code == 201, created.text
        game_id: str = created.json()["game_id"]
        tokens = []
        for name in ("Ada", "Bo", "Cy", "Dee", "Eve")[:players]:
            taken = client.post(f"/v1/games/{game_id}/seats", json={"name": name})
            tokens.append(taken.json()["token"])
        for _ in range(200):
            summary = client.get(f"/v1/games/{game_id}").json()
            if summary["status"] == "finished":
                return game_id
            for seat in summary["to_move"]:
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                moves = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth).json()
                if moves["moves"]:
                    client.post(
                        f"/v1/games/{game_id}/commands", json=moves["moves"][0], headers=auth
                    )
                    break
            else:  # a timer's turn (Pow Wow's windows): the server acts when it falls due
                time.sleep(0.2)
    raise AssertionError("the game did not end")


class Game:
    """What the API answers about a finished game, fetched by the test itself."""

    def __init__(self, url: str, game_id: str) -> None:
        self.client = httpx.Client(base_url=f"{url}/v1/games/{game_id}", timeout=30)
        self.summary = self.client.get("").json()
        self.version: int = self.summary["version"]
        lines = self.client.get("/export").text.splitlines()
        self.entries = {e["version"]: e for e in map(json.loads, lines[1:])}
        said = self.client.get("/events/narration", params={"limit": self.version}).json()
        self.lines = {line["version"]: line["text"] for line in said["lines"]}
        assert sorted(self.lines) == list(range(1, self.version + 1))

    def texts(self, version: int) -> list[str]:
        """The texts of the API's picture at `version`."""
        svg = self.client.get("/view", params={"at": version}, headers=SVG).text
        return texts_of(svg)

    def first_of_step(self, version: int) -> int:
        end = self.entries[version]["command_end"]
        first = version
        while end is not None and first > 1 and self.entries[first - 1]["command_end"] == end:
            first -= 1
        return first

    def ends(self) -> list[int]:
        """The versions that end a command (where Back, Forward and Play stop)."""
        return [v for v, e in sorted(self.entries.items()) if e["command_end"] in (None, v)]


def texts_of(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [e.text or "" for e in root.iter() if e.tag.endswith("}text")]


def shown(page: Any, game: Game, version: int) -> None:
    """The page shows `version`: the API's picture and the step's sentences."""
    page.wait_for_selector(f"#replay[data-shown='{version}']", timeout=WAIT_MS)
    assert page.input_value("#at") == str(version)
    assert page.input_value("#slider") == str(version)
    svg = page.evaluate("document.querySelector('#picture svg').outerHTML")
    assert ET.fromstring(svg).get("data-version") == str(version)
    assert texts_of(svg) == game.texts(version)
    first = game.first_of_step(version)
    said = page.locator("#said li").all_text_contents()
    assert said == [game.lines[v] for v in range(first, version + 1)]
    assert page.evaluate("window.replay.errors") == []


@pytest.mark.parametrize("game_type", [rules.name for rules in registry.all_games()])
def test_a_finished_game_is_watched_as_pictures_step_by_step(
    browser: Any, api: Server, site: str, request: pytest.FixtureRequest, game_type: str
) -> None:
    game = Game(api.url, finished_game(api.url, game_type))
    request.addfinalizer(game.client.close)
    game_id = game.summary["game_id"]
    ends = game.ends()
    assert len(ends) > 4, ends
    with open_page(browser, site, api) as page:
        page.click("#replay-link")  # the example client links to the replay page
        page.click(f"#games li[data-game-id='{game_id}'] button.replay", timeout=WAIT_MS)
        shown(page, game, ends[0])  # the state after the start events
        assert page.is_disabled("#back")
        page.click("#forward")
        shown(page, game, ends[1])
        page.keyboard.press("ArrowRight")
        shown(page, game, ends[2])
        page.keyboard.press("ArrowLeft")
        shown(page, game, ends[1])
        page.fill("#at", str(game.version))
        page.press("#at", "Enter")
        shown(page, game, game.version)
        assert page.is_disabled("#forward")
        assert "won" in (page.text_content("#outcome") or "")

        # Play from the start at 10 moves a second, then pause: it stops where it is.
        page.click("#first")
        shown(page, game, ends[0])
        page.select_option("#speed", "10")
        page.click("#play")
        page.wait_for_function(
            f"Number(document.querySelector('#replay').dataset.shown) >= {ends[3]}", timeout=WAIT_MS
        )
        page.click("#play")  # pause
        stopped = page.evaluate("window.replay.version")
        page.wait_for_timeout(600)
        assert page.evaluate("window.replay.version") == stopped
        assert stopped in ends

        # A link to a version opens the game there.
        page.goto(f"{site}/replay.html?api={api.url}&game={game_id}&at={ends[2]}")
        shown(page, game, ends[2])


def test_a_running_game_is_watched_as_far_as_it_has_come(
    browser: Any, api: Server, site: str
) -> None:
    players, position = endgame("clans")
    with httpx.Client(base_url=api.url, timeout=30) as client:
        created = client.post(
            "/v1/games", json={"game_type": "clans", "players": players, "position": position}
        )
        game_id = created.json()["game_id"]
        tokens = [
            client.post(f"/v1/games/{game_id}/seats", json={"name": n}).json()["token"]
            for n in ("Ada", "Bo")[:players]
        ]
        summary = client.get(f"/v1/games/{game_id}").json()
        seat = summary["to_move"][0]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        move = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth).json()["moves"][0]
        client.post(f"/v1/games/{game_id}/commands", json=move, headers=auth)
        version = client.get(f"/v1/games/{game_id}").json()["version"]
        spectator = client.get(f"/v1/games/{game_id}/view", headers=SVG).text
    with open_page(browser, site, api, "replay.html") as page:
        page.fill("#game-id", game_id)
        page.click("#open")
        page.wait_for_selector("#replay[data-shown]", timeout=WAIT_MS)
        page.fill("#at", str(version))
        page.press("#at", "Enter")
        page.wait_for_selector(f"#replay[data-shown='{version}']", timeout=WAIT_MS)
        svg = page.evaluate("document.querySelector('#picture svg').outerHTML")
        assert texts_of(svg) == texts_of(spectator)  # the spectator's picture: no secret
        assert "running" in (page.text_content("#title") or "")
        assert page.is_disabled("#forward")
