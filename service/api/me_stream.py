"""A signed-in player's notifications, live (SSE): `your_turn`, `deadline_soon`,
`game_started`, `game_finished` and `match_found`, for every game they hold a seat in.

Each open stream hears, through the process's player feed (service/api/player_feed.py; the
notifier brings other replicas' appends here too), of moves in the games it watches and of
seats its player took in any game, and reads only those games. What is sent is worked out
from the game's summary before and after (`Watch`), so a message never depends on which
events were seen."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

import msgspec
import structlog
from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from service.api import auth, shutdown
from service.api.idempotent import intent_of
from service.api.player_feed import player_feed
from service.api.stream_slots import address_of, client_key, slots_of
from service.application import Tabletop
from service.application.tickets import StreamTicket
from service.domain.kernel import Outcome
from service.errors import GameNotFound
from service.matchmaking.matcher import Matchmaker
from service.projections.lobby import LobbyQuery
from service.records import GameSummary
from service.store.outage import describe, is_outage

log = structlog.get_logger()

ME_SCOPE = "me"
"""The stream-ticket scope of a player's stream (its holder: the player's `sub`)."""
KEEPALIVE_SECONDS = 15.0
DEADLINE_SOON = timedelta(seconds=30)
"""`deadline_soon` comes when this much (or less) is left to a seat of the player's to move."""
MATCH_PATIENCE = timedelta(seconds=10)
"""How long a new game of a player with a waiting ticket may take to show as that ticket's
match (the matcher seats the players, then marks the tickets)."""
RETRY_MS = 3000

Kind = Literal["your_turn", "deadline_soon", "game_started", "game_finished", "match_found"]
KINDS: tuple[Kind, ...] = (
    "your_turn",
    "deadline_soon",
    "game_started",
    "game_finished",
    "match_found",
)


class PlayerNotice(msgspec.Struct, frozen=True, kw_only=True):
    """One message of GET /v1/me/stream; the SSE `event:` is its `type`."""

    type: Kind
    game_id: str
    game_type: str
    seats: list[int]
    """The player's seats in the game."""
    version: int
    status: str
    to_move: list[int]
    deadline_at: datetime | None = None
    outcome: Outcome | None = None
    ticket_id: str | None = None
    """The matchmaking ticket (`match_found`)."""


class Watch:
    """What the player was last told about one game."""

    def __init__(self, seats: list[int]) -> None:
        self.seats = seats
        self.summary: GameSummary | None = None
        self.warned: datetime | None = None  # the deadline a deadline_soon was sent for

    def my_turn(self, summary: GameSummary | None) -> bool:
        return summary is not None and any(s in summary.to_move for s in self.seats)

    def changes(self, now: GameSummary, announce_start: bool) -> list[Kind]:
        before = self.summary
        self.summary = now
        kinds: list[Kind] = []
        was = before.status if before is not None else ("open" if announce_start else now.status)
        if was == "open" and now.status != "open":
            kinds.append("game_started")
        if now.status == "finished" and (before is None or before.status != "finished"):
            kinds.append("game_finished")
            return kinds
        moved = before is None or now.version != before.version
        if self.my_turn(now) and moved:
            kinds.append("your_turn")
        return kinds

    def deadline_due(self, at: datetime) -> datetime | None:
        """When to send deadline_soon for the running deadline, if one is owed."""
        summary = self.summary
        if summary is None or summary.deadline_at is None or not self.my_turn(summary):
            return None
        if self.warned == summary.deadline_at:
            return None
        return summary.deadline_at - DEADLINE_SOON


