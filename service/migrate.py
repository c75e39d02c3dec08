"""Run Alembic migrations from code (CLI `migrate`, `serve` on the embedded database, tests)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from service.settings import sqlalchemy_url

ROOT = Path(__file__).resolve().parent.parent


def alembic_config(database_url: str) -> Config:
    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "migrations"))
    config.attributes["url"] = sqlalchemy_url(database_url)
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    command.upgrade(alembic_config(database_url), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    command.downgrade(alembic_config(database_url), revision)
