"""Announce committed appends to every replica: LISTEN/NOTIFY after commit, batched.

Appends do not NOTIFY inside their own transaction (see migration 0001: that serialises all
commits). Instead one process at a time (leader by advisory lock) tails the global log and
sends one NOTIFY per stream that moved, per batch, after those events committed. Every
process LISTENs (PostgresEventStore._listen) and fans the notifications out to its SSE streams
and projector; within the appending process, appends are also published at once.
"""

from __future__ import annotations

import asyncio

import asyncpg
import structlog

from service.scheduler import Leadership

log = structlog.get_logger()

NOTIFIER_LOCK = 7_467_221_004

_TAIL = """
SELECT stream_id, max(version) AS version, max(position) AS position FROM (
    SELECT stream_id, version, position FROM events
     WHERE position > $1
       AND position < ((pg_snapshot_xmin(pg_current_snapshot())::text::bigint) << 20)
     ORDER BY position LIMIT 5000
) batch GROUP BY stream_id
"""
_NOTIFY = "SELECT pg_notify($1, s) FROM unnest($2::text[]) AS s"
# Where a new leader starts: just below the readable horizon, not after max(position). An
# event below the horizon has committed (or never will); one at or above it may belong to a
# transaction still running, which can commit after events with higher positions. Starting
# after max(position) would skip such a late commit for good (announced only by the SSE
# keep-alive re-read 15 s later); starting at the horizon announces it when it commits. What
# committed above the horizon before the start is announced once more: a harmless re-read.
_START = "SELECT ((pg_snapshot_xmin(pg_current_snapshot())::text::bigint) << 20) - 1"


async def notify_committed(
    pool: asyncpg.Pool, channel: str, leader: Leadership, idle_seconds: float = 0.02
) -> None:
    """Run forever: tail the log from its readable horizon and announce what commits."""
    position: int | None = None
    while True:
        try:
            if not await leader.held():
                position = None
                await asyncio.sleep(1)
                continue
            if position is None:
                position = int(await pool.fetchval(_START))
            rows = await pool.fetch(_TAIL, position)
            if rows:
                payloads = [f"{r['stream_id']} {r['version']}" for r in rows]
                await pool.execute(_NOTIFY, channel, payloads)
                position = max(r["position"] for r in rows)
            else:
                await asyncio.sleep(idle_seconds)
        except asyncio.CancelledError:
            await leader.release()
            raise
        except (OSError, asyncpg.PostgresError) as error:
            log.warning("notifier_failed", error=str(error))
            await asyncio.sleep(1)
