"""`AsyncTabletop`: the asyncio client (httpx.AsyncClient underneath), call for call the
same as `Tabletop`."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from types import TracebackType
from typing import Any, Self, TypeVar

import httpx

from . import operations as op
from ._generated.models import (
    CommandAccepted,
    EventPage,
    GameList,
    GameSummary,
    GameType,
    LegalMoves,
    LiveSummary,
    MyGames,
    Narration,
    Player,
    SeatTaken,
    StreamTicket,
    Ticket,
)
from ._generated.unions import CreateGame, GameCommand, GamePosition, GameView
from .operations import Call, GameId, Model
from .parse import parse_event
from .problem import TabletopProblem
from .retry import RetryPolicy, pause_before_retry
from .sse import SSEDecoder
from .stream import STREAM_READ_SECONDS, Backoff, FollowState, StreamItem

T = TypeVar("T")
DEFAULT_TIMEOUT = httpx.Timeout(30.0)


class AsyncTabletop:
    """Calls the Tabletop API as one caller: anonymous, or the bearer of `token` (a seat's,
    a player's or the operator's). `with_token` gives another caller over the same connections.

    Every call retries 429 and 503 as `Retry-After` says (and lost connections), within
    `retry`; a POST carries an `Idempotency-Key` (made per call unless given), so its retries
    are answered with the original and never act twice. Errors raise `TabletopProblem`."""

    def __init__(
        self,
        base_url: str,
        *,
        token: str | None = None,
        retry: RetryPolicy | None = None,
        backoff: Backoff | None = None,
        http: httpx.AsyncClient | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.token = token
        self.retry = retry or RetryPolicy()
        self.backoff = backoff or Backoff()
        self._owned = http is None
        self.http = http or httpx.AsyncClient(base_url=base_url, timeout=DEFAULT_TIMEOUT)
        self._sleep = sleep

    def with_token(self, token: str | None) -> AsyncTabletop:
        """The same client as another caller (e.g. each seat you hold); close the first only."""
        return AsyncTabletop(
            str(self.http.base_url),
            token=token,
            retry=self.retry,
            backoff=self.backoff,
            http=self.http,
            sleep=self._sleep,
        )

    async def aclose(self) -> None:
        if self._owned:
            await self.http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def send(self, call: Call[T]) -> T:
        """Sends an operation (see `operations`), retrying as the policy allows."""
        request = call.request(self.http, self.token)
        attempt = failures = 0
        while True:
            attempt += 1
            try:
                response = await self.http.send(request)
            except httpx.TransportError:
                failures += 1
                wait = pause_before_retry(self.retry, request, attempt, None, failures)
                if wait is None:
                    raise
                await self._sleep(wait)
                continue
            failures = 0
            wait = pause_before_retry(self.retry, request, attempt, response, failures)
            if wait is None:
                return call.answer(response)
            await self._sleep(wait)

    # Games and seats
    async def list_game_types(self) -> list[GameType]:
        return await self.send(op.list_game_types())

    async def create_game(
        self, game: CreateGame | Mapping[str, Any], *, idempotency_key: str | None = None
    ) -> GameSummary:
        """`game`: a `Create<Game>Game` or its JSON, e.g. {"game_type": "clans", "players": 2}
        (optionally `options`, `seed`, `clock`, `position`)."""
        return await self.send(op.create_game(game, idempotency_key))

    async def list_games(
        self,
        *,
        status: str | None = None,
        game_type: str | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> GameList:
        """The lobby: games by status and type, a page at a time (`next_cursor`)."""
        return await self.send(op.list_games(status, game_type, limit, cursor))

    async def get_game(self, game_id: GameId) -> GameSummary:
        return await self.send(op.get_game(game_id))

    async def take_seat(
        self, game_id: GameId, name: str, *, idempotency_key: str | None = None
    ) -> SeatTaken:
        """A seat for a player; `token` in the answer is that seat's (shown once)."""
        return await self.send(op.take_seat(game_id, name, None, idempotency_key))

    async def add_bot(
        self,
        game_id: GameId,
        bot: str = "random",
        *,
        name: str | None = None,
        idempotency_key: str | None = None,
    ) -> SeatTaken:
        """A seat played by a server bot (`random` or `greedy`); it has no token."""
        return await self.send(op.take_seat(game_id, name, bot, idempotency_key))

    async def return_to_seat(
        self, game_id: GameId, seat: int, *, idempotency_key: str | None = None
    ) -> GameSummary:
        """Back at a seat marked absent (as that seat's bearer)."""
        return await self.send(op.return_to_seat(game_id, seat, idempotency_key))

    # Playing
    async def get_view(self, game_id: GameId, *, at: int | None = None) -> GameView:
        return await self.send(op.get_view(game_id, at))

    async def get_position(self, game_id: GameId, *, at: int | None = None) -> GamePosition:
        return await self.send(op.get_position(game_id, at))

    async def get_legal_moves(self, game_id: GameId) -> LegalMoves:
        return await self.send(op.get_legal_moves(game_id))

    async def send_command(
        self,
        game_id: GameId,
        command: GameCommand | Mapping[str, Any],
        *,
        if_match: int | None = None,
        idempotency_key: str | None = None,
    ) -> CommandAccepted:
        """`command`: a legal move (from `get_legal_moves`) or its JSON; `if_match`: the version
        it was chosen at (409 `version_conflict` if the game moved on)."""
        return await self.send(op.send_command(game_id, command, if_match, idempotency_key))

    # Events
    async def list_events(
        self, game_id: GameId, *, after: int = 0, limit: int | None = None
    ) -> EventPage:
        return await self.send(op.list_events(game_id, after, limit))

    async def list_narration(
        self, game_id: GameId, *, after: int = 0, limit: int | None = None
    ) -> Narration:
        return await self.send(op.list_narration(game_id, after, limit))

    async def create_stream_ticket(
        self, game_id: GameId, *, idempotency_key: str | None = None
    ) -> StreamTicket:
        return await self.send(op.create_stream_ticket(game_id, idempotency_key))

    def follow(
        self,
        game_id: GameId,
        *,
        after: int = 0,
        summary: LiveSummary | GameSummary | None = None,
    ) -> AsyncIterator[StreamItem]:
        """The game's events after `after` and its summaries, as they happen, across
        reconnects, until the game is over (then the iterator ends; `summary` known to be
        finished: it ends at once, without a request). Raises `TabletopProblem` on 401/404."""
        state = FollowState(str(game_id), after, summary, self.backoff)
        return self._follow(state)

    async def _follow(self, state: FollowState) -> AsyncIterator[StreamItem]:
        while not state.done:
            try:
                async for item in self._stream_once(state):
                    yield item
            except httpx.TransportError:
                pass  # the stream failed: back off and look (step 5)
            if state.done:
                return
            await self._sleep(state.pause())
            try:
                game = await self.get_game(state.game_id)
            except httpx.TransportError:
                continue
            except TabletopProblem as problem:
                if problem.status in (401, 404):
                    raise
                continue
            finished = state.checked(game)
            if finished is not None:
                async for missed in self._missed(state, finished.version):
                    yield missed
                yield finished

    async def _missed(self, state: FollowState, upto: int) -> AsyncIterator[StreamItem]:
        """Step 5: the events missed while away, read from the log (public once over)."""
        while state.after < upto:
            page = await self.list_events(state.game_id, after=state.after)
            if not page.events:
                return
            for event in page.events:
                yield parse_event(event.to_dict())
            state.after = page.events[-1].version

    async def _stream_once(self, state: FollowState) -> AsyncIterator[StreamItem]:
        request = Call("GET", state.path, lambda r: None, headers=state.headers()).request(
            self.http, self.token
        )
        request.extensions["timeout"] = httpx.Timeout(30.0, read=STREAM_READ_SECONDS).as_dict()
        response = await self.http.send(request, stream=True)
        try:
            if response.status_code != 200:
                await response.aread()
                state.refused(response)
                return
            state.opened()
            decoder = SSEDecoder()
            async for text in response.aiter_text():
                for message in decoder.feed(text):
                    item = state.receive(message)
                    if item is not None:
                        yield item
                    if state.done:
                        return
        finally:
            await response.aclose()

    # Game log files
    async def export_game(self, game_id: GameId) -> bytes:
        """The game's log file (JSON Lines bytes) to save or import elsewhere."""
        return await self.send(op.export_game(game_id))

    async def import_game(self, log: bytes, *, idempotency_key: str | None = None) -> GameSummary:
        return await self.send(op.import_game(log, idempotency_key))

    # Players (a player's token) and matchmaking
    async def get_me(self) -> Player:
        return await self.send(op.get_me())

    async def list_my_games(
        self,
        *,
        status: str | None = None,
        my_turn: bool | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> MyGames:
        return await self.send(op.list_my_games(status, my_turn, limit, cursor))

    async def open_matchmaking_ticket(
        self, request: Model | Mapping[str, Any], *, idempotency_key: str | None = None
    ) -> Ticket:
        return await self.send(op.open_matchmaking_ticket(request, idempotency_key))

    async def get_matchmaking_ticket(self, ticket_id: str) -> Ticket:
        return await self.send(op.get_matchmaking_ticket(ticket_id))

    async def cancel_matchmaking_ticket(self, ticket_id: str) -> None:
        await self.send(op.cancel_matchmaking_ticket(ticket_id))
