"""Run Alembic migrations from code (CLI `migrate`, `serve` on the embedded database, tests).

The migration scripts ship inside the package (`service/migrations`), so an installed wheel or
the container image migrates without a checkout; there is no alembic.ini to find.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from service.settings import sqlalchemy_url

SCRIPTS = Path(__file__).resolve().parent / "migrations"


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    config.attributes["url"] = sqlalchemy_url(database_url)
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    command.upgrade(alembic_config(database_url), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    command.downgrade(alembic_config(database_url), revision)
