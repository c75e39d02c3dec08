"""The suite's conformance check holds the server to the document: it catches an undocumented
status, a missing required header, a body off its schema, an unlisted problem code and a bad
stream message; and the additions of API 1.1.0 behave as documented."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from litestar import Litestar, Response, get
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import ADMIN_TOKEN, new_table, settings
from tests.support.conformance import VIOLATIONS, ContractViolation
from tests.support.contract import Contract, Exchange

CONTRACT = Contract.committed()
GAME = "/v1/games/6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04"
ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


def answer(method: str, path: str, status: int, body: Any = None, **headers: str) -> list[str]:
    media = "application/problem+json" if status >= 400 else "application/json"
    raw = json.dumps(body).encode() if body is not None else b""
    if status < 400:  # every /v1 answer says its budgets
        headers = {
            "ratelimit_policy": '"requests";q=600;w=60',
            "ratelimit": '"requests";r=1;t=9',
        } | headers
    exchange = Exchange(
        method=method,
        path=path,
        request_headers={},
        status=status,
        headers={
            "content-type": media,
            **{k.lower().replace("_", "-"): v for k, v in headers.items()},
        },
        body=bytearray(raw),
        complete=True,
    )
    return CONTRACT.check(exchange)


def problem(status: int, code: str) -> dict[str, Any]:
    return {
        "type": "https://tabletop.dev/problems/" + code,
        "title": "A title",
        "status": status,
        "detail": "A detail.",
        "code": code,
    }


def test_a_documented_problem_passes() -> None:
    assert answer("GET", GAME, 404, problem(404, "game_not_found")) == []


def test_an_undocumented_status_is_caught() -> None:
    assert "status 418 is not documented" in answer("GET", GAME, 418, problem(418, "teapot"))[0]


def test_a_code_the_response_does_not_list_is_caught() -> None:
    found = answer("GET", GAME, 404, problem(404, "not_found"))
    assert "not among ['game_not_found']" in found[0]


def test_a_command_may_carry_a_rule_code_but_not_an_unlisted_platform_code() -> None:
    path = GAME + "/commands"
    assert answer("POST", path, 422, problem(422, "field_not_adjacent")) == []
    assert answer("POST", path, 422, problem(422, "invalid_position")) != []


def test_a_missing_required_header_is_caught() -> None:
    found = answer("GET", "/v1/games", 429, problem(429, "rate_limited"))
    assert "required header Retry-After is missing" in found[0]
    assert answer("GET", "/v1/games", 429, problem(429, "rate_limited"), retry_after="3") == []


def test_a_body_off_its_schema_is_caught() -> None:
    page = {"games": [], "next_cursor": None}
    assert answer("GET", "/v1/games", 200, page) == []
    found = answer("GET", "/v1/games", 200, {"games": [{"game_id": "x"}], "next_cursor": None})
    assert found and "GET /v1/games → 200" in found[0]


def test_an_event_is_checked_against_the_schema_its_type_picks() -> None:
    event = {"type": "clans.huts_moved", "version": 3, "recorded_at": "2025-05-01T18:30:00Z"}
    page = {"game_id": GAME.rsplit("/", 1)[1], "version": 3}
    found = answer("GET", GAME + "/events", 200, {**page, "events": [event]})
    assert "ClansHutsMoved" in found[0]


def test_a_stream_message_with_a_bad_event_is_caught() -> None:
    data = json.dumps({"type": "clans.turn_passed", "version": 2, "recorded_at": "now"})
    exchange = Exchange(
        method="GET",
        path=GAME + "/events/stream",
        request_headers={},
        status=200,
        headers={
            "content-type": "text/event-stream; charset=utf-8",
            "cache-control": "no-cache",
            "ratelimit-policy": '"requests";q=600;w=60',
            "ratelimit": '"requests";r=1;t=9',
        },
        body=bytearray(f"id: 2\r\nevent: clans.turn_passed\r\ndata: {data}\r\n\r\n".encode()),
    )
    assert "data of 2" in CONTRACT.check(exchange)[0]


def test_an_unknown_route_must_answer_a_not_found_problem() -> None:
    assert answer("GET", "/v2/nothing", 404, problem(404, "not_found")) == []
    assert answer("GET", "/v2/nothing", 200, {}) != []


async def test_the_hook_fails_a_request_whose_answer_the_document_does_not_describe() -> None:
    @get("/v1/game-types", sync_to_thread=False)
    def teapot() -> Response[str]:
        return Response("short and stout", status_code=418)

    async with AsyncTestClient(Litestar([teapot])) as client:
        with pytest.raises(ContractViolation, match="status 418 is not documented"):
            await client.get("/v1/game-types")
    assert VIOLATIONS
    VIOLATIONS.clear()  # this test's violation was expected


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(Services.in_memory(), settings(), run_background=False)
    async with AsyncTestClient(app) as test_client:
        yield test_client


async def test_views_and_positions_carry_their_game_type(client: httpx.AsyncClient) -> None:
    table = await new_table(client, players=2, game_type="pow_wow")
    view = await client.get(f"/v1/games/{table.game_id}/view", headers=table.auth(0))
    assert view.json()["game_type"] == "pow_wow"
    position = await client.get(f"/v1/games/{table.game_id}/position", headers=ADMIN)
    assert position.json()["game_type"] == "pow_wow"


@pytest.mark.parametrize("keys", [{}, {"rules_revision": 1}, {"game_type": "pow_wow"}])
async def test_a_position_is_accepted_with_or_without_the_keys_the_api_adds(
    client: httpx.AsyncClient, keys: dict[str, Any]
) -> None:
    table = await new_table(client, players=2, game_type="pow_wow")
    exported = await client.get(f"/v1/games/{table.game_id}/position", headers=ADMIN)
    document = {k: v for k, v in exported.json().items() if k != "game_type"} | keys
    copy = await new_table(client, players=2, game_type="pow_wow", position=document)
    again = await client.get(f"/v1/games/{copy.game_id}/position", headers=ADMIN)
    assert again.json() == exported.json()


async def test_a_position_of_another_game_type_is_an_invalid_position(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2, game_type="pow_wow")
    exported = await client.get(f"/v1/games/{table.game_id}/position", headers=ADMIN)
    refused = await client.post(
        "/v1/games", json={"game_type": "clans", "players": 2, "position": exported.json()}
    )
    assert refused.status_code == 422
    assert refused.json()["code"] == "invalid_position"
    assert refused.json()["problems"] == ["game_type is 'pow_wow', the game is 'clans'"]


async def test_create_answers_the_location_and_a_command_its_etag(
    client: httpx.AsyncClient,
) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    assert created.headers["location"] == f"/v1/games/{created.json()['game_id']}"
    table = await new_table(client, players=2)
    answer = await table.play_first_legal_move()
    version = answer.json()["version"]
    assert answer.headers["etag"] == f'"{version}"'
    assert answer.headers["tabletop-version"] == str(version)
    summary = await table.summary()
    seat = summary["to_move"][0]
    moves = (await table.legal_moves(seat))["moves"]
    follow_up = await table.send(seat, moves[0], **{"If-Match": answer.headers["etag"]})
    assert follow_up.status_code == 201, follow_up.text


async def test_an_unknown_lobby_status_is_an_invalid_request(client: httpx.AsyncClient) -> None:
    response = await client.get("/v1/games", params={"status": "bogus"})
    assert response.status_code == 422
    assert response.json()["code"] == "invalid_request"


async def test_game_types_list_only_the_commands_a_seat_may_send(
    client: httpx.AsyncClient,
) -> None:
    types = {t["name"]: t for t in (await client.get("/v1/game-types")).json()}
    assert set(types["pow_wow"]["command_schemas"]) == {
        "pow_wow.reveal",
        "pow_wow.claim",
        "pow_wow.pass",
        "pow_wow.choose",
    }
