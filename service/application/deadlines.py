"""Keeps a game's row in the timers table in step with its state after every append: the
rules' `deadline(state)` set (due = recorded time of the `since_version` event + `after_ms`)
or cleared. The scheduler fires what is due (service/scheduler.py, timers.py here).

These writes come after the append's transaction, so replicas' writes may arrive out of order;
the table keeps the newest (service/timers.py), and a replica forgets which timer it wrote once
it catches up on another's appends (repository.STALE_TIMER)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

import msgspec

from service.records import LoadedGame
from service.store.base import EventStore
from service.timers import TimerTable


class Deadlines:
    def __init__(
        self, store: EventStore, timers: TimerTable, clock: Callable[[], datetime]
    ) -> None:
        self.store = store
        self.timers = timers
        self.clock = clock

    async def keep(self, game: LoadedGame) -> None:
        """Write or clear the game's timer for its state now (nothing if it is already so)."""
        deadline = game.rules.deadline(game.state) if game.started else None
        if deadline is None:
            if game.timer is not None:
                await self.timers.clear(game.record.game_id, game.version)
                game.timer = None
            return
        if game.timer == deadline.since_version:
            return
        due_at = await self.due_at(game)
        assert due_at is not None
        await self.timers.set(
            game.record.game_id,
            deadline.since_version,
            due_at,
            msgspec.to_builtins(deadline.command),
        )
        game.timer = deadline.since_version

    async def due_at(self, game: LoadedGame) -> datetime | None:
        """When the game's running timer falls due, or None: the one place that turns a
        rules deadline (and, later, a clock) into a time, for the timers table and for the
        `deadline_at` clients see. Remembered per game while the same timer runs."""
        deadline = game.rules.deadline(game.state) if game.started else None
        if deadline is None:
            return None
        key = (deadline.since_version, deadline.after_ms)
        if game.due is not None and game.due[0] == key:
            return game.due[1]
        since = await self.store.read_stream(
            game.record.game_id, deadline.since_version - 1, deadline.since_version
        )
        started_at = since[0].recorded_at if since else self.clock()
        due_at = started_at + timedelta(milliseconds=deadline.after_ms)
        game.due = (key, due_at)
        return due_at
