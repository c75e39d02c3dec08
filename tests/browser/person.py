"""A scripted person at the example web client (examples/web): decides a move as a player
would (the first legal move of the lowest seat to move, from what the page shows), then makes
it only by clicking in the page: the picture's things the move names (found by the click rule,
tests/support/clicks.py, on the picture the page shows), at a point where that thing is what
the pointer hits, and a button of the page's list when the picture leaves several moves or
the move names nothing on the board."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.support import clicks

WAIT_S = 60.0

POINTS_OF = """([game, seat, thing]) => {
  // Points over the element that is `thing`, each with the things under the pointer there,
  // innermost first (what the page chooses among).
  const held = window.tabletop.games[game].seats.find((s) => s.seat === seat);
  const want = JSON.stringify(thing);
  const chainAt = (x, y) => {
    const chain = [];
    for (let e = document.elementFromPoint(x, y); e && e !== held.svg; e = e.parentElement) {
      const found = Clicks.thingOf(e);
      if (found) chain.push({ thing: found, self: e });
    }
    return chain;
  };
  const points = [];
  for (const element of held.svg.querySelectorAll("*")) {
    if (JSON.stringify(Clicks.thingOf(element)) !== want) continue;
    element.scrollIntoView({ block: "center", inline: "center" });
    const box = element.getBoundingClientRect();
    for (let i = 1; i < 10; i++) for (let j = 1; j < 10; j++) {
      const x = box.left + (box.width * i) / 10, y = box.top + (box.height * j) / 10;
      const chain = chainAt(x, y);
      if (chain.some((c) => c.self === element)) points.push([x, y, chain.map((c) => c.thing)]);
    }
    if (points.length) break;
  }
  return points;
}"""

STATE = """(game) => {
  const g = window.tabletop.games[game];
  if (!g || !g.summary) return null;
  return {
    version: g.summary.version, status: g.summary.status, to_move: g.summary.to_move,
    busy: g.busy, outcome: g.summary.outcome,
    seats: g.seats.map((s) => ({
      seat: s.seat, moves: s.moves.map((m) => m.move), sending: s.sending,
      svg: s.svg ? s.svg.outerHTML : null,
    })),
  };
}"""

BUTTON_OF = """([game, seat, move]) => {
  const held = window.tabletop.games[game].seats.find((s) => s.seat === seat);
  const want = JSON.stringify(move);
  const buttons = [...held.card.querySelectorAll("button.move")];
  const found = buttons.find((b) => JSON.stringify(JSON.parse(b.dataset.move)) === want);
  if (!found) return null;
  found.scrollIntoView({ block: "center" });
  const box = found.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}"""


@dataclass
class Played:
    moves: int = 0
    board_clicks: int = 0
    button_clicks: int = 0


class Person:
    def __init__(self, page: Any, game_id: str, shots: Path | None = None) -> None:
        self.page = page
        self.game_id = game_id
        self.played = Played()
        self.shots = shots

    def state(self) -> dict[str, Any]:
        """What the page shows, once it has caught up with the game (not loading)."""
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            state = self.page.evaluate(STATE, self.game_id)
            if state and not state["busy"] and not any(s["sending"] for s in state["seats"]):
                ready = state["status"] == "finished" or all(
                    s["svg"] is not None for s in state["seats"]
                )
                if ready:
                    return dict(state)
            self.page.wait_for_timeout(50)
        raise AssertionError("the page did not settle")

    def play_to_the_end(self, limit: int = 500) -> dict[str, Any]:
        for _ in range(limit):
            state = self.state()
            if state["status"] == "finished":
                return state
            chosen = self.decide(state)
            if chosen is None:  # nobody here may move now: a timer's turn
                self.wait_for_change(state["version"])
                continue
            seat, move, svg = chosen
            self.make(seat, move, svg, self.moves_in(state, seat))
            self.played.moves += 1
            self.wait_for_change(state["version"])
            if self.shots is not None:
                self.page.screenshot(path=str(self.shots))
        raise AssertionError(f"the game did not end within {limit} moves")

    def decide(self, state: dict[str, Any]) -> tuple[int, Any, str] | None:
        for held in sorted(state["seats"], key=lambda s: s["seat"]):
            if held["seat"] in state["to_move"] and held["moves"]:
                return held["seat"], held["moves"][0], held["svg"]
        return None

    def make(self, seat: int, move: Any, svg: str, moves: list[Any]) -> None:
        """Click the things `move` names, in order, until the page has one move left (it sends
        it then: a further click would land on the next position); else its button."""
        board = clicks.clickable(svg)
        listed = clicks.choices(moves)
        path = clicks.clicks_for(move, board.things, board.names) or []
        for done, thing in enumerate(path, 1):
            self.click_thing(seat, thing, path[: done - 1], listed, board.names)
            if len(clicks.candidates(listed, path[:done], board.names)) == 1:
                return
        point = self.wait_for_button(seat, move)
        self.page.mouse.click(*point)
        self.played.button_clicks += 1

    def click_thing(
        self,
        seat: int,
        thing: clicks.Thing,
        before: list[clicks.Thing],
        listed: list[clicks.Choice],
        names: dict[str, tuple[str, ...]],
    ) -> None:
        """Click where the page takes `thing` (the innermost thing under the pointer that
        continues the clicks so far, as the page chooses)."""
        wanted = [list(p) for p in thing]
        for x, y, chain in self.page.evaluate(POINTS_OF, [self.game_id, seat, wanted]):
            under = [tuple(tuple(pair) for pair in found) for found in chain]
            taken = next((t for t in under if clicks.candidates(listed, [*before, t], names)), None)
            if taken == thing:
                self.page.mouse.click(x, y)
                self.played.board_clicks += 1
                return
        raise AssertionError(f"nowhere to click for {thing} after {before}")

    @staticmethod
    def moves_in(state: dict[str, Any], seat: int) -> list[Any]:
        return list(next(s["moves"] for s in state["seats"] if s["seat"] == seat))

    def wait_for_button(self, seat: int, move: Any) -> list[float]:
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            point = self.page.evaluate(BUTTON_OF, [self.game_id, seat, move])
            if point is not None:
                return list(point)
            self.page.wait_for_timeout(50)
        raise AssertionError(f"no button for {json.dumps(move)}")

    def wait_for_change(self, version: int) -> None:
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            state = self.page.evaluate(STATE, self.game_id)
            if state["version"] != version or state["status"] == "finished":
                return
            self.page.wait_for_timeout(50)
        raise AssertionError(f"the game stayed at version {version}")
