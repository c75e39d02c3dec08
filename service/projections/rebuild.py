"""`tabletop projections rebuild`: rebuild the lobby from the whole log, while servers run.

The live lobby is never emptied and its projector never paused. The rebuild fills a shadow
table (`game_summaries_rebuild`, with its own checkpoint `lobby.rebuild`) from the global log,
following it until it has caught up with what is committed, then switches over in one
transaction: it locks the live checkpoint row, replaces every live row with the shadow's, sets
the live checkpoint to the shadow's and drops the shadow. Readers see the old lobby until that
commit and the rebuilt one after it (DELETE and INSERT under MVCC: no read ever waits). A live
projector batch that was under way saves nothing (its checkpoint compare-and-set fails, see
lobby_rows) and the projector goes on from the rebuilt checkpoint. It waits only for what it
must, and after two seconds says what that is: a transaction open since before the rebuild
started (the log is not readable past it yet), or a live projector's batch at the switch-over.
"""

from __future__ import annotations

import asyncio
import signal
import sys

import asyncpg

from service.progress import Progress
from service.projections.lobby import NAME, LobbyProjector
from service.projections.lobby_feed import LOBBY_CHANNEL, announcements
from service.projections.lobby_rows import PostgresLobby
from service.projections.player_rows import PostgresRatings
from service.projections.runner import catch_up
from service.store.pool import Pool
from service.store.postgres import PostgresEventStore, create_pool

SHADOW = "game_summaries_rebuild"
RATINGS = ("ratings", "rating_history")
"""Tables the lobby projector writes beside its rows (docs/players.md): rebuilt alongside, in
`<table>_rebuild` twins, and switched over in the same transaction."""
SHADOW_NAME = "lobby.rebuild"
REBUILD_LOCK = 7_467_221_013  # one rebuild at a time (a session advisory lock)
LOCK_TIMEOUT = "2s"
CLEANUP_TIMEOUT = 10.0  # seconds for each step of cleaning up on the way out
HORIZON_PATIENCE = 2.0  # seconds of waiting for the log's horizon before saying so


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


class Interrupted(Exception):
    """Ctrl-C: the rebuild stops at its next step, cleans up, and the command says so."""


class Stop:
    """Ctrl-C, noticed between steps rather than by cancelling whatever query runs: a query
    cancelled on its way (a lock wait, a batch) is where a cancellation can get lost, and
    where cleaning up would then wait on a connection still being reset."""

    def __init__(self) -> None:
        self.asked = False

    def ask(self) -> None:
        self.asked = True

    def check(self) -> None:
        if self.asked:
            raise Interrupted


async def rebuild(dsn: str) -> int:
    loop = asyncio.get_running_loop()
    stop = Stop()
    loop.add_signal_handler(signal.SIGINT, stop.ask)
    try:
        return await _rebuild(dsn, stop)
    except Interrupted:
        raise KeyboardInterrupt from None  # the command line says "interrupted" (exit 130)
    finally:
        loop.remove_signal_handler(signal.SIGINT)


async def _rebuild(dsn: str, stop: Stop) -> int:
    guard = await asyncpg.connect(dsn)
    pool = await create_pool(dsn, 4)
    try:
        if not await guard.fetchval("SELECT pg_try_advisory_lock($1)", REBUILD_LOCK):
            say(f"another rebuild is running ({await _holders(guard)}); nothing done")
            return 1
        try:
            applied, position = await _fill_shadow(pool, dsn, stop)
            await _switch_over(pool, position, stop)
        finally:
            # Bounded: interrupted (Ctrl-C), the next rebuild drops a shadow left behind.
            await pool.execute(f"DROP TABLE IF EXISTS {SHADOW}", timeout=CLEANUP_TIMEOUT)
            for table in RATINGS:
                await pool.execute(f"DROP TABLE IF EXISTS {table}_rebuild", timeout=CLEANUP_TIMEOUT)
            await pool.execute(
                "DELETE FROM projection_checkpoints WHERE name = $1",
                SHADOW_NAME,
                timeout=CLEANUP_TIMEOUT,
            )
        say(f"rebuilt the lobby from {applied:,} events; the live lobby now goes on from there")
        return 0
    finally:
        await _close(pool, guard)


async def _close(pool: asyncpg.Pool, guard: asyncpg.Connection) -> None:
    """Close gracefully, but never hang on the way out: a connection whose query was cancelled
    (Ctrl-C while waiting for a lock) can take long to be reset; ending it is as good."""
    try:
        await asyncio.wait_for(pool.close(), CLEANUP_TIMEOUT)
    except TimeoutError:
        pool.terminate()
    try:
        await guard.close(timeout=CLEANUP_TIMEOUT)
    except Exception:  # the session ends all the same, and with it the advisory lock
        guard.terminate()


