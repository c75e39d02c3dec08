"""The repository of folded games: a bounded LRU cache that a game leaves and comes back to
unchanged, caught up by reading only the missing tail."""

from __future__ import annotations

import msgspec
import pytest

from service.application import Tabletop
from service.application.repository import GameRepository
from service.catalog.memory import MemoryCatalog
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers
from tests.support.counting import CountingStore


def tabletop(cache_size: int, store: MemoryEventStore | None = None) -> Tabletop:
    store = store or MemoryEventStore()
    return Tabletop(store, MemoryCatalog(store), MemoryTimers(), cache_size=cache_size)


async def started(table: Tabletop, seed: str) -> str:
    game = await table.create_game("clans", 2, None, seed, None)
    for name in ("A", "B"):
        await table.take_seat(game.game_id, name)
    return game.game_id


async def test_the_cache_keeps_at_most_its_size_dropping_the_least_recently_used() -> None:
    table = tabletop(cache_size=2)
    first, second = await started(table, "one"), await started(table, "two")
    await table.summary(first)  # first is now the most recently used
    third = await started(table, "three")
    assert len(table.games) == 2
    assert first in table.games
    assert third in table.games
    assert second not in table.games


async def test_a_game_dropped_from_the_cache_reads_back_the_same() -> None:
    table = tabletop(cache_size=1)
    game_id = await started(table, "dropped")
    seat = (await table.summary(game_id)).to_move[0]
    _, moves = await table.legal_moves(game_id, seat)
    await table.command(game_id, seat, msgspec.json.encode(moves[0]))
    before = await table.summary(game_id), await table.view(game_id, 0, None)
    await started(table, "pushes it out")
    assert game_id not in table.games
    assert (await table.summary(game_id), await table.view(game_id, 0, None)) == before


async def test_a_game_dropped_from_the_cache_costs_one_read_of_its_stream_to_come_back() -> None:
    store = CountingStore()
    table = tabletop(cache_size=1, store=store)
    game_id = await started(table, "evicted")
    seat = (await table.summary(game_id)).to_move[0]
    _, moves = await table.legal_moves(game_id, seat)
    await table.command(game_id, seat, msgspec.json.encode(moves[0]))
    await started(table, "pushes it out")
    assert game_id not in table.games

    store.reads.clear()
    summary = await table.summary(game_id)  # a query brings it back
    assert store.reads[game_id] == 1
    assert summary.version == (await table.loaded(game_id)).version

    seat = summary.to_move[0]
    _, moves = await table.legal_moves(game_id, seat)
    await started(table, "pushes it out again")
    assert game_id not in table.games
    store.reads.clear()
    await table.command(game_id, seat, msgspec.json.encode(moves[0]))  # a command brings it back
    assert store.reads[game_id] == 1


async def test_another_process_appends_are_read_as_a_tail() -> None:
    store = MemoryEventStore()
    catalog = MemoryCatalog(store)
    a = Tabletop(store, catalog, MemoryTimers())
    b = Tabletop(store, catalog, MemoryTimers())
    game_id = await started(a, "tail")
    cached = await b.loaded(game_id)
    seat = (await a.summary(game_id)).to_move[0]
    _, moves = await a.legal_moves(game_id, seat)
    await a.command(game_id, seat, msgspec.json.encode(moves[0]))
    assert (await b.loaded(game_id)) is cached  # the same cached game, folded further
    assert cached.version == (await a.summary(game_id)).version


def test_a_cache_of_no_games_is_refused() -> None:
    store = MemoryEventStore()
    with pytest.raises(ValueError, match="at least one game"):
        GameRepository(store, MemoryCatalog(store), cache_size=0)
