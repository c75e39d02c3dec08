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

from service.store.leadership import HOLDS, Fence, Leadership
from service.store.outage import describe, is_outage
from service.store.postgres import ServerWatch

log = structlog.get_logger()

NOTIFIER_LOCK = 7_467_221_004

_TAIL = """
SELECT stream_id, max(version) AS version, max(position) AS position FROM (
    SELECT stream_id, version, position FROM events
     WHERE position > $1 AND position < tabletop_horizon()
     ORDER BY position LIMIT 5000
) batch GROUP BY stream_id
"""
# Fenced (issue 33): the announcements are sent only while the leader's session ($3) holds the
# lock ($4), so a notifier resumed after a pause past its session's end sends nothing. They
# are hints (a repeat is harmless), but a stale one must not announce beside the new leader.
_NOTIFY = (
    "SELECT count(pg_notify($1, s)) FROM unnest($2::text[]) AS s"
    f" WHERE $3::int IS NULL OR {HOLDS.format(pid='$3', key='$4')}"
)
# Where a new leader starts: just below the readable horizon, not after max(position). An
# event below the horizon has committed (or never will); one at or above it may belong to a
# transaction still running, which can commit after events with higher positions. Starting
# after max(position) would skip such a late commit for good (announced only by the SSE
# keep-alive re-read 15 s later); starting at the horizon announces it when it commits. What
# committed above the horizon before the start is announced once more: a harmless re-read.
_START = "SELECT tabletop_horizon() - 1"


async def announce(
    pool: asyncpg.Pool, channel: str, payloads: list[str], fence: Fence | None
) -> bool:
    """NOTIFY each payload on `channel` if `fence` (the notifier's leadership) still holds, in
    the statement that sends them; False when it did not (nothing was sent)."""
    holder = (None, None) if fence is None else (fence.pid, fence.key)
    sent: int = await pool.fetchval(_NOTIFY, channel, payloads, *holder)
    return sent == len(payloads)


async def notify_committed(
    pool: asyncpg.Pool,
    channel: str,
    leader: Leadership,
    idle_seconds: float = 0.02,
    watch: ServerWatch | None = None,
) -> None:
    """Run forever: tail the log from its readable horizon and announce what commits. After
    the server changed (`watch`: a failover may have lost the newest positions) start afresh."""
    position: int | None = None
    changes = 0
    while True:
        try:
            if not await leader.held():
                position = None
                await asyncio.sleep(1)
                continue
            if watch is not None and watch.changes != changes:
                changes, position = watch.changes, None
            if position is None:
                position = int(await pool.fetchval(_START))
            rows = await pool.fetch(_TAIL, position)
            if rows:
                payloads = [f"{r['stream_id']} {r['version']}" for r in rows]
                if not await announce(pool, channel, payloads, leader.fence()):
                    log.warning("notifier_fenced")
                    position = None  # whoever leads next starts from the horizon
                    await asyncio.sleep(1)
                    continue
                position = max(r["position"] for r in rows)
            else:
                await asyncio.sleep(idle_seconds)
        except asyncio.CancelledError:
            await leader.release()
            raise
        except Exception as error:  # never let live updates die: log, try again
            if is_outage(error):
                log.warning("notifier_failed", error=describe(error))
            else:
                log.exception("notifier_failed")
            await asyncio.sleep(1)
