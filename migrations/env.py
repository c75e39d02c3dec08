"""Alembic environment: runs migrations against DATABASE_URL under an advisory lock.

Two migration runs (two pods' Jobs, or a Job and a developer) must never interleave DDL; the
session-level advisory lock makes the second wait until the first has finished, after which it
finds the schema at head and does nothing.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine, text

from service.settings import sqlalchemy_url

MIGRATION_LOCK = 7_467_221_001  # an arbitrary constant shared by every migration run

config = context.config


def run_migrations_online() -> None:
    url = config.attributes.get("url") or sqlalchemy_url()
    engine = create_engine(url, poolclass=None)
    with engine.connect() as connection:
        connection.execute(text("SELECT pg_advisory_lock(:k)"), {"k": MIGRATION_LOCK})
        connection.commit()
        try:
            context.configure(connection=connection, target_metadata=None)
            with context.begin_transaction():
                context.run_migrations()
            connection.commit()
        finally:
            connection.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": MIGRATION_LOCK})
            connection.commit()
    engine.dispose()


run_migrations_online()
