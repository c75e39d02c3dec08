"""Where a game's rules revision is stored: its catalog row and its creation event. Rows and
events written before revisions existed have none, and their games are revision 1."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime

import asyncpg
import msgspec
import pytest

from service.application import Tabletop
from service.catalog.base import GAME_CREATED, lobby_stream
from service.catalog.memory import MemoryCatalog
from service.catalog.postgres import PostgresCatalog
from service.domain import registry
from service.projections.lobby import LobbyProjector
from service.projections.lobby_rows import MemoryLobby
from service.store.base import NewEvent, RecordedEvent
from service.store.memory import MemoryEventStore
from service.store.postgres import PostgresEventStore, create_pool
from service.timers import MemoryTimers, PostgresTimers
from tests.support import potato


@pytest.fixture(autouse=True)
def with_potato(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), potato.GAME))
    yield


async def test_the_creation_event_records_the_revision() -> None:
    store = MemoryEventStore()
    tabletop = Tabletop(store, MemoryCatalog(store), MemoryTimers())
    older = await tabletop.create_game("potato", 2, None, "e", None, rules_revision=1)
    current = await tabletop.create_game("potato", 2, None, "e", None)
    for game, revision in ((older, 1), (current, 2)):
        (created,) = await store.read_stream(lobby_stream(game.game_id))
        assert created.type == GAME_CREATED
        assert created.data["rules_revision"] == revision
        assert game.rules_revision == revision


async def test_a_creation_event_from_before_revisions_projects_as_revision_1() -> None:
    lobby = MemoryLobby()
    game_id = str(uuid.uuid4())
    legacy = RecordedEvent(
        position=1,
        stream_id=lobby_stream(game_id),
        version=1,
        type=GAME_CREATED,
        data={
            "game_id": game_id,
            "game_type": "potato",
            "players": 2,
            "options": {},
            "created_at": datetime.now(UTC).isoformat(),
        },
        metadata={},
        recorded_at=datetime.now(UTC),
    )
    await LobbyProjector(MemoryEventStore(), lobby).apply([legacy])
    (row,), _ = await lobby.list(None, None, 10, None)
    assert row.rules_revision == 1


async def test_a_catalog_row_from_before_revisions_is_a_revision_1_game(
    fresh_database: str,
) -> None:
    # A database of its own: the game is of the test-only type potato, whose timers and
    # events no server of the later tests hosts.
    database_url = fresh_database
    pool = await create_pool(database_url, 3)
    try:
        game_id = str(uuid.uuid4())
        # What the release before revisions wrote (no rules_revision anywhere).
        await pool.execute(
            "INSERT INTO games (game_id, game_type, players, options, seed, position, status,"
            " created_at) VALUES ($1, 'potato', 3, $2, 'old', NULL, 'open', now())",
            game_id,
            {"limit_ms": 3_600_000},
        )
        store = PostgresEventStore(pool, database_url)
        created = {
            "game_id": game_id,
            "game_type": "potato",
            "players": 3,
            "options": {},
            "created_at": datetime.now(UTC).isoformat(),
        }
        await store.append(lobby_stream(game_id), 0, [NewEvent(type=GAME_CREATED, data=created)])
        tabletop = Tabletop(store, PostgresCatalog(pool), PostgresTimers(pool))
        for name in ("A", "B", "C"):
            await tabletop.take_seat(game_id, name)
        summary = await tabletop.summary(game_id)
        assert summary.rules_revision == 1
        holder = summary.to_move[0]
        result = await tabletop.command(game_id, holder, msgspec.json.encode(potato.Pass()))
        assert result.events[0].event == potato.Passed(to=(holder + 1) % 3)  # revision 1
    finally:
        await pool.close()


async def test_the_catalog_refuses_a_revision_below_1(database_url: str) -> None:
    connection = await asyncpg.connect(database_url)
    try:
        with pytest.raises(asyncpg.CheckViolationError):
            await connection.execute(
                "INSERT INTO games (game_id, game_type, players, options, seed, rules_revision)"
                " VALUES ($1, 'potato', 2, '{}', 's', 0)",
                str(uuid.uuid4()),
            )
    finally:
        await connection.close()
