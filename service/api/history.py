"""A game's history as its event streams send it, in pages that the streams share.

A stream that opens far behind its game (a replay of a finished game, a reconnect after a long
absence) used to read, decode and encode everything it had missed at once and by itself: 300
such streams of one 6,575-event game held a server for 89 s, its health probe for 20 s. Here
the history goes out a page at a time (`PAGE` events, aligned on versions), each page read and
encoded once per audience and kept for the streams that follow (one read in flight per page:
the others wait for it), and between two pages a stream gives the event loop to everyone else.
Pages are bounded in bytes, the least recently used dropped first, and forgotten when the
database server changes (a failover may have lost the newest events)."""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict

from service.api.auth import Caller
from service.api.stream_messages import Audience, audience, event_message
from service.application import Tabletop
from service.application.redaction import sees_everything, visible
from service.application.repository import GameRepository
from service.records import LoadedGame

PAGE = 256
"""Events per page: a page is written in one piece, so it is also a stream's largest write."""
BUDGET = 32 * 1024 * 1024
"""Bytes of encoded pages kept per process."""

Key = tuple[str, int, Audience]
"""(game id, page number, whose copy)."""


def page_of(version: int) -> int:
    """The page holding `version` (1-based versions, pages from 0)."""
    return (version - 1) // PAGE


class HistoryPages:
    """The encoded pages of the games this process streams."""

    def __init__(self, games: GameRepository, budget: int = BUDGET) -> None:
        self.games = games
        self.budget = budget
        self.used = 0
        self._pages: OrderedDict[Key, bytes] = OrderedDict()
        self._flights: dict[Key, asyncio.Future[bytes]] = {}
        self._generation = games.generation

    async def after(
        self, game: LoadedGame, after: int, upto: int, who: Caller
    ) -> tuple[bytes, int]:
        """The messages of the events after `after` up to the end of its page (the whole page
        if `after` starts one, shared) or `upto`, as `who` sees them, and the version they
        end at. The game is loaded at least to `upto`."""
        index = page_of(after + 1)
        end = min((index + 1) * PAGE, upto)
        if after == index * PAGE and end == (index + 1) * PAGE:
            return await self._page(game, index, who), end
        return await self._made(game, after, end, who), end

    async def _page(self, game: LoadedGame, index: int, who: Caller) -> bytes:
        if self._generation != self.games.generation:
            self._generation = self.games.generation
            self._pages.clear()
            self.used = 0
        key = (game.record.game_id, index, audience(game, who))
        kept = self._pages.get(key)
        if kept is not None:
            self._pages.move_to_end(key)
            return kept
        flight = self._flights.get(key)
        if flight is not None:
            return await asyncio.shield(flight)
        flight = asyncio.get_running_loop().create_future()
        self._flights[key] = flight
        try:
            made = await self._made(game, index * PAGE, (index + 1) * PAGE, who)
        except BaseException as error:
            flight.set_exception(error)
            flight.exception()  # each waiting stream raises it itself
            raise
        finally:
            del self._flights[key]
        flight.set_result(made)
        self._keep(key, made)
        return made

    async def _made(self, game: LoadedGame, after: int, upto: int, who: Caller) -> bytes:
        recorded = await self.games.store.read_stream(game.record.game_id, after, upto)
        full = sees_everything(game, who.admin)
        logged = visible(game, self.games.decoded(game, recorded), who.seat, full)
        return b"".join(event_message(entry).encode() for entry in logged)

    def _keep(self, key: Key, made: bytes) -> None:
        if len(made) > self.budget:
            return
        self._pages[key] = made
        self.used += len(made)
        while self.used > self.budget:
            _, dropped = self._pages.popitem(last=False)
            self.used -= len(dropped)


_pages: weakref.WeakKeyDictionary[Tabletop, HistoryPages] = weakref.WeakKeyDictionary()


def history_pages(tabletop: Tabletop) -> HistoryPages:
    """The process's history pages of `tabletop`'s games."""
    pages = _pages.get(tabletop)
    if pages is None:
        pages = _pages[tabletop] = HistoryPages(tabletop.games)
    return pages
