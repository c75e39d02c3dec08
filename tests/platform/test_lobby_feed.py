"""The lobby feed: the projector's saves read once per process for all its lobby streams, in
order, with a fresh look whenever an announcement may have been lost."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

from service.api import lobby_stream
from service.api.lobby_stream import follow_lobby
from service.projections import lobby_feed
from service.projections.lobby import SummaryRow
from service.projections.lobby_feed import (
    PAYLOAD_BYTES,
    LobbyFeed,
    Reader,
    Update,
    announced,
    announcements,
)
from service.projections.lobby_rows import MemoryLobby
from service.records import GameSummary, SeatInfo
from service.store.broadcast import MISSED
from service.store.memory import MemoryEventStore
from tests.support.keepalive import comments_until_keepalive

START = datetime(2026, 12, 4, tzinfo=UTC)


def row(game_id: str, version: int = 0, age: int = 0) -> SummaryRow:
    summary = GameSummary(
        game_id=game_id,
        game_type="clans",
        rules_revision=1,
        status="open" if version == 0 else "active",
        players=2,
        seats=[SeatInfo(seat=0), SeatInfo(seat=1)],
        version=version,
        to_move=[],
        outcome=None,
        options={},
        created_at=START - timedelta(seconds=age),
        setup="seed",
        seed_commitment=None,
    )
    return SummaryRow(summary=summary, updated_at=START)


class CountedLobby(MemoryLobby):
    """A memory lobby that counts its reads, sees whether two ever overlap, and can fail."""

    def __init__(self) -> None:
        super().__init__()
        self.loads: list[list[str]] = []
        self.lists = 0
        self.reading = 0
        self.overlapped = False
        self.fail_next = False

    async def _read(self) -> None:
        self.reading += 1
        self.overlapped |= self.reading > 1
        try:
            await asyncio.sleep(0)  # let anything else that would read run meanwhile
            if self.fail_next:
                self.fail_next = False
                raise ConnectionResetError("the database went away")
        finally:
            self.reading -= 1

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]:
        await self._read()
        self.loads.append(list(game_ids))
        return await super().load(game_ids)

    async def list(
        self,
        status: str | None,
        game_type: str | None,
        limit: int,
        cursor: str | None,
        setup: str | None = None,
    ) -> tuple[list[GameSummary], str | None]:
        await self._read()
        self.lists += 1
        return await super().list(status, game_type, limit, cursor, setup)


def fed() -> tuple[CountedLobby, LobbyFeed]:
    lobby = CountedLobby()
    feed = LobbyFeed(lobby, MemoryEventStore())
    lobby.announce = feed.saved
    return lobby, feed


async def updates(reader: Reader, n: int = 1) -> list[Update]:
    """The reader's next `n` updates (waiting as a stream would)."""
    got: list[Update] = []
    async with asyncio.timeout(10):
        while len(got) < n:
            got += reader.take()
            if len(got) < n:
                reader.woken = asyncio.get_running_loop().create_future()
                await reader.woken
                reader.woken = None
    return got


def ids(update: Update) -> list[str]:
    return [g.game_id for g in update.games]


async def test_a_stream_starts_with_the_newest_games_oldest_first() -> None:
    lobby, feed = fed()
    await lobby.save([row("old", age=2), row("new", age=1)], 5)
    reader = feed.join(None, "clans")
    (first,) = await updates(reader)
    assert (first.checkpoint, ids(first)) == (5, ["old", "new"])
    reader.close()


async def test_a_save_is_read_once_for_every_stream_of_the_process() -> None:
    lobby, feed = fed()
    readers = [feed.join(None, None) for _ in range(3)]
    for reader in readers:
        await updates(reader)  # its first look
    lobby.loads.clear()
    await lobby.save([row("a", 1), row("b", 1)], 9)
    for reader in readers:
        (update,) = await updates(reader)
        assert (update.checkpoint, ids(update), [g.version for g in update.games]) == (
            9,
            ["a", "b"],
            [1, 1],
        )
    assert lobby.loads == [["a", "b"]]
    for reader in readers:
        reader.close()


async def test_saves_that_come_together_are_read_together_and_in_order() -> None:
    lobby, feed = fed()
    reader = feed.join(None, None)
    await updates(reader)
    lobby.loads.clear()
    await lobby.save([row("a", 1)], 2)
    await lobby.save([row("b", 1), row("a", 2)], 3)
    (update,) = await updates(reader)
    assert (update.checkpoint, ids(update), [g.version for g in update.games]) == (
        3,
        ["a", "b"],
        [2, 1],
    )
    assert lobby.loads == [["a", "b"]]
    reader.close()


async def test_reads_for_many_streams_never_overlap() -> None:
    lobby, feed = fed()
    readers = []
    for n in range(20):
        readers.append(feed.join(None, None))
        await lobby.save([row(f"g{n}", 1)], n + 1)
    for reader in readers:
        await updates(reader)
    await asyncio.sleep(0.05)
    assert lobby.lists == 20 and lobby.loads and not lobby.overlapped
    for reader in readers:
        reader.close()


