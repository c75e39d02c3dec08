"""Live fan-out: what a new command costs a game's event streams is paid once per game and
process, not once per open stream.

A thousand spectators follow one game: on every command each of their streams used to read
the game's tail to refresh it, read the new events again, decode them, redact them, encode
them and the summary. Here the first stream that needs a version does that work (one read,
one decode, one encoding per audience) while the others wait for it, and every stream then
only writes ready messages. A stream whose `after` is older than what is kept reads its events
itself, as every stream used to.

A game's streams in a process share one subscription to its notes, too: a note moves the
game's newest announced version on, and the game's catch-up and read of the new events run
once, in a task of their own, before the streams sleeping on the game are woken, all in one
step of the event loop. Each stream then finds the game and its messages ready, and only
writes; its own wait is one future, not a queue and two tasks.

What a message holds depends on who reads it, so ready messages are kept per audience: a seat
(its own secrets), a spectator, or everyone who sees the whole log (the operator, and anyone
once the game is over). Nothing ready is ever shared across audiences.

A sleeping stream's next messages are written to its connection directly (`ChunkWriter`, the
connection's `StreamWriter`), which relies on uvicorn's private protocol: coalescing.py says
why and how to remove it; without it (`stream_writer` answers None, as under a test client)
every stream's task is woken to write instead, the same bytes a little later.
"""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict
from typing import Any

import structlog
from litestar.response import ServerSentEventMessage

from service.api.auth import Caller
from service.api.followed import BUNDLES, WINDOW, FollowedGame
from service.api.stream_messages import (
    FULL,
    Audience,
    audience,
    event_message,
    summary_message,
    summed_up,
)
from service.application import Tabletop
from service.application.redaction import sees_everything, visible
from service.application.repository import GameRepository
from service.application.summaries import live_summary
from service.records import LoadedGame
from service.store.broadcast import MISSED
from service.store.outage import describe, is_outage

log = structlog.get_logger()

GAMES = 256
"""Games whose ready messages are kept (the least recently followed dropped first); a game's
are dropped anyway once its last stream in this process closes."""


