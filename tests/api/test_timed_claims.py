"""A Pow Wow game with timed claim windows over HTTP: seats reveal and claim through the API,
silent seats are closed out by the scheduler's timer commands (fake clock, same event loop)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import httpx

from service.api.app import Services, create_app
from tests.api.conftest import Table, settings


async def test_a_game_with_timed_claim_windows_plays_to_its_end_over_http() -> None:
    now = [datetime.now(UTC)]
    services = Services.in_memory(clock=lambda: now[0])
    app = create_app(services, settings(), run_background=False)
    app.state.services = services  # no lifespan with a bare ASGI transport
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
        created = await client.post(
            "/v1/games",
            json={
                "game_type": "pow_wow",
                "players": 3,
                "seed": "timed",
                "options": {"claim_window_ms": 2000, "dead_window_ms": 1000},
            },
        )
        game_id = created.json()["game_id"]
        tokens = []
        for name in ("A", "B", "C"):
            seat = await client.post(f"/v1/games/{game_id}/seats", json={"name": name})
            tokens.append(seat.json()["token"])
        table = Table(client, game_id, tokens)
        timeouts = 0
        assert services.scheduler is not None
        for _ in range(3000):
            summary = await table.summary()
            if summary["status"] == "finished":
                break
            movers = summary["to_move"]
            first = (await table.legal_moves(movers[0]))["moves"][0]
            if first["type"] == "pow_wow.claim" and movers[0] != 0:
                # Seats 1 and 2 stay silent: the claim window must close on its deadline.
                due = await services.tabletop.timers.next_due()
                assert due is not None
                now[0] = due + timedelta(milliseconds=1)
                timeouts += await services.scheduler.tick()
                continue
            response = await table.send(movers[0], first)
            assert response.status_code == 201, response.text
        summary = await table.summary()
        assert summary["status"] == "finished"
        assert timeouts > 0
        log = (await client.get(f"/v1/games/{game_id}/events?limit=1000")).json()["events"]
        closed = [e for e in log if e["type"] == "pow_wow.window_closed"]
        assert any(e["reason"] == "deadline" and e["silent"] for e in closed)