async def test_a_process_without_lobby_streams_reads_nothing() -> None:
    lobby, feed = fed()
    await lobby.save([row("a", 1)], 4)
    await asyncio.sleep(0.01)
    assert (lobby.loads, lobby.lists, feed.heard) == ([], 0, 4)


async def test_missed_announcements_make_each_stream_look_again_at_what_it_showed() -> None:
    lobby, feed = fed()
    lobby.announce = None  # saves nobody hears of
    await lobby.save(
        [row("shown-long-ago", 3, age=100)] + [row(f"n{i}", age=i) for i in range(50)], 7
    )
    reader = feed.join(None, None)
    (first,) = await updates(reader)
    assert "shown-long-ago" not in ids(first)  # beyond the first page
    reader.shown = {"shown-long-ago"}
    await lobby.save([row("shown-long-ago", 4, age=100)], 8)
    feed.missed()
    (again,) = await updates(reader)
    assert again.checkpoint == 8
    assert [g.version for g in again.games if g.game_id == "shown-long-ago"] == [4]
    reader.close()


async def test_a_lost_listening_connection_makes_the_streams_look_again() -> None:
    store = MemoryEventStore()
    lobby = CountedLobby()
    feed = LobbyFeed(lobby, store)
    reader = feed.join(None, None)
    await updates(reader)
    await lobby.save([row("a", 1)], 2)  # announced by nobody: the connection was down
    store._broadcast.publish(*MISSED)  # what the store publishes when it listens again
    (again,) = await updates(reader)
    assert (again.checkpoint, ids(again)) == (2, ["a"])
    reader.close()


async def test_a_rebuild_announced_as_every_row_makes_the_streams_look_again() -> None:
    lobby, feed = fed()
    reader = feed.join(None, None)
    await updates(reader)
    lobby.announce = None
    await lobby.save([row("rebuilt", 2)], 11)
    feed.hear(None, 0, lobby_feed.LOBBY_CHANNEL, "11 *")
    (again,) = await updates(reader)
    assert (again.checkpoint, ids(again)) == (11, ["rebuilt"])
    reader.close()


async def test_a_checkpoint_ahead_of_every_announcement_makes_the_streams_look_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(lobby_feed, "CHECK_SECONDS", 0.01)
    lobby, feed = fed()
    reader = feed.join(None, None)
    await updates(reader)
    lobby.announce = None  # the NOTIFY was lost on the way
    await lobby.save([row("unheard", 1)], 3)
    (again,) = await updates(reader)
    assert (again.checkpoint, ids(again)) == (3, ["unheard"])
    reader.close()


async def test_a_stream_that_falls_behind_gets_one_fresh_look_instead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(lobby_feed, "BACKLOG", 2)
    lobby, feed = fed()
    reader = feed.join(None, None)
    await updates(reader)
    lobby.announce = None
    await lobby.save([row("a", 3)], 3)
    for n in range(1, 4):  # three updates that the stream does not take
        reader.deliver(Update(n, [row("a", n).summary]))
    (look,) = await updates(reader)
    assert (look.checkpoint, [g.version for g in look.games]) == (3, [3])
    reader.close()


async def test_a_failed_read_is_logged_and_the_streams_look_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(lobby_feed, "RETRY_SECONDS", 0.01)
    lobby, feed = fed()
    reader = feed.join(None, None)
    await updates(reader)
    lobby.fail_next = True
    await lobby.save([row("a", 1)], 2)
    (look,) = await updates(reader)
    assert (look.checkpoint, ids(look)) == (2, ["a"])
    assert "lobby_feed_failed" in capsys.readouterr().out
    reader.close()


async def test_the_reading_task_ends_with_the_last_stream() -> None:
    _, feed = fed()
    reader = feed.join(None, None)
    await updates(reader)
    task = feed._task
    assert task is not None and not task.done()
    reader.close()
    async with asyncio.timeout(5):
        await task


def test_announcements_fit_a_notify_payload_and_read_back() -> None:
    games = [str(uuid.UUID(int=n)) for n in range(700)]
    payloads = announcements(123, games)
    assert len(payloads) > 1
    assert all(len(p.encode()) <= PAYLOAD_BYTES for p in payloads)
    read = [announced(p) for p in payloads]
    assert {checkpoint for checkpoint, _ in read} == {123}
    assert [g for _, part in read for g in part or []] == games
    assert [announced(p) for p in announcements(5, [])] == [(5, [])]
    assert [announced(p) for p in announcements(6, None)] == [(6, None)]


async def test_a_lobby_stream_keeps_alive_while_updates_it_filters_out_come(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(lobby_stream, "KEEPALIVE_SECONDS", 0.3)
    lobby, feed = fed()
    stream = follow_lobby(feed, None, "pow_wow")

    async def moves() -> None:
        for n in range(1, 1000):  # clans games move all along: nothing for this stream
            await lobby.save([row("clans-game", n)], n)
            await asyncio.sleep(0.02)

    comments = await comments_until_keepalive(stream, moves())
    assert comments == ["tabletop lobby", "keepalive"]
