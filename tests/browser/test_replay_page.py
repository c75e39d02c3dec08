"""The replay page (examples/web/replay.html) in a real headless Chromium, served from another
origin than the API: a finished game is picked from the lobby's finished games, and stepping
forwards and backwards (buttons, arrow keys, the version field, a link to a version) shows at
each version exactly what the API answers there: the spectator's view (`GET …/view?at=N`), the
events of the step (`GET …/events`, the command's events up to N, as the export groups them),
who made the step and who moved next (the export's `seat`), and whose turn the view says."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from tests.support.servers import Server

pytestmark = pytest.mark.browser

WAIT_MS = 30_000
MAX_COMMANDS = 2_000


def finished_game(url: str, game_type: str) -> str:
    """A 2-player game, created and played to its end by first legal moves over HTTP."""
    with httpx.Client(base_url=url, timeout=30) as client:
        created = client.post("/v1/games", json={"game_type": game_type, "players": 2})
        assert created.status_code == 201, created.text
        game_id: str = created.json()["game_id"]
        tokens = []
        for name in ("Ada", "Bo"):
            taken = client.post(f"/v1/games/{game_id}/seats", json={"name": name})
            assert taken.status_code == 201, taken.text
            tokens.append(taken.json()["token"])
        for _ in range(MAX_COMMANDS):
            summary = client.get(f"/v1/games/{game_id}").json()
            if summary["status"] == "finished":
                return game_id
            auth = {"Authorization": f"Bearer {tokens[summary['to_move'][0]]}"}
            legal = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth).json()
            move = legal["moves"][0]
            sent = client.post(f"/v1/games/{game_id}/commands", json=move, headers=auth)
            assert sent.status_code == 201, sent.text
    raise AssertionError(f"the game did not end within {MAX_COMMANDS} commands")


class Game:
    """What the API answers about a finished game, fetched by the test itself."""

    def __init__(self, url: str, game_id: str) -> None:
        self.client = httpx.Client(base_url=f"{url}/v1/games/{game_id}", timeout=30)
        self.summary = self.client.get("").json()
        self.version: int = self.summary["version"]
        lines = self.client.get("/export").text.splitlines()
        self.entries = {e["version"]: e for e in map(json.loads, lines[1:])}
        log = self.client.get("/events", params={"limit": self.version}).json()["events"]
        self.events = {e["version"]: e for e in log}
        assert sorted(self.events) == list(range(1, self.version + 1))

    def view(self, version: int) -> Any:
        return self.client.get("/view", params={"at": version}).json()

    def first_of_step(self, version: int) -> int:
        """The first version of the command whose events include `version` (an event logged
        without `command_end`, before it was recorded, is a step of its own)."""
        end = self.entries[version]["command_end"]
        first = version
        while end is not None and first > 1 and self.entries[first - 1]["command_end"] == end:
            first -= 1
        return first

    def starts(self, version: int) -> bool:
        """Whether `version` is the first event of a command."""
        return self.first_of_step(version) == version

    def ends(self) -> list[int]:
        """The versions that end a command (where Back and Forward stop)."""
        return [v for v, e in sorted(self.entries.items()) if e["command_end"] in (None, v)]


def seat(game: Game, number: int | None) -> str:
    if number is None:
        return "the system"
    return f"seat {number} ({game.summary['seats'][number]['name']})"


def shown(page: Any, game: Game, version: int) -> None:
    """The page shows `version`: the API's view and the step's events, who made it, whose
    turn the view says it is and who moved next."""
    page.wait_for_selector(f"#replay[data-shown='{version}']", timeout=WAIT_MS)
    assert page.text_content("#version") == f"{version} of {game.version}"
    assert page.input_value("#at") == str(version)
    assert page.input_value("#slider") == str(version)
    view = game.view(version)
    assert json.loads(page.text_content("#view")) == view
    first = game.first_of_step(version)
    expected = [game.events[v] for v in range(first, version + 1)]
    assert [json.loads(t) for t in page.locator("#events pre").all_text_contents()] == expected
    step = page.text_content("#step")
    assert step.startswith(f"versions {first}–{game.entries[version]['command_end'] or version}")
    assert seat(game, game.entries[first]["seat"]) in step
    to_move = page.text_content("#to-move")
    if "to_move" in view:  # most views
        assert to_move == (", ".join(seat(game, s) for s in view["to_move"]) or "nobody")
    else:  # Clans'
        assert to_move == f"{seat(game, view['active_seat'])} (active_seat)"
    following = next((v for v in range(version + 1, game.version + 1) if game.starts(v)), None)
    if following is None:
        assert page.text_content("#next") == "nobody: the game is over"
    else:
        assert seat(game, game.entries[following]["seat"]) in page.text_content("#next")
    assert page.evaluate("window.replay.errors") == []


@pytest.mark.parametrize("game_type", ["clans", "der_schwarm"])  # active_seat, to_move
def test_the_replay_page_steps_through_a_finished_game_as_the_api_answers(
    browser: Any, api: Server, site: str, request: pytest.FixtureRequest, game_type: str
) -> None:
    game = Game(api.url, finished_game(api.url, game_type))
    request.addfinalizer(game.client.close)
    game_id = game.summary["game_id"]
    ends = game.ends()
    assert len(ends) > 6, ends  # enough steps to walk around in
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{site}/index.html?api={api.url}")
        page.click("#replay-link")  # the example client links to the replay page
        page.click(f"#games li[data-game-id='{game_id}'] button.replay", timeout=WAIT_MS)
        shown(page, game, ends[0])  # the state after the start events
        assert page.is_disabled("#back")
        for end in ends[1:4]:
            page.click("#forward")
            shown(page, game, end)
        page.keyboard.press("ArrowRight")
        shown(page, game, ends[4])
        page.click("#back")
        shown(page, game, ends[3])
        page.keyboard.press("ArrowLeft")
        shown(page, game, ends[2])
        inside = [v for v in range(ends[0] + 1, game.version) if v not in ends]
        for version in [*inside[:1], ends[-2], 1]:  # inside a command (if any), late, first
            page.fill("#at", str(version))
            page.press("#at", "Enter")
            shown(page, game, version)
        page.fill("#at", str(game.version))
        page.press("#at", "Enter")
        shown(page, game, game.version)
        assert page.is_disabled("#forward")
        assert json.loads(page.text_content("#outcome")) == game.summary["outcome"]

        # A link to a version of a game opens it there.
        page.goto(f"{site}/replay.html?api={api.url}&game={game_id}&at={ends[5]}")
        shown(page, game, ends[5])
        page.click("#back")
        shown(page, game, ends[4])
    finally:
        context.close()


def test_a_game_that_is_not_over_is_refused_with_a_message(
    browser: Any, api: Server, site: str
) -> None:
    created = httpx.post(f"{api.url}/v1/games", json={"game_type": "clans", "players": 2})
    assert created.status_code == 201, created.text
    game_id = created.json()["game_id"]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{site}/replay.html?api={api.url}")
        page.fill("#game-id", game_id)
        page.click("#open")
        page.wait_for_function("window.replay.errors.length > 0", timeout=WAIT_MS)
        assert page.text_content("#error") == (
            f"error: game {game_id} is open: its log is public once it is over"
        )
        assert page.is_hidden("#replay")
    finally:
        context.close()
