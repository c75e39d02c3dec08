"""Configuration from the environment, read in one place."""

from __future__ import annotations

import ipaddress
import os
import re
from collections.abc import Mapping
from datetime import timedelta
from typing import TypedDict

import msgspec

from service.domain.table import ClockSetting

DEFAULT_IDEMPOTENCY_RETENTION = timedelta(hours=24)
DEFAULT_MATCHMAKING_CLOCK = ClockSetting(bank_s=600, increment_s=30)
"""A matchmade game's turn clock unless TABLETOP_MATCHMAKING_CLOCK says otherwise: a 10-minute
bank per seat, 30 s added after each of its decisions (docs/players.md)."""
DEFAULT_STREAM_TICKETS_PER_MINUTE = 30
DEFAULT_BOT_ONLY_COMMANDS = 30_000
"""A game with no human seat ends abandoned once its log holds this many commands, unless
TABLETOP_BOT_ONLY_COMMANDS says otherwise: above every all-bot game measured that ends (all
`greedy` Ice Flow, up to about 14,000 commands; bench/BOTS.md, `bots.py --lengths`)."""
DEFAULT_BOT_CPU_SHARE = 0.5
"""The share of a core the server bots' moves may take in a process (TABLETOP_BOT_CPU_SHARE)."""

_DURATION = re.compile(r"([0-9]+)\s*([smhd]?)")
_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


class SettingsError(ValueError):
    """A setting from the environment that cannot be used; the message names it. The
    commands report it in one line and stop (exit status 2), without a traceback."""


class EdgeLimits(msgspec.Struct, frozen=True, kw_only=True):
    """What one server process grants its clients (docs/operations.md, "Limits at the edge"):
    per process, and per client (an address; behind trusted proxies the proxy is not one)."""

    head_timeout_s: float = 10.0
    """A request's line and headers arrive within this, from the connection's start or the
    previous response's end; else 408 (or, with nothing sent yet, the connection closes)."""
    body_timeout_s: float = 30.0
    """A request's body arrives within this after its headers; else 408."""
    keepalive_s: int = 5
    """An idle keep-alive connection is closed after this many seconds."""
    max_connections: int = 4000
    """Open connections per process; a new one beyond is answered 503 at once and closed."""
    max_connections_per_client: int = 256
    """Open connections per client address; a new one beyond is answered 429 and closed."""
    max_streams: int = 2000
    """Open event streams (game, lobby, player) per process; beyond: 503."""
    max_streams_per_client: int = 64
    """Open event streams per client (its credential, else its address); beyond: 429."""


class TcpKeepalive(msgspec.Struct, frozen=True, kw_only=True):
    """TCP keepalives and user timeout of every connection to PostgreSQL (service/store/tcp.py):
    TABLETOP_DB_KEEPALIVE_IDLE_S, _INTERVAL_S, _COUNT and TABLETOP_DB_TCP_USER_TIMEOUT_S."""

    idle_s: int = 10
    interval_s: int = 5
    count: int = 3
    user_timeout_s: int = 25

    @property
    def bound_s(self) -> int:
        """Seconds within which a silently lost connection is closed, idle or busy."""
        return max(self.idle_s + self.interval_s * self.count, self.user_timeout_s)


DEFAULT_KEEPALIVE = TcpKeepalive()


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    database_url: str | None
    host: str
    port: int
    workers: int
    admin_token: str | None
    cors_origins: tuple[str, ...]
    log_format: str | None
    rate_limit_per_minute: int
    create_limit_per_minute: int = 60
    """Games a client may create a minute (TABLETOP_CREATE_LIMIT; docs/operations.md)."""
    bot_seat_limit_per_minute: int = 60
    """Seats a client may give to server bots a minute (TABLETOP_BOT_SEAT_LIMIT)."""
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
    matchmaking_clock: ClockSetting | None = DEFAULT_MATCHMAKING_CLOCK
    """The turn clock of every matchmade game (None: none), so that nobody can stall one."""
    stream_tickets_per_minute: int = DEFAULT_STREAM_TICKETS_PER_MINUTE
    """How many stream tickets one token may be issued in any minute (per game for a seat or
    the operator, per player for `me`); beyond, 429 `rate_limited`."""
    background: bool = True
    """Whether `serve` runs the background loops (projector, scheduler, notifier, matchmaking,
    key expiry) in each worker process (TABLETOP_BACKGROUND=on), or leaves them to a
    `tabletop worker` process (off)."""
    worker_port: int = 8001
    """Where `tabletop worker` answers its health probes and /metrics."""
    bot_only_commands: int = DEFAULT_BOT_ONLY_COMMANDS
    """A game with no human seat ends abandoned once its log holds this many commands."""
    bot_cpu_share: float = DEFAULT_BOT_CPU_SHARE
    """The share of one core that server bots' moves may take in each process (0 < share ≤
    1); a bot move beyond it waits its turn (service/application/bot_budget.py)."""
    edge: EdgeLimits = EdgeLimits()
    """Deadlines and caps of connections and streams (service/api/connections.py)."""
    db_keepalive: TcpKeepalive = DEFAULT_KEEPALIVE
    """How soon a connection to PostgreSQL lost to a partition is closed on this side."""


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
        create_limit_per_minute=positive(
            "TABLETOP_CREATE_LIMIT", env.get("TABLETOP_CREATE_LIMIT", "60")
        ),
        bot_seat_limit_per_minute=positive(
            "TABLETOP_BOT_SEAT_LIMIT", env.get("TABLETOP_BOT_SEAT_LIMIT", "60")
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
        matchmaking_clock=clock_setting(
            "TABLETOP_MATCHMAKING_CLOCK",
            env.get("TABLETOP_MATCHMAKING_CLOCK", "bank_s=600,increment_s=30"),
        ),
        stream_tickets_per_minute=positive(
            "TABLETOP_STREAM_TICKETS_PER_MINUTE",
            env.get("TABLETOP_STREAM_TICKETS_PER_MINUTE", str(DEFAULT_STREAM_TICKETS_PER_MINUTE)),
        ),
        background=switch("TABLETOP_BACKGROUND", env.get("TABLETOP_BACKGROUND", "on")),
        worker_port=positive("TABLETOP_WORKER_PORT", env.get("TABLETOP_WORKER_PORT", "8001")),
        bot_only_commands=positive(
            "TABLETOP_BOT_ONLY_COMMANDS",
            env.get("TABLETOP_BOT_ONLY_COMMANDS", str(DEFAULT_BOT_ONLY_COMMANDS)),
        ),
        bot_cpu_share=share(
            "TABLETOP_BOT_CPU_SHARE", env.get("TABLETOP_BOT_CPU_SHARE", str(DEFAULT_BOT_CPU_SHARE))
        ),
        edge=edge_limits(env),
        db_keepalive=db_keepalive(env),
    )


