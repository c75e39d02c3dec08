"""The lobby projection: fed from the global log, checkpointed, rebuildable."""

from __future__ import annotations

import msgspec

from service.api.app import Services
from service.projections.lobby import LobbyProjector
from service.projections.lobby_rows import MemoryLobby, PostgresLobby
from service.projections.rebuild import rebuild
from service.projections.runner import catch_up
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
        await catch_up(services.projector)
        lobby = PostgresLobby(services.tabletop.store.pool)  # type: ignore[attr-defined]
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