class MeStreamController(Controller):
    path = "/v1/me"
    tags = ["players"]

    @post(
        "/stream-tickets",
        operation_id="createMyStreamTicket",
        summary="A one-time ticket that opens my notifications stream (for EventSource)",
        status_code=201,
    )
    async def ticket(
        self, request: Request[Any, Any, Any], tabletop: NamedDependency[Tabletop]
    ) -> Response[StreamTicket]:
        """Trade your JWT for a ticket that opens `GET /v1/me/stream?ticket=…` once, within a
        minute (a browser's EventSource cannot send an Authorization header). No body."""
        player = await auth.player(request)
        intent = intent_of(request)
        drawn = intent.token("ticket")
        found = await tabletop.tickets.issued(drawn) if intent.recovering else None
        ticket = found or await tabletop.tickets.issue(ME_SCOPE, player.sub, drawn)
        return Response(ticket, status_code=201)

    @get("/stream", operation_id="streamMe", summary="My notifications, live (SSE)")
    async def stream(
        self,
        request: Request[Any, Any, Any],
        state: State,
        tabletop: NamedDependency[Tabletop],
        ticket: Annotated[
            str | None,
            Parameter(
                max_length=200,
                description="A stream ticket (POST /v1/me/stream-tickets), for clients that "
                "cannot send an Authorization header.",
            ),
        ] = None,
    ) -> ServerSentEvent:
        """Server-Sent Events for every game you hold a seat in: `your_turn` (the game moved
        and one of your seats is to move; on opening, for each game awaiting you; `version`
        says which state), `deadline_soon` (30 s or less
        left on a running timer while you are to move), `game_started`, `game_finished` (with
        the outcome) and `match_found` (a matchmaking ticket of yours got its game, before
        that game's `game_started`). Each message's data is a `PlayerNotice`; messages carry
        no `id` (on reconnecting, `your_turn` is sent again for games awaiting you)."""
        if ticket is not None:
            sub = await tabletop.tickets.redeem(ticket, ME_SCOPE)
        else:
            sub = (await auth.player(request)).sub
        slot = slots_of(request).take(
            client_key(seat=None, player=sub, admin=False, address=address_of(request))
        )
        follower = _Follower(tabletop, state.services.lobby, state.services.matchmaker, sub)
        return ServerSentEvent(slot.holding(follower.run()))


