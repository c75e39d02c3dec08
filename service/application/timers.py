"""Firing a due timer: the game's timeout command decided as the system (`seat=None`), or the
table's turn (`run_turn`): its bots' moves and its clocks' timeouts. Bot moves are run here
only, which is where their budgets hold: the bots' CPU share (bot_budget.py) and, in a game
with no human seat, a limit of commands after which it ends abandoned.

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
from service.application.turns import bot_only_end, next_due, timeout_events
from service.domain import kernel
from service.domain.kernel import IllegalMove, Refusal
from service.domain.table import Due, TableEvent, choose_move
from service.records import LoadedGame
from service.settings import DEFAULT_BOT_ONLY_COMMANDS
from service.store.base import VersionConflict

log = structlog.get_logger()

TURN_BATCH = 200
"""At most this many bot moves per firing: a long all-bot game goes on at the next tick, and
other games' timers get their turn in between."""
STAND_IN = "greedy"
"""The bot that plays for an absent human."""


class TimerRunner:
    def __init__(
        self,
        games: GameRepository,
        commands: CommandHandler,
        deadlines: Deadlines,
        bot_only_commands: int = DEFAULT_BOT_ONLY_COMMANDS,
    ) -> None:
        self.games = games
        self.commands = commands
        self.deadlines = deadlines
        self.bot_only_commands = bot_only_commands
        """A game with no human seat ends abandoned once its log holds this many commands."""

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
        write its next timer; returns how many actions were appended. The bots pay for the CPU
        of a firing that moved or put off a bot (bot_budget.py)."""
        budget = self.deadlines.bots
        firing = self.take_turn(game_id)
        return await (firing if budget is None else budget.firing(firing))

    async def take_turn(self, game_id: str) -> int:
        """The firing itself (`run_turn`)."""
        game = await self.games.get(game_id)
        acted = 0
        async with game.lock:
            await self.games.catch_up(game)
            for _attempt in range(TURN_BATCH):
                due = next_due(game, self.deadlines.bot_delay, self.deadlines.bots_from(game))
                now_ms = int(self.commands.clock().timestamp() * 1000)
                if due is None or due.at_ms > now_ms:
                    break
                try:
                    if not await self.step(game, due):
                        continue  # another process appended first, or the bots wait: look again
                except (IllegalMove, VersionConflict) as refused:
                    log.warning(
                        "bot_move_refused", game_id=game_id, seat=due.seat, error=str(refused)
                    )
                    break
                acted += 1
            game.turn_timer = None  # written by this firing's appends or stale: write it again
            await self.deadlines.keep(game)
        return acted

    async def step(self, game: LoadedGame, due: Due) -> bool:
        """One due action; False when nothing was appended (another process appended first, or
        the bots' CPU budget is spent: bot_budget.py). Before a bot moves in a game with no
        human seat, its log is held to `bot_only_commands`: at the limit the game ends
        abandoned (the table's own event) instead."""
        if due.action == "timeout":
            return await self.act(game, due.seat, due.action)
        if ended := await self.bot_only_end(game):
            log.info("bot_only_game_abandoned", game_id=game.record.game_id, version=game.version)
            return await self.commands.append_table(game, ended, {"seat": None})
        budget = self.deadlines.bots
        if budget is None:
            return await self.act(game, due.seat, due.action)
        if budget.admit(game.record.game_id, game.table.attended()) is not None:
            return False  # its turn is later: the next look finds its move due then
        return await budget.pay(self.act(game, due.seat, due.action))

    async def bot_only_end(self, game: LoadedGame) -> list[TableEvent]:
        """The events that end a game with no human seat at its limit of commands, if due."""
        limit = self.bot_only_commands
        if not game.table.bot_only() or game.version <= limit:
            return []  # version 1 is the table's: a log this short holds fewer commands
        return bot_only_end(game, await self.commands_logged(game), limit)

    async def commands_logged(self, game: LoadedGame) -> int:
        """How many commands the game's log holds up to its version (each is logged with its
        first event: metadata `command`; the start and the table's own events are none).
        Counted from the stored events once, then only the ones appended since."""
        since, count = game.commands_logged or (0, 0)
        if since > game.version:
            since, count = 0, 0
        if since < game.version:
            rows = await self.games.store.read_stream(game.record.game_id, since, game.version)
            count += sum(1 for row in rows if "command" in row.metadata)
            game.commands_logged = (game.version, count)
        return count

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
