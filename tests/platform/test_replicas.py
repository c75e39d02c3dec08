"""Two replicas (two application services with their own caches over one store): a replica
whose cached game is behind never decides on the stale state."""

from __future__ import annotations

import msgspec
import pytest

from service.application import Tabletop
from service.catalog.memory import MemoryCatalog
from service.domain.kernel import IllegalMove
from service.store.base import VersionConflict
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers


async def replicas() -> tuple[Tabletop, Tabletop, str]:
    store = MemoryEventStore()
    catalog = MemoryCatalog(store)
    a = Tabletop(store, catalog, MemoryTimers())
    b = Tabletop(store, catalog, MemoryTimers())
    game = await a.create_game("clans", 2, None, "replicas", None)
    await a.take_seat(game.game_id, "A")
    await a.take_seat(game.game_id, "B")
    await b.summary(game.game_id)  # b caches the game at version 2
    return a, b, game.game_id


async def first_move(tabletop: Tabletop, game_id: str) -> tuple[int, bytes]:
    seat = (await tabletop.summary(game_id)).to_move[0]
    _, moves = await tabletop.legal_moves(game_id, seat)
    return seat, msgspec.json.encode(moves[0])


async def test_a_stale_replica_accepts_the_next_players_move() -> None:
    a, b, game_id = await replicas()
    seat, move = await first_move(a, game_id)
    await a.command(game_id, seat, move)
    seat, move = await first_move(a, game_id)
    result = await b.command(game_id, seat, move)  # b still thinks the other seat is to move
    assert result.version == 6


async def test_a_stale_replica_refuses_with_the_newest_states_code() -> None:
    a, b, game_id = await replicas()
    seat, move = await first_move(a, game_id)
    await a.command(game_id, seat, move)
    with pytest.raises(IllegalMove) as refused:
        await b.command(game_id, seat, move)  # legal on b's stale state, not any more
    assert refused.value.code == "not_your_turn"


async def test_a_stale_if_match_is_a_conflict_on_any_replica() -> None:
    a, b, game_id = await replicas()
    seat, move = await first_move(a, game_id)
    await a.command(game_id, seat, move)
    with pytest.raises(VersionConflict):
        await b.command(game_id, seat, move, expected_version=2)