class LiveLog:
    """The followed games of one `Tabletop` (one process), read through its repository (not
    the `Tabletop` itself, which the live log must not keep alive: see `live_log`)."""

    def __init__(self, games: GameRepository) -> None:
        self.games = games
        self._followed: OrderedDict[str, FollowedGame] = OrderedDict()
        self._generation = games.generation

    def followed(self, game_id: str) -> FollowedGame:
        if self._generation != self.games.generation:
            # The database server changed (Tabletop.forget): what is ready may be gone there.
            # Games with streams keep their subscription; what they held is dropped.
            self._generation = self.games.generation
            for known, followed in list(self._followed.items()):
                if followed.streams > 0:
                    followed.drop_held()
                else:
                    del self._followed[known]
        found = self._followed.get(game_id)
        if found is None:
            found = self._followed[game_id] = FollowedGame()
            if len(self._followed) > GAMES:
                self._evict()
        self._followed.move_to_end(game_id)
        return found

    def _evict(self) -> None:
        """Drop the least recently followed game that no stream follows any more."""
        for known, followed in self._followed.items():
            if followed.streams <= 0:
                del self._followed[known]
                return

    def opened(self, game_id: str) -> FollowedGame:
        """A stream of the game opened: the game's notes are followed from now on (before
        the stream reads anything, so whatever is appended after its read is announced)."""
        followed = self.followed(game_id)
        followed.streams += 1
        if followed.subscription is None:
            followed.subscription = self.games.store.notifications(game_id)
            followed.subscription.forward(lambda note: self._noted(game_id, followed, note))
        return followed

    def closed(self, game_id: str, followed: FollowedGame) -> None:
        """A stream of the game closed: with none left, the subscription and what is ready
        for it go."""
        followed.streams -= 1
        if followed.streams > 0:
            return
        if followed.subscription is not None:
            followed.subscription.close()
            followed.subscription = None
        if followed.preparing is not None:
            followed.preparing.cancel()
        if self._followed.get(game_id) is followed:
            del self._followed[game_id]

    def _noted(self, game_id: str, followed: FollowedGame, note: tuple[str, int]) -> None:
        if note == MISSED:
            followed.missed += 1
            followed.wake(taps=True)  # each stream asks the store (one shared catch-up)
            return
        if note[1] <= followed.noted:
            return
        followed.noted = note[1]
        if followed.preparing is None:
            followed.preparing = asyncio.ensure_future(self._prepare(game_id, followed))

    async def _prepare(self, game_id: str, followed: FollowedGame) -> None:
        """Catch the game up to its newest note and read its new events, once for all its
        streams; write them to the streams that have a tap, and wake the others: each finds
        both ready."""
        failed = True
        try:
            while True:
                noted = followed.noted
                game = await self.current(game_id, noted)
                if followed.positioned and followed.last < game.version:
                    async with followed.lock:
                        if followed.last < game.version:
                            recorded = await self.games.store.read_stream(
                                game_id, followed.last, game.version
                            )
                            followed.hold(self.games.decoded(game, recorded))
                self._write_ahead(followed, game)
                if followed.noted <= noted:
                    failed = False
                    return
        except Exception as error:
            # Each stream meets the same failure when it reads for itself, and ends or goes
            # on as it may; here it is only reported.
            if is_outage(error):
                log.info("live_read_ahead_failed", game_id=game_id, error=describe(error))
            else:
                log.exception("live_read_ahead_failed", game_id=game_id)
        finally:
            followed.preparing = None
            followed.wake(taps=failed)  # a tap that could not be written to was woken

    def _write_ahead(self, followed: FollowedGame, game: LoadedGame) -> None:
        """Write the new events (and summary) to each tapped stream that sleeps, through its
        connection's writer: its task stays asleep. A stream that cannot be written to so
        (its events not held, its connection behind or gone) is woken to write for itself;
        one whose game is over, to close."""
        upto = game.version
        over = game.status() == "finished"
        made: dict[tuple[int, int | None, bool], bytes | None] = {}
        for tap in list(followed.taps):
            if tap.after >= upto:
                continue
            key = (tap.after, tap.who.seat, tap.who.admin)
            if key in made:
                bundle = made[key]
            else:
                bundle = made[key] = self._held_bundle(
                    followed, game, tap.after, upto, tap.who, False
                )
            if bundle is None or (bundle and not tap.writer.write(bundle)):
                tap.wake()
                continue
            tap.after = upto
            if over:
                tap.wake()

    async def current(self, game_id: str, noted: int | None) -> LoadedGame:
        """The game at least at version `noted` (None: at the newest version the store has).

        The cached game is kept current by this process's commands and by catch-ups, so a
        note it already covers needs no read. Otherwise one catch-up runs at a time, and the
        streams that need one meanwhile share it: a stream subscribed to the game's notes
        before it asks, so anything appended after that read started is announced again."""
        followed = self.followed(game_id)
        while True:
            cached = self.games.cached(game_id)
            if noted is not None and cached is not None and cached.version >= noted:
                return cached
            flight = followed.refreshing
            if flight is None:
                flight = asyncio.ensure_future(self.games.fresh(game_id))
                followed.refreshing = flight
                flight.add_done_callback(lambda done: _landed(followed, done))
                return await asyncio.shield(flight)
            game = await asyncio.shield(flight)
            if noted is None or game.version >= noted:
                return game

    async def bundle(
        self, game: LoadedGame, after: int, upto: int, who: Caller, opening: bool
    ) -> bytes:
        """What a stream writes at once: the events after `after` up to `upto` as messages
        for `who`'s copy of them, then the summary of `upto` if one follows them
        (`summed_up`); made once for the streams woken together with the same copy."""
        followed = self.followed(game.record.game_id)
        ready = self._held_bundle(followed, game, after, upto, who, opening)
        if ready is not None:
            return ready
        messages = await self.messages(game, after, upto, who)
        # Asked after the read: the game may have moved on meanwhile.
        if summed_up(game, upto, after, opening):
            messages.append(self.summary(game))
        return b"".join(message.encode() for message in messages)

    def _held_bundle(
        self,
        followed: FollowedGame,
        game: LoadedGame,
        after: int,
        upto: int,
        who: Caller,
        opening: bool,
    ) -> bytes | None:
        """The bundle from what the game holds (made now if it is not ready yet), or None
        if the events are not held."""
        if not followed.positioned:
            followed.start_at(after)  # from here on, new events are read ahead of the streams
        copy = audience(game, who)
        summary = summed_up(game, upto, after, opening)
        key = (after, upto, copy, summary)
        ready = followed.bundles.get(key)
        if ready is None:
            if not followed.holds(after, upto):
                return None
            messages = self._held_messages(followed, game, after, upto, copy, who)
            if summary:
                messages.append(self.summary(game))
            ready = b"".join(message.encode() for message in messages)
            if len(followed.bundles) >= BUNDLES:
                followed.bundles.clear()
            followed.bundles[key] = ready
        return ready

    async def messages(
        self, game: LoadedGame, after: int, upto: int, who: Caller
    ) -> list[ServerSentEventMessage]:
        """The events after `after` up to `upto`, as messages for `who`'s copy of them."""
        game_id = game.record.game_id
        followed = self.followed(game_id)
        if not followed.positioned:
            followed.start_at(after)  # from here on, new events are read ahead of the streams
        if upto <= after:
            return []
        if not followed.holds(after, upto):
            async with followed.lock:  # the first stream reads; those woken with it wait
                if not followed.holds(after, upto):
                    if followed.last < followed.first or followed.last < after - WINDOW:
                        followed.start_at(after)  # nothing held yet, or nothing of use
                    if followed.first - 1 <= after:  # else a late stream: it reads alone
                        recorded = await self.games.store.read_stream(game_id, followed.last, upto)
                        followed.hold(self.games.decoded(game, recorded))
            if not followed.holds(after, upto):
                return await self._read(game, after, upto, who)
        return self._held_messages(followed, game, after, upto, audience(game, who), who)

    def _held_messages(
        self,
        followed: FollowedGame,
        game: LoadedGame,
        after: int,
        upto: int,
        copy: Audience,
        who: Caller,
    ) -> list[ServerSentEventMessage]:
        seat = who.seat if copy != FULL else None
        out: list[ServerSentEventMessage] = []
        for version in range(after + 1, upto + 1):
            ready = followed.messages.setdefault(version, {})
            if copy not in ready:
                entries = visible(game, [followed.events[version]], seat, copy == FULL)
                ready[copy] = event_message(entries[0]) if entries else None
            message = ready[copy]
            if message is not None:
                out.append(message)
        return out

    def summary(self, game: LoadedGame) -> ServerSentEventMessage:
        """The summary of the game as loaded (the same for every audience)."""
        followed = self.followed(game.record.game_id)
        ready = followed.summaries.get(game.version)
        if ready is None:
            ready = followed.summaries[game.version] = summary_message(live_summary(game))
            while len(followed.summaries) > WINDOW:
                del followed.summaries[next(iter(followed.summaries))]
        return ready

    async def _read(
        self, game: LoadedGame, after: int, upto: int, who: Caller
    ) -> list[ServerSentEventMessage]:
        """What every stream did before: its own read, decoding and encoding."""
        recorded = await self.games.store.read_stream(game.record.game_id, after, upto)
        logged = visible(
            game, self.games.decoded(game, recorded), who.seat, sees_everything(game, who.admin)
        )
        return [event_message(entry) for entry in logged]


def _landed(followed: FollowedGame, done: asyncio.Future[Any]) -> None:
    if followed.refreshing is done:
        followed.refreshing = None
    if not done.cancelled():
        done.exception()  # retrieved here: every stream that waited raises it itself


_live: weakref.WeakKeyDictionary[Tabletop, LiveLog] = weakref.WeakKeyDictionary()
"""Dropped with its `Tabletop` (tests make many): a `LiveLog` holds none."""


def live_log(tabletop: Tabletop) -> LiveLog:
    """The process's followed games of `tabletop`."""
    log = _live.get(tabletop)
    if log is None:
        log = _live[tabletop] = LiveLog(tabletop.games)
    return log
