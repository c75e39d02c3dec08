"""A game's event log as the caller may see it: a page, or live as Server-Sent Events."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from typing import Annotated, Any

import msgspec
import structlog
from litestar import Controller, Request, get
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from service import inputs
from service.api import shutdown
from service.api.auth import Caller, caller
from service.api.dto import EventPage
from service.api.events_json import event_json
from service.application import Tabletop
from service.inputs import INT64_MAX
from service.store.broadcast import MISSED, Subscription
from service.store.outage import describe, is_outage

log = structlog.get_logger()

KEEPALIVE_SECONDS = 15.0


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
        summary="The log live (SSE); resume with Last-Event-ID (a version)",
    )
    async def stream(
        self,
        request: Request[Any, Any, Any],
        game_id: str,
        tabletop: NamedDependency[Tabletop],
        after: Annotated[
            int, Parameter(ge=0, le=INT64_MAX, description="Events after this version")
        ] = 0,
    ) -> ServerSentEvent:
        """The log live as Server-Sent Events: every event after `after` (or after
        `Last-Event-ID`) as the caller may see it, then each new one as it is appended. Each
        message's `id:` is the event's version, so EventSource resumes where it stopped. A
        finished game's stream closes after its last event."""
        who = await caller(request, tabletop, game_id)
        start = _resume_point(request.headers.get("last-event-id"), after)
        await tabletop.loaded(game_id)  # 404 before the stream opens
        return ServerSentEvent(_follow(tabletop, game_id, who, start))


def _resume_point(last_event_id: str | None, after: int) -> int:
    if last_event_id is None:
        return after
    return inputs.version_number(last_event_id, "Last-Event-ID")


async def _follow(
    tabletop: NamedDependency[Tabletop], game_id: str, who: Caller, after: int
) -> AsyncGenerator[ServerSentEventMessage, None]:
    notes = tabletop.store.notifications(game_id)
    try:
        while True:
            game = await tabletop.loaded(game_id)
            recorded = await tabletop.store.read_stream(game_id, after)
            for logged in tabletop.visible_events(game, recorded, who.seat, who.admin):
                yield ServerSentEventMessage(
                    data=msgspec.json.encode(event_json(logged)).decode(),
                    event=str(msgspec.to_builtins(logged.event)["type"]),
                    id=str(logged.version),
                )
            if recorded:
                after = recorded[-1].version
            if game.status() == "finished" and after >= game.version:
                return  # the log is complete: close the stream
            try:
                fresh = await _wait_for(notes, after)
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


async def _wait_for(notes: Subscription, after: int) -> bool:
    """True when the store announces a newer version of the subscription's game (or that
    notifications may have been missed); False when a keepalive is due first. Raises
    StopAsyncIteration when the server is shutting down, which ends the stream.

    Both waits are tasks of their own and are cancelled and awaited on every way out (a
    note, the keep-alive timeout, the client hanging up, shutdown): a task left pending
    would take the next note from the queue for nobody, and be reported as "Task was
    destroyed but it is pending" when the stream is collected."""
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
                if version > after or (stream_id, version) == MISSED:
                    return True
    except TimeoutError:
        return False
    finally:
        await _cancelled(stop)


async def _cancelled(task: asyncio.Future[Any]) -> None:
    """Cancel a task unless it is done, and wait until it is."""
    if not task.done():
        task.cancel()
        await asyncio.wait({task})
