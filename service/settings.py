"""Configuration from the environment, read in one place."""

from __future__ import annotations

import os

import msgspec


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    database_url: str | None
    host: str
    port: int
    workers: int
    admin_token: str | None
    cors_origins: tuple[str, ...]
    log_format: str | None
    rate_limit_per_minute: int
    pool_size: int


def load() -> Settings:
    """Settings from TABLETOP_* and DATABASE_URL."""
    env = os.environ
    origins = tuple(o.strip() for o in env.get("TABLETOP_CORS_ORIGINS", "").split(",") if o.strip())
    return Settings(
        database_url=env.get("DATABASE_URL") or None,
        host=env.get("TABLETOP_HOST", "127.0.0.1"),
        port=int(env.get("TABLETOP_PORT", "8000")),
        workers=int(env.get("TABLETOP_WORKERS", "1")),
        admin_token=env.get("TABLETOP_ADMIN_TOKEN") or None,
        cors_origins=origins,
        log_format=env.get("TABLETOP_LOG_FORMAT") or None,
        rate_limit_per_minute=int(env.get("TABLETOP_RATE_LIMIT", "600")),
        pool_size=int(env.get("TABLETOP_POOL_SIZE", "10")),
    )


def sqlalchemy_url(url: str | None = None) -> str:
    """DATABASE_URL in the form SQLAlchemy (Alembic) wants: the psycopg 3 driver, and several
    hosts (`postgresql://u@h1:5432,h2:5432/db?target_session_attrs=read-write`, as libpq and
    asyncpg read them) moved into `host=` query parameters, SQLAlchemy's form for them."""
    raw = url or os.environ.get("DATABASE_URL")
    if not raw:
        raise RuntimeError("DATABASE_URL is not set")
    for prefix in ("postgresql://", "postgres://"):
        if raw.startswith(prefix):
            return "postgresql+psycopg://" + _hosts_as_parameters(raw[len(prefix) :])
    return raw


def _hosts_as_parameters(rest: str) -> str:
    netloc, _, tail = rest.partition("/")
    userinfo, at, hosts = netloc.rpartition("@")
    if "," not in hosts:
        return rest
    path, _, query = tail.partition("?")
    parameters = [f"host={host}" for host in hosts.split(",")] + ([query] if query else [])
    return f"{userinfo}{at}/{path}?{'&'.join(parameters)}"
