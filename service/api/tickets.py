"""Stream tickets for browsers: a seat (or the operator) trades its bearer token for a
ticket that opens its own copy of the game's event stream once (service/application/
tickets.py). Holders are written `seat:<n>` or `operator`."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, post
from litestar.di import NamedDependency

from service.api.auth import Caller, caller
from service.api.idempotent import intent_of
from service.application import Tabletop
from service.application.tickets import StreamTicket, game_scope
from service.errors import Unauthorized

OPERATOR = "operator"


class StreamTicketsController(Controller):
    path = "/v1/games/{game_id:str}/stream-tickets"
    tags = ["events"]

    @post(
        "/",
        operation_id="createStreamTicket",
        summary="A one-time ticket that opens the caller's event stream (for EventSource)",
        status_code=201,
    )
    async def create(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> Response[StreamTicket]:
        """Trade the seat's (or the operator's) bearer token for a ticket, for clients that
        cannot send an Authorization header (a browser's EventSource): open
        `GET /v1/games/{game_id}/events/stream?ticket=…` within a minute; the stream then
        shows what this token would see. A ticket opens one stream once; it never appears in
        the server's logs. A token is issued at most TABLETOP_STREAM_TICKETS_PER_MINUTE (30)
        tickets for a game in any minute: beyond, 429 `rate_limited` with `Retry-After`. No
        body."""
        await tabletop.loaded(game_id)  # 404 for an unknown game, whatever the token
        who = await caller(request, tabletop, game_id)
        if who.seat is None and not who.admin:
            raise Unauthorized("A stream ticket needs a seat's or the operator's bearer token.")
        holder = OPERATOR if who.admin else f"seat:{who.seat}"
        intent = intent_of(request)
        drawn = intent.token("ticket")
        found = await tabletop.tickets.issued(drawn) if intent.recovering else None
        ticket = found or await tabletop.tickets.issue(game_scope(game_id), holder, drawn)
        return Response(ticket, status_code=201)


async def ticket_caller(tabletop: Tabletop, game_id: str, ticket: str) -> Caller:
    """Who a game-stream ticket acts as (it is used up); ticket problems raise 401/403."""
    holder = await tabletop.tickets.redeem(ticket, game_scope(game_id))
    if holder == OPERATOR:
        return Caller(None, True)
    return Caller(int(holder.removeprefix("seat:")), False)
