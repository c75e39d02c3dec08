"""Playing a game: the caller's view, legal moves, commands, the position document."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
import structlog
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency
from litestar.params import Parameter

from service import inputs
from service.api.auth import caller
from service.api.dto import CommandAccepted, LegalMoves, game_document, game_type_of
from service.api.events_json import event_json
from service.api.guards import require_json
from service.api.http import etag_response, parse_if_match, picture_response, prefers
from service.api.idempotent import OWN_KEYS
from service.application import Tabletop
from service.errors import Forbidden, Unauthorized
from service.inputs import INT64_MAX
from service.pictures.registry import SVG
from service.records import rfc3339

AT = Parameter(ge=1, le=INT64_MAX, description="A past version (time travel); default: now")


class PlayController(Controller):
    path = "/v1/games/{game_id:str}"
    tags = ["play"]

    @get("/view", operation_id="getView", summary="The caller's view (spectator without token)")
    async def view(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        tabletop: NamedDependency[Tabletop],
        at: Annotated[int | None, AT] = None,
    ) -> Response[Any]:
        """What the caller may see: a seat its own secrets (with its seat token), anyone else
        the spectator's view; `at` shows the view as it was at that version (time travel).
        `game_type` tells which game's view it is. With `Accept: image/svg+xml` the answer
        is a picture of the same view (drawn from it alone, so it shows no more): inert SVG
        whose clickable things carry `data-*` attributes (docs/frontend.md, the click
        rule)."""
        who = await caller(request, tabletop, game_id)
        seat = "spectator" if who.seat is None else f"seat{who.seat}"
        svg = None
        if prefers(request, SVG):
            version, view, deadline_at, svg = await tabletop.picture(game_id, who.seat, at)
        else:
            version, view, deadline_at = await tabletop.view_now(game_id, who.seat, at)
        if svg is not None:
            response = picture_response(request, svg, f"{version}-{seat}-svg")
        else:  # asked for JSON, or a game with no picture: the view itself
            timer = {} if deadline_at is None else {"deadline_at": rfc3339(deadline_at)}
            body = game_document(game_type_of(view), view, **timer)
            response = etag_response(request, body, f"{version}-{seat}")
        response.headers["Tabletop-Version"] = str(version)
        response.headers["Vary"] = "Accept"
        return response

    @get("/legal-moves", operation_id="getLegalMoves", summary="The caller's legal commands now")
    async def legal_moves(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> Response[LegalMoves]:
        """Every command the caller's seat may send now, each ready to POST as is; empty for
        a seat that is not to move and for spectators."""
        who = await caller(request, tabletop, game_id)
        version, moves = await tabletop.legal_moves(game_id, who.seat)
        body = LegalMoves(version=version, moves=[msgspec.to_builtins(m) for m in moves])
        seat = "spectator" if who.seat is None else f"seat{who.seat}"
        return etag_response(request, body, f"{version}-{seat}")

    @post(
        "/commands",
        operation_id="sendCommand",
        summary="Send one command as your seat",
        status_code=201,
        opt={OWN_KEYS: True},  # kept in the game's log, answered as the retrying seat sees it
    )
    async def command(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> Response[CommandAccepted]:
        """Send one command as the token's seat. `If-Match` pins the version the move was
        decided on (a stale one: 409 `version_conflict`, nothing appended);
        `Idempotency-Key` makes retries safe (the original answer, nothing appended twice).
        An illegal move gets 422 with the rule's `code`. The answer's `ETag` is the new
        version, ready for the next `If-Match`."""
        require_json(request)
        who = await caller(request, tabletop, game_id)
        if who.seat is None and who.player is not None:
            raise Forbidden("You hold no seat in this game.")
        if who.seat is None:
            raise Unauthorized("Commands need a seat's bearer token.")
        structlog.contextvars.bind_contextvars(seat=who.seat)
        result = await tabletop.command(
            game_id,
            who.seat,
            await request.body(),
            expected_version=parse_if_match(request.headers.get("if-match")),
            idempotency_key=inputs.idempotency_key(request.headers.get("idempotency-key")),
            request_id=request.scope["state"].get("request_id"),
        )
        body = CommandAccepted(
            version=result.version, events=[event_json(e) for e in result.events]
        )
        headers = {"ETag": f'"{result.version}"', "Tabletop-Version": str(result.version)}
        return Response(body, status_code=201, headers=headers)

    @get(
        "/position",
        operation_id="getPosition",
        summary="The full position document (operator token, or anyone once the game is over)",
    )
    async def position(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        tabletop: NamedDependency[Tabletop],
        at: Annotated[int | None, AT] = None,
    ) -> Response[Any]:
        """The full position document (secrets included, like FEN in chess): with the
        operator token while the game runs, for anyone once it is over. It can start a new
        game (POST /v1/games with `position`). 409 `no_position` in the middle of a command's
        events or where the rules define none."""
        who = await caller(request, tabletop, game_id)
        version, document = await tabletop.position(game_id, at, who.admin)
        # The document with the rules revision it was played under (POST /v1/games reads it
        # back from a document it is given).
        revision = await tabletop.rules_revision(game_id)
        body = game_document(game_type_of(document), document, rules_revision=revision)
        return Response(body, headers={"Tabletop-Version": str(version)})
