"""`Tabletop`: the synchronous client (httpx.Client underneath)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Mapping
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


class Tabletop:
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
        http: httpx.Client | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.token = token
        self.retry = retry or RetryPolicy()
        self.backoff = backoff or Backoff()
        self._owned = http is None
        self.http = http or httpx.Client(base_url=base_url, timeout=DEFAULT_TIMEOUT)
        self._sleep = sleep

    def with_token(self, token: str | None) -> Tabletop:
        """The same client as another caller (e.g. each seat you hold); close the first only."""
        return Tabletop(
            str(self.http.base_url),
            token=token,
            retry=self.retry,
            backoff=self.backoff,
            http=self.http,
            sleep=self._sleep,
        )

    def close(self) -> None:
        if self._owned:
            self.http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def send(self, call: Call[T]) -> T:
        """Sends an operation (see `operations`), retrying as the policy allows."""
        request = call.request(self.http, self.token)
        attempt = failures = 0
        while True:
            attempt += 1
            try:
                response = self.http.send(request)
            except httpx.TransportError:
                failures += 1
                wait = pause_before_retry(self.retry, request, attempt, None, failures)
                if wait is None:
                    raise
                self._sleep(wait)
                continue
            failures = 0
            wait = pause_before_retry(self.retry, request, attempt, response, failures)
            if wait is None:
                return call.answer(response)
            self._sleep(wait)

    # Games and seats
    def list_game_types(self) -> list[GameType]:
        return self.send(op.list_game_types())

    def create_game(
        self, game: CreateGame | Mapping[str, Any], *, idempotency_key: str | None = None
    ) -> GameSummary:
        """`game`: a `Create<Game>Game` or its JSON, e.g. {"game_type": "clans", "players": 2}
        (optionally `options`, `seed`, `clock`, `position`)."""
        return self.send(op.create_game(game, idempotency_key))

    def list_games(
        self,
        *,
        status: str | None = None,
        game_type: str | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> GameList:
        """The lobby: games by status and type, a page at a time (`next_cursor`)."""
        return self.send(op.list_games(status, game_type, limit, cursor))

    def get_game(self, game_id: GameId) -> GameSummary:
        return self.send(op.get_game(game_id))

    def take_seat(
        self, game_id: GameId, name: str, *, idempotency_key: str | None = None
    ) -> SeatTaken:
        """A seat for a player; `token` in the answer is that seat's (shown once)."""
        return self.send(op.take_seat(game_id, name, None, idempotency_key))

    def add_bot(
        self,
        game_id: GameId,
        bot: str = "random",
        *,
        name: str | None = None,
        idempotency_key: str | None = None,
    ) -> SeatTaken:
        """A seat played by a server bot (`random` or `greedy`); it has no token."""
        return self.send(op.take_seat(game_id, name, bot, idempotency_key))

    def return_to_seat(
        self, game_id: GameId, seat: int, *, idempotency_key: str | None = None
    ) -> GameSummary:
        """Back at a seat marked absent (as that seat's bearer)."""
        return self.send(op.return_to_seat(game_id, seat, idempotency_key))

    # Playing
    def get_view(self, game_id: GameId, *, at: int | None = None) -> GameView:
        return self.send(op.get_view(game_id, at))

    def get_position(self, game_id: GameId, *, at: int | None = None) -> GamePosition:
        return self.send(op.get_position(game_id, at))

    def get_legal_moves(self, game_id: GameId) -> LegalMoves:
        return self.send(op.get_legal_moves(game_id))

    def send_command(
        self,
        game_id: GameId,
        command: GameCommand | Mapping[str, Any],
        *,
        if_match: int | None = None,
        idempotency_key: str | None = None,
    ) -> CommandAccepted:
        """`command`: a legal move (from `get_legal_moves`) or its JSON; `if_match`: the version
        it was chosen at (409 `version_conflict` if the game moved on)."""
        return self.send(op.send_command(game_id, command, if_match, idempotency_key))

    # Events
    def list_events(
        self, game_id: GameId, *, after: int = 0, limit: int | None = None
    ) -> EventPage:
        return self.send(op.list_events(game_id, after, limit))

    def list_narration(
        self, game_id: GameId, *, after: int = 0, limit: int | None = None
    ) -> Narration:
        return self.send(op.list_narration(game_id, after, limit))

    def create_stream_ticket(
        self, game_id: GameId, *, idempotency_key: str | None = None
    ) -> StreamTicket:
        return self.send(op.create_stream_ticket(game_id, idempotency_key))

    def follow(
        self,
        game_id: GameId,
        *,
        after: int = 0,
        summary: LiveSummary | GameSummary | None = None,
    ) -> Iterator[StreamItem]:
        """The game's events after `after` and its summaries, as they happen, across
        reconnects, until the game is over (then the iterator ends; `summary` known to be
        finished: it ends at once, without a request). Raises `TabletopProblem` on 401/404."""
        state = FollowState(str(game_id), after, summary, self.backoff)
        return self._follow(state)

    def _follow(self, state: FollowState) -> Iterator[StreamItem]:
        while not state.done:
            # A failed stream is one that ended: back off and look (step 5).
            with contextlib.suppress(httpx.TransportError):
                yield from self._stream_once(state)
            if state.done:
                return
            self._sleep(state.pause())
            try:
                game = self.get_game(state.game_id)
            except httpx.TransportError:
                continue
            except TabletopProblem as problem:
                if problem.status in (401, 404):
                    raise
                continue
            finished = state.checked(game)
            if finished is not None:
                yield from self._missed(state, finished.version)
                yield finished

    def _missed(self, state: FollowState, upto: int) -> Iterator[StreamItem]:
        """Step 5: the events missed while away, read from the log (public once over)."""
        while state.after < upto:
            page = self.list_events(state.game_id, after=state.after)
            if not page.events:
                return
            for event in page.events:
                yield parse_event(event.to_dict())
            state.after = page.events[-1].version

    def _stream_once(self, state: FollowState) -> Iterator[StreamItem]:
        request = Call("GET", state.path, lambda r: None, headers=state.headers()).request(
            self.http, self.token
        )
        request.extensions["timeout"] = httpx.Timeout(30.0, read=STREAM_READ_SECONDS).as_dict()
        response = self.http.send(request, stream=True)
        try:
            if response.status_code != 200:
                response.read()
                state.refused(response)
                return
            state.opened()
            decoder = SSEDecoder()
            for text in response.iter_text():
                for message in decoder.feed(text):
                    item = state.receive(message)
                    if item is not None:
                        yield item
                    if state.done:
                        return
        finally:
            response.close()

    # Game log files
    def export_game(self, game_id: GameId) -> bytes:
        """The game's log file (JSON Lines bytes) to save or import elsewhere."""
        return self.send(op.export_game(game_id))

    def import_game(self, log: bytes, *, idempotency_key: str | None = None) -> GameSummary:
        return self.send(op.import_game(log, idempotency_key))

    # Players (a player's token) and matchmaking
    def get_me(self) -> Player:
        return self.send(op.get_me())

    def list_my_games(
        self,
        *,
        status: str | None = None,
        my_turn: bool | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> MyGames:
        return self.send(op.list_my_games(status, my_turn, limit, cursor))

    def open_matchmaking_ticket(
        self, request: Model | Mapping[str, Any], *, idempotency_key: str | None = None
    ) -> Ticket:
        return self.send(op.open_matchmaking_ticket(request, idempotency_key))

    def get_matchmaking_ticket(self, ticket_id: str) -> Ticket:
        return self.send(op.get_matchmaking_ticket(ticket_id))

    def cancel_matchmaking_ticket(self, ticket_id: str) -> None:
        self.send(op.cancel_matchmaking_ticket(ticket_id))
