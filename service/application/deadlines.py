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

from service.application.bot_budget import BotBudget
from service.application.turns import at, next_due, rule_due_at
from service.records import LoadedGame
from service.store.base import EventStore
from service.timers import TURN, TimerTable

NO_BOT_DELAY = timedelta(0)


class Deadlines:
    def __init__(
        self,
        store: EventStore,
        timers: TimerTable,
        clock: Callable[[], datetime],
        bot_delay: timedelta = NO_BOT_DELAY,
        bots: BotBudget | None = None,
    ) -> None:
        self.store = store
        self.timers = timers
        self.clock = clock
        self.bot_delay = bot_delay
        self.bots = bots
        """The bots' CPU budget (None: unlimited): a game whose bots wait for it gets its turn
        timer for when they may move."""

    def bots_from(self, game: LoadedGame) -> datetime | None:
        """When the game's bots may move next, if they wait for the CPU budget."""
        return None if self.bots is None else self.bots.waiting_until(game.record.game_id)

    async def keep(self, game: LoadedGame) -> None:
        """Write or clear the game's timers for its state now: the rules' and the table's.
        An imported game is read-only: it never has a timer."""
        if game.record.imported_from is not None:
            return
        await self.keep_rule(game)
        await self.keep_turn(game)

    async def keep_turn(self, game: LoadedGame) -> None:
        """The table's timer (kind `turn`): its next bot move or clock end. A game without a
        table (no clock, no bot) never writes one."""
        if not game.table.bots:
            return
        due = next_due(game, self.bot_delay, self.bots_from(game))
        if due is None:
            if game.turn_timer is None or game.turn_timer[1] is not None:
                await self.timers.clear(game.record.game_id, game.version, TURN)
                game.turn_timer = (game.version, None)
            return
        when = at(due.at_ms)
        if due.action == "bot" and self.bots is not None:
            # Its turn, if the bots wait for the CPU budget (never where a human plays).
            when = self.bots.book(game.record.game_id, when, game.table.attended())
        if game.turn_timer is not None and game.turn_timer[1] == when:
            return
        command = {"seat": due.seat, "action": due.action}
        await self.timers.set(game.record.game_id, game.version, when, command, TURN)
        game.turn_timer = (game.version, when)

    async def keep_rule(self, game: LoadedGame) -> None:
        """Write or clear the game's rule timer for its state now (nothing if it is already so)."""
        deadline = game.rules.deadline(game.state) if game.started else None
        if deadline is None:
            if game.timer is not None:
                await self.timers.clear(game.record.game_id, game.version)
                game.timer = None
            return
        if game.timer == deadline.since_version:
            return
        # The one computation clients see as (part of) `deadline_at` (turns.py); the game
        # keeps the recorded time its timer counts from, the clock now is only a fallback.
        due_at = rule_due_at(game) or self.clock() + timedelta(milliseconds=deadline.after_ms)
        await self.timers.set(
            game.record.game_id,
            deadline.since_version,
            due_at,
            msgspec.to_builtins(deadline.command),
        )
        game.timer = deadline.since_version
