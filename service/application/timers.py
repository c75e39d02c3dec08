"""Firing a due timer: the game's timeout command decided as the system (`seat=None`), or the
table's turn (`run_turn`): its bots' moves and its clocks' timeouts.

The command goes through the command handler like any other, under an idempotency key of its
own, so a timer fired twice (two schedulers overlapping for a moment after a failover) appends
once. A timer the game no longer asks for (written late by a replica behind the game, or made
stale by a move) is dropped instead."""

from __future__ import annotations

from typing import Any

import structlog

from service.application.commands import CommandHandler
from service.application.deadlines import Deadlines
from service.application.idempotency import timer_key
from service.application.repository import GameRepository
from service.application.turns import next_due, timeout_events
from service.domain import kernel
from service.domain.kernel import IllegalMove, Refusal
from service.domain.table import choose_move
from service.records import LoadedGame
from service.store.base import VersionConflict

log = structlog.get_logger()

TURN_BATCH = 200
"""At most this many bot moves per firing: a long all-bot game goes on at the next tick, and
other games' timers get their turn in between."""
STAND_IN = "greedy"
"""The bot that plays for an absent human."""


class TimerRunner:
    def __init__(
        self, games: GameRepository, commands: CommandHandler, deadlines: Deadlines
    ) -> None:
        self.games = games
        self.commands = commands
        self.deadlines = deadlines

    async def run(self, game_id: str, since_version: int, command_json: Any) -> bool:
        """Decide a due timer's command; False when it no longer applies."""
        game = await self.games.get(game_id)
        async with game.lock:
            await self.games.catch_up(game)
            command = kernel.convert_command(game.rules, command_json)
            key = timer_key(since_version, command_json, command)
            game.timer = since_version  # it is stored: the append below replaces or clears it
            try:
                deadline = game.rules.deadline(game.state) if game.started else None
                if deadline is None or deadline.since_version != since_version:
                    # Written late by a replica behind the game: no longer what it asks for.
                    raise IllegalMove(Refusal("stale_timer", "The game no longer runs this timer."))
                await self.commands.decide_and_append(game, command, None, None, key, {})
            except IllegalMove as stale:
                log.info("timer_dropped", game_id=game_id, code=stale.code)
                await self.deadlines.timers.clear(game_id, since_version)
                game.timer = None
                await self.deadlines.keep(game)
                return False
        return True

    async def run_turn(self, game_id: str) -> int:
        """Do what the table has due now (bot moves, timeouts), up to TURN_BATCH actions, then
        write its next timer; returns how many actions were appended."""
        game = await self.games.get(game_id)
        acted = 0
        async with game.lock:
            await self.games.catch_up(game)
            for _attempt in range(TURN_BATCH):
                due = next_due(game, self.deadlines.bot_delay)
                now_ms = int(self.commands.clock().timestamp() * 1000)
                if due is None or due.at_ms > now_ms:
                    break
                try:
                    if not await self.act(game, due.seat, due.action):
                        continue  # another process appended first: look again at its state
                except (IllegalMove, VersionConflict) as refused:
                    log.warning(
                        "bot_move_refused", game_id=game_id, seat=due.seat, error=str(refused)
                    )
                    break
                acted += 1
            game.turn_timer = None  # written by this firing's appends or stale: write it again
            await self.deadlines.keep(game)
        return acted

    async def act(self, game: LoadedGame, seat: int, action: str) -> bool:
        if action == "timeout":
            log.info("seat_timed_out", game_id=game.record.game_id, seat=seat)
            return await self.commands.append_table(
                game, timeout_events(game, seat), {"seat": None}
            )
        kind = game.table.bot_of(seat) or STAND_IN
        move = choose_move(kind, game.rules, game.state, seat, game.record.seed, game.version)
        if move is None:
            return False
        metadata = {"seat": seat, "bot": kind}
        await self.commands.decide_and_append(game, move, seat, None, None, metadata, True)
        return True
