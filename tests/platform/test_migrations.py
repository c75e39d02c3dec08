"""Migrations run forward from an empty database, back to empty, and forward again."""

from __future__ import annotations

import asyncpg

from service import migrate

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
