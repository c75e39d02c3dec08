"""Live fan-out (service/api/fanout.py): many streams of one game cost one read of each new
command's events per process, and each stream still gets exactly its own copy of every event."""

from __future__ import annotations

import asyncio
import gc
import json
import weakref
from collections.abc import AsyncIterator

import msgspec
import pytest
from litestar.response import ServerSentEventMessage

from service.api import fanout, log, shutdown
from service.api.auth import Caller
from service.api.events_json import event_json
from service.api.log import Together, _follow
from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.store.broadcast import MISSED
from service.timers import MemoryTimers
from tests.support.counting import CountingStore


def table() -> tuple[Tabletop, CountingStore]:
    store = CountingStore()
    return Tabletop(store, MemoryCatalog(store), MemoryTimers()), store


async def started(tabletop: Tabletop, seed: str) -> str:
    """A Clans game: each seat is dealt a secret clan, which the others' copies leave out."""
    game = await tabletop.create_game("clans", 2, None, seed, None)
    for name in ("A", "B"):
        await tabletop.take_seat(game.game_id, name)
    return game.game_id


async def move(tabletop: Tabletop, game_id: str) -> int:
    seat = (await tabletop.summary(game_id)).to_move[0]
    _, moves = await tabletop.legal_moves(game_id, seat)
    return (await tabletop.command(game_id, seat, msgspec.json.encode(moves[0]))).version


async def until_summary(
    stream: AsyncIterator[ServerSentEventMessage], version: int
) -> list[ServerSentEventMessage]:
    """The stream's messages with data up to and with the summary of `version`."""
    sent: list[ServerSentEventMessage] = []
    while not sent or sent[-1].event != "summary" or sent[-1].id != str(version):
        message = await asyncio.wait_for(anext(stream), 5)
        if message.data is not None:
            sent.append(message)
    return sent


async def page(tabletop: Tabletop, game_id: str, who: Caller, after: int) -> list[str]:
    """The caller's copy of the log after `after`, read without the stream, as the stream
    encodes each event."""
    _, events = await tabletop.events(game_id, who.seat, after, 10_000, who.admin)
    return [msgspec.json.encode(event_json(e)).decode() for e in events]


def events_of(sent: list[ServerSentEventMessage]) -> list[str]:
    return [str(m.data) for m in sent if m.event != "summary"]


AUDIENCES = {
    "seat 0": Caller(0, False),
    "seat 1": Caller(1, False),
    "spectator": Caller(None, False),
    "operator": Caller(None, True),
}


async def test_many_streams_of_a_game_cost_one_read_of_each_new_command() -> None:
    tabletop, store = table()
    game_id = await started(tabletop, "fanout")
    callers = [Caller(None, False)] * 40 + list(AUDIENCES.values())
    streams = [_follow(tabletop, game_id, who, 0) for who in callers]
    version = (await tabletop.summary(game_id)).version
    await asyncio.gather(*(until_summary(s, version) for s in streams))
    for _ in range(3):
        version = await move(tabletop, game_id)  # its own reads (summary, legal moves) first
        reads = store.reads[game_id]
        sent = await asyncio.gather(*(until_summary(s, version) for s in streams))
        # One read of the command's events for all 44 streams, none to catch the game up
        # (this process's command did), where each stream used to read twice.
        assert store.reads[game_id] - reads == 1
        assert all(m[-1].event == "summary" and len(m) >= 2 for m in sent)
    for stream in streams:
        await stream.aclose()


async def test_a_seat_never_gets_another_seats_copy_from_what_is_ready() -> None:
    tabletop, _ = table()
    game_id = await started(tabletop, "secrets")
    for _ in range(3):
        await move(tabletop, game_id)
    version = (await tabletop.summary(game_id)).version
    # One audience after another: each finds what the ones before it made ready.
    copies: dict[str, list[str]] = {}
    for name in [*AUDIENCES, *reversed(AUDIENCES)]:
        stream = _follow(tabletop, game_id, AUDIENCES[name], 0)
        copies[name] = events_of(await until_summary(stream, version))
        await stream.aclose()
        assert copies[name] == await page(tabletop, game_id, AUDIENCES[name], 0)
    dealt = {
        name: next(json.loads(e) for e in copy if '"clans.clans_dealt"' in e)["clans"]
        for name, copy in copies.items()
    }
    assert dealt["seat 0"][0] is not None and dealt["seat 0"][1] is None
    assert dealt["seat 1"][0] is None and dealt["seat 1"][1] is not None
    assert dealt["spectator"] == [None, None]
    assert dealt["operator"] == [dealt["seat 0"][0], dealt["seat 1"][1]]
    # And while the game is played: the four follow it together, each with its own copy.
    streams = {name: _follow(tabletop, game_id, who, version) for name, who in AUDIENCES.items()}
    await asyncio.gather(*(until_summary(s, version) for s in streams.values()))
    last = await move(tabletop, game_id)
    live = await asyncio.gather(*(until_summary(s, last) for s in streams.values()))
    for name, sent in zip(streams, live, strict=True):
        assert events_of(sent) == await page(tabletop, game_id, AUDIENCES[name], version)
        await streams[name].aclose()


