"""Everything a running process needs (`Services`), built from the settings or handed in by
tests, and the background loops it may run (`background_loops`).

The API (`tabletop serve`, service/api/app.py) runs the loops in every worker process unless
told not to (TABLETOP_BACKGROUND=off, `serve --no-background`); the worker
(`tabletop worker`, service/worker/) runs nothing else. Both take the loops from
`background_loops`, so they run the same work however it is split between processes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from datetime import UTC, datetime, timedelta
from typing import Any, NamedTuple

from service.application import Tabletop
from service.application.deadlines import NO_BOT_DELAY
from service.application.repository import DEFAULT_CACHE_SIZE
from service.application.snapshots import DEFAULT_BUDGET, Snapshots
from service.catalog.memory import MemoryCatalog
from service.domain.table import ClockSetting
from service.matchmaking.matcher import Matchmaker
from service.matchmaking.tickets import (
    TICKET_CHANNEL,
    MatchQueue,
    MemoryMatchQueue,
    PostgresMatchQueue,
)
from service.projections.lobby import LobbyProjector, LobbyQuery
from service.projections.lobby_feed import LOBBY_CHANNEL, LobbyFeed
from service.projections.lobby_rows import MemoryLobby
from service.projections.runner import follow
from service.scheduler import Scheduler
from service.settings import (
    DEFAULT_BOT_ONLY_COMMANDS,
    DEFAULT_IDEMPOTENCY_RETENTION,
    DEFAULT_KEEPALIVE,
    DEFAULT_MATCHMAKING_CLOCK,
    DEFAULT_STREAM_TICKETS_PER_MINUTE,
    Settings,
    TcpKeepalive,
)
from service.store.budgets import BudgetTable, MemoryBudgetTable, PostgresBudgetTable
from service.store.leadership import Leadership, SoleLeader
from service.store.memory import MemoryEventStore
from service.store.request_keys import MemoryRequestKeys, RequestKeyTable
from service.store.retention import forget_expired_keys, forget_spent_tickets
from service.timers import MemoryTimers


def _utcnow() -> datetime:
    return datetime.now(UTC)


class Loop(NamedTuple):
    """A background loop: runs until cancelled (an outage is logged and retried, never fatal)."""

    name: str
    run: Callable[[], Coroutine[Any, Any, None]]


class Services:
    """Everything a running app needs; built from DATABASE_URL or handed in by tests."""

    def __init__(
        self,
        tabletop: Tabletop,
        lobby: LobbyQuery,
        projector: LobbyProjector | None,
        scheduler: Scheduler | None,
        projection_leader: Leadership | None = None,
        *,
        lobby_feed: LobbyFeed,
    ) -> None:
        self.tabletop = tabletop
        self.lobby = lobby
        self.lobby_feed = lobby_feed
        """The lobby projector's saves, read once for this process's lobby streams."""
        self.projector = projector
        self.scheduler = scheduler
        self.projection_leader: Leadership = projection_leader or SoleLeader()
        self.matchmaker: Matchmaker | None = None
        """Matchmaking (docs/players.md); its rounds run among the extra tasks."""
        self.budget_table: BudgetTable = MemoryBudgetTable()
        """Where this process's budget spending meets the other processes' (service/api/
        budgets.py): in memory alone, or the database's with PostgreSQL."""
        self.request_keys: RequestKeyTable = MemoryRequestKeys()
        """The Idempotency-Keys of every POST but commands (service/api/idempotent.py)."""
        self.closers: list[Any] = []
        self.extra_tasks: list[Loop] = []
        """Further background loops (the Postgres log notifier, key expiry, the purge of old
        stream tickets, matchmaking)."""

    @classmethod
    def in_memory(
        cls,
        clock: Callable[[], datetime] | None = None,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
        bot_delay: timedelta = NO_BOT_DELAY,
        snapshot_budget: int = DEFAULT_BUDGET,
        *,
        matchmaking_clock: ClockSetting | None = DEFAULT_MATCHMAKING_CLOCK,
        stream_tickets_per_minute: int = DEFAULT_STREAM_TICKETS_PER_MINUTE,
        bot_only_commands: int = DEFAULT_BOT_ONLY_COMMANDS,
        bot_cpu_share: float | None = None,
    ) -> Services:
        """Everything in memory (tests, demos); `clock` drives recorded times and timers.
        `bot_cpu_share`: the bots' CPU budget (None: unlimited, as tests want by default)."""
        now = clock or (lambda: datetime.now(UTC))
        store = MemoryEventStore(clock=now, idempotency_retention=idempotency_retention)
        timers = MemoryTimers()
        catalog = MemoryCatalog(store, now)
        tabletop = Tabletop(
            store,
            catalog,
            timers,
            clock=now,
            bot_delay=bot_delay,
            snapshots=Snapshots(budget=snapshot_budget),
            stream_tickets_per_minute=stream_tickets_per_minute,
            bot_only_commands=bot_only_commands,
            bot_cpu_share=bot_cpu_share,
        )
        lobby = MemoryLobby()
        feed = LobbyFeed(lobby, store)
        lobby.announce = feed.saved
        scheduler = Scheduler(tabletop, timers, SoleLeader(), now)
        services = cls(tabletop, lobby, LobbyProjector(store, lobby), scheduler, lobby_feed=feed)
        keys = services.request_keys = MemoryRequestKeys(now, idempotency_retention)
        services.extra_tasks = [
            Loop("key_expiry", lambda: forget_expired_keys(store, keys)),
            Loop("ticket_expiry", lambda: forget_spent_tickets(tabletop.tickets.table, now)),
        ]
        services.with_matchmaking(MemoryMatchQueue(lobby.ratings.ordinal), now, matchmaking_clock)
        return services

    @classmethod
    async def postgres(
        cls,
        dsn: str,
        pool_size: int = 10,
        idempotency_retention: timedelta = DEFAULT_IDEMPOTENCY_RETENTION,
        game_cache: int = DEFAULT_CACHE_SIZE,
        bot_delay: timedelta = NO_BOT_DELAY,
        *,
        background: bool = True,
        snapshot_budget: int = DEFAULT_BUDGET,
        matchmaking_clock: ClockSetting | None = DEFAULT_MATCHMAKING_CLOCK,
        stream_tickets_per_minute: int = DEFAULT_STREAM_TICKETS_PER_MINUTE,
        bot_only_commands: int = DEFAULT_BOT_ONLY_COMMANDS,
        bot_cpu_share: float | None = None,
        keepalive: TcpKeepalive = DEFAULT_KEEPALIVE,
    ) -> Services:
        """`background`: whether this process will run the background loops; without them it
        does not LISTEN for timers and tickets (it writes them: their NOTIFY wakes the
        worker's scheduler and matchmaker)."""
        from service.catalog.postgres import PostgresCatalog
        from service.projections.lobby_rows import PostgresLobby
        from service.projections.runner import PROJECTION_LOCK
        from service.scheduler import SCHEDULER_LOCK
        from service.store.leadership import AdvisoryLockLeader
        from service.store.notifier import NOTIFIER_LOCK, notify_committed
        from service.store.postgres import CHANNEL, PostgresEventStore, ServerWatch, create_pool
        from service.store.request_keys import PostgresRequestKeys
        from service.store.tickets import PostgresTickets
        from service.timers import TIMER_CHANNEL, PostgresTimers

        watch = ServerWatch()
        pool = await create_pool(dsn, pool_size, watch, keepalive)
        store = PostgresEventStore(pool, dsn, idempotency_retention, keepalive=keepalive)
        timers = PostgresTimers(pool)
        if background:
            store.listen(TIMER_CHANNEL, timers.announced)  # wakes this process's scheduler
        catalog = PostgresCatalog(pool)
        tabletop = Tabletop(
            store,
            catalog,
            timers,
            cache_size=game_cache,
            bot_delay=bot_delay,
            tickets=PostgresTickets(pool),
            snapshots=Snapshots(budget=snapshot_budget),
            stream_tickets_per_minute=stream_tickets_per_minute,
            bot_only_commands=bot_only_commands,
            bot_cpu_share=bot_cpu_share,
        )
        lobby = PostgresLobby(pool)
        feed = LobbyFeed(lobby, store)
        store.listen(LOBBY_CHANNEL, feed.hear)  # the projector's saves, for the lobby streams
        leader = AdvisoryLockLeader(dsn, SCHEDULER_LOCK, keepalive=keepalive)
        scheduler = Scheduler(tabletop, timers, leader, lambda: datetime.now(UTC))
        projector = LobbyProjector(store, lobby)
        watch.subscribe(tabletop.forget)
        watch.subscribe(projector.forget)
        projection_leader = AdvisoryLockLeader(dsn, PROJECTION_LOCK, keepalive=keepalive)
        services = cls(tabletop, lobby, projector, scheduler, projection_leader, lobby_feed=feed)
        services.budget_table = PostgresBudgetTable(pool)
        keys = services.request_keys = PostgresRequestKeys(pool, idempotency_retention)
        notifier_leader = AdvisoryLockLeader(dsn, NOTIFIER_LOCK, keepalive=keepalive)
        services.extra_tasks = [
            Loop("notifier", lambda: notify_committed(pool, CHANNEL, notifier_leader, watch=watch)),
            Loop("key_expiry", lambda: forget_expired_keys(store, keys)),
            Loop("ticket_expiry", lambda: forget_spent_tickets(tabletop.tickets.table, _utcnow)),
        ]
        services.closers = [store.close, pool.close]
        matchmaker = services.with_matchmaking(PostgresMatchQueue(pool), _utcnow, matchmaking_clock)
        if background:  # tickets opened elsewhere wake this process's matchmaker
            store.listen(TICKET_CHANNEL, matchmaker.announced)
        return services

    @classmethod
    async def from_settings(cls, settings: Settings, *, background: bool = True) -> Services:
        """On DATABASE_URL, or in memory when it is unset (which keeps nothing)."""
        if settings.database_url:
            return await cls.postgres(
                settings.database_url,
                settings.pool_size,
                settings.idempotency_retention,
                settings.game_cache,
                settings.bot_delay,
                background=background,
                snapshot_budget=settings.snapshot_cache_mb * 1024 * 1024,
                matchmaking_clock=settings.matchmaking_clock,
                stream_tickets_per_minute=settings.stream_tickets_per_minute,
                bot_only_commands=settings.bot_only_commands,
                bot_cpu_share=settings.bot_cpu_share,
                keepalive=settings.db_keepalive,
            )
        return cls.in_memory(
            idempotency_retention=settings.idempotency_retention,
            bot_delay=settings.bot_delay,
            matchmaking_clock=settings.matchmaking_clock,
            stream_tickets_per_minute=settings.stream_tickets_per_minute,
            bot_only_commands=settings.bot_only_commands,
            bot_cpu_share=settings.bot_cpu_share,
        )

    def with_matchmaking(
        self,
        queue: MatchQueue,
        clock: Callable[[], datetime],
        game_clock: ClockSetting | None = DEFAULT_MATCHMAKING_CLOCK,
    ) -> Matchmaker:
        """Matchmaking rounds among the extra tasks; `game_clock`: the matchmade games' clock."""
        matchmaker = Matchmaker(queue, self.tabletop, clock, game_clock=game_clock)
        self.matchmaker = matchmaker
        self.extra_tasks.append(Loop("matchmaker", matchmaker.run))
        return matchmaker


ServicesFactory = Callable[[], Awaitable[Services]]


def background_loops(services: Services) -> list[Loop]:
    """The loops that keep the games going beside the requests: the lobby projector (one
    process at a time, by its leadership), the timer scheduler (on every process that runs
    it), then the extra tasks (the notifier, key expiry, ticket purge, matchmaking rounds)."""
    loops = []
    projector = services.projector
    if projector is not None:
        leader = services.projection_leader
        loops.append(Loop("projector", lambda: follow(projector, leader)))
    if services.scheduler is not None:
        loops.append(Loop("scheduler", services.scheduler.run))
    return loops + services.extra_tasks
