"""Live fan-out: what a new command costs a game's event streams is paid once per game and
process, not once per open stream.

A thousand spectators follow one game: on every command each of their streams used to read
the game's tail to refresh it, read the new events again, decode them, redact them, encode
them and the summary. Here the first stream that needs a version does that work (one read,
one decode, one encoding per audience) while the others wait for it, and every stream then
only writes ready messages. A stream whose `after` is older than what is kept reads its events
itself, as every stream used to.

What a message holds depends on who reads it, so ready messages are kept per audience: a seat
(its own secrets), a spectator, or everyone who sees the whole log (the operator, and anyone
once the game is over). Nothing ready is ever shared across audiences.
"""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict
from typing import Any

import msgspec
from litestar.response import ServerSentEventMessage

from service.api.auth import Caller
from service.api.events_json import event_json
from service.application import Tabletop
from service.application.redaction import sees_everything, visible
from service.application.repository import GameRepository
from service.application.summaries import live_summary
from service.records import LiveSummary, LoadedGame, LoggedEvent

WINDOW = 256
"""The newest versions of a game kept decoded and ready: far more than one command appends,
so every stream that keeps up finds its next events here."""
GAMES = 256
"""Games whose ready messages are kept (the least recently followed dropped first); a game's
are dropped anyway once its last stream in this process closes."""
FULL = "full"
"""The audience that sees every event as is (the operator; anyone once the game is over)."""
SPECTATOR = "spectator"
SUMMARY = "summary"
"""The `event:` of a summary message (no game event's type is without a namespace)."""

Audience = int | str
"""A seat's number, SPECTATOR or FULL."""


class ReadyMessage(ServerSentEventMessage):
    """A message encoded once, however many streams write it."""

    _encoded: bytes | None = None

    def encode(self) -> bytes:
        if self._encoded is None:
            self._encoded = super().encode()
        return self._encoded


def event_message(logged: LoggedEvent) -> ReadyMessage:
    return ReadyMessage(
        data=msgspec.json.encode(event_json(logged)).decode(),
        event=str(msgspec.to_builtins(logged.event)["type"]),
        id=str(logged.version),
    )


def summary_message(summary: LiveSummary) -> ReadyMessage:
    return ReadyMessage(
        data=msgspec.json.encode(summary).decode(), event=SUMMARY, id=str(summary.version)
    )


def audience(game: LoadedGame, who: Caller) -> Audience:
    """Whose copy of the game's events `who` gets, with the game as loaded."""
    if sees_everything(game, who.admin):
        return FULL
    return SPECTATOR if who.seat is None else who.seat


class FollowedGame:
    """One game's newest events, decoded once, and its ready messages per audience.

    The events held are the versions `first`..`last` with none missing (`last < first`:
    none yet)."""

    def __init__(self) -> None:
        self.streams = 0
        """How many streams of this process follow the game."""
        self.lock = asyncio.Lock()
        """Held while the events are read: the streams woken with it wait, then find them."""
        self.refreshing: asyncio.Future[LoadedGame] | None = None
        """The catch-up from the store in flight, which streams that need one join."""
        self.first = 1
        self.last = 0
        self.events: dict[int, LoggedEvent] = {}
        self.messages: dict[int, dict[Audience, ReadyMessage | None]] = {}
        self.summaries: dict[int, ReadyMessage] = {}

    def start_at(self, after: int) -> None:
        """Hold the events after `after` from now on (and none of those held so far)."""
        self.first, self.last = after + 1, after
        self.events.clear()
        self.messages.clear()

    def hold(self, logged: list[LoggedEvent]) -> None:
        for entry in logged:
            if entry.version != self.last + 1:
                continue  # only ever extend the run of versions held, never leave a gap
            self.events[entry.version] = entry
            self.last = entry.version
        while self.last - self.first + 1 > WINDOW:
            self.events.pop(self.first, None)
            self.messages.pop(self.first, None)
            self.first += 1

    def holds(self, after: int, upto: int) -> bool:
        return self.first - 1 <= after and upto <= self.last


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
            self._followed.clear()
            self._generation = self.games.generation
        followed = self._followed.get(game_id)
        if followed is None:
            followed = self._followed[game_id] = FollowedGame()
            while len(self._followed) > GAMES:
                self._followed.popitem(last=False)
        self._followed.move_to_end(game_id)
        return followed

    def opened(self, game_id: str) -> None:
        self.followed(game_id).streams += 1

    def closed(self, game_id: str) -> None:
        """A stream of the game closed: with none left, what is ready for it goes."""
        followed = self._followed.get(game_id)
        if followed is not None:
            followed.streams -= 1
            if followed.streams <= 0:
                del self._followed[game_id]

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

    async def messages(
        self, game: LoadedGame, after: int, upto: int, who: Caller
    ) -> list[ServerSentEventMessage]:
        """The events after `after` up to `upto`, as messages for `who`'s copy of them."""
        if upto <= after:
            return []
        game_id = game.record.game_id
        followed = self.followed(game_id)
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
        copy = audience(game, who)
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
