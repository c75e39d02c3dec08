"""What the lobby projector saved, handed to this process's lobby streams (GET /v1/games/stream).

The projector, on whichever process leads it, announces each save: the checkpoint it saved
and the games whose rows it wrote. With Postgres the announcement is a NOTIFY on
`LOBBY_CHANNEL` sent in the save's own transaction, so every process hears it after the rows
are readable; in memory the rows announce themselves at once. Each process then reads those
rows once, however many lobby streams it serves, and hands them to every stream.

Why this shape. Before, each lobby stream heard of every append (before the projector had
written its row), re-read the projection's checkpoint on every batch of such notes, then the
rows of every game noted in the last ten seconds: several reads per stream per batch of moves,
and a row written after the note was seen only on some later note. Now a row reaches the
streams one read after its save, and a process with no lobby stream reads nothing.

All of a process's lobby reads run in one task, one after the other, and each stream gets what
they found in the order they were read: a stream never sees a game's summary go back to an
older one (a read that began before a newer one always ends before it).
"""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Sequence
from typing import Protocol

import structlog

from service.projections.lobby import LobbyQuery, SummaryRow
from service.records import GameSummary
from service.store.base import EventStore
from service.store.outage import describe, is_outage

log = structlog.get_logger()

LOBBY_CHANNEL = "tabletop_lobby"
"""Where the projector announces its saves: `<checkpoint> <game id> <game id> …`, or
`<checkpoint> *` when every row may have changed (a rebuild switched over)."""
EVERY_ROW = "*"
PAYLOAD_BYTES = 7_900
"""A NOTIFY payload must stay under 8,000 bytes: a save of many games is announced in parts."""
SNAPSHOT = 50
"""How many of the newest games a stream starts with (and looks at again after a gap)."""
CHECK_SECONDS = 15.0
"""How often a process with lobby streams checks that it missed no save (it compares the
projection's checkpoint with the last one it heard of)."""
RETRY_SECONDS = 1.0
"""How long the feed waits after a failed read (an outage) before it looks again."""
BACKLOG = 1_000
"""Updates a stream may leave unread before they are replaced by one fresh look."""
ONLY_MISSED = ""
"""The store's notifications of this stream are its MISSED markers alone (no game's id is
empty): the listening connection was lost and announcements may be gone."""


class LiveLobby(LobbyQuery, Protocol):
    async def checkpoint(self) -> int: ...

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]: ...


def announcements(checkpoint: int, game_ids: Sequence[str] | None) -> list[str]:
    """The NOTIFY payloads announcing a save (None: every row may have changed), each within
    PAYLOAD_BYTES."""
    head = str(checkpoint)
    if game_ids is None:
        return [f"{head} {EVERY_ROW}"]
    payloads: list[str] = []
    part = head
    for game_id in game_ids:
        if len(part) + 1 + len(game_id.encode()) > PAYLOAD_BYTES and part != head:
            payloads.append(part)
            part = head
        part = f"{part} {game_id}"
    payloads.append(part)
    return payloads


def announced(payload: str) -> tuple[int, list[str] | None]:
    """(checkpoint, game ids or None for every row) from an announcement's payload."""
    head, *game_ids = payload.split(" ")
    if game_ids == [EVERY_ROW]:
        return int(head), None
    return int(head), game_ids


class Update:
    """Summaries one read found for a stream, with the checkpoint they are at least as new as."""

    __slots__ = ("checkpoint", "games")

    def __init__(self, checkpoint: int, games: Sequence[GameSummary]) -> None:
        self.checkpoint = checkpoint
        self.games = games


class Reader:
    """One lobby stream's place in the feed: its filters, the games it has shown (looked at
    again after a gap), the updates waiting for it, and the future its stream sleeps on."""

    def __init__(self, feed: LobbyFeed, status: str | None, game_type: str | None) -> None:
        self.feed = feed
        self.status = status
        self.game_type = game_type
        self.shown: Collection[str] = ()
        self.woken: asyncio.Future[bool] | None = None
        """Set while the stream sleeps: resolved (True) by the next update."""
        self._updates: list[Update] = []

    def deliver(self, update: Update) -> None:
        if len(self._updates) >= BACKLOG:  # a stream that does not keep up: one fresh look
            self._updates.clear()
            self.feed.look_again(self)
            return
        self._updates.append(update)
        if self.woken is not None and not self.woken.done():
            self.woken.set_result(True)

    def take(self) -> list[Update]:
        """The updates delivered since the last take, oldest first."""
        updates, self._updates = self._updates, []
        return updates

    def close(self) -> None:
        self.feed.leave(self)


