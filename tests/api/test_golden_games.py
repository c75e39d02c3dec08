"""Every golden game of every hosted game, replayed over HTTP: the server deals the same
setup from the seed, accepts every recorded command from the recorded seat (timer commands go
through the scheduler's path as the system), and ends with the recorded log and outcome."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.api.app import Services, create_app
from tests.api.conftest import ADMIN_TOKEN, Table, settings

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
GAMES = {path: json.loads(path.read_text()) for path in sorted(GOLDEN.glob("*/*.json"))}
FILES = list(GAMES)


def expected_logs(golden: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """The whole log the golden file records, in the shapes the files use."""
    start = golden.get("start_events") or []
    steps = golden.get("steps") or golden.get("commands") or []
    candidates = []
    if steps and all("events" in step for step in steps):
        candidates.append(start + [e for step in steps for e in step["events"]])
    if "events" in golden:
        candidates += [golden["events"], start + golden["events"]]
    return candidates


async def running_timer(services: Services, game_id: str) -> int:
    """The `since_version` of the game's stored timer, as the scheduler would fire it."""
    later = datetime.now(UTC) + timedelta(days=365)
    timers = await services.tabletop.timers.due(later, 10_000)
    (since,) = [t.since_version for t in timers if t.game_id == game_id]
    return since


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
async def test_a_golden_game_replays_over_http(path: Path) -> None:
    golden = GAMES[path]
    game_type = golden.get("game_type") or path.parent.name
    services = Services.in_memory()
    app = create_app(services, settings(), run_background=False)
    app.state.services = services
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
        body: dict[str, Any] = {
            "game_type": game_type,
            "players": golden["players"],
            "seed": golden["seed"],
            "options": golden.get("options") or {},
        }
        if golden.get("position") is not None:
            body["position"] = golden["position"]
        # Each golden is created under the rules revision it was recorded with.
        body["rules_revision"] = golden.get("rules_revision", 1)
        created = await client.post("/v1/games", json=body)
        assert created.status_code == 201, created.text
        game_id = created.json()["game_id"]
        tokens = []
        for n in range(golden["players"]):
            seat = await client.post(f"/v1/games/{game_id}/seats", json={"name": f"p{n}"})
            tokens.append(seat.json()["token"])
        table = Table(client, game_id, tokens)
        for step in golden.get("steps") or golden["commands"]:
            if step["seat"] is None:
                since = await running_timer(services, game_id)
                assert await services.tabletop.run_timer(game_id, since, step["command"])
                continue
            response = await table.send(step["seat"], step["command"])
            assert response.status_code == 201, (step, response.text)
        summary = await table.summary()
        assert summary["outcome"] == golden["outcome"]
        log = await client.get(
            f"/v1/games/{game_id}/events?limit=10000",
            headers={"Authorization": f"Bearer {ADMIN_TOKEN}"},
        )
        events = [
            {k: v for k, v in e.items() if k not in ("version", "recorded_at")}
            for e in log.json()["events"]
        ]
        candidates = expected_logs(golden)
        assert candidates, "the golden file records no log"
        assert events in candidates
