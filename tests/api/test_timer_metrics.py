"""Timer metrics in /metrics (issue 22): how late timers fire (a histogram by kind) and how many
are due and waiting (a gauge), as the alert rule in k8s/overlays/prod/alerts.yaml reads them."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import httpx

from service.api.app import Services, create_app
from tests.api.conftest import settings

TIMED = {"claim_window_ms": 1000, "dead_window_ms": 500}


def sample(text: str, name: str) -> float:
    found = re.search(rf"^{re.escape(name)} (\S+)$", text, re.MULTILINE)
    assert found is not None, f"{name} not in /metrics"
    return float(found.group(1))


async def test_a_fired_timer_is_counted_in_the_lateness_histogram_and_the_backlog() -> None:
    now = [datetime.now(UTC)]
    services = Services.in_memory(clock=lambda: now[0])
    app = create_app(services, settings(), run_background=False)
    app.state.services = services  # no lifespan with a bare ASGI transport
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
        body = {"game_type": "pow_wow", "players": 2, "seed": "late", "options": TIMED}
        game_id = (await client.post("/v1/games", json=body)).json()["game_id"]
        for name in ("A", "B"):
            await client.post(f"/v1/games/{game_id}/seats", json={"name": name})
        before = (await client.get("/metrics")).text
        fired_before = sample(before, 'tabletop_timer_lateness_seconds_count{kind="rule"}')
        due = await services.tabletop.timers.next_due()
        assert due is not None
        now[0] = due + timedelta(milliseconds=2)
        assert services.scheduler is not None
        assert await services.scheduler.tick() == 1
        after = (await client.get("/metrics")).text
    assert sample(after, 'tabletop_timer_lateness_seconds_count{kind="rule"}') == fired_before + 1
    assert 'tabletop_timer_lateness_seconds_bucket{kind="rule",le="0.005"}' in after
    # The gauge is refreshed by the pass: the game's next timer is not due yet.
    assert sample(after, "tabletop_timers_due") == 0