async def _fill_shadow(pool: Pool, dsn: str, stop: Stop) -> tuple[int, int]:
    """Project the whole log into a fresh shadow table; (events applied, its checkpoint)."""
    async with pool.acquire() as connection, connection.transaction():
        await connection.execute(f"DROP TABLE IF EXISTS {SHADOW}")
        await connection.execute(f"CREATE TABLE {SHADOW} (LIKE game_summaries INCLUDING ALL)")
        for table in RATINGS:
            await connection.execute(f"DROP TABLE IF EXISTS {table}_rebuild")
            await connection.execute(f"CREATE TABLE {table}_rebuild (LIKE {table} INCLUDING ALL)")
        await connection.execute("DELETE FROM projection_checkpoints WHERE name = $1", SHADOW_NAME)
    shadow = PostgresLobby(
        pool, table=SHADOW, name=SHADOW_NAME, ratings=PostgresRatings(suffix="_rebuild")
    )
    # Everything committed before the rebuild starts goes into it. The log is readable only up
    # to the oldest transaction still running (the global order's horizon): if one started
    # before and is still open, wait for it, and say which it is.
    target = int(await pool.fetchval("SELECT coalesce(max(position), 0) FROM events"))
    total = int(await pool.fetchval("SELECT count(*) FROM events") or 0)
    progress = Progress("rebuilding the lobby", total, "events")
    projector = LobbyProjector(PostgresEventStore(pool, dsn), shadow)

    def advance(n: int = 1) -> None:
        stop.check()  # between batches (each saved with its checkpoint in the shadow)
        progress.advance(n)

    applied = await catch_up(projector, advance)
    waited = 0.0
    while await shadow.checkpoint() < target:
        stop.check()
        if waited == HORIZON_PATIENCE or (waited > HORIZON_PATIENCE and waited % 30 == 0):
            say(f"waiting for older transactions to end: {await _horizon_holders(pool)}")
        await asyncio.sleep(0.25)
        waited += 0.25
        applied += await catch_up(projector, advance)
    progress.finish()
    return applied, await shadow.checkpoint()


async def _switch_over(pool: asyncpg.Pool, position: int, stop: Stop) -> None:
    """Replace the live rows with the shadow's and move the live checkpoint, atomically."""
    waited = False
    async with pool.acquire() as connection:
        while True:
            stop.check()  # each try waits for the lock at most LOCK_TIMEOUT
            try:
                async with connection.transaction():
                    await connection.execute(f"SET LOCAL lock_timeout = '{LOCK_TIMEOUT}'")
                    await connection.execute(
                        "SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE", NAME
                    )
                    await connection.execute("DELETE FROM game_summaries")
                    await connection.execute(f"INSERT INTO game_summaries SELECT * FROM {SHADOW}")
                    for table in RATINGS:
                        await connection.execute(f"DELETE FROM {table}")
                        await connection.execute(
                            f"INSERT INTO {table} SELECT * FROM {table}_rebuild"
                        )
                    await connection.execute(
                        "INSERT INTO projection_checkpoints (name, position, updated_at)"
                        " VALUES ($1, $2, now()) ON CONFLICT (name) DO UPDATE"
                        " SET position = excluded.position, updated_at = now()",
                        NAME,
                        position,
                    )
                    # Every row may have changed: the lobby streams look afresh.
                    for payload in announcements(position, None):
                        await connection.execute("SELECT pg_notify($1, $2)", LOBBY_CHANNEL, payload)
                if waited:
                    say("switched over")
                return
            except asyncpg.LockNotAvailableError:
                holders = await _checkpoint_holders(pool)
                say(f"waiting for the live projector to commit its batch ({holders})")
                waited = True


async def _holders(connection: asyncpg.Connection) -> str:
    pids = await connection.fetch(
        "SELECT l.pid, a.application_name, a.client_addr::text AS addr FROM pg_locks l"
        " LEFT JOIN pg_stat_activity a USING (pid) WHERE l.locktype = 'advisory'"
        " AND l.granted AND ((l.classid::bigint << 32) | l.objid::bigint) = $1",
        REBUILD_LOCK,
    )
    return _described(pids)


async def _checkpoint_holders(pool: asyncpg.Pool) -> str:
    """Who is writing the checkpoints now (a live projector's batch, as a rule)."""
    pids = await pool.fetch(
        "SELECT DISTINCT a.pid, a.application_name, a.client_addr::text AS addr"
        " FROM pg_locks l JOIN pg_stat_activity a USING (pid)"
        " WHERE l.relation = 'projection_checkpoints'::regclass AND l.granted"
        " AND l.mode IN ('RowShareLock', 'RowExclusiveLock') AND l.pid <> pg_backend_pid()"
    )
    return _described(pids)


async def _horizon_holders(pool: asyncpg.Pool) -> str:
    """The sessions whose open transactions hold the readable end of the log back."""
    rows = await pool.fetch(
        "SELECT pid, client_addr::text AS addr, datname, xact_start FROM pg_stat_activity"
        " WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()"
        " ORDER BY age(backend_xid) DESC LIMIT 10"
    )
    if not rows:
        return "the log is readable again"
    return ", ".join(
        f"PostgreSQL backend {r['pid']} (database {r['datname']}"
        + (f", from {r['addr']}" if r["addr"] else "")
        + f", in a transaction since {r['xact_start']:%H:%M:%S})"
        for r in rows
    )


def _described(rows: list[asyncpg.Record]) -> str:
    if not rows:
        return "a session that has just finished"
    return ", ".join(
        f"PostgreSQL backend {r['pid']}" + (f" from {r['addr']}" if r["addr"] else "") for r in rows
    )