class _Follower:
    def __init__(
        self, tabletop: Tabletop, lobby: LobbyQuery, matchmaker: Matchmaker | None, sub: str
    ) -> None:
        self.tabletop = tabletop
        self.lobby = lobby
        self.matchmaker = matchmaker
        self.sub = sub
        self.watched: dict[str, Watch] = {}
        self.pending: dict[str, datetime] = {}  # new games that may be a ticket's match
        self.feed = player_feed(tabletop)
        self._moved: set[str] | None = set()
        """The streams that moved since the last look (None: notes may have been missed)."""
        self._woken: asyncio.Future[bool] | None = None
        self._sent_at = time.monotonic()
        """When the stream last sent something (a keep-alive follows 15 s after)."""

    def moved(self, stream_id: str | None) -> None:
        """Told by the feed: a game it watches, or a seat its player took, moved."""
        if stream_id is None:
            self._moved = None
        elif self._moved is not None:
            self._moved.add(stream_id)
        if self._woken is not None and not self._woken.done():
            self._woken.set_result(True)

    def _watch(self, game_id: str, watch: Watch) -> None:
        self.watched[game_id] = watch
        self.feed.watch(self, game_id)

    def _unwatch(self, game_id: str) -> None:
        del self.watched[game_id]
        self.feed.unwatch(self, game_id)

    async def run(self) -> AsyncGenerator[ServerSentEventMessage, None]:
        self.feed.join(self)
        try:
            yield ServerSentEventMessage(data=None, retry=RETRY_MS, comment="tabletop")
            for message in await self._opening():
                yield message
            self.feed.opened(self)
            while True:
                try:
                    moved = await self._wait()
                except StopAsyncIteration:
                    return  # the server is stopping; EventSource reconnects
                for message in await self._after(moved):
                    self._sent_at = time.monotonic()
                    yield message
                # Counted from what was sent, not from the wake-ups: moves of a watched game
                # that say nothing to this player still leave the connection idle.
                if time.monotonic() - self._sent_at >= KEEPALIVE_SECONDS:
                    self._sent_at = time.monotonic()
                    yield ServerSentEventMessage(data=None, comment="keepalive")
        except Exception as error:
            if not is_outage(error):
                raise
            log.warning("stream_interrupted", error=describe(error))
        finally:
            self.feed.leave(self, list(self.watched))

    async def _opening(self) -> list[ServerSentEventMessage]:
        games, _ = await self.lobby.games_of(self.sub, None, None, 200, None)
        for entry in games:
            if entry.game.status != "finished":
                self._watch(entry.game.game_id, Watch(entry.seats))
        # Seats taken a moment ago may not be projected yet: the catalog has them.
        listed = {e.game.game_id for e in games}
        for game_id, seat in await self.tabletop.recent_seats_of_player(self.sub):
            if game_id in listed or game_id in self.watched:
                continue
            if (await self.tabletop.summary(game_id)).status != "finished":
                self._watch(game_id, Watch([seat]))
        out: list[ServerSentEventMessage] = []
        for game_id in list(self.watched):
            out += await self._check(game_id, announce_start=False)
        return out

    async def _after(self, moved: set[str] | None) -> list[ServerSentEventMessage]:
        """Messages after the streams in `moved` moved (None: maybe missed, check all)."""
        out: list[ServerSentEventMessage] = []
        if moved is None:
            moved = set(self.watched)
        for stream_id in sorted(moved):
            if stream_id.startswith("lobby:"):
                out += await self._seated(stream_id.removeprefix("lobby:"))
            elif stream_id in self.watched and stream_id not in self.pending:
                out += await self._check(stream_id, announce_start=True)
        for game_id in list(self.pending):
            out += await self._matched(game_id)
        out += self._deadlines()
        return out

    async def _seated(self, game_id: str) -> list[ServerSentEventMessage]:
        if game_id in self.watched:
            return []
        try:
            seat = await self.tabletop.seat_of_player(game_id, self.sub)
        except GameNotFound:
            return []
        if seat is None:
            return []
        self._watch(game_id, Watch([seat]))
        if self.matchmaker is not None and await self.matchmaker.queue.waiting(self.sub):
            self.pending[game_id] = datetime.now(UTC) + MATCH_PATIENCE
            return await self._matched(game_id)
        return await self._match_found(game_id) + await self._check(game_id, True)

    async def _matched(self, game_id: str) -> list[ServerSentEventMessage]:
        """match_found once the ticket shows the match (then the game's own news)."""
        found = await self._match_found(game_id)
        if not found and datetime.now(UTC) < self.pending[game_id]:
            return []
        del self.pending[game_id]
        return found + await self._check(game_id, announce_start=True)

    async def _match_found(self, game_id: str) -> list[ServerSentEventMessage]:
        if self.matchmaker is None:
            return []
        ticket = await self.matchmaker.queue.matched_ticket(game_id, self.sub)
        if ticket is None:
            return []
        summary = await self.tabletop.summary(game_id)
        return [self._message("match_found", summary, ticket_id=ticket.ticket_id)]

    async def _check(self, game_id: str, announce_start: bool) -> list[ServerSentEventMessage]:
        watch = self.watched[game_id]
        summary = await self.tabletop.summary(game_id)
        out = [self._message(kind, summary) for kind in watch.changes(summary, announce_start)]
        if summary.status == "finished":
            self._unwatch(game_id)
        return out

    def _deadlines(self) -> list[ServerSentEventMessage]:
        out = []
        now = datetime.now(UTC)
        for watch in self.watched.values():
            due = watch.deadline_due(now)
            if due is not None and due <= now and watch.summary is not None:
                watch.warned = watch.summary.deadline_at
                out.append(self._message("deadline_soon", watch.summary))
        return out

    def _next_wake(self) -> float:
        now = datetime.now(UTC)
        seconds = max(KEEPALIVE_SECONDS - (time.monotonic() - self._sent_at), 0.0)
        if self.pending:
            seconds = min(seconds, 0.1)
        for watch in self.watched.values():
            due = watch.deadline_due(now)
            if due is not None:
                seconds = min(seconds, max((due - now).total_seconds(), 0.0))
        return seconds

    def _message(self, kind: Kind, summary: GameSummary, **extra: Any) -> ServerSentEventMessage:
        watch = self.watched.get(summary.game_id)
        notice = PlayerNotice(
            type=kind,
            game_id=summary.game_id,
            game_type=summary.game_type,
            seats=watch.seats if watch is not None else [],
            version=summary.version,
            status=summary.status,
            to_move=summary.to_move,
            deadline_at=summary.deadline_at,
            outcome=summary.outcome if kind == "game_finished" else None,
            **extra,
        )
        return ServerSentEventMessage(data=msgspec.json.encode(notice).decode(), event=kind)

    async def _wait(self) -> set[str] | None:
        """The streams that moved (empty: nothing, a keepalive or a timer is due; None: some
        notifications may have been missed). StopAsyncIteration once the server stops. The
        stream sleeps on one future of its own, woken by the feed, its timer or the stop."""
        if self._moved is not None and not self._moved:
            woken: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
            self._woken = woken
            try:
                await shutdown.sleep(woken, self._next_wake())
            finally:
                self._woken = None
        if shutdown.stopping().is_set():
            raise StopAsyncIteration
        moved, self._moved = self._moved, set()
        return moved
