"""The notes that concern each signed-in player's stream (GET /v1/me/stream), sorted out once
per server process.

A player's stream needs to hear of two things: a move in one of the games it watches, and a
seat taken by its player in any game. Before, every stream followed every note of the process:
each move woke every open player stream, and each seat taken anywhere made each of them read
the game's seats from the catalog to see whether it was theirs. Here one subscription of the
process hands a game's note only to the streams that watch that game, and a seat's note is
looked up once (who holds the game's seats now) and handed only to the streams of the players
seated there. A stream still opening (reading its games) hears every note, as before: what it
will watch is not known yet.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Protocol

import structlog

from service.application import Tabletop
from service.catalog.base import lobby_stream
from service.store.broadcast import MISSED, Subscription
from service.store.outage import describe, is_outage

log = structlog.get_logger()

LOBBY_PREFIX = lobby_stream("")


class Listener(Protocol):
    """A player's stream, as the feed sees it."""

    sub: str

    def moved(self, stream_id: str | None) -> None:
        """This stream moved (None: notes may have been missed, look at everything)."""
        ...


class PlayerFeed:
    """This process's player streams, indexed by the games they watch and by their player."""

    def __init__(self, tabletop: Tabletop) -> None:
        self.tabletop = tabletop
        self._by_game: dict[str, set[Listener]] = {}
        self._by_player: dict[str, set[Listener]] = {}
        self._opening: set[Listener] = set()
        self._notes: Subscription | None = None
        self._seated: dict[str, None] = {}  # games whose seats moved, to look up in order
        self._looking: asyncio.Task[None] | None = None

    def join(self, listener: Listener) -> None:
        """A new stream: it hears every note until `opened`."""
        if self._notes is None:
            self._notes = self.tabletop.store.notifications()
            self._notes.forward(self._note)
        self._by_player.setdefault(listener.sub, set()).add(listener)
        self._opening.add(listener)

    def opened(self, listener: Listener) -> None:
        """The stream knows its games (`watch`ed): from now on it hears only of those."""
        self._opening.discard(listener)

    def watch(self, listener: Listener, game_id: str) -> None:
        self._by_game.setdefault(game_id, set()).add(listener)

    def unwatch(self, listener: Listener, game_id: str) -> None:
        _discard(self._by_game, game_id, listener)

    def leave(self, listener: Listener, games: list[str]) -> None:
        for game_id in games:
            self.unwatch(listener, game_id)
        _discard(self._by_player, listener.sub, listener)
        self._opening.discard(listener)
        if not self._by_player and self._notes is not None:
            self._notes.close()
            self._notes = None

    @property
    def listeners(self) -> int:
        """How many player streams are open (for tests)."""
        return sum(len(s) for s in self._by_player.values())

    def _note(self, note: tuple[str, int]) -> None:
        if note == MISSED:
            for listeners in list(self._by_player.values()):
                for listener in list(listeners):
                    listener.moved(None)
            return
        stream_id = note[0]
        for listener in list(self._opening):
            listener.moved(stream_id)
        if stream_id.startswith(LOBBY_PREFIX):
            self._seated[stream_id.removeprefix(LOBBY_PREFIX)] = None
            if self._looking is None or self._looking.done():
                self._looking = asyncio.get_running_loop().create_task(self._look_up_seats())
            return
        for listener in list(self._by_game.get(stream_id, ())):
            if listener not in self._opening:
                listener.moved(stream_id)

    async def _look_up_seats(self) -> None:
        """Tell the streams of the players now seated in each game whose seats moved."""
        while self._seated and self._by_player:
            game_id = next(iter(self._seated))
            del self._seated[game_id]
            try:
                seats = await self.tabletop.catalog.seats(game_id)
            except Exception as error:  # the stream's players look at everything instead
                if is_outage(error):
                    log.warning("player_feed_failed", error=describe(error))
                else:
                    log.exception("player_feed_failed")
                self._note(MISSED)
                continue
            for player in {s.player for s in seats if s.player is not None}:
                for listener in list(self._by_player.get(player, ())):
                    if listener not in self._opening:
                        listener.moved(lobby_stream(game_id))
        self._seated.clear()


def _discard(index: dict[str, set[Listener]], key: str, listener: Listener) -> None:
    listeners = index.get(key)
    if listeners is not None:
        listeners.discard(listener)
        if not listeners:
            del index[key]


_feeds: weakref.WeakKeyDictionary[Tabletop, PlayerFeed] = weakref.WeakKeyDictionary()
"""Dropped with its `Tabletop` (tests make many)."""


def player_feed(tabletop: Tabletop) -> PlayerFeed:
    """The process's player streams of `tabletop`."""
    feed = _feeds.get(tabletop)
    if feed is None:
        feed = _feeds[tabletop] = PlayerFeed(tabletop)
    return feed
