"""A game's event log as the caller may see it: a page, or live as Server-Sent Events."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from typing import Annotated, Any

import structlog
from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from service import inputs
from service.api import shutdown
from service.api.auth import Caller, caller
from service.api.dto import EventPage
from service.api.events_json import event_json
from service.api.fanout import live_log
from service.api.tickets import ticket_caller
from service.application import Tabletop
from service.inputs import INT64_MAX
from service.records import LoadedGame
from service.store.broadcast import MISSED, Subscription
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
        after its last event and summary; reconnecting when nothing is left gets 204 (No
        Content), which stops EventSource. A seat opens its own copy from a browser with a
        `ticket` instead of the Authorization header."""
        await tabletop.loaded(game_id)  # 404 before the ticket is used up or the stream opens
        if ticket is not None:
            who = await ticket_caller(tabletop, game_id, ticket)
        else:
            who = await caller(request, tabletop, game_id)
        start = _resume_point(request.headers.get("last-event-id"), after)
        game = await tabletop.loaded(game_id)
        if game.status() == "finished" and start >= game.version:
            return Response(None, status_code=204)
        return ServerSentEvent(_follow(tabletop, game_id, who, start, together=True))


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
) -> AsyncGenerator[ServerSentEventMessage, None]:
    """The stream's messages; `together`: each wake-up's events and summary as one message
    of several, written at once (the same bytes, a third of the writes: with a thousand
    streams of one game, writing is most of what is left per stream)."""
    # Subscribed before anything is read: whatever is appended after a read is announced.
    notes = tabletop.store.notifications(game_id)
    live = live_log(tabletop)  # what the game's other streams in this process made ready
    live.opened(game_id)
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
            # Up to the loaded version only, so the summary after them describes exactly the
            # state they lead to: never a newer one before its events.
            messages = await live.messages(game, after, loaded, who)
            if together:
                if summed_up(game, loaded, after, opening):
                    messages.append(live.summary(game))
                if messages:
                    yield Together(messages)
            else:
                for message in messages:
                    yield message
                if summed_up(game, loaded, after, opening):
                    yield live.summary(game)
            opening = False
            after = max(after, loaded)
            if game.status() == "finished" and after >= game.version:
                return  # the log is complete and sent: close the stream
            try:
                fresh, noted = await _wait_for(notes, after)
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
        notes.close()
        live.closed(game_id)


def summed_up(game: LoadedGame, loaded: int, after: int, opening: bool) -> bool:
    """Whether a summary follows the events sent up to `loaded`. Appends are whole commands
    and the game is loaded at a command's end, so it follows the last event of a command (or
    states where the stream opens). A game that moved on while they were sent gets its
    summary after its newer events."""
    return game.started and (loaded > after or opening) and game.version == loaded


class Together(ServerSentEventMessage):
    """Several messages written as one chunk: the bytes of each, one after the other."""

    def __init__(self, parts: list[ServerSentEventMessage]) -> None:
        super().__init__()
        self.parts = parts

    def encode(self) -> bytes:
        return b"".join(part.encode() for part in self.parts)


async def _wait_for(notes: Subscription, after: int) -> tuple[bool, int | None]:
    """(True, the version announced) when the store announces a newer version of the
    subscription's game, (True, None) when notifications may have been missed (ask the
    store), (False, None) when a keepalive is due first (ask the store too: a lost note must
    not stall the stream). Raises StopAsyncIteration when the server is shutting down, which
    ends the stream.

    Both waits are tasks of their own and are cancelled and awaited on every way out (a
    note, the keep-alive timeout, the client hanging up, shutdown): a task left pending
    would take the next note from the queue for nobody, and be reported as "Task was
    destroyed but it is pending" when the stream is collected."""
    # A stream that was busy writing finds its note already queued: take it without the two
    # tasks (with a thousand streams of one game, they cost more than the write itself).
    while not notes.queue.empty() and not shutdown.stopping().is_set():
        stream_id, version = notes.queue.get_nowait()
        if (stream_id, version) == MISSED:
            return True, None
        if version > after:
            return True, version
    stop = asyncio.ensure_future(shutdown.stopping().wait())
    try:
        async with asyncio.timeout(KEEPALIVE_SECONDS):
            while True:
                note = asyncio.ensure_future(notes.queue.get())
                try:
                    await asyncio.wait({note, stop}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    await _cancelled(note)
                if stop.done():
                    raise StopAsyncIteration
                stream_id, version = note.result()
                if (stream_id, version) == MISSED:
                    return True, None
                if version > after:
                    return True, version
    except TimeoutError:
        return False, None
    finally:
        await _cancelled(stop)


async def _cancelled(task: asyncio.Future[Any]) -> None:
    """Cancel a task unless it is done, and wait until it is."""
    if not task.done():
        task.cancel()
        await asyncio.wait({task})
