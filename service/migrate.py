"""Run Alembic migrations from code (CLI `migrate`, `serve` on the embedded database, tests).

The migration scripts live in the checkout's top-level `migrations/` and ship inside the
package as `service.migrations` (setup.py maps the folder), so an installed wheel or the
container image migrates without a checkout; the editable install finds them in the checkout.
From a checkout, plain `alembic` works too (`alembic.ini` at the root).
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine
from sqlalchemy.pool import NullPool

from service.settings import sqlalchemy_url

SCRIPTS = Path(str(resources.files("service.migrations")))


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    config.attributes["url"] = sqlalchemy_url(database_url)
    return config


def current(database_url: str) -> str | None:
    """The revision the database is at (None before the first migration)."""
    engine = create_engine(sqlalchemy_url(database_url), poolclass=NullPool)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()


def upgrade(database_url: str, revision: str = "head") -> tuple[str | None, str | None]:
    """Migrate to `revision`; returns the revisions before and after."""
    before = current(database_url)
    command.upgrade(alembic_config(database_url), revision)
    return before, current(database_url)


def downgrade(database_url: str, revision: str = "base") -> None:
    command.downgrade(alembic_config(database_url), revision)
