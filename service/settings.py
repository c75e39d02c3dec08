"""Configuration from the environment, read in one place."""

from __future__ import annotations

import ipaddress
import os
import re
from collections.abc import Mapping
from datetime import timedelta
from typing import TypedDict

import msgspec

DEFAULT_IDEMPOTENCY_RETENTION = timedelta(hours=24)

_DURATION = re.compile(r"([0-9]+)\s*([smhd]?)")
_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


class SettingsError(ValueError):
    """A setting from the environment that cannot be used; the message names it. The
    commands report it in one line and stop (exit status 2), without a traceback."""


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
    idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION
    """How long an Idempotency-Key deduplicates retries; expired keys are deleted."""
    trusted_proxies: tuple[str, ...] = ()
    """Networks (CIDR) whose X-Forwarded-For names the client; empty: trust no proxy."""
    game_cache: int = 10_000
    """How many folded games each worker keeps in memory (least recently used dropped)."""
    snapshot_cache_mb: int = 64
    """MiB of past folded states each worker keeps for time travel (`?at=N`, replays)."""
    bot_delay: timedelta = timedelta(0)
    """How long a server bot waits before it moves (TABLETOP_BOT_DELAY_MS), so that humans
    watching can follow; none unless set (tests)."""
    oidc: OidcSettings | None = None
    """Sign-in by OpenID Connect (docs/players.md); None: the feature is off."""
    ticket_ttl: timedelta = timedelta(minutes=10)
    """How long a matchmaking ticket waits before it expires."""
    background: bool = True
    """Whether `serve` runs the background loops (projector, scheduler, notifier, matchmaking,
    key expiry) in each worker process (TABLETOP_BACKGROUND=on), or leaves them to a
    `tabletop worker` process (off)."""
    worker_port: int = 8001
    """Where `tabletop worker` answers its health probes and /metrics."""


class OidcSettings(msgspec.Struct, frozen=True, kw_only=True):
    issuer: str
    audience: str
    jwks_url: str


def load() -> Settings:
    """Settings from TABLETOP_* and DATABASE_URL."""
    env = os.environ
    origins = tuple(o.strip() for o in env.get("TABLETOP_CORS_ORIGINS", "").split(",") if o.strip())
    return Settings(
        database_url=env.get("DATABASE_URL") or None,
        host=env.get("TABLETOP_HOST", "127.0.0.1"),
        port=positive("TABLETOP_PORT", env.get("TABLETOP_PORT", "8000")),
        workers=positive("TABLETOP_WORKERS", env.get("TABLETOP_WORKERS", "1")),
        admin_token=env.get("TABLETOP_ADMIN_TOKEN") or None,
        cors_origins=origins,
        log_format=env.get("TABLETOP_LOG_FORMAT") or None,
        rate_limit_per_minute=positive(
            "TABLETOP_RATE_LIMIT", env.get("TABLETOP_RATE_LIMIT", "600")
        ),
        pool_size=positive("TABLETOP_POOL_SIZE", env.get("TABLETOP_POOL_SIZE", "10")),
        idempotency_retention=duration(
            "TABLETOP_IDEMPOTENCY_RETENTION", env.get("TABLETOP_IDEMPOTENCY_RETENTION", "24h")
        ),
        trusted_proxies=networks(
            "TABLETOP_TRUSTED_PROXIES", env.get("TABLETOP_TRUSTED_PROXIES", "")
        ),
        game_cache=positive("TABLETOP_GAME_CACHE", env.get("TABLETOP_GAME_CACHE", "10000")),
        snapshot_cache_mb=whole(
            "TABLETOP_SNAPSHOT_CACHE_MB", env.get("TABLETOP_SNAPSHOT_CACHE_MB", "64")
        ),
        bot_delay=timedelta(
            milliseconds=whole("TABLETOP_BOT_DELAY_MS", env.get("TABLETOP_BOT_DELAY_MS", "500"))
        ),
        oidc=oidc(env),
        ticket_ttl=duration(
            "TABLETOP_MATCHMAKING_TICKET_TTL", env.get("TABLETOP_MATCHMAKING_TICKET_TTL", "10m")
        ),
        background=switch("TABLETOP_BACKGROUND", env.get("TABLETOP_BACKGROUND", "on")),
        worker_port=positive("TABLETOP_WORKER_PORT", env.get("TABLETOP_WORKER_PORT", "8001")),
    )


def switch(name: str, value: str) -> bool:
    """`on` or `off` (nothing else: a typo must not silently turn work off)."""
    spelled = value.strip().lower()
    if spelled not in ("on", "off"):
        raise SettingsError(f"{name}: {value!r} is neither on nor off")
    return spelled == "on"


def whole(name: str, value: str) -> int:
    """A whole number of at least 0 from the environment."""
    if not value.strip().isdigit():
        raise SettingsError(f"{name}: {value!r} is not a whole number of at least 0")
    return int(value)


def oidc(env: Mapping[str, str]) -> OidcSettings | None:
    """All three of TABLETOP_OIDC_ISSUER, _AUDIENCE and _JWKS_URL, or none (feature off)."""
    names = ("TABLETOP_OIDC_ISSUER", "TABLETOP_OIDC_AUDIENCE", "TABLETOP_OIDC_JWKS_URL")
    values = [env.get(n, "").strip() for n in names]
    if not any(values):
        return None
    if not all(values):
        missing = ", ".join(n for n, v in zip(names, values, strict=True) if not v)
        raise SettingsError(f"sign-in needs all three OIDC settings; {missing} unset")
    return OidcSettings(issuer=values[0], audience=values[1], jwks_url=values[2])


def positive(name: str, value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise SettingsError(f"{name}: {value!r} is not a whole number of at least 1")
    return number


def duration(name: str, value: str) -> timedelta:
    """`90s`, `15m`, `24h`, `7d`; a bare number is seconds. At least one second."""
    match = _DURATION.fullmatch(value.strip())
    if match is None or int(match[1]) < 1:
        raise SettingsError(
            f"{name} must be a duration such as 3600s, 90m, 24h or 7d, not {value!r}"
        )
    return timedelta(seconds=int(match[1]) * _UNITS[match[2]])


def networks(name: str, value: str) -> tuple[str, ...]:
    """A comma-separated list of CIDR networks (a bare address is a /32 or /128)."""
    out = []
    for item in (v.strip() for v in value.split(",")):
        if not item:
            continue
        try:
            out.append(str(ipaddress.ip_network(item, strict=False)))
        except ValueError:
            raise SettingsError(
                f"{name}: {item!r} is not an IP network such as 10.0.0.0/8"
            ) from None
    return tuple(out)


class ProxyOptions(TypedDict):
    proxy_headers: bool
    forwarded_allow_ips: str


def proxy_options(settings: Settings) -> ProxyOptions:
    """uvicorn's options for forwarded headers: X-Forwarded-For (and -Proto) are read only
    from peers in TABLETOP_TRUSTED_PROXIES, never from anyone else (uvicorn's own default
    trusts 127.0.0.1, which would let any local client pick its address for the rate limiter).
    """
    return ProxyOptions(
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=",".join(settings.trusted_proxies),
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
