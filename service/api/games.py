"""Games and seats: create, list (lobby), summary, take a seat."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.response import ServerSentEvent

from service import inputs
from service.api.auth import caller, signed_in
from service.api.budgets import charge_request
from service.api.dto import CreateGame, GameList, SeatTaken, TakeSeat, own_position
from service.api.guards import require_json
from service.api.http import etag_response
from service.api.idempotent import intent_of
from service.api.lobby_stream import follow_lobby
from service.api.stream_slots import address_of, client_key, slots_of
from service.application import Tabletop
from service.catalog.base import SetupKind
from service.domain.kernel import IllegalMove, Refusal
from service.errors import Forbidden, GameNotFound, InvalidCommand, Unauthorized
from service.projections.lobby import LobbyQuery
from service.records import GameSummary

Status = Literal["open", "active", "finished"]


class GamesController(Controller):
    path = "/v1/games"
    tags = ["games"]

    @post("/", operation_id="createGame", summary="Create a game", status_code=201)
    async def create(
        self, request: Request[Any, Any, Any], tabletop: NamedDependency[Tabletop]
    ) -> Response[GameSummary]:
        """Create a game of `game_type` for `players` seats, set up at random (`setup: random`:
        a secret seed whose SHA-256 the summary publishes as `seed_commitment`, revealed as
        `seed` once the game is over), from a `seed` (reproducible: whoever knows the seed can
        compute every secret) or from a `position` document. Its seats are then taken with
        POST /v1/games/{game_id}/seats; the last seat taken starts it. `Location` is the new
        game's URL."""
        require_json(request)
        data = inputs.decode_json(await request.body(), CreateGame)
        seed = None if data.seed is None else str(data.seed)
        revision, position = position_revision(data.rules_revision, data.position)
        intent = intent_of(request)
        game_id = intent.uuid("game")
        found = await existing_game(tabletop, game_id) if intent.recovering else None
        game = found or await tabletop.create_game(
            data.game_type,
            data.players,
            data.options,
            seed,
            own_position(data.game_type, position),
            revision,
            data.clock,
            game_id,
        )
        return Response(game, status_code=201, headers={"Location": f"/v1/games/{game.game_id}"})

    @get("/", operation_id="listGames", summary="The lobby: games, newest first")
    async def list_games(
        self,
        state: State,
        status: Annotated[Status | None, Parameter(description="Only games in this status")] = None,
        game_type: Annotated[str | None, Parameter(description="Only this game type")] = None,
        setup: Annotated[
            SetupKind | None,
            Parameter(description="Only games set up this way (`random`: provably shuffled)"),
        ] = None,
        limit: Annotated[int, Parameter(ge=1, le=200, description="Page size")] = 50,
        cursor: Annotated[str | None, Parameter(description="From next_cursor")] = None,
    ) -> GameList:
        """The lobby from a projection of the global log, newest first, a page at a time:
        pass `next_cursor` back as `cursor` for the next page. It may lag the games' own
        summaries by a moment."""
        lobby: LobbyQuery = state.services.lobby
        games, next_cursor = await lobby.list(status, game_type, limit, cursor, setup)
        return GameList(games=games, next_cursor=next_cursor)

    @get(
        "/stream",
        operation_id="streamLobby",
        summary="The lobby live (SSE): its games, then each again when it changes",
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        state: State,
        status: Annotated[Status | None, Parameter(description="Only games in this status")] = None,
        game_type: Annotated[str | None, Parameter(description="Only this game type")] = None,
    ) -> ServerSentEvent:
        """The lobby as Server-Sent Events: first the newest games that match the filters
        (up to 50, oldest first), each as a `game` message holding its lobby summary (as in
        GET /v1/games), then a `game` message whenever a game's lobby summary changes: created,
        a seat taken, started, a move made, finished. A game that stops matching `status` is
        sent once more (with its new status), so a client can drop it. Like GET /v1/games it
        may lag the games by a moment. A reconnect starts again with the current games."""
        key = client_key(seat=None, player=None, admin=False, address=address_of(request))
        slot = slots_of(request).take(key)  # 429 / 503 beyond the client's or the process's
        return ServerSentEvent(
            slot.holding(follow_lobby(state.services.lobby_feed, status, game_type))
        )

    @get("/{game_id:str}", operation_id="getGame", summary="A game's summary (ETag = version)")
    async def summary(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> Response[GameSummary]:
        """Status, seats, version, whose turn it is (`to_move`) and, once over, the outcome.
        Poll it with `If-None-Match` (304 while nothing changed) or follow the event stream."""
        game = await tabletop.summary(game_id)
        tag = str(game.version) if game.status != "open" else f"0.{_seats_taken(game)}"
        return etag_response(request, game, tag)

    @post(
        "/{game_id:str}/seats",
        operation_id="takeSeat",
        summary="Take the next free seat; the last seat taken starts the game",
        status_code=201,
    )
    async def take_seat(
        self, request: Request[Any, Any, Any], game_id: str, tabletop: NamedDependency[Tabletop]
    ) -> SeatTaken:
        """Take the next free seat under a display name. The answer holds the seat's bearer
        token, shown only this once (only its hash is stored): keep it to play. Signed in
        (`Bearer <JWT>`), the seat is bound to you: your JWT then acts in it too. With `bot`
        the seat goes to a server bot instead (no token, bound to nobody), which moves as soon
        as it is to move."""
        require_json(request)
        data = inputs.decode_json(await request.body(), TakeSeat)
        intent = intent_of(request)
        # A seat is known by its token's hash, a bot's by that of a token nobody is given:
        # a retry recovering its key finds the seat it took, if it took one.
        token = intent.token("bot" if data.bot is not None else "seat")
        taken = await tabletop.seat_with_token(game_id, token) if intent.recovering else None
        if data.bot is not None:
            if taken is None:
                charge_request(request, "bot_seats")  # 429 beyond the client's bot seats
                bot_name = None if data.name is None else inputs.seat_name(data.name)
                seat, game = await tabletop.add_bot(game_id, data.bot, bot_name, token)
                return SeatTaken(game_id=game_id, seat=seat, game=game)
            return SeatTaken(game_id=game_id, seat=taken, game=await tabletop.summary(game_id))
        if data.name is None:
            raise InvalidCommand("A seat needs a `name` (or a `bot`).")
        who = await signed_in(request)
        name = inputs.seat_name(data.name)
        if taken is not None:
            game = await tabletop.summary(game_id)
            return SeatTaken(game_id=game_id, seat=taken, token=token, game=game)
        player = None if who is None else who.sub
        seat, token, game = await tabletop.take_seat(game_id, name, player, token)
        return SeatTaken(game_id=game_id, seat=seat, token=token, game=game)

    @post(
        "/{game_id:str}/seats/{seat:str}/return",
        operation_id="returnToSeat",
        summary="Come back to an absent seat: its bot stand-in stops",
        status_code=200,
    )
    async def return_to_seat(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        seat: str,
        tabletop: NamedDependency[Tabletop],
    ) -> GameSummary:
        """With the seat's token: the seat whose turn clock ran out (`absent: true`, a server
        bot moving for it) is its player's again, and its clock runs from now. Any accepted
        command of the seat does the same. A seat that is not absent stays as it is. The
        answer is the game's summary."""
        require_json(request)  # no body is needed; one that is sent must still be JSON
        who = await caller(request, tabletop, game_id)
        if who.seat is None:
            raise Unauthorized("Returning to a seat needs that seat's bearer token.")
        if str(who.seat) != seat:
            raise Forbidden(f"This token holds seat {who.seat}, not seat {seat[:20]!r}.")
        intent_of(request)  # acting under its key: coming back twice changes nothing
        return await tabletop.return_seat(game_id, who.seat)


async def existing_game(tabletop: Tabletop, game_id: str) -> GameSummary | None:
    """The game's summary if there is a game with this id (a recovering retry's look)."""
    try:
        return await tabletop.summary(game_id)
    except GameNotFound:
        return None


def position_revision(asked: int | None, position: Any | None) -> tuple[int | None, Any | None]:
    """The rules revision of a game created from a position document, and the document as the
    game reads it. GET …/position adds the game's `rules_revision` to the document: sent back,
    it names the new game's revision unless the request names one (the same, or 422)."""
    if not isinstance(position, dict) or "rules_revision" not in position:
        return asked, position
    carried = position["rules_revision"]
    if not isinstance(carried, int) or isinstance(carried, bool):
        problem = f"rules_revision is {carried!r}, not a revision number"
        raise IllegalMove(
            Refusal("invalid_position", "The position's rules_revision is no number.", (problem,))
        )
    if asked is not None and asked != carried:
        problem = f"rules_revision is {carried} in the position, {asked} in the request"
        raise IllegalMove(
            Refusal(
                "invalid_position",
                f"The position is of rules revision {carried}, not {asked} as requested.",
                (problem,),
            )
        )
    return carried, {k: v for k, v in position.items() if k != "rules_revision"}


def _seats_taken(game: GameSummary) -> int:
    return sum(1 for s in game.seats if s.name is not None)
