"""Runs a projector over the global log: catch up, then follow notifications.

Only one process should project at a time (several would do the same work and race on the
checkpoint); with Postgres the runner holds a session advisory lock while it runs, and a
standby replica takes over when the holder's connection drops. After an outage or a failover
it resumes from the checkpoint stored with the rows, on whichever process leads then.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime

import structlog

from service import metrics
from service.projections.lobby import NAME, LobbyProjector
from service.store.leadership import Fence, Leadership, LeadershipLost
from service.store.outage import describe, is_outage

log = structlog.get_logger()

BATCH = 500
PROJECTION_LOCK = 7_467_221_003


async def catch_up(
    projector: LobbyProjector,
    progress: Callable[[int], None] | None = None,
    *,
    noted: bool = False,
    fence: Fence | None = None,
) -> int:
    """Apply everything the log holds now; returns the number of events applied. `noted`:
    the caller hears of every append (follow), so a batch shorter than BATCH ends the catch-up
    without one more read that would find nothing: what is appended after it is announced.
    `fence`: the leadership every save checks as it lands (LeadershipLost: it no longer
    holds, nothing more is saved)."""
    applied = 0
    position = await projector.rows.checkpoint()
    while batch := await projector.store.read_all(position, BATCH):
        if not await projector.apply(batch, fence):  # a rebuild switched over: go on from its point
            position = await projector.rows.checkpoint()
            log.info("projection_switched_over", projection=NAME, position=position)
            continue
        position = batch[-1].position
        applied += len(batch)
        age = (datetime.now(UTC) - batch[-1].recorded_at).total_seconds()
        metrics.PROJECTION_LAG.labels(NAME).set(max(age, 0.0))
        if progress is not None:
            progress(len(batch))
        if noted and len(batch) < BATCH:
            break
    metrics.PROJECTION_LAG.labels(NAME).set(0)
    return applied


async def follow(projector: LobbyProjector, leader: Leadership, poll_seconds: float = 2.0) -> None:
    """Catch up whenever the store announces an append (or every poll_seconds), while this
    process holds the projection's leadership.

    Appends batch themselves: those announced while a catch-up runs are applied together by
    the next one, which starts at once. A quiet projector applies a lone command as soon as
    it hears of it, and a busy one as often as a catch-up takes (it used to wait 50 ms after
    each note to gather a batch: most of the lobby's lag under load)."""
    notes = projector.store.notifications()
    try:
        while True:
            try:
                if await leader.held():
                    await catch_up(projector, noted=True, fence=leader.fence())
            except LeadershipLost:  # paused or cut off past its session: another may lead
                log.warning("projection_fenced", projection=NAME)
            except Exception as error:  # keep projecting after a transient failure; it is logged
                if is_outage(error):  # the checkpoint is in the database: resume from it
                    log.warning("projection_failed", projection=NAME, error=describe(error))
                else:
                    log.exception("projection_failed", projection=NAME)
            try:
                async with asyncio.timeout(poll_seconds):
                    await anext(notes)
                while not notes.queue.empty():  # one catch-up for all of them
                    notes.queue.get_nowait()
            except TimeoutError:
                pass
    finally:
        notes.close()
        await leader.release()
