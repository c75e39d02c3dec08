"""Matchmaking tickets (docs/players.md): queue, look, cancel. Signed-in players only."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, delete, get, post
from litestar.datastructures import State
from msgspec import Meta

from service import inputs
from service.api import auth
from service.api.guards import require_json
from service.api.idempotent import intent_of
from service.errors import TicketNotFound
from service.matchmaking.matcher import Matchmaker
from service.matchmaking.tickets import Ticket


class OpenTicket(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    game_type: Annotated[str, Meta(description="The game type to play (GET /v1/game-types).")]
    players: Annotated[int, Meta(ge=1, le=64, description="How many players the game has.")]
    name: Annotated[
        str | None,
        Meta(
            description="Your seat's display name (1–40 printable characters); default: the "
            "token's `name` or `preferred_username`, else `Player`."
        ),
    ] = None


class MatchmakingController(Controller):
    path = "/v1/matchmaking/tickets"
    tags = ["players"]

    @post(
        "/",
        operation_id="openTicket",
        summary="Queue for a game",
        status_code=201,
    )
    async def open(self, request: Request[Any, Any, Any], state: State) -> Response[Ticket]:
        """Wait for a game of `game_type` with `players` players. When enough signed-in
        players wait whose ratings are close (the range widens the longer they wait), the
        server creates a game set up at random, seats them (bound to them, in a random order)
        and marks their tickets `matched` with the game and seat; GET /v1/me/stream says
        `match_found`. A ticket expires after TABLETOP_MATCHMAKING_TICKET_TTL. One waiting
        ticket per player."""
        require_json(request)
        player = await auth.player(request)
        data = inputs.decode_json(await request.body(), OpenTicket)
        name = inputs.seat_name(data.name or (player.name or "Player")[:40])
        matchmaker: Matchmaker = state.services.matchmaker
        intent = intent_of(request)
        ticket_id = intent.uuid("ticket")
        found = await matchmaker.queue.get(ticket_id, player.sub) if intent.recovering else None
        ticket = found or await matchmaker.open(
            player.sub, name, data.game_type, data.players, ticket_id
        )
        location = f"/v1/matchmaking/tickets/{ticket.ticket_id}"
        return Response(ticket, status_code=201, headers={"Location": location})

    @get("/{ticket_id:str}", operation_id="getTicket", summary="One of my tickets")
    async def get_ticket(
        self, request: Request[Any, Any, Any], state: State, ticket_id: str
    ) -> Ticket:
        """The ticket's status: `waiting`, `matched` (with `game_id` and `seat`), `cancelled`
        or `expired`."""
        player = await auth.player(request)
        matchmaker: Matchmaker = state.services.matchmaker
        ticket = await matchmaker.queue.get(ticket_id, player.sub)
        if ticket is None:
            raise TicketNotFound("You have no ticket with this id.")
        return ticket

    @delete(
        "/{ticket_id:str}", operation_id="cancelTicket", summary="Leave the queue", status_code=204
    )
    async def cancel(self, request: Request[Any, Any, Any], state: State, ticket_id: str) -> None:
        """Cancel a waiting ticket. One already matched, cancelled or expired: 404."""
        player = await auth.player(request)
        matchmaker: Matchmaker = state.services.matchmaker
        if not await matchmaker.queue.cancel(ticket_id, player.sub):
            raise TicketNotFound("You have no waiting ticket with this id.")
