"""Completing Litestar's document into the contract: schemas, security, headers, every
problem each operation can answer (typed per operation), the event stream and examples, in
shapes every mainstream generator takes without a warning (tests/contract_api/
test_generators.py)."""

from __future__ import annotations

import copy
import functools
import http
from typing import Any

from service.api.openapi import examples as ex
from service.api.openapi.codes import CODES, RULE_CODE_MEANING
from service.api.openapi.components import GameComponents, camel, reshape
from service.api.openapi.files import GAME_LOG, GAME_LOG_LINES, PICTURE, game_log_content
from service.api.openapi.headers import HEADERS, REQUEST_HEADERS, SECURITY_SCHEMES
from service.api.openapi.names import constants, name_enums
from service.api.openapi.operations import (
    OPERATIONS,
    Operation,
)
from service.api.openapi.player_examples import player_schemas, player_stream_content
from service.api.openapi.problem_codes import names as problem_names
from service.api.openapi.problem_codes import typed_problem
from service.api.openapi.schemas import (
    ID_DESCRIPTION,
    PROBLEM,
    create_game,
    game_unions,
    patch_dtos,
    ref,
)
from service.api.openapi.streams import LOBBY_STREAM_FRAMING, STREAM_FRAMING, STREAM_MESSAGES
from service.api.problems import PROBLEM_JSON
from service.domain.kernel import HostedGame
from service.inputs import INT64_MAX
from service.pictures.registry import SVG

OCTET_STREAM = "application/octet-stream"

VERSION = "1.4.0"

DESCRIPTION = """\
Event-sourced board games over HTTP: Clans, Mammoth Hunters, Pow Wow, Der Schwarm and Ice Flow.

**Playing.** Create a game (`POST /v1/games`), take its seats (`POST /v1/games/{game_id}/seats`,
each answer holds that seat's bearer token, shown once); the last seat taken starts the game.
The seat to move (`to_move` in the summary) asks for its legal moves and sends one of them as a
command. Views, positions and events are discriminated unions: views and positions on
`game_type`, commands and events on `type`.

**Tokens.** Seat tokens and the operator token are bearer tokens (`Authorization: Bearer …`).
Without a token, reads answer as a spectator sees the game. An operation without its own
`security` takes a token or none (the document's `security`); its description says which
token does what there.

**Errors** are RFC 9457 problem details (`application/problem+json`) with a stable `code`;
each response lists the codes it can carry, and each operation's problem schema
(`<Operation>Problem`) types `code` as its enum (`<Operation>ProblemCode`) or any string: the
lists are open, a later minor version may add a code, so take a code you do not know as its
status's generic failure. Every database-backed operation may answer 503
`database_unavailable` and every `/v1` operation 429 `rate_limited`, both with `Retry-After`.

**Caching and concurrency.** Polled GETs carry an `ETag` and answer 304 to `If-None-Match`.
Commands take `If-Match` (the version the move was decided on; stale: 409). Every POST takes
`Idempotency-Key`: a retry with the same key gets the original answer, and the action is done
once.

**Live updates.** `GET /v1/games/{game_id}/events/stream` is a Server-Sent Events stream,
resumable with `Last-Event-ID`; a `summary` message after each command's events says whose
turn it is. Browsers open a seat's stream with a one-time ticket
(`POST /v1/games/{game_id}/stream-tickets`, then `…/events/stream?ticket=…`).
`GET /v1/games/stream` follows the lobby.

**Browsers.** CORS is allowed for the origins in `TABLETOP_CORS_ORIGINS`; `ETag`, `Location`,
`RateLimit`, `RateLimit-Policy`, `Retry-After`, `Tabletop-Version` and `X-Request-ID` are
exposed. A browser's preflight (OPTIONS, not an operation of this document: clients never
send it themselves) from an allowed origin gets 204 with the `Access-Control-Allow-*`
headers; from another origin 403 `cors_origin_not_allowed`, asking for a method or header the
API does not accept 403 `cors_request_not_allowed` (problem details). An OPTIONS request
without `Origin` gets 204 with `Allow`.

**Budgets.** Every `/v1` answer says the client's budgets in `RateLimit-Policy` and `RateLimit`
(draft-ietf-httpapi-ratelimit-headers-10): requests a minute, and games created and bot seats
given a minute where those apply. A signed request spends its credential's budget, an
anonymous one its address's; a stream spends one request per 64 KiB it sends. Beyond a budget:
429 `rate_limited` with `Retry-After`.

**Versions.** `info.version` follows semantic versioning: minor versions add to v1 without
breaking its clients (new fields, operations, codes, message types: ignore what you do not
know).
"""