async def test_a_late_stream_gets_every_event_beyond_what_is_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(fanout, "WINDOW", 3)  # a long game, in short
    tabletop, _ = table()
    game_id = await started(tabletop, "late")
    version = (await tabletop.summary(game_id)).version
    early = _follow(tabletop, game_id, Caller(None, False), version)
    await until_summary(early, version)
    for _ in range(4):
        last = await move(tabletop, game_id)
        await until_summary(early, last)
    for who in AUDIENCES.values():
        late = _follow(tabletop, game_id, who, 0)
        sent = await until_summary(late, last)
        assert events_of(sent) == await page(tabletop, game_id, who, 0)
        assert [int(str(m.id)) for m in sent if m.event != "summary"] == list(range(1, last + 1))
        await late.aclose()
    await early.aclose()


async def test_what_is_ready_is_dropped_with_the_cached_games() -> None:
    tabletop, _ = table()
    game_id = await started(tabletop, "forget")
    version = (await tabletop.summary(game_id)).version
    stream = _follow(tabletop, game_id, Caller(None, False), 0)
    await until_summary(stream, version)
    assert fanout.live_log(tabletop).followed(game_id).events
    tabletop.forget()  # the database server changed: what was read may be gone there
    assert not fanout.live_log(tabletop).followed(game_id).events
    await stream.aclose()


async def test_what_is_ready_goes_with_the_last_stream_of_the_game() -> None:
    tabletop, _ = table()
    game_id = await started(tabletop, "last")
    version = (await tabletop.summary(game_id)).version
    streams = [_follow(tabletop, game_id, Caller(None, False), 0) for _ in range(2)]
    for stream in streams:
        await until_summary(stream, version)
    await streams[0].aclose()
    assert fanout.live_log(tabletop).followed(game_id).events  # one stream still follows
    await streams[1].aclose()
    assert not fanout.live_log(tabletop).followed(game_id).events


async def test_the_live_log_does_not_keep_its_tabletop_alive() -> None:
    tabletop, _ = table()
    game_id = await started(tabletop, "collected")
    stream = _follow(tabletop, game_id, Caller(None, False), 0)
    await until_summary(stream, (await tabletop.summary(game_id)).version)
    await stream.aclose()
    gone = weakref.ref(tabletop)
    del tabletop, stream
    gc.collect()
    assert gone() is None


async def test_written_together_the_stream_sends_the_same_bytes() -> None:
    tabletop, _ = table()
    game_id = await started(tabletop, "together")
    version = (await tabletop.summary(game_id)).version
    one_by_one = _follow(tabletop, game_id, Caller(0, False), 0)
    together = _follow(tabletop, game_id, Caller(0, False), 0, together=True)

    async def written(stream: AsyncIterator[ServerSentEventMessage], upto: int) -> bytes:
        sent = b""
        last = b""
        summary = b"id: %d\r\nevent: summary\r\n" % upto
        while not last.startswith(summary):
            message = await asyncio.wait_for(anext(stream), 5)
            if message.data is not None or isinstance(message, Together):
                sent += message.encode()
                last = sent.rstrip(b"\r\n").rsplit(b"\r\n\r\n", 1)[-1]
        return sent

    for _ in range(3):
        assert await written(together, version) == await written(one_by_one, version)
        version = await move(tabletop, game_id)
    await one_by_one.aclose()
    await together.aclose()


async def test_a_stopping_server_ends_the_streams_waiting_for_a_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(shutdown, "_STOPPING", shutdown._Stopping())  # this test's own
    tabletop, _ = table()
    game_id = await started(tabletop, "stop")
    streams = [_follow(tabletop, game_id, Caller(None, False), 0) for _ in range(3)]
    version = (await tabletop.summary(game_id)).version
    for stream in streams:
        await until_summary(stream, version)
    waiting = [asyncio.ensure_future(anext(stream, None)) for stream in streams]
    await asyncio.sleep(0.05)
    assert not any(w.done() for w in waiting)
    shutdown.request_stop()
    assert await asyncio.wait_for(asyncio.gather(*waiting), 5) == [None] * 3  # all ended
    assert not fanout.live_log(tabletop).followed(game_id).sleepers


