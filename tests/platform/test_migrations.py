"""Migrations run forward from an empty database, back to empty, and forward again."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator

import asyncpg
import pytest

from service import migrate
from tests.conftest import _create_database, _drop_database, _with_database

TABLES = {
    "events",
    "streams",
    "games",
    "seats",
    "projection_checkpoints",
    "idempotency_records",
    "game_summaries",
    "timers",
    "stream_tickets",
    "player_ids",
}


async def tables(url: str) -> set[str]:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        return {r["tablename"] for r in rows}
    finally:
        await connection.close()


async def test_migrations_run_forward_from_empty_and_back(empty_database: str) -> None:
    assert not (await tables(empty_database)) & TABLES
    migrate.upgrade(empty_database)
    assert await tables(empty_database) >= TABLES
    migrate.upgrade(empty_database)  # at head: nothing to do
    migrate.downgrade(empty_database)
    assert not (await tables(empty_database)) & TABLES
    migrate.upgrade(empty_database)
    assert await tables(empty_database) >= TABLES


async def test_events_are_unique_per_stream_and_version(database_url: str) -> None:
    connection = await asyncpg.connect(database_url)
    try:
        constraints = await connection.fetch(
            "SELECT conname FROM pg_constraint WHERE conrelid = 'events'::regclass"
        )
        assert "events_stream_version_key" in {c["conname"] for c in constraints}
    finally:
        await connection.close()


@pytest.fixture
def database_of_its_own(server_url: str) -> Iterator[str]:
    name = "tabletop_test_" + secrets.token_hex(4)
    _create_database(server_url, name)
    try:
        yield _with_database(server_url, name)
    finally:
        _drop_database(server_url, name)


async def test_players_rated_before_public_ids_get_one_when_the_database_is_migrated(
    database_of_its_own: str,
) -> None:
    url = database_of_its_own
    migrate.upgrade(url, "0010_stream_ticket_cap")
    connection = await asyncpg.connect(url)
    try:
        for game_type in ("clans", "pow_wow"):
            await connection.execute(
                "INSERT INTO ratings (player_id, game_type, name, mu, sigma, ordinal, games,"
                " updated_at) VALUES ('auth0|ada', $1, 'Ada', 25, 8, 1, 1, now())",
                game_type,
            )
        migrate.upgrade(url)
        rows = await connection.fetch("SELECT sub, public_id FROM player_ids")
        assert [r["sub"] for r in rows] == ["auth0|ada"]  # one id per player, not per board
        assert re.fullmatch("p_[0-9a-f]{32}", rows[0]["public_id"])
    finally:
        await connection.close()
