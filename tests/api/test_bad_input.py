"""A hostile client gets a 4xx problem (never a 500) for every class of bad input: NUL
characters, deep nesting, numbers beyond 64 bits, non-ASCII digits, loose types, foreign
content types, unprintable names, unknown filter values and foreign CORS origins. Each class
runs against the in-memory and the Postgres services (PostgreSQL refuses NUL in text)."""

from __future__ import annotations

import base64
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import ADMIN_TOKEN, Table, new_table, settings
from tests.support.server import serving

INT64_MAX = 2**63 - 1
DEEP = 1000


@pytest.fixture(scope="module", params=["memory", "postgres"])
async def client(request: pytest.FixtureRequest) -> AsyncIterator[httpx.AsyncClient]:
    """One app per store for the whole module: refusals change nothing, so tests share it."""
    if request.param == "memory":
        app = create_app(Services.in_memory(), settings())
    else:
        url = request.getfixturevalue("database_url")
        app = create_app(lambda: Services.postgres(url, 4), settings())
    async with AsyncTestClient(app) as test_client:
        yield test_client


@pytest.fixture(scope="module")
async def table(client: httpx.AsyncClient) -> Table:
    """A running game that only ever receives refused commands."""
    return await new_table(client)


@pytest.fixture(scope="module")
async def finished(client: httpx.AsyncClient) -> Table:
    table = await new_table(client, players=2)
    await table.play_to_the_end()
    return table


