"""Replays anywhere: a game's log exported as one JSON Lines file, and such a file imported as
a new, read-only game (docs/replays.md)."""

from __future__ import annotations

import hmac
from typing import Any

from litestar import Controller, Request, Response, get, post
from litestar.connection import ASGIConnection
from litestar.di import NamedDependency
from litestar.handlers.base import BaseRouteHandler

from service.api.auth import bearer, caller
from service.api.games import existing_game
from service.api.idempotent import intent_of
from service.application import Tabletop
from service.archive import logfile
from service.errors import Forbidden, Unauthorized, UnsupportedMediaType
from service.records import GameSummary

MAX_LOG_BYTES = 16 * 1024 * 1024
"""The largest game log file an import takes (the longest games' logs are a few MiB)."""

OCTET_STREAM = "application/octet-stream"
LOG_MEDIA_TYPES = (logfile.MEDIA_TYPE, "application/x-ndjson", OCTET_STREAM)
"""JSON Lines under either name, or plain bytes: how generated clients send a file."""


async def jsonl_body(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
    """Route guard: a game log is sent as JSON Lines or as bytes (or without a Content-Type);
    async, as Litestar runs a plain-function guard in a worker thread."""
    content_type = connection.headers.get("content-type")
    if content_type is None:
        return
    if content_type.partition(";")[0].strip().lower() not in LOG_MEDIA_TYPES:
        raise UnsupportedMediaType(
            f"A game log is sent as application/jsonl or {OCTET_STREAM}, not {content_type!r}."
        )


class ArchiveController(Controller):
    path = "/v1/games"
    tags = ["games"]

    @get(
        "/{game_id:str}/export",
        operation_id="exportGame",
        summary="The game's whole log as one file (anyone once over, the operator before)",
    )
    async def export(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> Response[bytes]:
        """The game as one self-contained JSON Lines file (`application/jsonl`, UTF-8, one JSON
        object per line): a header (format version, game type, rules revision, players,
        options, setup, the seed once the game is over or else its commitment, seat names),
        then every event with its version and recorded time. Anyone may export a finished
        game; a running one needs the operator token. `tabletop replay --file` replays it
        offline and `POST /v1/games/import` imports it elsewhere (docs/replays.md). The same
        bytes come as `application/octet-stream` when `Accept` prefers that."""
        who = await caller(request, tabletop, game_id)
        log = await tabletop.export(game_id, who.admin)
        disposition = f'attachment; filename="{game_id}.jsonl"'
        media_type = request.accept.best_match([logfile.MEDIA_TYPE, OCTET_STREAM])
        return Response(
            b"".join(logfile.dump(log)),
            media_type=media_type or logfile.MEDIA_TYPE,
            headers={"Content-Disposition": disposition, "Vary": "Accept"},
        )

    @post(
        "/import",
        operation_id="importGame",
        summary="Import a game log file as a new, read-only game (operator token)",
        status_code=201,
        guards=[jsonl_body],
        request_max_body_size=MAX_LOG_BYTES,
    )
    async def import_game(
        self, request: Request[Any, Any, Any], tabletop: NamedDependency[Tabletop]
    ) -> Response[GameSummary]:
        """Store a game log file (from GET /v1/games/{game_id}/export of any instance; body:
        the file, `application/jsonl` or `application/octet-stream`) as a new game with its own
        id, in one transaction,
        after reading it (every field checked as the API checks it), folding it and verifying
        it from its revealed seed, or, without the seed, re-deciding every command with only
        its random results taken as recorded, each checked to be possible (then `verifiable`
        is false: docs/replays.md). 422 `invalid_game_log` names the bad line or version, and
        nothing is stored. The game is read-only: its summary names where it came from
        (`imported_from`), its seats cannot be taken and its commands are refused (409
        `game_read_only`); its views, positions and log answer as they did at home."""
        token = bearer(request)
        if token is None:
            raise Unauthorized("Importing a game needs the operator token.")
        admin_token: str | None = request.app.state.settings.admin_token
        if not admin_token or not hmac.compare_digest(token.encode(), admin_token.encode()):
            raise Forbidden("Importing a game needs the operator token.")
        intent = intent_of(request)
        game_id = intent.uuid("game")
        found = await existing_game(tabletop, game_id) if intent.recovering else None
        game = found or await tabletop.import_game(await request.body(), game_id)
        return Response(game, status_code=201, headers={"Location": f"/v1/games/{game.game_id}"})
