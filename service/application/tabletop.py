"""`Tabletop`: the use cases of the API, independent of HTTP, in one object the API and the
background loops hold. It only wires the parts together and hands each call to its part."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from service.application.bot_budget import BotBudget
from service.application.commands import CommandHandler
from service.application.deadlines import NO_BOT_DELAY, Deadlines
from service.application.games import SETTLE, Games
from service.application.imports import Imports
from service.application.queries import Queries
from service.application.repository import DEFAULT_CACHE_SIZE, GameRepository
from service.application.snapshots import Snapshots
from service.application.tickets import PER_MINUTE, Tickets
from service.application.timers import TimerRunner
from service.archive.logfile import GameLog
from service.catalog.base import Catalog
from service.domain.kernel import Seat
from service.domain.table import ClockSetting
from service.records import CommandResult, GameSummary, LoadedGame, LoggedEvent
from service.settings import DEFAULT_BOT_ONLY_COMMANDS
from service.store.base import EventStore, RecordedEvent
from service.store.tickets import MemoryTickets, TicketTable
from service.timers import TimerTable


def _now() -> datetime:
    return datetime.now(UTC)


class Tabletop:
    def __init__(
        self,
        store: EventStore,
        catalog: Catalog,
        timers: TimerTable,
        *,
        cache_size: int = DEFAULT_CACHE_SIZE,
        clock: Callable[[], datetime] = _now,
        bot_delay: timedelta = NO_BOT_DELAY,
        tickets: TicketTable | None = None,
        snapshots: Snapshots | None = None,
        stream_tickets_per_minute: int = PER_MINUTE,
        bot_only_commands: int = DEFAULT_BOT_ONLY_COMMANDS,
        bot_cpu_share: float | None = None,
    ) -> None:
        self.store = store
        self.catalog = catalog
        self.timers = timers
        self.clock = clock
        self.games = GameRepository(store, catalog, cache_size)
        self.bot_budget = None if bot_cpu_share is None else BotBudget(bot_cpu_share, clock)
        """The bots' CPU budget in this process (bot_budget.py); None: unlimited."""
        deadlines = Deadlines(store, timers, clock, bot_delay, self.bot_budget)
        self._commands = CommandHandler(self.games, deadlines, clock)
        self._games = Games(self.games, deadlines, clock, self._commands)
        self.snapshots = snapshots if snapshots is not None else Snapshots()
        """Past folded states for time travel (snapshots.py)."""
        self._queries = Queries(self.games, self.snapshots)
        self._timers = TimerRunner(self.games, self._commands, deadlines, bot_only_commands)
        self._imports = Imports(self.games, clock)
        self.tickets = Tickets(
            tickets or MemoryTickets(), clock, per_minute=stream_tickets_per_minute
        )
        """Stream tickets (tickets.py): any scope, so other streams can use them too."""

    # -- games and seats (games.py) ----------------------------------------------------------

    async def create_game(
        self,
        game_type: str,
        players: int,
        options: dict[str, Any] | None,
        seed: str | None,
        position: Any | None,
        rules_revision: int | None = None,
        clock: ClockSetting | None = None,
        game_id: str | None = None,
    ) -> GameSummary:
        return await self._games.create(
            game_type, players, options, seed, position, rules_revision, clock, game_id
        )

    async def take_seat(
        self, game_id: str, name: str, player: str | None = None, token: str | None = None
    ) -> tuple[int, str, GameSummary]:
        """The next free seat and its token (`token`, drawn by the caller, or a random one);
        the last seat taken starts the game. A signed-in `player` (OIDC `sub`) gets the seat
        bound to them."""
        return await self._games.take_seat(game_id, name, player, token)

    async def import_game(self, content: bytes, game_id: str | None = None) -> GameSummary:
        """A game log file stored as a new, read-only game (imports.py)."""
        return await self._imports.import_log(content, game_id)

    async def add_bot(
        self, game_id: str, kind: str, name: str | None, unseen: str | None = None
    ) -> tuple[int, GameSummary]:
        """The next free seat, played by a server bot (`random` or `greedy`); `unseen`: the
        token nobody is given whose hash the seat stores."""
        return await self._games.add_bot(game_id, kind, name, unseen)

    async def seat_with_token(self, game_id: str, token: str) -> Seat | None:
        """The seat taken with this token (a bot's unseen one included), if any."""
        return await self._games.seat_with_token(game_id, token)

    async def return_seat(self, game_id: str, seat: Seat) -> GameSummary:
        """An absent seat's player is back (nothing to do for a present one)."""
        return await self._games.return_seat(game_id, seat)

    async def authenticate(self, game_id: str, token: str) -> Seat:
        return await self._games.authenticate(game_id, token)

    async def seat_of_player(self, game_id: str, player: str) -> Seat | None:
        return await self._games.seat_of_player(game_id, player)

    async def recent_seats_of_player(
        self, player: str, within: timedelta = timedelta(minutes=5)
    ) -> list[tuple[str, int]]:
        """(game id, seat) of the seats the player took lately, from the catalog (projections
        may not have them yet)."""
        return await self.catalog.seats_of_player(player, self.clock() - within)

    async def heal_lost_starts(self, settle: timedelta = SETTLE) -> int:
        return await self._games.heal_lost_starts(settle)

    # -- commands (commands.py) and timers (timers.py) ---------------------------------------

    def decode_command(self, game: LoadedGame, body: bytes) -> msgspec.Struct:
        return self._commands.decode(game, body)

    async def command(
        self,
        game_id: str,
        seat: Seat | None,
        body: bytes,
        *,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
        request_id: str | None = None,
    ) -> CommandResult:
        return await self._commands.handle(
            game_id,
            seat,
            body,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
            request_id=request_id,
        )

    async def run_timer(self, game_id: str, since_version: int, command_json: Any) -> bool:
        return await self._timers.run(game_id, since_version, command_json)

    async def run_turn(self, game_id: str) -> int:
        """The table's due actions (bot moves, clock timeouts); how many were appended."""
        return await self._timers.run_turn(game_id)

    # -- reading (queries.py) ----------------------------------------------------------------

    async def summary(self, game_id: str) -> GameSummary:
        return await self._queries.summary(game_id)

    async def view(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct]:
        return await self._queries.view(game_id, seat, at)

    async def view_now(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct, datetime | None]:
        """The view and, in a view of now, when the running timer falls due (else None)."""
        return await self._queries.view_now(game_id, seat, at)

    async def legal_moves(
        self, game_id: str, seat: Seat | None
    ) -> tuple[int, list[msgspec.Struct]]:
        return await self._queries.legal_moves(game_id, seat)

    async def picture(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct, datetime | None, str | None]:
        """The caller's view and its SVG picture (service/pictures; None: the game has none)."""
        return await self._queries.picture(game_id, seat, at)

    async def narration(
        self, game_id: str, seat: Seat | None, after: int, limit: int, admin: bool
    ) -> tuple[int, list[tuple[LoggedEvent, str]]]:
        """The caller's events of the log, each with its sentence (service/pictures)."""
        return await self._queries.narration(game_id, seat, after, limit, admin)

    async def position(
        self, game_id: str, at: int | None, admin: bool
    ) -> tuple[int, msgspec.Struct]:
        return await self._queries.position(game_id, at, admin)

    async def events(
        self, game_id: str, seat: Seat | None, after: int, limit: int, admin: bool
    ) -> tuple[int, list[LoggedEvent]]:
        return await self._queries.events(game_id, seat, after, limit, admin)

    async def export(self, game_id: str, admin: bool) -> GameLog:
        return await self._queries.export(game_id, admin)

    def visible_events(
        self, game: LoadedGame, recorded: Sequence[RecordedEvent], seat: Seat | None, admin: bool
    ) -> list[LoggedEvent]:
        return self._queries.visible_events(game, recorded, seat, admin)

    async def rules_revision(self, game_id: str) -> int:
        """The rules revision the game was created with (it never changes)."""
        return (await self.games.get(game_id)).setup.rules_revision

    async def loaded(self, game_id: str) -> LoadedGame:
        """The game at the newest version the store has."""
        return await self.games.fresh(game_id)

    # -- the cache (repository.py) -----------------------------------------------------------

    def forget(self) -> None:
        self.games.forget()
        self.snapshots.forget()
