"""The lobby live (`GET /v1/games/stream`): the lobby's games as Server-Sent Events, first as
they are (the newest page that matches the filters), then each game again whenever its lobby
summary changes (created, a seat taken, started, a move, finished).

It reads the lobby projection, so it shows what `GET /v1/games` shows. The rows come from this
process's lobby feed (service/projections/lobby_feed.py): the projector announces each save,
the feed reads the saved rows once for every stream of the process, and each stream sends the
games whose summaries changed and that its filters want."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, Sequence

import msgspec
from litestar.response import ServerSentEventMessage

from service.api import shutdown
from service.projections.lobby_feed import LobbyFeed, Reader, Update
from service.records import GameSummary

LOBBY_GAME = "game"
"""The `event:` of a lobby message: one game's lobby summary."""
KEEPALIVE_SECONDS = 15.0
RETRY_MS = 3000

Key = tuple[str, int, tuple[str | None, ...]]


def _key(game: GameSummary) -> Key:
    return game.status, game.version, tuple(s.name for s in game.seats)


def _message(game: GameSummary, checkpoint: int) -> ServerSentEventMessage:
    data = msgspec.json.encode(game).decode()
    return ServerSentEventMessage(data=data, event=LOBBY_GAME, id=str(checkpoint))


async def follow_lobby(
    feed: LobbyFeed, status: str | None, game_type: str | None
) -> AsyncGenerator[ServerSentEventMessage, None]:
    sent: dict[str, Key] = {}

    def wanted(game: GameSummary) -> bool:
        matches = status in (None, game.status) and game_type in (None, game.game_type)
        return matches or game.game_id in sent  # a game leaving the filter is shown leaving

    def changed(games: Sequence[GameSummary]) -> list[GameSummary]:
        fresh = [g for g in games if sent.get(g.game_id) != _key(g) and wanted(g)]
        sent.update((g.game_id, _key(g)) for g in fresh)
        return fresh

    reader = feed.join(status, game_type)
    reader.shown = sent.keys()
    try:
        yield ServerSentEventMessage(data=None, retry=RETRY_MS, comment="tabletop lobby")
        sent_at = time.monotonic()
        while True:
            # A keep-alive after KEEPALIVE_SECONDS without a message, even while updates
            # come that this stream's filters leave out: idle connections get cut by proxies.
            wait = KEEPALIVE_SECONDS - (time.monotonic() - sent_at)
            updates = await _next(reader, max(wait, 0.0))
            if updates is None:
                return  # the server is stopping; EventSource reconnects
            for update in updates:
                for game in changed(update.games):
                    sent_at = time.monotonic()
                    yield _message(game, update.checkpoint)
            if time.monotonic() - sent_at >= KEEPALIVE_SECONDS:
                sent_at = time.monotonic()
                yield ServerSentEventMessage(data=None, comment="keepalive")
    finally:
        reader.close()


async def _next(reader: Reader, seconds: float) -> list[Update] | None:
    """The reader's updates, once there are some or `seconds` have passed (none: a quiet
    spell); None when the server is stopping. The stream sleeps on one future: no task of its
    own, whatever woke it."""
    if updates := reader.take():
        return updates
    woken: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
    reader.woken = woken
    try:
        await shutdown.sleep(woken, seconds)
    finally:
        reader.woken = None
    if shutdown.stopping().is_set():
        return None
    return reader.take()
