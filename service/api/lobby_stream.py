"""The lobby live (`GET /v1/games/stream`): the lobby's games as Server-Sent Events, first as
they are (the newest page that matches the filters), then each game again whenever its lobby
summary changes (created, a seat taken, started, a move, finished).

It reads the lobby projection, so it shows what `GET /v1/games` shows. Changes travel as the
event store's notifications (every replica hears of every append: service/store/notifier.py);
a note names the game but arrives before the projector (on whichever replica leads it) has
written the row, so the stream looks at the noted games again whenever the projection's
checkpoint moves, for a few seconds after each note."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, Sequence
from typing import Protocol

import msgspec
from litestar.response import ServerSentEventMessage

from service.api import shutdown
from service.catalog.base import lobby_stream
from service.projections.lobby import LobbyQuery, SummaryRow
from service.records import GameSummary
from service.store.base import EventStore
from service.store.broadcast import MISSED, Subscription

LOBBY_GAME = "game"
"""The `event:` of a lobby message: one game's lobby summary."""
SNAPSHOT = 50
WATCH_SECONDS = 10.0
"""How long a noted game is looked at again while the projection catches up with it."""
LOOK_SECONDS = 0.2
KEEPALIVE_SECONDS = 15.0
RETRY_MS = 3000
LOBBY_PREFIX = lobby_stream("")
ALL = ""
"""Stands for every game shown so far (notifications may have been missed)."""


class LiveLobby(LobbyQuery, Protocol):
    async def checkpoint(self) -> int: ...

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]: ...


Key = tuple[str, int, tuple[str | None, ...]]


def _key(game: GameSummary) -> Key:
    return game.status, game.version, tuple(s.name for s in game.seats)


def _message(game: GameSummary, checkpoint: int) -> ServerSentEventMessage:
    data = msgspec.json.encode(game).decode()
    return ServerSentEventMessage(data=data, event=LOBBY_GAME, id=str(checkpoint))


async def follow_lobby(
    store: EventStore, lobby: LiveLobby, status: str | None, game_type: str | None
) -> AsyncGenerator[ServerSentEventMessage, None]:
    notes = store.notifications()
    sent: dict[str, Key] = {}
    watching: dict[str, float] = {}  # game id → until when (monotonic)

    def wanted(game: GameSummary) -> bool:
        matches = status in (None, game.status) and game_type in (None, game.game_type)
        return matches or game.game_id in sent  # a game leaving the filter is shown leaving

    def changed(games: Sequence[GameSummary]) -> list[GameSummary]:
        fresh = [g for g in games if sent.get(g.game_id) != _key(g) and wanted(g)]
        sent.update((g.game_id, _key(g)) for g in fresh)
        return fresh

    try:
        yield ServerSentEventMessage(data=None, retry=RETRY_MS, comment="tabletop lobby")
        looked_at = await lobby.checkpoint()
        games, _ = await lobby.list(status, game_type, SNAPSHOT, None)
        for game in changed(list(reversed(games))):
            yield _message(game, looked_at)
        # Games noted before the stream subscribed may reach the projection only now: the
        # first page is looked at again while the projection moves, for a few seconds.
        relist_until = time.monotonic() + WATCH_SECONDS
        quiet = time.monotonic()
        while True:
            now = time.monotonic()
            busy = watching or now < relist_until
            noted = await _notes(notes, LOOK_SECONDS if busy else KEEPALIVE_SECONDS)
            if noted is None:
                return  # the server is stopping; EventSource reconnects
            now = time.monotonic()
            for game_id in sent if ALL in noted else noted:
                watching[game_id] = now + WATCH_SECONDS
            watching = {g: until for g, until in watching.items() if until > now}
            checkpoint = await lobby.checkpoint()
            if checkpoint != looked_at or ALL in noted:
                looked_at = checkpoint
                found = [r.summary for r in (await lobby.load(list(watching))).values()]
                if now < relist_until:
                    found += reversed((await lobby.list(status, game_type, SNAPSHOT, None))[0])
                for game in changed(found):
                    quiet = now
                    yield _message(game, checkpoint)
            if now - quiet >= KEEPALIVE_SECONDS:
                quiet = now
                yield ServerSentEventMessage(data=None, comment="keepalive")
    finally:
        notes.close()


async def _notes(notes: Subscription, seconds: float) -> set[str] | None:
    """The games named by the notes that arrive within `seconds` (empty if none; `ALL` if
    notes may have been missed); None when the server is stopping."""
    stop = asyncio.ensure_future(shutdown.stopping().wait())
    note = asyncio.ensure_future(notes.queue.get())
    try:
        await asyncio.wait({note, stop}, timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
        if stop.done():
            return None
        found = [note.result()] if note.done() else []
        while not notes.queue.empty():
            found.append(notes.queue.get_nowait())
        return {ALL if n == MISSED else n[0].removeprefix(LOBBY_PREFIX) for n in found}
    finally:
        for task in (note, stop):
            if not task.done():
                task.cancel()
                await asyncio.wait({task})
