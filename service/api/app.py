"""The Litestar application factory (`create_app`) and its wiring to stores and runners."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from litestar import Litestar
from litestar.datastructures import State
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig

from service.api import shutdown
from service.api.archive import ArchiveController
from service.api.cors import cors_config, refuse_bad_preflights
from service.api.docs_ui import OfflineSwagger
from service.api.games import GamesController
from service.api.guards import refuse_nul
from service.api.log import LogController
from service.api.meta import MetaController
from service.api.observability import observability
from service.api.openapi import VERSION as API_VERSION
from service.api.openapi import patch_openapi
from service.api.play import PlayController
from service.api.players import PLAYER_ROUTES
from service.api.problems import EXCEPTION_HANDLERS
from service.api.rate_limit import rate_limit
from service.api.tickets import StreamTicketsController
from service.application import Tabletop
from service.application.deadlines import NO_BOT_DELAY
from service.application.repository import DEFAULT_CACHE_SIZE
from service.catalog.memory import MemoryCatalog
from service.identity import Verifier
from service.matchmaking.matcher import Matchmaker
from service.matchmaking.tickets import MatchQueue, MemoryMatchQueue, PostgresMatchQueue
from service.projections.lobby import LobbyProjector, LobbyQuery
from service.projections.lobby_rows import MemoryLobby
from service.projections.runner import follow
from service.scheduler import Scheduler
from service.settings import DEFAULT_IDEMPOTENCY_RETENTION, Settings, load
from service.store.leadership import Leadership, SoleLeader
from service.store.memory import MemoryEventStore
from service.store.retention import forget_expired_keys
from service.timers import MemoryTimers

MAX_BODY_BYTES = 64 * 1024


class Services:
    """Everything a running app needs; built from DATABASE_URL or handed in by tests."""

    def __init__(
        self,
        tabletop: Tabletop,
        lobby: LobbyQuery,
        projector: LobbyProjector | None,
        scheduler: Scheduler | None,
        projection_leader: Leadership | None = None,
    ) -> None:
        self.tabletop = tabletop
        self.lobby = lobby
        self.projector = projector
        self.scheduler = scheduler
        self.projection_leader: Leadership = projection_leader or SoleLeader()
        self.matchmaker: Matchmaker | None = None
        """Matchmaking (docs/players.md); its rounds run among the extra tasks."""
        self.closers: list[Any] = []
        self.extra_tasks: list[Callable[[], Coroutine[Any, Any, None]]] = []
        """Further background loops to run while serving (the Postgres log notifier)."""

    @classmethod
    def in_memory(
        cls,
        clock: Callable[[], datetime] | None = None,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
        bot_delay: timedelta = NO_BOT_DELAY,
    ) -> Services:
        """Everything in memory (tests, demos); `clock` drives recorded times and timers."""
        now = clock or (lambda: datetime.now(UTC))
        store = MemoryEventStore(clock=now, idempotency_retention=idempotency_retention)
        timers = MemoryTimers()
        catalog = MemoryCatalog(store, now)
        tabletop = Tabletop(store, catalog, timers, clock=now, bot_delay=bot_delay)
        lobby = MemoryLobby()
        scheduler = Scheduler(tabletop, timers, SoleLeader(), now)
        services = cls(tabletop, lobby, LobbyProjector(store, lobby), scheduler)
        services.extra_tasks = [lambda: forget_expired_keys(store)]
        services.with_matchmaking(MemoryMatchQueue(lobby.ratings.ordinal), now)
        return services

    @classmethod
    async def postgres(
        cls,
        dsn: str,
        pool_size: int = 10,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
        game_cache: int = DEFAULT_CACHE_SIZE,
        bot_delay: timedelta = NO_BOT_DELAY,
    ) -> Services:
        from service.catalog.postgres import PostgresCatalog
        from service.projections.lobby_rows import PostgresLobby
        from service.projections.runner import PROJECTION_LOCK
        from service.scheduler import SCHEDULER_LOCK
        from service.store.leadership import AdvisoryLockLeader
        from service.store.notifier import NOTIFIER_LOCK, notify_committed
        from service.store.postgres import CHANNEL, PostgresEventStore, ServerWatch, create_pool
        from service.store.tickets import PostgresTickets
        from service.timers import TIMER_CHANNEL, PostgresTimers

        watch = ServerWatch()
        pool = await create_pool(dsn, pool_size, watch)
        store = PostgresEventStore(pool, dsn, idempotency_retention)
        timers = PostgresTimers(pool)
        store.listen(TIMER_CHANNEL, timers.announced)  # wakes this process's scheduler
        catalog = PostgresCatalog(pool)
        tabletop = Tabletop(
            store,
            catalog,
            timers,
            cache_size=game_cache,
            bot_delay=bot_delay,
            tickets=PostgresTickets(pool),
        )
        lobby = PostgresLobby(pool)
        leader = AdvisoryLockLeader(dsn, SCHEDULER_LOCK)
        scheduler = Scheduler(tabletop, timers, leader, lambda: datetime.now(UTC))
        projector = LobbyProjector(store, lobby)
        watch.subscribe(tabletop.forget)
        watch.subscribe(projector.forget)
        projection_leader = AdvisoryLockLeader(dsn, PROJECTION_LOCK)
        services = cls(tabletop, lobby, projector, scheduler, projection_leader)
        notifier_leader = AdvisoryLockLeader(dsn, NOTIFIER_LOCK)
        services.extra_tasks = [
            lambda: notify_committed(pool, CHANNEL, notifier_leader, watch=watch),
            lambda: forget_expired_keys(store),
        ]
        services.closers = [store.close, pool.close]
        services.with_matchmaking(PostgresMatchQueue(pool), lambda: datetime.now(UTC))
        return services

    def with_matchmaking(self, queue: MatchQueue, clock: Callable[[], datetime]) -> None:
        matchmaker = Matchmaker(queue, self.tabletop, clock)
        self.matchmaker = matchmaker
        self.extra_tasks.append(matchmaker.run)


ServicesFactory = Callable[[], Awaitable[Services]]


def create_app(
    services: Services | ServicesFactory | None = None,
    settings: Settings | None = None,
    *,
    run_background: bool = True,
) -> Litestar:
    """The app. `services` may be ready-made (in memory) or a factory awaited at startup, on the
    server's event loop (database pools belong to one loop). Without it the app connects to
    DATABASE_URL (in memory if unset, which keeps nothing: `make run` always sets it)."""
    settings = settings or load()

    @contextlib.asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        built = services() if callable(services) else services
        if isinstance(built, Awaitable):
            built = await built
        if built is None:
            if settings.database_url:
                built = await Services.postgres(
                    settings.database_url,
                    settings.pool_size,
                    settings.idempotency_retention,
                    settings.game_cache,
                    settings.bot_delay,
                )
            else:
                built = Services.in_memory(
                    idempotency_retention=settings.idempotency_retention,
                    bot_delay=settings.bot_delay,
                )
        app.state.services = built
        if built.matchmaker is not None:
            built.matchmaker.ttl = settings.ticket_ttl
        shutdown.chain_signal_handlers()
        tasks: list[asyncio.Task[None]] = []
        if run_background:
            if built.projector is not None:
                tasks.append(asyncio.create_task(follow(built.projector, built.projection_leader)))
            if built.scheduler is not None:
                tasks.append(asyncio.create_task(built.scheduler.run()))
            tasks.extend(asyncio.create_task(loop()) for loop in built.extra_tasks)
        try:
            yield
        finally:
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
            for close in built.closers:
                await close()

    def provide_tabletop() -> Tabletop:
        # No parameters: Litestar then parses nothing per request to call it (a `state`
        # parameter cost a command 4 % of its CPU).
        tabletop: Tabletop = app.state.services.tabletop
        return tabletop

    cors = cors_config(settings.cors_origins)
    app = Litestar(
        route_handlers=[
            GamesController,
            PlayController,
            LogController,
            StreamTicketsController,
            MetaController,
            *PLAYER_ROUTES,
            ArchiveController,
        ],
        dependencies={
            "tabletop": Provide(provide_tabletop, sync_to_thread=False),
        },
        exception_handlers=EXCEPTION_HANDLERS,
        lifespan=[lifespan],
        middleware=[observability, rate_limit(settings.rate_limit_per_minute), refuse_nul],
        cors_config=cors,
        openapi_config=OpenAPIConfig(
            title="Tabletop",
            version=API_VERSION,
            description=(
                "Event-sourced board games over HTTP: Clans, Mammoth Hunters, Pow Wow, "
                "Der Schwarm and Ice Flow."
            ),
            path="/schema",
            render_plugins=[OfflineSwagger("/schema", path=["/", "/swagger"])],
            create_examples=False,
            use_handler_docstrings=True,
        ),
        request_max_body_size=MAX_BODY_BYTES,
        logging_config=None,  # service.logs renders every library's records, Litestar's too
        state=State({"settings": settings, "verifier": _verifier(settings)}),
        type_encoders={msgspec.Struct: msgspec.to_builtins},
        debug=False,
    )
    patch_openapi(app)
    refuse_bad_preflights(app, cors)
    return app


def _verifier(settings: Settings) -> Verifier | None:
    """Sign-in (docs/players.md) when TABLETOP_OIDC_* are set; else None, the feature off."""
    oidc = settings.oidc
    return None if oidc is None else Verifier(oidc.issuer, oidc.audience, oidc.jwks_url)