def assert_problem(response: httpx.Response, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == code, response.text


def nested(levels: int, leaf: Any = 1) -> Any:
    value = leaf
    for _ in range(levels - 1):
        value = [value]
    return value


def deep_json(levels: int) -> str:
    return "[" * levels + "]" * levels


class TestNulCharacters:
    @pytest.mark.parametrize(
        ("method", "path"),
        [
            ("GET", "/v1/games/%00"),
            ("GET", "/v1/games/a%00b/view"),
            ("GET", "/v1/games/a%00b/legal-moves"),
            ("GET", "/v1/games/a%00b/position"),
            ("GET", "/v1/games/a%00b/events"),
            ("GET", "/v1/games/a%00b/events/stream"),
            ("POST", "/v1/games/a%00b/seats"),
            ("POST", "/v1/games/a%00b/commands"),
        ],
    )
    async def test_in_a_path_id(self, client: httpx.AsyncClient, method: str, path: str) -> None:
        response = await client.request(method, path, json={"name": "Ada"})
        assert_problem(response, 422, "invalid_request")

    @pytest.mark.parametrize(
        "query",
        ["game_type=%00", "game_type=clans%00", "cursor=%00", "status=open%00", "limit=1%00"],
    )
    async def test_in_a_lobby_query_value(self, client: httpx.AsyncClient, query: str) -> None:
        assert_problem(await client.get(f"/v1/games?{query}"), 422, "invalid_request")

    async def test_in_a_game_query_value(self, client: httpx.AsyncClient, table: Table) -> None:
        for path in ("events?after=1%00", "view?at=%00", "events/stream?after=%00"):
            response = await client.get(f"/v1/games/{table.game_id}/{path}")
            assert_problem(response, 422, "invalid_request")

    async def test_in_a_cursor_that_decodes_to_one(self, client: httpx.AsyncClient) -> None:
        raw = "2030-01-01T00:00:00+00:00|\x00"
        cursor = base64.urlsafe_b64encode(raw.encode()).decode()
        response = await client.get("/v1/games", params={"cursor": cursor})
        assert_problem(response, 422, "invalid_request")

    async def test_in_a_seat_name(self, client: httpx.AsyncClient) -> None:
        game = (await client.post("/v1/games", json={"game_type": "clans", "players": 2})).json()
        response = await client.post(f"/v1/games/{game['game_id']}/seats", json={"name": "A\0"})
        assert_problem(response, 422, "invalid_command")  # like a NUL anywhere in a body

    @pytest.mark.parametrize(
        "body",
        [
            {"game_type": "clans", "players": 2, "seed": "s\0"},
            {"game_type": "clans\0", "players": 2},
            {"game_type": "clans", "players": 2, "options": {"variant\0": 1}},
            {"game_type": "clans", "players": 2, "options": {"x": ["\0"]}},
            {"game_type": "clans", "players": 2, "position": {"huts": "\0"}},
        ],
    )
    async def test_in_a_create_body(self, client: httpx.AsyncClient, body: dict[str, Any]) -> None:
        assert_problem(await client.post("/v1/games", json=body), 422, "invalid_command")

    async def test_in_a_command_body(self, table: Table) -> None:
        seat = (await table.summary())["to_move"][0]
        for command in (
            {"type": "clans.move\0", "from": 0, "to": 1},
            {"type": "clans.move", "from": 0, "to": 1, "note": "\0"},
        ):
            assert_problem(await table.send(seat, command), 422, "invalid_command")

    async def test_in_headers(self, client: httpx.AsyncClient) -> None:
        table = await new_table(client)
        seat = (await table.summary())["to_move"][0]
        move = (await table.legal_moves(seat))["moves"][0]
        keyed = await table.send(seat, move, **{"Idempotency-Key": "k\0"})
        assert_problem(keyed, 422, "invalid_request")
        stream = await client.get(
            f"/v1/games/{table.game_id}/events/stream", headers={"Last-Event-ID": "1\0"}
        )
        assert_problem(stream, 422, "invalid_request")
        # A request id is the client's to choose, but one the log cannot hold is replaced.
        traced = await table.send(seat, move, **{"X-Request-ID": "trace\0"})
        assert traced.status_code == 201, traced.text
        assert "\0" not in traced.headers["x-request-id"]


class TestDeepNesting:
    @pytest.mark.parametrize("levels", [65, DEEP, 20_000])
    @pytest.mark.parametrize("field", ["options", "position", "seed", "game_type", "players"])
    async def test_inside_a_create_body(
        self, client: httpx.AsyncClient, field: str, levels: int
    ) -> None:
        body = {"game_type": "clans", "players": 2}
        text = json.dumps({**body, field: "DEEP"}).replace('"DEEP"', deep_json(levels))
        response = await client.post(
            "/v1/games", content=text, headers={"Content-Type": "application/json"}
        )
        assert_problem(response, 422, "invalid_command")

    @pytest.mark.parametrize("levels", [65, DEEP, 20_000])
    async def test_inside_a_name(self, client: httpx.AsyncClient, levels: int) -> None:
        game = (await client.post("/v1/games", json={"game_type": "clans", "players": 2})).json()
        response = await client.post(
            f"/v1/games/{game['game_id']}/seats",
            content='{"name": ' + deep_json(levels) + "}",
            headers={"Content-Type": "application/json"},
        )
        assert_problem(response, 422, "invalid_command")

    @pytest.mark.parametrize("levels", [65, DEEP, 20_000])
    async def test_inside_a_command(
        self, client: httpx.AsyncClient, table: Table, levels: int
    ) -> None:
        seat = (await table.summary())["to_move"][0]
        response = await client.post(
            f"/v1/games/{table.game_id}/commands",
            content='{"type": "clans.move", "from": ' + deep_json(levels) + ', "to": 1}',
            headers=table.auth(seat),
        )
        assert_problem(response, 422, "invalid_command")


class TestNumbersBeyondInt64:
    @pytest.mark.parametrize("value", [str(INT64_MAX + 1), "1" + "0" * 40])
    @pytest.mark.parametrize(
        "path", ["events?after={}", "events?limit={}", "view?at={}", "position?at={}"]
    )
    async def test_in_a_game_query(
        self, client: httpx.AsyncClient, table: Table, path: str, value: str
    ) -> None:
        response = await client.get(
            f"/v1/games/{table.game_id}/" + path.format(value),
            headers={"Authorization": f"Bearer {ADMIN_TOKEN}"},
        )
        assert_problem(response, 422, "invalid_request")

    async def test_in_the_lobby_limit(self, client: httpx.AsyncClient) -> None:
        assert_problem(await client.get(f"/v1/games?limit={2**64}"), 422, "invalid_request")

    async def test_the_largest_after_is_an_empty_page(
        self, client: httpx.AsyncClient, table: Table
    ) -> None:
        response = await client.get(f"/v1/games/{table.game_id}/events?after={INT64_MAX}")
        assert response.status_code == 200 and response.json()["events"] == []

    @pytest.mark.parametrize(
        "body",
        [
            {"game_type": "clans", "players": 2**64},
            {"game_type": "clans", "players": 2, "seed": -(2**63) - 1},
            {"game_type": "clans", "players": 2, "options": {"x": 2**70}},
        ],
    )
    async def test_in_a_create_body(self, client: httpx.AsyncClient, body: dict[str, Any]) -> None:
        assert_problem(await client.post("/v1/games", json=body), 422, "invalid_command")

    async def test_in_a_command(self, table: Table) -> None:
        seat = (await table.summary())["to_move"][0]
        command = {"type": "clans.move", "from": 2**64, "to": 1}
        assert_problem(await table.send(seat, command), 422, "invalid_command")


NON_ASCII_DIGITS = ["²", "1²", "¹", "١٢", "４"]


def header(value: str) -> bytes:
    """Header bytes as a client sends them: Latin-1 where it can (`²` is one byte, read back as
    `²`, which `str.isdigit` accepts), else UTF-8."""
    try:
        return value.encode("latin-1")
    except UnicodeEncodeError:
        return value.encode()


@pytest.fixture(scope="module")
async def wire() -> AsyncIterator[httpx.AsyncClient]:
    """A client of a real server: header bytes reach the app as sent (Litestar's test client
    re-encodes header values as UTF-8, so `²` would arrive as two other characters)."""
    app = create_app(Services.in_memory(), settings())
    async with serving(app) as url, httpx.AsyncClient(base_url=url) as wire_client:
        yield wire_client


class TestNonAsciiDigits:
    @pytest.mark.parametrize("digits", NON_ASCII_DIGITS)
    async def test_in_if_match(self, wire: httpx.AsyncClient, digits: str) -> None:
        table = await new_table(wire)
        seat = (await table.summary())["to_move"][0]
        move = (await table.legal_moves(seat))["moves"][0]
        response = await wire.post(
            f"/v1/games/{table.game_id}/commands",
            json=move,
            headers=[
                (b"Authorization", f"Bearer {table.tokens[seat]}".encode()),
                (b"If-Match", header(f'"{digits}"')),
            ],
        )
        assert_problem(response, 422, "invalid_request")

    @pytest.mark.parametrize("digits", NON_ASCII_DIGITS)
    async def test_in_last_event_id(self, wire: httpx.AsyncClient, digits: str) -> None:
        table = await new_table(wire)
        response = await wire.get(
            f"/v1/games/{table.game_id}/events/stream",
            headers=[(b"Last-Event-ID", header(digits))],
        )
        assert_problem(response, 422, "invalid_request")

    @pytest.mark.parametrize("digits", NON_ASCII_DIGITS)
    async def test_in_a_query_number(
        self, client: httpx.AsyncClient, table: Table, digits: str
    ) -> None:
        response = await client.get(f"/v1/games/{table.game_id}/view", params={"at": digits})
        assert_problem(response, 422, "invalid_request")


class TestStreamResumePoints:
    @pytest.mark.parametrize("last_event_id", [str(INT64_MAX + 1), "9" * 100, "-1", "1.0"])
    async def test_an_unusable_last_event_id_is_refused_before_the_stream_opens(
        self, client: httpx.AsyncClient, finished: Table, last_event_id: str
    ) -> None:
        response = await client.get(
            f"/v1/games/{finished.game_id}/events/stream", headers={"Last-Event-ID": last_event_id}
        )
        assert_problem(response, 422, "invalid_request")

    async def test_the_largest_last_event_id_ends_a_finished_games_stream_cleanly(
        self, client: httpx.AsyncClient, finished: Table
    ) -> None:
        response = await client.get(
            f"/v1/games/{finished.game_id}/events/stream", headers={"Last-Event-ID": str(INT64_MAX)}
        )
        assert response.status_code == 204  # nothing left: EventSource stops reconnecting
        assert response.content == b""


class TestStrictBodies:
    @pytest.mark.parametrize("players", ["2", 2.0, True, None, [2]])
    async def test_players_must_be_an_integer(
        self, client: httpx.AsyncClient, players: Any
    ) -> None:
        response = await client.post("/v1/games", json={"game_type": "clans", "players": players})
        assert_problem(response, 422, "invalid_command")
        assert "$.players" in response.json()["detail"]

    @pytest.mark.parametrize("body", [b"{not json", b"", b"[]", b'{"game_type": "clans"}', b"null"])
    async def test_a_malformed_create_body(self, client: httpx.AsyncClient, body: bytes) -> None:
        response = await client.post(
            "/v1/games", content=body, headers={"Content-Type": "application/json"}
        )
        assert_problem(response, 422, "invalid_command")

    @pytest.mark.parametrize("body", [b"{not json", b"", b'{"name": 5}', b'{"nick": "Ada"}'])
    async def test_a_malformed_seat_body(self, client: httpx.AsyncClient, body: bytes) -> None:
        game = (await client.post("/v1/games", json={"game_type": "clans", "players": 2})).json()
        response = await client.post(
            f"/v1/games/{game['game_id']}/seats",
            content=body,
            headers={"Content-Type": "application/json"},
        )
        assert_problem(response, 422, "invalid_command")

    async def test_a_command_number_sent_as_text(self, table: Table) -> None:
        seat = (await table.summary())["to_move"][0]
        move = (await table.legal_moves(seat))["moves"][0]
        loose = {**move, "from": str(move["from"])}
        assert_problem(await table.send(seat, loose), 422, "invalid_command")


class TestContentTypes:
    @pytest.mark.parametrize(
        "content_type",
        ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"],
    )
    async def test_a_body_that_is_not_json_is_415(
        self, client: httpx.AsyncClient, table: Table, content_type: str
    ) -> None:
        seat = (await table.summary())["to_move"][0]
        move = (await table.legal_moves(seat))["moves"][0]
        open_game = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
        posts = [
            ("/v1/games", {"game_type": "clans", "players": 2}, {}),
            (f"/v1/games/{open_game.json()['game_id']}/seats", {"name": "Ada"}, {}),
            (f"/v1/games/{table.game_id}/commands", move, table.auth(seat)),
        ]
        for path, body, auth in posts:
            response = await client.post(
                path, content=json.dumps(body), headers={**auth, "Content-Type": content_type}
            )
            assert_problem(response, 415, "unsupported_media_type")
        assert (await table.summary())["version"] == 2

    @pytest.mark.parametrize(
        "content_type",
        ["application/json; charset=utf-8", "APPLICATION/JSON", "application/x+json"],
    )
    async def test_json_in_any_spelling_is_accepted(
        self, client: httpx.AsyncClient, content_type: str
    ) -> None:
        response = await client.post(
            "/v1/games",
            content=json.dumps({"game_type": "clans", "players": 2}),
            headers={"Content-Type": content_type},
        )
        assert response.status_code == 201, response.text


class TestSeatNames:
    async def seat(self, client: httpx.AsyncClient, name: str) -> httpx.Response:
        game = (await client.post("/v1/games", json={"game_type": "clans", "players": 2})).json()
        return await client.post(f"/v1/games/{game['game_id']}/seats", json={"name": name})

    @pytest.mark.parametrize(
        ("sent", "kept"),
        [
            ("  Ada  ", "Ada"),
            ("Zoë 🎲", "Zoë 🎲"),
            ("x" * 40, "x" * 40),
            ("Ana María", "Ana María"),
        ],
    )
    async def test_a_name_is_trimmed_and_kept(
        self, client: httpx.AsyncClient, sent: str, kept: str
    ) -> None:
        response = await self.seat(client, sent)
        assert response.status_code == 201, response.text
        assert response.json()["game"]["seats"][0]["name"] == kept

    @pytest.mark.parametrize(
        "name",
        [
            "",
            "   ",
            "x" * 41,
            "Ada\tLovelace",
            "Ada\nLovelace",
            "\x1b[31mred",
            "evil\u202etxt.exe",
            "\u2066isolate\u2069",
            "mark\u200f",
            "zero\u200bwidth",
        ],
    )
    async def test_an_unprintable_or_overlong_name_is_invalid_name(
        self, client: httpx.AsyncClient, name: str
    ) -> None:
        assert_problem(await self.seat(client, name), 422, "invalid_name")


class TestLobbyFilters:
    @pytest.mark.parametrize("status", ["bogus", "OPEN", ""])
    async def test_an_unknown_status_is_invalid_request(
        self, client: httpx.AsyncClient, status: str
    ) -> None:
        response = await client.get("/v1/games", params={"status": status})
        assert_problem(response, 422, "invalid_request")

    async def test_a_known_status_filters(self, client: httpx.AsyncClient) -> None:
        response = await client.get("/v1/games", params={"status": "open"})
        assert response.status_code == 200


class TestCorsPreflights:
    async def test_a_disallowed_origin_gets_403_problem_details(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.options(
            "/v1/games",
            headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"},
        )
        assert_problem(response, 403, "cors_origin_not_allowed")
        assert "access-control-allow-origin" not in response.headers

    async def test_a_disallowed_request_header_gets_403_problem_details(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.options(
            "/v1/games",
            headers={
                "Origin": "https://app.example",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "Content-Type, X-Secret",
            },
        )
        assert_problem(response, 403, "cors_request_not_allowed")

    async def test_an_allowed_preflight_is_answered(self, client: httpx.AsyncClient) -> None:
        response = await client.options(
            "/v1/games/x/commands",
            headers={
                "Origin": "https://app.example",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
            },
        )
        assert response.status_code == 204
        assert response.headers["access-control-allow-origin"] == "https://app.example"

    async def test_errors_carry_cors_headers_for_an_allowed_origin(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.get(
            "/v1/games/no-such-game", headers={"Origin": "https://app.example"}
        )
        assert response.status_code == 404
        assert response.headers["access-control-allow-origin"] == "https://app.example"
        assert "retry-after" in response.headers["access-control-expose-headers"].lower()
