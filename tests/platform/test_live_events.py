"""The live event stream (SSE): redacted copies, resume after Last-Event-ID, live follow."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import msgspec
from litestar.response import ServerSentEventMessage

from service.api.app import Services
from service.api.auth import Caller
from service.api.log import _follow


async def next_event(stream: AsyncIterator[ServerSentEventMessage]) -> ServerSentEventMessage:
    """The stream's next game event: past the opening retry block and summary messages."""
    while True:
        message = await anext(stream)
        if message.data is not None and message.event != "summary":
            return message


async def test_a_seat_follows_the_game_live_with_its_own_copies() -> None:
    services = Services.in_memory()
    tabletop = services.tabletop
    game = await tabletop.create_game("clans", 2, None, "live", None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.take_seat(game.game_id, "B")
    stream = _follow(tabletop, game.game_id, Caller(0, False), 0)
    first = [await next_event(stream), await next_event(stream)]
    dealt = json.loads(str(first[1].data))
    assert dealt["type"] == "clans.clans_dealt"
    assert dealt["clans"][0] is not None and dealt["clans"][1] is None
    pending = asyncio.ensure_future(next_event(stream))
    await asyncio.sleep(0)
    seat = (await tabletop.summary(game.game_id)).to_move[0]
    _, moves = await tabletop.legal_moves(game.game_id, seat)
    await tabletop.command(game.game_id, seat, msgspec.json.encode(moves[0]))
    message = await asyncio.wait_for(pending, 5)
    assert message.id == "3"
    assert json.loads(str(message.data))["type"] == "clans.huts_moved"
    await stream.aclose()


async def test_a_move_made_while_the_stream_sends_is_sent_too_and_summed_up_after_it() -> None:
    # The stream sends from the cached game, which this process's commands move on while a
    # message waits to be taken: the events appended meanwhile must follow, not be skipped.
    tabletop = Services.in_memory().tabletop
    game = await tabletop.create_game("clans", 2, None, "race", None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.take_seat(game.game_id, "B")
    stream = _follow(tabletop, game.game_id, Caller(None, False), 0)
    first = await next_event(stream)  # the stream waits here with version 2 read, not sent
    assert first.id == "1"
    seat = (await tabletop.summary(game.game_id)).to_move[0]
    _, moves = await tabletop.legal_moves(game.game_id, seat)
    accepted = await tabletop.command(game.game_id, seat, msgspec.json.encode(moves[0]))
    sent: list[ServerSentEventMessage] = []
    while not sent or sent[-1].event != "summary" or sent[-1].id != str(accepted.version):
        message = await asyncio.wait_for(anext(stream), 5)
        if message.data is not None:
            sent.append(message)
    events = [int(str(m.id)) for m in sent if m.event != "summary"]
    assert events == list(range(2, accepted.version + 1))
    summaries = [json.loads(str(m.data)) for m in sent if m.event == "summary"]
    assert [s["version"] for s in summaries] == [accepted.version]
    await stream.aclose()


async def test_the_finishing_move_made_while_the_stream_sends_is_sent_before_it_closes() -> None:
    tabletop = Services.in_memory().tabletop

    async def started() -> str:
        game = await tabletop.create_game("clans", 2, None, "finish", None)
        await tabletop.take_seat(game.game_id, "A")
        await tabletop.take_seat(game.game_id, "B")
        return game.game_id

    async def move(game_id: str) -> int:
        seat = (await tabletop.summary(game_id)).to_move[0]
        _, moves = await tabletop.legal_moves(game_id, seat)
        return (await tabletop.command(game_id, seat, msgspec.json.encode(moves[0]))).version

    # The same seed and the same choices make the same game: the first one says how long it is.
    first, length = await started(), 0
    while (await tabletop.summary(first)).status != "finished":
        await move(first)
        length += 1
    game_id = await started()
    for _ in range(length - 1):
        await move(game_id)
    before = (await tabletop.summary(game_id)).version
    stream = _follow(tabletop, game_id, Caller(None, False), before)
    opening = [await anext(stream), await anext(stream)]  # the retry block, the summary
    assert opening[1].event == "summary"
    last = await move(game_id)  # the game ends while the stream waits to go on
    sent = [m async for m in stream if m.data is not None]
    assert [int(str(m.id)) for m in sent if m.event != "summary"] == list(
        range(before + 1, last + 1)
    )
    assert sent[-1].event == "summary"
    assert json.loads(str(sent[-1].data))["status"] == "finished"
