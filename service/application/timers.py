"""Firing a due timer: the game's timeout command decided as the system (`seat=None`).

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
from service.domain import kernel
from service.domain.kernel import IllegalMove, Refusal

log = structlog.get_logger()


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
