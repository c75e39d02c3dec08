"""A game's event log as the caller may see it: a page, or live as Server-Sent Events."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator
from typing import Annotated, Any

import structlog
from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from service import inputs
from service.api import shutdown
from service.api.auth import Caller, caller
from service.api.budgets import StreamMeter, stream_meter
from service.api.coalescing import stream_writer
from service.api.dto import EventPage, Narration, NarrationLine
from service.api.events_json import event_json
from service.api.fanout import live_log
from service.api.followed import ChunkWriter, FollowedGame, Tap
from service.api.history import PAGE, history_pages
from service.api.stream_messages import summed_up
from service.api.stream_slots import address_of, client_key, slots_of
from service.api.tickets import ticket_caller
from service.application import Tabletop
from service.domain.kit.hosting import tag_of
from service.inputs import INT64_MAX
from service.store.outage import describe, is_outage

log = structlog.get_logger()

KEEPALIVE_SECONDS = 15.0
RETRY_MS = 3000
"""How long EventSource waits before it reconnects (the stream's `retry:`)."""


class LogController(Controller):
    path = "/v1/games/{game_id:str}/events"
    tags = ["events"]

    @get("/", operation_id="listEvents", summary="The log as the caller may see it")
    async def page(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        tabletop: NamedDependency[Tabletop],
        after: Annotated[
            int, Parameter(ge=0, le=INT64_MAX, description="Events after this version")
        ] = 0,
        limit: Annotated[int, Parameter(ge=1, le=10_000, description="Page size")] = 200,
    ) -> EventPage:
        """The log after version `after`, oldest first, at most `limit` events: each seat's
        own copies while the game runs (others' secrets left out), the full log once it is
        over or with the operator token. Events are discriminated on `type`."""
        who = await caller(request, tabletop, game_id)
        version, events = await tabletop.events(game_id, who.seat, after, limit, who.admin)
        return EventPage(game_id=game_id, version=version, events=[event_json(e) for e in events])

    @get(
        "/narration",
        operation_id="listNarration",
        summary="The log in words: one sentence per event, as the caller may see it",
    )
    async def narration(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        tabletop: NamedDependency[Tabletop],
        after: Annotated[
            int, Parameter(ge=0, le=INT64_MAX, description="Events after this version")
        ] = 0,
        limit: Annotated[int, Parameter(ge=1, le=10_000, description="Page size")] = 200,
    ) -> Narration:
        """The same page of the log as `GET …/events` (the caller's own copies while the game
        runs), each event told in one sentence by the game's describer, so that every client
        shows the same words for the same move."""
        who = await caller(request, tabletop, game_id)
        version, said = await tabletop.narration(game_id, who.seat, after, limit, who.admin)
        lines = [
            NarrationLine(version=e.version, type=tag_of(type(e.event)), text=text)
            for e, text in said
        ]
        return Narration(game_id=game_id, version=version, lines=lines)

    @get(
        "/stream",
        operation_id="streamEvents",
        summary="The log live (SSE), with a summary after each command; resume with "
        "Last-Event-ID (a version)",
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        tabletop: NamedDependency[Tabletop],
        after: Annotated[
            int, Parameter(ge=0, le=INT64_MAX, description="Events after this version")
        ] = 0,
        ticket: Annotated[
            str | None,
            Parameter(
                max_length=200,
                description="A stream ticket (POST …/stream-tickets), for clients that cannot "
                "send an Authorization header: the stream shows what its seat may see.",
            ),
        ] = None,
    ) -> Response[Any]:
        """The log live as Server-Sent Events: every event after `after` (or after
        `Last-Event-ID`) as the caller may see it, then each new one as it is appended. Each
        message's `id:` is the event's version, so EventSource resumes where it stopped. Once
        the game has started, a `summary` message (version, status, to_move, deadline_at,
        outcome) follows each command's events, and one comes when the stream opens: a
        client knows whose turn it is from the stream alone. A finished game's stream closes
        after its last event and summary; every request to it with nothing left to receive
        gets 204 (No Content), whatever its ticket (used, expired or none), which stops
        EventSource. Its whole log is public then: a ticket is neither needed nor spent. A
        seat opens its own copy of a running game from a browser with a `ticket` instead of
        the Authorization header."""
        # 404 before the ticket is used up or the stream opens
        game = await tabletop.loaded(game_id)
        if game.status() == "finished":
            start = _resume_point(request.headers.get("last-event-id"), after)
            if start >= game.version:
                return Response(None, status_code=204)  # whatever its ticket or token
            who = await _finished_caller(request, tabletop, game_id, ticket)
        else:
            if ticket is not None:
                who = await ticket_caller(tabletop, game_id, ticket)
            else:
                who = await caller(request, tabletop, game_id)
            start = _resume_point(request.headers.get("last-event-id"), after)
            game = await tabletop.loaded(game_id)
            if game.status() == "finished" and start >= game.version:
                return Response(None, status_code=204)
        key = client_key(
            seat=None if who.seat is None else (game_id, who.seat),
            player=who.player.sub if who.player is not None else None,
            admin=who.admin,
            address=address_of(request),
        )
        slot = slots_of(request).take(key)  # 429 / 503 beyond the client's or the process's
        writer = stream_writer(request.scope)
        follow = _follow(
            tabletop, game_id, who, start, together=True, writer=writer, meter=stream_meter(request)
        )
        return EventStream(slot.holding(follow))


async def _finished_caller(
    request: Request[Any, Any, Any],
    tabletop: Tabletop,
    game_id: str,
    ticket: str | None,
) -> Caller:
    """Who reads the rest of a finished game's stream. Its whole log is public (that it is
    over too), so a ticket adds nothing: it is neither checked nor spent. EventSource's own
    retry reuses its used ticket's URL, and must get the rest or the 204 that stops it,
    never a refusal it would report as a failure."""
    if ticket is not None:
        return Caller(None, False)
    return await caller(request, tabletop, game_id)


def _resume_point(last_event_id: str | None, after: int) -> int:
    if last_event_id is None:
        return after
    return inputs.version_number(last_event_id, "Last-Event-ID")


async def _follow(
    tabletop: NamedDependency[Tabletop],
    game_id: str,
    who: Caller,
    after: int,
    *,
    together: bool = False,
    writer: ChunkWriter | None = None,
    meter: StreamMeter | None = None,
) -> AsyncGenerator[ServerSentEventMessage, None]:
    """The stream's messages; `together`: each wake-up's events and summary as one message
    of several, written at once (the same bytes, a third of the writes: with a thousand
    streams of one game, writing is most of what is left per stream). With its
    connection's `writer`, the stream sleeps with a tap: the game's read-ahead writes the
    messages of each new command itself, in the same bytes, and the stream's task only
    wakes for a keepalive, lost notes, the end of the game, or a connection that fell
    behind (service/api/fanout.py)."""
    live = live_log(tabletop)  # what the game's other streams in this process made ready
    pages = history_pages(tabletop)  # the history, shared by its streams a page at a time
    # Subscribed before anything is read: whatever is appended after a read is announced.
    followed = live.opened(game_id)
    missed = followed.missed
    tap = Tap(writer, who) if writer is not None and together else None
    try:
        yield ServerSentEventMessage(data=None, retry=RETRY_MS, comment="tabletop")
        opening = True
        noted: int | None = None  # the version announced last; None: ask the store
        while True:
            game = await live.current(game_id, noted)
            # The cached game is shared with this process's commands and moves on while the
            # stream waits to send: read and resume from the version it was loaded at, never
            # from `game.version` later, or the events appended meanwhile are skipped.
            loaded = game.version
            while loaded - after > PAGE:  # far behind: its history a shared page at a time
                written, after = await pages.after(game, after, loaded, who)
                if written:
                    if meter is not None:
                        await meter.sent(len(written))  # paid from its client's budget first
                    yield Together(written)
                await asyncio.sleep(0)  # every other request gets its turn between pages
            # Up to the loaded version only, so the summary after them describes exactly the
            # state they lead to: never a newer one before its events.
            if together:
                bundle = await live.bundle(game, after, loaded, who, opening)
                if bundle:
                    yield Together(bundle)
                    if meter is not None:
                        await meter.sent(len(bundle))
            else:
                for message in await live.messages(game, after, loaded, who):
                    yield message
                if summed_up(game, loaded, after, opening):
                    yield live.summary(game)
            opening = False
            after = max(after, loaded)
            if game.status() == "finished" and after >= game.version:
                return  # the log is complete and sent: close the stream
            try:
                fresh, noted, missed, after = await _wait_for(followed, after, missed, tap)
            except StopAsyncIteration:
                return  # the server is stopping; the client reconnects with Last-Event-ID
            if not fresh:
                yield ServerSentEventMessage(data=None, comment="keepalive")
    except Exception as error:
        if not is_outage(error):
            raise
        # The database went away mid-stream: end the stream cleanly. The client reconnects
        # with Last-Event-ID (EventSource does by itself) and gets 503 until it is back.
        log.warning("stream_interrupted", game_id=game_id, error=describe(error))
    finally:
        live.closed(game_id, followed)


class EventStream(ServerSentEvent):
    """Litestar's SSE response (its headers, its disconnect handling), writing each message's
    bytes with no iterator of its own in between: with a thousand streams of one game woken
    at once, each layer per message is paid a thousand times."""

    def __init__(self, messages: AsyncIterator[ServerSentEventMessage]) -> None:
        super().__init__(messages)
        self.iterator = _encoded(messages)


async def _encoded(messages: AsyncIterator[ServerSentEventMessage]) -> AsyncGenerator[bytes, None]:
    async for message in messages:
        yield message.encode()


class Together(ServerSentEventMessage):
    """Several messages written as one chunk: the bytes of each, one after the other."""

    def __init__(self, written: bytes) -> None:
        super().__init__()
        self.written = written

    def encode(self) -> bytes:
        return self.written


async def _wait_for(
    followed: FollowedGame, after: int, missed: int, tap: Tap | None = None
) -> tuple[bool, int | None, int, int]:
    """(True, the version to load, `missed`, after) once a newer version of the game than
    `after` was announced (and read ahead), (True, None, the new count, after) when
    notifications may have been missed (ask the store), (False, None, `missed`, after) when
    a keepalive is due first (ask the store too: a lost note must not stall the stream).
    `after` is where the stream has been sent up to: with a `tap`, the read-ahead may have
    written newer events meanwhile. Raises StopAsyncIteration when the server is shutting
    down, which ends the stream.

    The stream sleeps on one future of its own, woken with all the game's streams by the
    game's one subscription (service/api/fanout.py): no queue, no task per wait."""
    stopping = shutdown.stopping()
    deadline = asyncio.get_running_loop().time() + KEEPALIVE_SECONDS
    while not stopping.is_set() and followed.missed == missed and followed.noted <= after:
        if tap is not None:
            tap.after = after
        woke = await followed.sleep(deadline, tap)
        if tap is not None and tap.after > after:
            after = tap.after  # written by the read-ahead while the stream slept
            if woke:
                break  # and then woken: the game is over, or the tap is of no use now
        if not woke:
            return False, None, missed, after
    if stopping.is_set():
        raise StopAsyncIteration
    if followed.missed != missed:
        return True, None, followed.missed, after
    return True, max(followed.noted, after), missed, after