TAGS = [
    {"name": "games", "description": "Create games, take seats, the lobby and summaries."},
    {"name": "play", "description": "Views, legal moves, commands and position documents."},
    {"name": "events", "description": "A game's event log: pages and the live stream."},
    {"name": "server", "description": "Game types, health and metrics."},
    {
        "name": "players",
        "description": "Signed-in players (OIDC): me, my games and notifications, ratings, "
        "leaderboards and matchmaking.",
    },
]

SUCCESS: dict[str, str] = {
    "createGame": "Created: the new game's summary (status `open`).",
    "listGames": "A page of the lobby, newest first.",
    "getGame": "The game's summary.",
    "takeSeat": "The seat, its token (shown once; none for a bot) and the game's summary.",
    "returnToSeat": "The game's summary: the seat is its player's again (`absent: false`).",
    "getView": "The caller's view: JSON, or an SVG picture of it when `Accept` asks for one.",
    "getLegalMoves": "The caller's legal commands now (empty for spectators and waiting seats).",
    "sendCommand": "Accepted: the game's new version and the appended events.",
    "getPosition": "The position document.",
    "listEvents": "A page of the log.",
    "listNarration": "A page of the log in words.",
    "streamEvents": "The stream; it stays open until the game is over (or the server stops).",
    "exportGame": "The game log file (JSON Lines): a header line, then one line per event.",
    "importGame": "Imported: the new, read-only game's summary (`imported_from`).",
    "streamLobby": "The stream; it stays open until the client leaves (or the server stops).",
    "createStreamTicket": "The ticket: open the event stream with it within a minute, once.",
    "listGameTypes": "Every hosted game.",
    "healthLive": "The process is up.",
    "healthReady": "The database answers.",
    "metrics": "Prometheus text format.",
    "getMe": "The signed-in player, from the token's claims.",
    "listMyGames": "A page of my games, newest first.",
    "getLeaderboard": "A page of the leaderboard, best first.",
    "getRatingHistory": "A page of the player's rating history, newest first.",
    "openTicket": "Queued: the ticket (status `waiting`); `Location` is its URL.",
    "getTicket": "The ticket.",
    "cancelTicket": "Cancelled; no body.",
    "createMyStreamTicket": "The ticket: open GET /v1/me/stream with it within a minute, once.",
    "streamMe": "The stream; it stays open until the client hangs up (or the server stops).",
}


@functools.cache
def _games(games: tuple[HostedGame, ...]) -> tuple[GameComponents, dict[str, ex.GameExample]]:
    """The games' schemas and examples: the same for every app, so made once."""
    return GameComponents(games), {r.name: ex.game_example(r) for r in games}


def complete(document: dict[str, Any], games: tuple[HostedGame, ...]) -> dict[str, Any]:
    if not games:
        return document
    parts, samples = _games(games)
    components = document.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    schemas.update(copy.deepcopy(parts.schemas))
    schemas.update(game_unions(parts, games))
    schemas.update(create_game(parts, games))
    schemas.update(STREAM_MESSAGES)
    schemas.update(GAME_LOG_LINES)
    schemas["Problem"] = PROBLEM
    schemas.update(player_schemas())
    patch_dtos(schemas, games)
    components["securitySchemes"] = SECURITY_SCHEMES
    components["headers"] = HEADERS
    shared: dict[str, Any] = {}
    components["responses"] = shared
    for item in document["paths"].values():
        for operation in item.values():
            spec = OPERATIONS[operation["operationId"]]
            _complete_operation(operation, spec, samples, shared)
            schemas.update(_typed_problem(operation["operationId"], spec))
    document["info"]["version"] = VERSION
    document["info"]["description"] = DESCRIPTION
    document["tags"] = TAGS
    # A token or none: operations that take one optionally leave `security` out and so take
    # this (openapi-python-client then accepts a client with or without a token for them).
    document["security"] = OPTIONAL_TOKEN
    name_enums(schemas, [r.name for r in games])
    reshaped = constants(reshape(document))
    document.clear()
    document.update(reshaped)
    return document


OPTIONAL_TOKEN: list[dict[str, list[str]]] = [
    {},
    {"seatToken": []},
    {"playerToken": []},
    {"operatorToken": []},
]


def _typed_problem(operation_id: str, spec: Operation) -> dict[str, Any]:
    codes = [code for listed in spec.problems().values() for code in listed]
    unique = list(dict.fromkeys(codes))
    return typed_problem(operation_id, PROBLEM, unique, spec.rule_codes)


