"""The worker process: every background loop of service/services.py (the lobby projector,
the timer scheduler, the post-commit notifier, key expiry, matchmaking rounds) against the
database, and nothing else.

It runs the very loops an API process runs when its background is on, with the same
elections: any number of workers (and of API processes with background on) may run at once;
the projector, the notifier and the healing of lost starts act in one process at a time,
timers are claimed by every scheduler.

SIGTERM or SIGINT stops it within STOP_SECONDS: the probes stop answering, the loops are
cancelled (each releases its advisory lock on the way out, so a standby takes over at its next
check rather than after the session times out) and the pool is closed. A loop that ends by
itself (they are written never to: outages are logged and retried) stops the worker with exit
status 1, for its supervisor to start it again.
"""

from __future__ import annotations

import asyncio
import signal

import structlog

from service import metrics
from service.services import Services, background_loops
from service.settings import Settings
from service.worker.probes import open_probes

log = structlog.get_logger()

STOP_SECONDS = 10.0
"""How long the loops and the pool get to stop; the process exits after that regardless (its
sessions, and so its locks, end with it)."""


async def work(settings: Settings, host: str, port: int) -> int:
    """Run the background loops until SIGTERM/SIGINT (0) or until one of them ends (1)."""
    services = await Services.from_settings(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)

    async def ready() -> bool:
        await services.tabletop.store.stream_version("health-check")
        return True

    probes = await open_probes(host, port, ready)
    loops = background_loops(services)
    tasks = [asyncio.create_task(each.run(), name=each.name) for each in loops]
    metrics.BACKGROUND_LOOPS.set(len(tasks))
    log.info("worker_started", host=host, port=port, loops=[each.name for each in loops])
    stopping = asyncio.create_task(stop.wait())
    await asyncio.wait([stopping, *tasks], return_when=asyncio.FIRST_COMPLETED)
    ended = [task for task in tasks if task.done()]
    for task in ended:
        error = None if task.cancelled() else task.exception()
        log.error("background_loop_ended", loop=task.get_name(), error=repr(error))
    log.info("worker_stopping", reason="loop ended" if ended else "signal")
    stopping.cancel()
    probes.close()
    metrics.BACKGROUND_LOOPS.set(0)
    try:
        async with asyncio.timeout(STOP_SECONDS):
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            for close in services.closers:
                await close()
            await probes.wait_closed()
    except TimeoutError:
        log.warning("worker_stop_timed_out", seconds=STOP_SECONDS)
    log.info("worker_stopped")
    return 1 if ended else 0
