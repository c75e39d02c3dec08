"""The tour: the scripted person of the browser tests plays a whole game of each game type from
the start, only by clicking in the example web client, and the pictures of it are kept as the
screenshots in docs/images/ (README.md and docs/frontend.md show them).

    .venv/bin/python -m tests.browser.tour DATABASE_URL [--out docs/images] [--games clans …]

It starts a server on DATABASE_URL (a migrated database; e.g. the embedded one of `make run`)
and the example pages on another origin, like the browser tests. The person decides as the
kit's playouts do (tests/kit/hooks: Ice Flow's greedy policy, which ends its games; a uniform
choice elsewhere), from the whole game it folds itself from the operator's log, and makes each
move by clicking. It prints its progress; a whole Ice Flow game takes some minutes. With
Debian's pngquant installed the screenshots are stored in 256 colours.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import httpx
import msgspec
from playwright.sync_api import sync_playwright

from service.domain import registry
from service.domain.kernel import Rng
from service.records import game_setup
from tests.browser.conftest import CHROMIUM, FLAGS, PAGE, static_site
from tests.browser.person import Person
from tests.browser.test_web_client import create
from tests.kit.hooks import hooks_of
from tests.kit.playout import choices
from tests.support.servers import ADMIN_TOKEN, Servers

SHOT_AT = {"clans": 24, "mammoth_hunters": 70, "pow_wow": 60, "der_schwarm": 45, "ice_flow": 160}
"""After how many moves each game's screenshot is taken (a board in full play)."""
PLAYERS = {"clans": 3, "mammoth_hunters": 3, "pow_wow": 3, "der_schwarm": 3, "ice_flow": 2}


class Planner(Person):
    """The person, deciding as the kit's playout policy does over the whole game (folded
    here from the operator's log, a page of new events at a time)."""

    def __init__(self, page: Any, game_id: str, api: str) -> None:
        super().__init__(page, game_id)
        self.client = httpx.Client(
            base_url=f"{api}/v1/games/{game_id}",
            timeout=30,
            headers={"Authorization": f"Bearer {ADMIN_TOKEN}"},
        )
        summary = self.client.get("").json()
        rules = registry.get(summary["game_type"])
        assert rules is not None
        options = msgspec.convert(summary["options"], rules.Options)
        setup = game_setup(rules, summary["players"], options, summary["rules_revision"])
        self.rules = rules
        self.game = rules.initial_state(setup)
        self.version = 0

    def decide(self, state: dict[str, Any]) -> tuple[int, Any, str] | None:
        page = self.client.get("/events", params={"after": self.version, "limit": 10_000})
        for event in page.json()["events"]:
            self.game = self.rules.evolve(self.game, msgspec.convert(event, self.rules.Event))
            self.version = event["version"]
        if self.version != state["version"]:
            return None  # the page has not caught up with the log yet
        options_now = [c for c in choices(self.rules, self.game) if c[0] is not None]
        if not options_now:
            return None
        policy = hooks_of(self.rules.name).policy
        seat, command = policy(self.rules, self.game, options_now, Rng(self.game_id, self.version))
        held = next(s for s in state["seats"] if s["seat"] == seat)
        move = json.loads(msgspec.json.encode(command))
        return (seat, move, held["svg"]) if move in held["moves"] else None


def play(page: Any, api: str, game_type: str, out: Path) -> None:
    players = PLAYERS[game_type]
    game_id = create(page, game_type, players, name="Ada")
    planner = Planner(page, game_id, api)
    for moves in range(10_000):
        state = planner.state()
        if state["status"] == "finished":
            break
        chosen = planner.decide(state)
        if chosen is None:
            planner.wait_for_change(state["version"])
            continue
        seat, move, svg = chosen
        planner.make(seat, move, svg, planner.moves_in(state, seat))
        planner.played.moves += 1
        planner.wait_for_change(state["version"])
        if moves + 1 == SHOT_AT[game_type]:
            shoot(page, game_id, out / f"{game_type}.png")
            if game_type == "clans":  # the whole page too: every seat held here
                page.evaluate("window.scrollTo(0, 0)")
                page.screenshot(path=str(out / "client.png"))
                smaller(out / "client.png")
        if moves % 50 == 0:
            print(f"{game_type}: {moves + 1} moves", file=sys.stderr, flush=True)
    final = planner.state()
    assert final["status"] == "finished", final["status"]
    print(
        f"{game_type}: over after {planner.played.moves} moves "
        f"({planner.played.board_clicks} clicks on the board, {planner.played.button_clicks} "
        "on buttons)",
        file=sys.stderr,
    )


def shoot(page: Any, game_id: str, path: Path) -> None:
    """The seat card of the seat to move (its picture, its buttons)."""
    card = page.locator(f"article[data-game-id='{game_id}'] .seat[data-turn=true]").first
    card.scroll_into_view_if_needed()
    card.screenshot(path=str(path))
    smaller(path)


def smaller(path: Path) -> None:
    """The screenshot in 256 colours when pngquant is there (a quarter of the bytes)."""
    if shutil.which("pngquant"):
        quantize = ["pngquant", "--quality", "70-90", "--strip", "--force", "--output"]
        subprocess.run([*quantize, str(path), str(path)], check=True)
    print(f"wrote {path}", file=sys.stderr)


def replay(page: Any, site: str, api: str, out: Path, game_type: str) -> None:
    """The replay page on the newest finished game of `game_type`, a third of the way in."""
    page.goto(f"{site}/replay.html?api={api}")
    words = game_type.replace("_", " ")
    page.locator("#games li", has_text=words).first.locator("button.replay").click()
    page.wait_for_selector("#replay[data-shown]")
    last = int(page.evaluate("window.replay.game.version"))
    page.fill("#at", str(last // 3))
    page.press("#at", "Enter")
    page.wait_for_selector(f"#replay[data-shown='{last // 3}']")
    page.screenshot(path=str(out / "replay.png"), full_page=False)
    smaller(out / "replay.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database_url")
    parser.add_argument("--out", type=Path, default=Path("docs/images"))
    parser.add_argument("--games", nargs="*", default=[r.name for r in registry.all_games()])
    parser.add_argument("--replay-of", default="ice_flow", help="the game type the replay shows")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with (
        static_site(PAGE) as site,
        Servers(Path(tempfile.mkdtemp())) as servers,
        sync_playwright() as playwright,
    ):
        api = servers.start(args.database_url, "api", {"TABLETOP_CORS_ORIGINS": site}).url
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        context = browser.new_context(viewport={"width": 1100, "height": 1000})
        page = context.new_page()
        page.goto(f"{site}/index.html?api={api}")
        for game_type in args.games:
            play(page, api, game_type, args.out)
            for close in page.locator("button.forget").all():
                close.click()
        replay(page, site, api, args.out, args.replay_of)
        browser.close()


if __name__ == "__main__":
    main()