def _complete_operation(
    operation: dict[str, Any],
    spec: Operation,
    samples: dict[str, ex.GameExample],
    shared: dict[str, Any],
) -> None:
    name = operation["operationId"]
    if {} in spec.security:
        operation.pop("security", None)  # the document's: a token or none
    else:
        operation["security"] = spec.security
    operation["parameters"] = [_parameter(p) for p in operation.get("parameters", [])]
    headers = list(spec.request_headers) + (["If-None-Match"] if spec.conditional else [])
    operation["parameters"] += [REQUEST_HEADERS[h] for h in headers]
    # Create, seat and command bodies are decoded by the handlers themselves (strictly, see
    # service/inputs.py), so Litestar does not know them: every one is described here.
    if name == "importGame":
        operation["requestBody"] = {
            "required": True,
            "description": (
                "A game log file (GET /v1/games/{game_id}/export), up to 16 MiB: its bytes as "
                f"they are. The server takes them as `{OCTET_STREAM}` (what generated clients "
                f"send a file as) and as `{GAME_LOG}` or `application/x-ndjson` alike."
            ),
            # JSON Lines is not listed: openapi-python-client warns on a body type it cannot
            # send (and would drop the operation without another), and the bytes are the same.
            "content": {OCTET_STREAM: game_log_content(samples)},
        }
    elif "requestBody" in operation or name in (
        "createGame",
        "takeSeat",
        "sendCommand",
        "openTicket",
    ):
        operation["requestBody"] = _request_body(name, samples)
    success = operation.get("responses", {}).get(str(spec.status), {})
    responses: dict[str, Any] = {str(spec.status): _success(name, spec, success, samples)}
    if name == "streamEvents":
        responses["204"] = {
            "description": "The game is over and nothing is left after `Last-Event-ID` (or "
            "`after`), whatever the ticket (used, expired or none): EventSource stops "
            "reconnecting. No body.",
            "headers": _headers(),
        }
    if spec.conditional:
        responses["304"] = {
            "description": "Not modified: the `If-None-Match` ETag is current (no body); the "
            "headers are the 200's.",
            "headers": _headers(*spec.headers, *_budgets(spec)),
        }
    typed = problem_names(name)[0]
    for status, codes in spec.problems().items():
        rule_codes = spec.rule_codes and status == 422
        responses[str(status)] = _problem_response(status, codes, rule_codes, typed)
        if len(codes) == 1 and not rule_codes:
            # Kept as they were in 1.3.0 (a client may refer to them); the operations answer
            # their own typed problem now.
            shared[camel(codes[0])] = _problem_response(status, codes, False, "Problem")
    operation["responses"] = responses


def _budgets(spec: Operation) -> tuple[str, ...]:
    return ("RateLimit-Policy", "RateLimit") if spec.rate_limited else ()


def _parameter(parameter: dict[str, Any]) -> dict[str, Any]:
    """Litestar's parameter, without `null` in query types, and game ids as UUIDs."""
    out = {k: v for k, v in parameter.items() if k not in ("allowEmptyValue", "allowReserved")}
    schema = dict(out.get("schema", {}))
    variants = schema.pop("oneOf", None)
    if variants is not None:
        real = [v for v in variants if v != {"type": "null"}]
        schema = {**schema, **real[0]} if len(real) == 1 else {**schema, "oneOf": real}
    if None in schema.get("enum", []):
        schema["enum"] = [v for v in schema["enum"] if v is not None]
    if isinstance(schema.get("type"), list):
        types = [t for t in schema["type"] if t != "null"]
        schema["type"] = types[0] if len(types) == 1 else types
    if schema.get("type") == "integer":
        # Litestar writes some integer bounds as floats (9.223372036854776e+18 is not int64's
        # maximum and confuses generators): an integer's bounds are integers.
        for bound in ("minimum", "maximum"):
            if isinstance(schema.get(bound), float):
                schema[bound] = INT64_MAX if schema[bound] >= INT64_MAX else int(schema[bound])
    if out["in"] == "path" and out["name"] == "game_id":
        schema = {"type": "string", "format": "uuid"}
        out["description"] = ID_DESCRIPTION
        out["example"] = ex.GAME_ID
    if out["in"] == "path" and out["name"] == "seat":
        # Read as text, so that any path reaches the handler (which answers 403 to a seat
        # that is not the token's) instead of falling through the router to a bare 404.
        schema = {"type": "integer", "minimum": 0}
        out["description"] = "The seat (0 … players-1); the token must be this seat's."
        out["example"] = 0
    out["schema"] = schema
    return out


