"""The live event stream (SSE): redacted copies, resume after Last-Event-ID, live follow."""

from __future__ import annotations

import asyncio
import json

import msgspec

from service.api.app import Services
from service.api.auth import Caller
from service.api.log import _follow


async def test_a_seat_follows_the_game_live_with_its_own_copies() -> None:
    services = Services.in_memory()
    tabletop = services.tabletop
    game = await tabletop.create_game("clans", 2, None, "live", None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.take_seat(game.game_id, "B")
    stream = _follow(tabletop, game.game_id, Caller(0, False), 0)
    # The opening `retry:` block, the two start events, then the summary where it opens.
    first = [await anext(stream) for _ in range(4)]
    assert first[0].retry is not None and first[3].event == "summary"
    dealt = json.loads(str(first[2].data))
    assert dealt["type"] == "clans.clans_dealt"
    assert dealt["clans"][0] is not None and dealt["clans"][1] is None
    pending = asyncio.ensure_future(anext(stream))
    await asyncio.sleep(0)
    seat = (await tabletop.summary(game.game_id)).to_move[0]
    _, moves = await tabletop.legal_moves(game.game_id, seat)
    await tabletop.command(game.game_id, seat, msgspec.json.encode(moves[0]))
    message = await asyncio.wait_for(pending, 5)
    assert message.id == "3"
    assert json.loads(str(message.data))["type"] == "clans.huts_moved"
    await stream.aclose()