async def test_a_quiet_game_gets_keepalives_and_then_its_next_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(log, "KEEPALIVE_SECONDS", 0.05)
    tabletop, _ = table()
    game_id = await started(tabletop, "quiet")
    stream = _follow(tabletop, game_id, Caller(None, False), 0, together=True)
    version = (await tabletop.summary(game_id)).version
    await anext(stream)  # the retry block
    assert b"event: summary" in (await anext(stream)).encode()
    assert (await asyncio.wait_for(anext(stream), 5)).comment == "keepalive"
    assert (await asyncio.wait_for(anext(stream), 5)).comment == "keepalive"
    waiting = asyncio.ensure_future(anext(stream))
    await asyncio.sleep(0)
    last = await move(tabletop, game_id)
    message = await asyncio.wait_for(waiting, 5)
    while message.comment == "keepalive":
        message = await asyncio.wait_for(anext(stream), 5)
    written = message.encode()
    assert (
        b"id: %d\r\n" % (version + 1) in written and b"id: %d\r\nevent: summary" % last in written
    )
    await stream.aclose()


async def test_notes_that_may_be_lost_make_every_stream_ask_the_store(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tabletop, store = table()
    game_id = await started(tabletop, "missed")
    version = (await tabletop.summary(game_id)).version
    streams = [_follow(tabletop, game_id, Caller(None, False), version) for _ in range(3)]
    for stream in streams:
        await until_summary(stream, version)
    # A move this process never hears of (as if another server made it and its note was
    # lost): the streams learn of it only when the notes are said to be lost.
    silenced = monkeypatch.context()
    with silenced as patch:
        patch.setattr(store._broadcast, "publish", lambda *note: None)
        last = await move(tabletop, game_id)
    waiting = [asyncio.ensure_future(until_summary(s, last)) for s in streams]
    await asyncio.sleep(0.05)
    assert not any(w.done() for w in waiting)
    store._broadcast.publish(*MISSED)
    sent = await asyncio.wait_for(asyncio.gather(*waiting), 5)
    expected = await page(tabletop, game_id, Caller(None, False), version)
    assert [events_of(s) for s in sent] == [expected] * 3
    for stream in streams:
        await stream.aclose()


class Writer:
    """A connection's writer (service/api/coalescing.py StreamWriter), recording each chunk
    into the stream's one record of what was sent."""

    def __init__(self, sent: list[bytes], accepts: bool) -> None:
        self.sent = sent
        self.accepts = accepts
        self.chunks = 0

    def write(self, body: bytes) -> bool:
        if self.accepts:
            self.sent.append(body)
            self.chunks += 1
        return self.accepts


async def sent_to_the_end(stream: AsyncIterator[ServerSentEventMessage], sent: list[bytes]) -> int:
    """Record what the stream's task writes until the stream closes; how many it wrote."""
    wrote = 0
    async for message in stream:
        if message.comment != "keepalive":
            sent.append(message.encode())
            wrote += 1
    return wrote


def parsed(sent: list[bytes]) -> tuple[list[bytes], list[int]]:
    """The event messages, and the versions of the summaries, of what a stream sent."""
    blocks = [b for b in b"".join(sent).split(b"\r\n\r\n") if b.startswith(b"id: ")]
    summaries = [int(b.split(b"\r\n")[0][4:]) for b in blocks if b"\r\nevent: summary" in b]
    return [b for b in blocks if b"\r\nevent: summary" not in b], summaries


@pytest.mark.parametrize("name", list(AUDIENCES))
@pytest.mark.parametrize("accepts", [True, False], ids=["written to", "declines"])
async def test_a_stream_with_a_tap_sends_what_one_without_sends_to_the_end(
    accepts: bool, name: str
) -> None:
    tabletop, _ = table()
    game_id = await started(tabletop, "tap")
    tapped: list[bytes] = []
    plain: list[bytes] = []
    writer = Writer(tapped, accepts)
    who = AUDIENCES[name]
    tasks = [
        asyncio.ensure_future(sent_to_the_end(stream, sink))
        for stream, sink in (
            (_follow(tabletop, game_id, who, 0, together=True, writer=writer), tapped),
            (_follow(tabletop, game_id, who, 0, together=True), plain),
        )
    ]
    await asyncio.sleep(0.01)
    moves = 0
    while (await tabletop.summary(game_id)).status != "finished":
        await move(tabletop, game_id)
        moves += 1
        if moves % 2:
            await asyncio.sleep(0)  # the streams keep up with some commands, not others
    by_task, _ = await asyncio.wait_for(asyncio.gather(*tasks), 10)  # both closed at the end
    final = (await tabletop.summary(game_id)).version
    events, summaries = parsed(tapped)
    assert (events, summaries[-1]) == (parsed(plain)[0], final)
    assert summaries == sorted(set(summaries))
    assert [int(b.split(b"\r\n")[0][4:]) for b in events] == list(range(1, final + 1))
    if accepts:
        assert writer.chunks > moves // 2 and by_task <= 3  # the opening, and the rest only
    else:
        assert writer.chunks == 0