def db_keepalive(env: Mapping[str, str]) -> TcpKeepalive:
    """TABLETOP_DB_KEEPALIVE_IDLE_S, …_INTERVAL_S, …_COUNT, TABLETOP_DB_TCP_USER_TIMEOUT_S."""
    default = DEFAULT_KEEPALIVE

    def count(name: str, fallback: int) -> int:
        return positive(name, env.get(name, str(fallback)))

    return TcpKeepalive(
        idle_s=count("TABLETOP_DB_KEEPALIVE_IDLE_S", default.idle_s),
        interval_s=count("TABLETOP_DB_KEEPALIVE_INTERVAL_S", default.interval_s),
        count=count("TABLETOP_DB_KEEPALIVE_COUNT", default.count),
        user_timeout_s=count("TABLETOP_DB_TCP_USER_TIMEOUT_S", default.user_timeout_s),
    )


def edge_limits(env: Mapping[str, str]) -> EdgeLimits:
    """TABLETOP_HEAD_TIMEOUT_S … TABLETOP_MAX_STREAMS_PER_CLIENT, each defaulting as documented."""
    default = EdgeLimits()

    def seconds(name: str, fallback: float) -> float:
        value = env.get(name, str(fallback))
        try:
            number = float(value)
        except ValueError:
            number = 0.0
        if not 0 < number <= 3600:
            raise SettingsError(f"{name}: {value!r} is not a number of seconds in (0, 3600]")
        return number

    def count(name: str, fallback: int) -> int:
        return positive(name, env.get(name, str(fallback)))

    return EdgeLimits(
        head_timeout_s=seconds("TABLETOP_HEAD_TIMEOUT_S", default.head_timeout_s),
        body_timeout_s=seconds("TABLETOP_BODY_TIMEOUT_S", default.body_timeout_s),
        keepalive_s=count("TABLETOP_KEEPALIVE_S", default.keepalive_s),
        max_connections=count("TABLETOP_MAX_CONNECTIONS", default.max_connections),
        max_connections_per_client=count(
            "TABLETOP_MAX_CONNECTIONS_PER_CLIENT", default.max_connections_per_client
        ),
        max_streams=count("TABLETOP_MAX_STREAMS", default.max_streams),
        max_streams_per_client=count(
            "TABLETOP_MAX_STREAMS_PER_CLIENT", default.max_streams_per_client
        ),
    )


def switch(name: str, value: str) -> bool:
    """`on` or `off` (nothing else: a typo must not silently turn work off)."""
    spelled = value.strip().lower()
    if spelled not in ("on", "off"):
        raise SettingsError(f"{name}: {value!r} is neither on nor off")
    return spelled == "on"


def clock_setting(name: str, value: str) -> ClockSetting | None:
    """`bank_s=600,increment_s=30` or `per_move_s=60` (as a game's `clock` in POST /v1/games),
    or `off` for none."""
    spelled = value.strip()
    if spelled.lower() == "off":
        return None
    fields: dict[str, int] = {}
    for item in spelled.split(","):
        key, equals, number = (part.strip() for part in item.partition("="))
        if not equals or not number.isdigit() or key in fields:
            raise SettingsError(
                f"{name}: {value!r} is no clock such as bank_s=600,increment_s=30, "
                "per_move_s=60 or off"
            )
        fields[key] = int(number)
    try:
        clock = msgspec.convert(fields, ClockSetting)
    except msgspec.ValidationError as error:
        raise SettingsError(f"{name}: {value!r} is no clock: {error}") from None
    problem = clock.problem()
    if problem is not None:
        raise SettingsError(f"{name}: {value!r} is no clock: {problem}")
    return clock


def share(name: str, value: str) -> float:
    """A share of one core: a number more than 0 and at most 1 (`0.5`: half a core)."""
    try:
        number = float(value)
    except ValueError:
        number = 0.0
    if not 0 < number <= 1:  # also NaN
        raise SettingsError(f"{name}: {value!r} is not a share of a core in (0, 1], such as 0.5")
    return number


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
