"""The lobby projection: fed from the global log, checkpointed, rebuildable."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from service.api.app import Services
from service.projections.lobby import CheckpointMoved, LobbyProjector, SummaryRow, _created
from service.projections.lobby_rows import MemoryLobby, PostgresLobby
from service.projections.rebuild import rebuild
from service.projections.runner import catch_up
from service.store.leadership import Fence
from service.store.postgres import create_pool


async def play(services: Services, seed: str, moves: int) -> str:
    tabletop = services.tabletop
    game = await tabletop.create_game("clans", 2, None, seed, None)
    await tabletop.take_seat(game.game_id, "A")
    await tabletop.take_seat(game.game_id, "B")
    for _ in range(moves):
        summary = await tabletop.summary(game.game_id)
        if summary.status == "finished":
            break
        seat = summary.to_move[0]
        _, legal = await tabletop.legal_moves(game.game_id, seat)
        await tabletop.command(game.game_id, seat, msgspec.json.encode(legal[0]))
    return game.game_id


async def test_the_lobby_row_follows_the_game() -> None:
    services = Services.in_memory()
    game_id = await play(services, "p1", 3)
    lobby = MemoryLobby()
    projector = LobbyProjector(services.tabletop.store, lobby)
    assert await catch_up(projector) > 0
    games, _ = await lobby.list(None, None, 10, None)
    live = await services.tabletop.summary(game_id)
    assert games == [live]
    assert await catch_up(projector) == 0  # checkpointed: nothing new


async def test_a_projector_reads_no_stream_for_a_games_first_event_or_the_next() -> None:
    services = Services.in_memory()
    store = services.tabletop.store
    reads: list[str] = []
    read_stream = store.read_stream

    async def counted(stream_id: str, after: int, upto: int | None = None) -> Any:
        reads.append(stream_id)
        return await read_stream(stream_id, after, upto)

    store.read_stream = counted  # type: ignore[method-assign]
    lobby = MemoryLobby()
    projector = LobbyProjector(store, lobby)
    game_id = await play(services, "first-event", 3)
    reads.clear()  # the projector's reads only, from here
    await catch_up(projector)
    assert reads == []  # folded from its first event on, as the log went
    (row,), _ = await lobby.list(None, None, 10, None)
    assert row == await services.tabletop.summary(game_id)
    projector.forget()  # the state is no longer kept: the next event reads the game's log once
    summary = await services.tabletop.summary(game_id)
    seat = summary.to_move[0]
    _, legal = await services.tabletop.legal_moves(game_id, seat)
    await services.tabletop.command(game_id, seat, msgspec.json.encode(legal[0]))
    reads.clear()
    await catch_up(projector)
    assert reads == [game_id]
    (row,), _ = await lobby.list(None, None, 10, None)
    assert row == await services.tabletop.summary(game_id)


async def test_an_open_game_is_listed_with_its_free_seats() -> None:
    services = Services.in_memory()
    game = await services.tabletop.create_game("clans", 3, None, None, None)
    await services.tabletop.take_seat(game.game_id, "A")
    lobby = MemoryLobby()
    await catch_up(LobbyProjector(services.tabletop.store, lobby))
    (row,), _ = await lobby.list("open", "clans", 10, None)
    assert [s.name for s in row.seats] == ["A", None, None]


async def test_rebuilding_the_lobby_reproduces_every_row(database_url: str) -> None:
    services = await Services.postgres(database_url, 4)
    try:
        ids = [await play(services, f"r{n}", 4 + n) for n in range(3)]
        assert services.projector is not None
        pool = services.tabletop.store.pool  # type: ignore[attr-defined]
        last = await pool.fetchval("SELECT max(position) FROM events")
        # The log is readable up to the oldest open transaction of the whole cluster (another
        # session's, on a shared server): project until everything played here is in.
        for _ in range(600):
            await catch_up(services.projector)
            if await services.projector.rows.checkpoint() >= last:
                break
            await asyncio.sleep(0.1)
        lobby = PostgresLobby(pool)
        before = (await lobby.load(ids)).values()
        assert await rebuild(database_url) == 0
        after = (await lobby.load(ids)).values()
        assert sorted(r.summary.game_id for r in before) == sorted(ids)
        assert [r.summary for r in before] == [r.summary for r in after]
    finally:
        for close in services.closers:
            await close()


async def test_checkpoint_and_rows_are_saved_together(database_url: str) -> None:
    pool = await create_pool(database_url, 2)
    try:
        lobby = PostgresLobby(pool)
        before = await lobby.checkpoint()
        await lobby.save([], before + 1)
        assert await lobby.checkpoint() == before + 1
        await lobby.save([], before)
    finally:
        await pool.close()


async def test_a_batch_saved_after_a_switch_over_to_the_same_checkpoint_is_refused(
    database_url: str,
) -> None:
    pool = await create_pool(database_url, 2)
    try:
        live, rebuild = PostgresLobby(pool), PostgresLobby(pool)
        position = await live.checkpoint()
        await rebuild.checkpoint()
        await rebuild.save([], position)  # a switch-over to the very position `live` read
        with pytest.raises(CheckpointMoved):
            await live.save([], position + 10)
        assert await live.checkpoint() == position
        await live.save([], position)  # after reading it again, it may go on
    finally:
        await pool.close()


class SwitchedOnce(MemoryLobby):
    """A lobby whose first save finds that a rebuild moved the checkpoint to `moved_to`."""

    def __init__(self, moved_to: int) -> None:
        super().__init__()
        self.moved_to: int | None = moved_to

    async def save(
        self, rows: Sequence[SummaryRow], checkpoint: int, fence: Fence | None = None
    ) -> None:
        if self.moved_to is not None:
            self._checkpoint, self.moved_to = self.moved_to, None
            raise CheckpointMoved("lobby")
        await super().save(rows, checkpoint, fence)


async def test_catch_up_goes_on_from_the_checkpoint_a_rebuild_set() -> None:
    services = Services.in_memory()
    game_id = await play(services, "s1", 3)
    store = services.tabletop.store
    events = await store.read_all(0, 1000)
    lobby = SwitchedOnce(moved_to=events[0].position)  # the rebuild had seen the first event
    rebuilt = _created(events[0])
    await MemoryLobby.save(lobby, [rebuilt], 0)
    applied = await catch_up(LobbyProjector(store, lobby))
    assert applied == len(events) - 1
    assert await lobby.checkpoint() == events[-1].position
    (summary,), _ = await lobby.list(None, None, 10, None)
    assert summary == await services.tabletop.summary(game_id)


async def test_a_followed_catch_up_ends_on_a_short_batch_and_a_full_one_reads_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    services = Services.in_memory()
    await play(services, "short", 3)
    store = services.tabletop.store
    reads = 0
    read_all = store.read_all

    async def counted(after: int, limit: int) -> Sequence[object]:
        nonlocal reads
        reads += 1
        return await read_all(after, limit)

    monkeypatch.setattr(store, "read_all", counted)
    noted = LobbyProjector(store, MemoryLobby())
    assert await catch_up(noted, noted=True) > 0
    assert reads == 1  # fewer than BATCH events: what comes after is announced
    reads = 0
    assert await catch_up(LobbyProjector(store, MemoryLobby())) > 0
    assert reads == 2  # unannounced (a rebuild, a start): read until nothing is left
