"""The reconnect rule as docs/frontend.md writes it, run word for word: its JavaScript (the
block after "In code") in headless Chromium, following three seats' streams of one game on
another origin. It survives a server restart in the middle of the game (backs off, asks for
new tickets, resumes), stops at the end, and once the game is over asks for no ticket and
opens no stream; a game it already knows is finished costs it no request at all.

The game is played from Python meanwhile (first legal moves): what is tested is the page's
streams, not its clicks (tests/browser/test_web_client.py)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.browser.conftest import ROOT
from tests.support.servers import Server, Servers

pytestmark = pytest.mark.browser

DOC = ROOT / "docs" / "frontend.md"
QUIET_S = 8.0
"""How long the page is watched after the end: more than EventSource's own retry (3 s) twice
over and than the rule's first waits."""

HELPERS = """(base) => {
  // What the rule's code takes as given (docs/frontend.md, section 8): `api` waits out 429
  // and 503 as Retry-After says and a lost connection, and sends every POST with a key.
  window.API = base;
  window.reports = [];
  window.sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  window.report = (answer) => window.reports.push(answer.status);
  window.api = async (path, { method = "GET", token } = {}) => {
    const headers = token ? { Authorization: `Bearer ${token}` } : {};
    if (method === "POST") headers["Idempotency-Key"] = crypto.randomUUID();
    for (;;) {
      let response;
      try {
        response = await fetch(API + path, { method, headers });
      } catch {
        await sleep(500);
        continue;
      }
      if (response.status === 429 || response.status === 503) {
        const wait = Math.min(60, Number(response.headers.get("Retry-After")) || 1);
        await sleep(wait * 1000);
        continue;
      }
      const text = await response.text();
      let data = text;
      try { data = JSON.parse(text); } catch {}
      return { status: response.status, data };
    }
  };
}"""


def rule_code() -> str:
    """The JavaScript block of docs/frontend.md that follows "In code"."""
    text = DOC.read_text()
    after = text[text.index("In code (a browser") :]
    start = after.index("```js\n") + len("```js\n")
    return after[start : after.index("```", start)]


@pytest.fixture
def restartable(fresh_database: str, site: str, tmp_path: Path) -> Iterator[Server]:
    with Servers(tmp_path) as servers:
        yield servers.start(fresh_database, "api", {"TABLETOP_CORS_ORIGINS": site})


def new_game(client: httpx.Client, players: int) -> tuple[str, list[str]]:
    created = client.post("/v1/games", json={"game_type": "clans", "players": players})
    game_id: str = created.json()["game_id"]
    seats = [
        client.post(f"/v1/games/{game_id}/seats", json={"name": f"p{n}"}) for n in range(players)
    ]
    return game_id, [s.json()["token"] for s in seats]


def play(client: httpx.Client, game_id: str, tokens: list[str], moves: int) -> dict[str, Any]:
    """Up to `moves` first legal moves; the summary after them."""
    for _ in range(moves):
        summary: dict[str, Any] = client.get(f"/v1/games/{game_id}").json()
        if summary["status"] == "finished":
            return summary
        auth = {"Authorization": f"Bearer {tokens[summary['to_move'][0]]}"}
        move = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth).json()["moves"][0]
        sent = client.post(f"/v1/games/{game_id}/commands", json=move, headers=auth)
        assert sent.status_code == 201, sent.text
    return dict(client.get(f"/v1/games/{game_id}").json())


class Page:
    """A page of the example site's origin running the rule's code, with its requests."""

    def __init__(self, browser: Any, site: str, api: Server) -> None:
        self.context = browser.new_context()
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.sent: list[tuple[float, str, str]] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("request", lambda r: self.sent.append((time.monotonic(), r.method, r.url)))
        # Tickets issued (201): while the server is down, `api` resends the same POST every
        # 0.5 s, so requests count the downtime, not the rule's reconnects.
        self.issued: list[float] = []
        self.page.on(
            "response",
            lambda r: (
                self.issued.append(time.monotonic())
                if "/stream-tickets" in r.url and r.status == 201
                else None
            ),
        )
        self.page.goto(f"{site}/README.md")
        self.page.evaluate(HELPERS, api.url)
        self.page.add_script_tag(content=rule_code())

    def follow(self, game_id: str, tokens: list[str], summary: Any = None) -> None:
        self.page.evaluate(
            """([id, tokens, summary]) => {
              window.games = tokens.map((token) => ({ id, token, after: 0, summary, wait: 1000 }));
              window.games.forEach((game) => follow(game));
            }""",
            [game_id, tokens, summary],
        )

    def statuses(self) -> list[str | None]:
        return list(self.page.evaluate("window.games.map((g) => g.summary?.status ?? null)"))

    def wait_for_the_end(self) -> float:
        self.page.wait_for_function(
            "window.games.every((g) => g.summary?.status === 'finished')", timeout=120_000
        )
        return time.monotonic()

    def since(self, moment: float, part: str) -> list[str]:
        return [f"{m} {u}" for t, m, u in self.sent if t > moment and part in u]

    def close(self) -> None:
        self.context.close()
        assert self.errors == [], self.errors


def test_the_rule_survives_a_restart_and_goes_quiet_after_the_end(
    browser: Any, restartable: Server, site: str
) -> None:
    page = Page(browser, site, restartable)
    with httpx.Client(base_url=restartable.url, timeout=60) as client:
        game_id, tokens = new_game(client, 3)
        page.follow(game_id, tokens)
        page.page.wait_for_function("window.games.every((g) => g.after > 0)")
        play(client, game_id, tokens, 6)
        before = time.monotonic()
        restartable.stop()  # every stream ends; tickets and reads fail for a while
        page.page.wait_for_timeout(2000)
        restartable.start()
        final = play(client, game_id, tokens, 2000)
        assert final["status"] == "finished"
    over = page.wait_for_the_end()
    page.page.wait_for_timeout(QUIET_S * 1000)
    assert page.page.evaluate("window.games.map((g) => g.after)") == [final["version"]] * 3
    reopened = [t for t in page.issued if t > before]
    assert 3 <= len(reopened) <= 3 * 6, reopened  # new tickets after the restart, backing off
    assert page.since(over, "/stream-tickets") == []
    assert page.since(over, "/events/stream") == []
    assert page.page.evaluate("window.reports") == []
    page.close()


def test_a_finished_game_costs_no_ticket_when_known_and_one_when_not(
    browser: Any, restartable: Server, site: str
) -> None:
    with httpx.Client(base_url=restartable.url, timeout=60) as client:
        game_id, tokens = new_game(client, 3)
        final = play(client, game_id, tokens, 2000)
    known = Page(browser, site, restartable)
    moment = time.monotonic()
    known.follow(game_id, tokens, final)
    known.page.wait_for_timeout(QUIET_S * 1000)
    assert known.since(moment, "/v1/") == []  # step 2: nothing at all
    known.close()

    unknown = Page(browser, site, restartable)
    moment = time.monotonic()
    unknown.follow(game_id, tokens)
    unknown.wait_for_the_end()
    unknown.page.wait_for_timeout(QUIET_S * 1000)
    assert len(unknown.since(moment, "/stream-tickets")) == 3  # one each, then the end
    assert len(unknown.since(moment, "/events/stream")) == 3
    assert unknown.statuses() == ["finished"] * 3
    unknown.close()