def _request_body(name: str, samples: dict[str, ex.GameExample]) -> dict[str, Any]:
    schema, examples, description = {
        "createGame": (ref("CreateGame"), ex.create_bodies(samples), "The game to create."),
        "takeSeat": (
            ref("TakeSeat"),
            {"name": {"value": {"name": "Ada"}}, "bot": {"value": {"bot": "greedy"}}},
            "The player, or a server bot.",
        ),
        "openTicket": (
            ref("OpenTicket"),
            {"clans": {"value": {"game_type": "clans", "players": 3}}},
            "The game to queue for.",
        ),
        "sendCommand": (
            ref("GameCommand"),
            {game: {"value": s.command} for game, s in samples.items()},
            "One command of the game's type, e.g. one of its legal moves as listed.",
        ),
    }[name]
    return {
        "required": True,
        "description": description,
        "content": {"application/json": {"schema": schema, "examples": examples}},
    }


def _success(
    name: str, spec: Operation, litestar: dict[str, Any], samples: dict[str, ex.GameExample]
) -> dict[str, Any]:
    response: dict[str, Any] = {
        "description": SUCCESS[name],
        "headers": _headers(*spec.headers, *_budgets(spec)),
    }
    # An event stream's body is text (generators read it as one string); each message's
    # schema is `x-itemSchema` (OpenAPI 3.2's `itemSchema`), which readers of streams use.
    if name == "streamEvents":
        response["content"] = {
            "text/event-stream": {
                "schema": {"type": "string", "description": STREAM_FRAMING},
                "x-itemSchema": ref("GameStreamMessage"),
                "example": ex.stream_text(samples),
            }
        }
        return response
    if name == "streamMe":
        response["content"] = {"text/event-stream": player_stream_content()}
        return response
    if name == "exportGame":
        # The same bytes as `application/octet-stream` when `Accept` prefers it (what
        # generated clients read a file as).
        response["content"] = {t: game_log_content(samples) for t in (GAME_LOG, OCTET_STREAM)}
        return response
    if name == "streamLobby":
        response["content"] = {
            "text/event-stream": {
                "schema": {"type": "string", "description": LOBBY_STREAM_FRAMING},
                "x-itemSchema": ref("LobbyStreamMessage"),
                "example": ex.lobby_stream_text(samples),
            }
        }
        return response
    if name == "metrics":
        response["content"] = {"text/plain": {"schema": {"type": "string"}, "example": ex.METRICS}}
        return response
    if spec.status == 204:
        return response  # no body
    own = {"getView": "GameView", "getPosition": "GamePosition", "healthReady": "Health"}
    schema = ref(own[name]) if name in own else None
    if schema is None:
        schema = litestar["content"]["application/json"]["schema"]
    examples = ex.response_examples(name, samples)
    response["content"] = {"application/json": {"schema": schema, "examples": examples}}
    drawn = ex.picture(samples)
    if name == "getView" and drawn is not None:
        response["content"][SVG] = {"schema": PICTURE, "example": drawn}
    return response


def _headers(*names: str) -> dict[str, Any]:
    return {n: {"$ref": f"#/components/headers/{n}"} for n in (*names, "X-Request-ID")}


def _problem_response(
    status: int, codes: list[str], rule_codes: bool, schema: str
) -> dict[str, Any]:
    for code in codes:
        if CODES[code].status != status:
            raise ValueError(f"{code} is a {CODES[code].status}, not a {status}")
    lines = [f"- `{c}`: {CODES[c].meaning}" for c in codes]
    if rule_codes:
        lines.append(f"- a rule's code: {RULE_CODE_MEANING}")
    extra = {401: ("WWW-Authenticate",), 429: ("Retry-After",), 503: ("Retry-After",)}
    examples = {c: {"summary": CODES[c].title, "value": ex.problem(status, c)} for c in codes}
    if rule_codes:
        examples["not_your_turn"] = {"summary": "Illegal move", "value": ex.illegal_move()}
    response: dict[str, Any] = {
        "description": f"{http.HTTPStatus(status).phrase}. The `code`s:\n" + "\n".join(lines),
        "headers": _headers(*extra.get(status, ())),
        "content": {PROBLEM_JSON: {"schema": ref(schema), "examples": examples}},
        "x-codes": codes,
    }
    if rule_codes:
        response["x-rule-codes"] = True
    return response
