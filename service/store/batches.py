"""Group commit: appends of different games that arrive together go in one transaction.

Under load many commands wait for the database at once, each with its own round trip and its
own commit (a WAL flush). Here an append that finds `in_flight` transactions already running
waits in a queue instead, and the next batch takes everything queued by then: one statement,
one transaction, one flush for all of them. An append that finds a free slot and nobody
waiting goes at once, on its own, as before: a quiet server's commands pay nothing, a busy
one's pay one round trip for many (bench/RESULTS.md).

Each append in a batch is the same `tabletop_append` call as alone, with its own outcome
(appended, conflict, duplicate), and the caller hears it only after the batch committed: every
acknowledged event is durable, as before. Positions stay unique within the transaction
(migration 0009). What one append does cannot undo another's: should the batch fail as a whole
for a reason other than an outage (a constraint, a deadlock), each of its appends is tried
again on its own, so only the one at fault fails. Batches lock their streams' rows in stream id
order, so two batches (of two replicas) never wait for each other in a cycle; a stream is never
twice in one batch.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import asyncpg

from service.store.outage import is_outage

APPEND = "SELECT * FROM tabletop_append($1, $2, $3, $4, $5, $6, $7, $8)"
ARGUMENTS = 8
MAX_BATCH = 64
"""Appends in one statement at most (8 parameters each: far below PostgreSQL's 32,767)."""


def batch_statement(size: int) -> str:
    """`size` appends in one statement, each row tagged with its append's index."""
    return " UNION ALL ".join(
        f"SELECT {i} AS batch_index, * FROM tabletop_append("
        + ", ".join(f"${i * ARGUMENTS + k}" for k in range(1, ARGUMENTS + 1))
        + ")"
        for i in range(size)
    )


class Append:
    """One append waiting for its batch: the arguments of `tabletop_append` (the stream id
    first) and where its outcome goes."""

    __slots__ = ("arguments", "outcome")

    def __init__(self, arguments: Sequence[Any], outcome: asyncio.Future[asyncpg.Record]) -> None:
        self.arguments = arguments
        self.outcome = outcome

    @property
    def stream_id(self) -> str:
        return str(self.arguments[0])


class AppendBatches:
    """Runs `tabletop_append` calls, at most `in_flight` transactions at a time per process,
    each with every append that waited for it (up to MAX_BATCH)."""

    def __init__(self, pool: asyncpg.Pool, in_flight: int = 2) -> None:
        if in_flight < 1:
            raise ValueError("at least one batch must be able to run")
        self.pool = pool
        self.in_flight = in_flight
        self._queue: list[Append] = []
        self._running = 0
        self._tasks: set[asyncio.Task[None]] = set()

    async def append(self, arguments: Sequence[Any]) -> asyncpg.Record:
        """The row `tabletop_append` returned for these arguments, once it is committed."""
        if not self._queue and self._running < self.in_flight:
            # Nobody waits: no batch to gather, so it goes at once, from the caller's own task
            # (no hop through a batch task for a quiet server's commands).
            self._running += 1
            try:
                row = await self.pool.fetchrow(APPEND, *arguments)
            finally:
                self._running -= 1
                self._start()  # what queued behind it meanwhile
            assert row is not None
            return row
        waiting = Append(arguments, asyncio.get_running_loop().create_future())
        # Seen, so that an outcome whose caller went away logs no "never retrieved".
        waiting.outcome.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._queue.append(waiting)
        self._start()
        # The batch runs in a task of its own: a caller that goes away (a cancelled request)
        # must not cancel the others' appends with it.
        return await asyncio.shield(waiting.outcome)

    def _start(self) -> None:
        while self._queue and self._running < self.in_flight:
            self._running += 1
            task = asyncio.get_running_loop().create_task(self._drain())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _drain(self) -> None:
        try:
            while batch := self._take():
                try:
                    await self._run(batch)
                finally:
                    for waiting in batch:  # cancelled (shutdown), or a row went missing
                        if not waiting.outcome.done():
                            waiting.outcome.cancel()
        finally:
            self._running -= 1

    def _take(self) -> list[Append]:
        """The next batch: queued appends in arrival order, one per stream, in stream order."""
        batch: dict[str, Append] = {}
        later: list[Append] = []
        for waiting in self._queue:
            if len(batch) == MAX_BATCH or waiting.stream_id in batch:
                later.append(waiting)
            else:
                batch[waiting.stream_id] = waiting
        self._queue = later
        return sorted(batch.values(), key=lambda a: a.stream_id)

    async def _run(self, batch: list[Append]) -> None:
        if len(batch) == 1:
            await self._alone(batch[0])
            return
        try:
            rows = await self.pool.fetch(
                batch_statement(len(batch)), *[a for w in batch for a in w.arguments]
            )
        except Exception as error:
            if is_outage(error):
                for waiting in batch:
                    _fail(waiting, error)
                return
            for waiting in batch:  # find the one at fault: each on its own
                await self._alone(waiting)
            return
        for row in rows:
            _settle(batch[row["batch_index"]], row)

    async def _alone(self, waiting: Append) -> None:
        try:
            row = await self.pool.fetchrow(APPEND, *waiting.arguments)
        except Exception as error:
            _fail(waiting, error)
            return
        assert row is not None
        _settle(waiting, row)


def _settle(waiting: Append, row: asyncpg.Record) -> None:
    if not waiting.outcome.done():
        waiting.outcome.set_result(row)


def _fail(waiting: Append, error: BaseException) -> None:
    if not waiting.outcome.done():
        waiting.outcome.set_exception(error)
