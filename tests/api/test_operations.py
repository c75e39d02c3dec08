"""Health, metrics, game types, CORS, rate limiting, request ids."""

from __future__ import annotations

import httpx
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import new_table, settings


async def test_health_endpoints_answer(client: httpx.AsyncClient) -> None:
    assert (await client.get("/health/live")).json() == {"status": "ok"}
    ready = await client.get("/health/ready")
    assert ready.status_code == 200 and ready.json() == {"status": "ok"}


async def test_metrics_count_requests_commands_and_events(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    await table.play_first_legal_move()
    await table.send(
        0 if (await table.summary())["to_move"] != [0] else 1,
        {"type": "clans.move", "from": 0, "to": 1},
    )
    text = (await client.get("/metrics")).text
    assert "tabletop_http_requests_total" in text
    assert "tabletop_http_request_seconds_bucket" in text
    assert 'tabletop_commands_total{game_type="clans",result="accepted"}' in text
    assert 'result="not_your_turn"' in text
    assert "tabletop_events_appended_total" in text
    assert "tabletop_projection_lag_seconds" in text


async def test_game_types_describe_players_options_and_commands(
    client: httpx.AsyncClient,
) -> None:
    types = {t["name"]: t for t in (await client.get("/v1/game-types")).json()}
    clans = types["clans"]
    assert (clans["min_players"], clans["max_players"]) == (2, 4)
    assert set(clans["command_schemas"]) == {"clans.move", "clans.choose_village"}
    options = clans["options_schema"]
    name = options["$ref"].rsplit("/", 1)[-1]
    assert options["$defs"][name]["type"] == "object"


async def test_every_response_carries_a_request_id(client: httpx.AsyncClient) -> None:
    response = await client.get("/health/live", headers={"X-Request-ID": "abc-123"})
    assert response.headers["x-request-id"] == "abc-123"
    assert (await client.get("/health/live")).headers["x-request-id"]


async def test_cors_allows_the_configured_origin(client: httpx.AsyncClient) -> None:
    response = await client.options(
        "/v1/games",
        headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"},
    )
    assert response.headers["access-control-allow-origin"] == "https://app.example"


async def test_too_many_requests_are_429_problem_details() -> None:
    app = create_app(Services.in_memory(), settings(rate_limit=3), run_background=False)
    async with AsyncTestClient(app) as client:
        statuses = [(await client.get("/v1/game-types")).status_code for _ in range(5)]
        assert statuses[:3] == [200, 200, 200]
        limited = await client.get("/v1/game-types")
        assert limited.status_code == 429
        assert limited.json()["code"] == "rate_limited"


async def test_the_openapi_document_and_interactive_docs_are_served(
    client: httpx.AsyncClient,
) -> None:
    document = await client.get("/schema/openapi.json")
    assert document.status_code == 200
    assert "/v1/games/{game_id}/commands" in document.json()["paths"]
    assert "GameCommand" in document.json()["components"]["schemas"]
    page = await client.get("/schema")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