class LobbyFeed:
    """This process's lobby streams, and the one task that reads the lobby for all of them."""

    def __init__(self, lobby: LiveLobby, store: EventStore) -> None:
        self.lobby = lobby
        self.store = store
        self.heard = 0
        """The newest checkpoint announced (saves of games in no stream still count)."""
        self._readers: set[Reader] = set()
        self._saved: dict[str, None] = {}  # games saved since the last read, in order
        self._saved_at = 0
        self._fresh: dict[Reader, None] = {}  # streams to look at afresh
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def join(self, status: str | None, game_type: str | None) -> Reader:
        """A new stream's reader; its first update is the newest games that match."""
        reader = Reader(self, status, game_type)
        self._readers.add(reader)
        self.look_again(reader)
        return reader

    def leave(self, reader: Reader) -> None:
        self._readers.discard(reader)
        self._fresh.pop(reader, None)
        if not self._readers:
            self._wake.set()  # the reading task ends now, not after its next check

    def saved(self, checkpoint: int, game_ids: Sequence[str] | None) -> None:
        """The projector saved these games' rows (None: any row may have changed)."""
        self.heard = max(self.heard, checkpoint)
        if not self._readers:
            return
        if game_ids is None:
            self.missed()
            return
        if game_ids:
            self._saved.update(dict.fromkeys(game_ids))
            self._saved_at = max(self._saved_at, checkpoint)
            self._start()

    def hear(self, _connection: object, _pid: int, _channel: str, payload: object) -> None:
        """A LISTEN callback for LOBBY_CHANNEL."""
        self.saved(*announced(str(payload)))

    def missed(self) -> None:
        """Announcements may have been lost: every stream looks afresh."""
        for reader in self._readers:
            self.look_again(reader)

    def look_again(self, reader: Reader) -> None:
        self._fresh[reader] = None
        self._start()

    def _start(self) -> None:
        self._wake.set()
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        """Read what the streams wait for, one read at a time, while there are streams."""
        lost = self.store.notifications(ONLY_MISSED)
        lost.forward(lambda _note: self.missed())
        try:
            while self._readers:
                self._wake.clear()
                try:
                    await self._next_read()
                except Exception as error:  # never let the lobby live die: log, look again
                    if is_outage(error):
                        log.warning("lobby_feed_failed", error=describe(error))
                    else:
                        log.exception("lobby_feed_failed")
                    self._fresh.update(dict.fromkeys(self._readers))
                    await asyncio.sleep(RETRY_SECONDS)
        finally:
            self._saved.clear()
            lost.close()

    async def _next_read(self) -> None:
        if self._fresh:
            reader = next(iter(self._fresh))
            del self._fresh[reader]
            await self._look(reader)
        elif self._saved:
            await self._load()
        else:
            try:
                async with asyncio.timeout(CHECK_SECONDS):
                    await self._wake.wait()
            except TimeoutError:
                if await self.lobby.checkpoint() > self.heard:
                    self.missed()

    async def _look(self, reader: Reader) -> None:
        """The newest games that match the reader's filters, and again those it has shown."""
        checkpoint = await self.lobby.checkpoint()
        self.heard = max(self.heard, checkpoint)
        newest, _ = await self.lobby.list(reader.status, reader.game_type, SNAPSHOT, None)
        games = list(reversed(newest))
        listed = {g.game_id for g in games}
        if again := [g for g in reader.shown if g not in listed]:
            games += [r.summary for r in (await self.lobby.load(again)).values()]
        if reader in self._readers:
            reader.deliver(Update(checkpoint, games))

    async def _load(self) -> None:
        game_ids, checkpoint = list(self._saved), self._saved_at
        self._saved.clear()
        rows = await self.lobby.load(game_ids)
        update = Update(checkpoint, [rows[g].summary for g in game_ids if g in rows])
        for reader in list(self._readers):
            reader.deliver(update)
