"""`python -m service projections rebuild`: drop the lobby rows and replay the whole log."""

from __future__ import annotations

import sys
import time

import asyncpg

from service.projections.lobby import LobbyProjector
from service.projections.lobby_rows import PostgresLobby
from service.projections.runner import PROJECTION_LOCK, catch_up
from service.store.postgres import PostgresEventStore, create_pool


class ProgressBar:
    """A one-line progress bar on stderr: events done / total, rate."""

    def __init__(self, total: int, width: int = 30) -> None:
        self.total = max(total, 1)
        self.done = 0
        self.width = width
        self.started = time.monotonic()

    def __call__(self, n: int) -> None:
        self.done += n
        filled = int(self.width * min(self.done, self.total) / self.total)
        rate = self.done / max(time.monotonic() - self.started, 1e-6)
        bar = "#" * filled + "-" * (self.width - filled)
        print(f"\r[{bar}] {self.done}/{self.total} events  {rate:,.0f}/s", end="", file=sys.stderr)


async def rebuild(dsn: str) -> int:
    pool = await create_pool(dsn, 4)
    # Hold the projection's leadership lock so a running server's projector pauses meanwhile.
    lock = await asyncpg.connect(dsn)
    await lock.execute("SELECT pg_advisory_lock($1)", PROJECTION_LOCK)
    try:
        store = PostgresEventStore(pool, dsn)
        lobby = PostgresLobby(pool)
        total = int(await pool.fetchval("SELECT count(*) FROM events") or 0)
        await lobby.reset()
        bar = ProgressBar(total)
        applied = await catch_up(LobbyProjector(store, lobby), bar)
        print(f"\nrebuilt the lobby from {applied} events", file=sys.stderr)
        return 0
    finally:
        await lock.close()
        await pool.close()
