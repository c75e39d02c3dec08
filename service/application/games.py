"""Games and seats, the write side outside the commands: creating a game, taking a seat,
starting the game when its last seat is taken, and healing a start that was lost.

Starting. The last joiner's request appends the start events at version 0 right after the
transaction that took its seat. Those are two transactions (the catalog's and the game
stream's), so a process that dies between them leaves a game whose seats are all taken and
whose stream is empty. Reads never repair that: a read shows the game as it is in the log,
open and not started (`summaries.require_started`). The repair is a write of its own,
`heal_lost_starts`, which the scheduler runs on the leading replica: it finds such games
through the catalog's status (`open` until a start has been appended, see catalog/base.py) and
appends their start. The start events come from the game's seed at version 0, so whoever
appends them, the joiner or the heal, appends the same events, and the stream's version check
lets exactly one of them do it.
"""

from __future__ import annotations

import contextlib
import secrets
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

import msgspec
import structlog

from service import codec
from service.application.commands import CommandHandler
from service.application.deadlines import Deadlines
from service.application.repository import GameRepository
from service.application.summaries import require_started, summary
from service.application.turns import return_events
from service.catalog.base import GameFull, GameRecord, PlayerSeated, SetupKind
from service.domain import registry
from service.domain.kernel import (
    HostedGame,
    IllegalMove,
    Refusal,
    Rng,
    Seat,
    Setup,
    latest_revision,
    players_problem,
)
from service.domain.table import ClockSetting, TableSet
from service.errors import (
    AlreadySeated,
    Forbidden,
    GameFullError,
    GameNotFound,
    GameReadOnly,
    InvalidCommand,
    InvalidOptions,
    UnknownGameType,
)
from service.records import GameSummary, LoadedGame, game_setup, hash_token
from service.store.base import VersionConflict
from service.store.outage import is_outage

log = structlog.get_logger()

SETTLE = timedelta(seconds=10)
"""How long after its last seat was taken a game without start events counts as lost: the
joiner's own append normally follows within milliseconds."""


class Games:
    def __init__(
        self,
        games: GameRepository,
        deadlines: Deadlines,
        clock: Callable[[], datetime],
        commands: CommandHandler,
    ) -> None:
        self.commands = commands
        self.games = games
        self.catalog = games.catalog
        self.store = games.store
        self.deadlines = deadlines
        self.clock = clock

    async def create(
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
        """A new game under `rules_revision` (default: the game type's current one), with a
        turn clock if asked; `game_id` if given (else a random one)."""
        rules = registry.get(game_type)
        if rules is None:
            known = ", ".join(r.name for r in registry.all_games())
            raise UnknownGameType(f"There is no game type {game_type!r}; known: {known}.")
        refusal = players_problem(rules, players)
        if refusal is not None:
            raise InvalidOptions(refusal)
        problem = None if clock is None else clock.problem()
        if problem is not None:
            raise InvalidOptions(f"The clock is not valid: {problem}.", (problem,))
        decoded = decode_options(rules, options or {})
        revision = revision_for(rules, rules_revision)
        setup = game_setup(rules, players, decoded, revision)
        record = GameRecord(
            game_id=game_id or str(uuid.uuid4()),
            game_type=game_type,
            players=players,
            options=msgspec.to_builtins(decoded),
            # A game without a chosen seed or position gets a secret seed from the operating
            # system's CSPRNG (128 bits): only its commitment is public until the game is over.
            seed=seed if seed is not None else secrets.token_hex(16),
            position=position,
            rules_revision=revision,
            created_at=self.clock(),
            clock=None if clock is None else msgspec.to_builtins(clock),
            setup=setup_kind(seed, position),
        )
        start_events(rules, record, setup)  # refuse bad options or positions now
        await self.catalog.create_game(record)
        log.info(
            "game_created",
            game_id=record.game_id,
            game_type=game_type,
            players=players,
            rules_revision=revision,
        )
        game = LoadedGame(record, rules, setup)
        self.games.remember(game)
        return summary(game)

    async def take_seat(
        self, game_id: str, name: str, player: str | None = None, token: str | None = None
    ) -> tuple[int, str, GameSummary]:
        """The next free seat and its token (`token` if given, else a random one); bound to
        `player` (an OIDC `sub`) if given."""
        game = await self.games.get(game_id)
        refuse_if_imported(game)
        token = token or secrets.token_urlsafe(32)
        try:
            seat = await self.catalog.take_seat(game_id, name, hash_token(token), player)
        except GameFull:
            raise GameFullError(f"Every seat of game {game_id} is taken.") from None
        except PlayerSeated:
            raise AlreadySeated(f"You already hold a seat in game {game_id}.") from None
        game.seats = await self.catalog.seats(game_id)
        log.info("seat_taken", game_id=game_id, seat=seat.seat)
        await self.start_if_full(game)
        return seat.seat, token, summary(game)

    async def add_bot(
        self, game_id: str, kind: str, name: str | None, unseen: str | None = None
    ) -> tuple[int, GameSummary]:
        """The next free seat for a server bot (`random` or `greedy`); it has no token (its
        stored hash is of a token nobody is given: `unseen` if given, else a random one)."""
        game = await self.games.get(game_id)
        refuse_if_imported(game)
        nobody = hash_token(unseen or secrets.token_urlsafe(32))
        try:
            seat = await self.catalog.take_seat(game_id, name or f"{kind} bot", nobody, bot=kind)
        except GameFull:
            raise GameFullError(f"Every seat of game {game_id} is taken.") from None
        game.seats = await self.catalog.seats(game_id)
        log.info("bot_seated", game_id=game_id, seat=seat.seat, bot=kind)
        await self.start_if_full(game)
        return seat.seat, summary(game)

    async def return_seat(self, game_id: str, seat: Seat) -> GameSummary:
        """The seat's player is back: its bot stand-in stops (nothing to do if present). A
        finished game (abandoned included) refuses it as it refuses a command: `game_over`."""
        game = await self.games.get(game_id)
        refuse_if_imported(game)
        async with game.lock:
            for _attempt in range(8):
                await self.games.catch_up(game)
                require_started(game)
                refuse_if_over(game)
                events = return_events(game, seat)
                if not events or await self.commands.append_table(game, events, {"seat": seat}):
                    break
        return summary(game)

    async def authenticate(self, game_id: str, token: str) -> Seat:
        """The seat a bearer token belongs to in this game, or Forbidden (GameReadOnly for an
        imported game: nobody holds a token of its seats)."""
        game = await self.games.get(game_id)
        refuse_if_imported(game)
        seat = game.seat_of(token)
        if seat is None:
            game.seats = await self.catalog.seats(game_id)
            seat = game.seat_of(token)
        if seat is None:
            raise Forbidden("This token does not hold a seat in this game.")
        return seat

    async def seat_with_token(self, game_id: str, token: str) -> Seat | None:
        """The seat whose stored hash is this token's (bots' included), if any: whether a seat
        was taken with it."""
        game = await self.games.get(game_id)
        game.seats = await self.catalog.seats(game_id)
        digest = hash_token(token)
        return next((s.seat for s in game.seats if s.token_hash == digest), None)

    async def seat_of_player(self, game_id: str, player: str) -> Seat | None:
        """The seat a signed-in player holds in this game, if any."""
        game = await self.games.get(game_id)
        seat = game.seat_of_player(player)
        if seat is None:
            game.seats = await self.catalog.seats(game_id)
            seat = game.seat_of_player(player)
        return seat

    async def start_if_full(self, game: LoadedGame) -> None:
        """Append the start events at version 0 once every seat is taken (a conflict: another
        process started it), then record in the catalog that the game has started."""
        if len(game.seats) < game.record.players or game.record.imported_from is not None:
            return  # an imported game is never started here: it is read-only
        if not game.started:
            events = start_events(game.rules, game.record, game.setup)
            if game.at_table:
                # The table is set first, in the same append: the log alone says who is a bot
                # and how the clocks run.
                events = [TableSet(clock=game.clock, bots=game.bots()), *events]
            end = len(events)
            rows = [codec.encode(game.rules, e, {"seat": None, "command_end": end}) for e in events]
            async with game.lock:
                with contextlib.suppress(VersionConflict):  # someone else started it
                    await self.store.append(game.record.game_id, 0, rows)
                await self.games.catch_up(game)
                await self.deadlines.keep(game)
            log.info("game_started", game_id=game.record.game_id)
        # After the append (or someone else's): a crash before this line leaves the game
        # `open` in the catalog, and the heal marks it then.
        await self.catalog.mark_started(game.record.game_id)

    async def heal_lost_starts(self, settle: timedelta = SETTLE) -> int:
        """Start every game whose seats are all taken (for at least `settle`) but whose start
        the catalog has not seen appended; returns how many were looked at."""
        lost = await self.catalog.unstarted_full_games(settle)
        for game_id in lost:
            try:
                await self._heal(game_id)
            except GameNotFound:
                continue  # of a type this server no longer hosts: nothing it could start
            except Exception as error:
                if is_outage(error):
                    raise  # every other game would fail too: the caller tries again later
                # One broken game must not keep every other game from starting.
                log.exception("game_start_heal_failed", game_id=game_id)
        return len(lost)

    async def _heal(self, game_id: str) -> None:
        game = await self.games.get(game_id)
        game.seats = await self.catalog.seats(game_id)
        await self.games.catch_up(game)
        if not game.started:
            log.warning("game_start_healed", game_id=game_id)
        await self.start_if_full(game)


def refuse_if_imported(game: LoadedGame) -> None:
    """An imported game is read-only (docs/replays.md): no seat taken, no command decided."""
    if game.record.imported_from is not None:
        raise GameReadOnly(
            f"Game {game.record.game_id} was imported (from {game.record.imported_from}): "
            "it is read-only."
        )


def refuse_if_over(game: LoadedGame) -> None:
    """Nothing changes a finished game: a return to a seat is refused like a command is (the
    games' own `game_over`, 422), whether the game ended by its rules or was abandoned."""
    if game.rules.outcome(game.state) is not None:
        raise IllegalMove(Refusal("game_over", "The game has ended: no seat can be returned to."))


def setup_kind(seed: str | None, position: Any | None) -> SetupKind:
    """`position` or `seed` when the creator chose what decides the secrets, else `random`."""
    if position is not None:
        return "position"
    return "random" if seed is None else "seed"


def revision_for(rules: HostedGame, asked: int | None) -> int:
    """The rules revision a new game is created with: the one asked for (an older one, for
    replays, tournaments and bug reports) or the game type's current one."""
    current = latest_revision(rules.revisions)
    if asked is None:
        return current
    known = [r.number for r in rules.revisions]
    if asked not in known:
        listed = ", ".join(str(n) for n in known)
        raise InvalidOptions(
            f"{rules.title} has no rules revision {asked}: its revisions are {listed} "
            f"(new games get {current})."
        )
    return asked


def decode_options(rules: HostedGame, options: dict[str, Any]) -> msgspec.Struct:
    try:
        return msgspec.convert(options, rules.Options)
    except msgspec.ValidationError as error:
        # A per-field error is a malformed body like any other (Pow Wow D33); only what no
        # single field's schema can express is `invalid_options` (raised by the game).
        raise InvalidCommand(f"The options do not decode: {error} (in `options`).") from None


def start_events(
    rules: HostedGame, record: GameRecord, setup: Setup[msgspec.Struct]
) -> list[msgspec.Struct]:
    """The start events of a game; raises the game's refusal as InvalidOptions / IllegalMove."""
    rng = Rng(record.seed, 0)
    try:
        if record.position is not None:
            return list(rules.load_position(setup, record.position))
        return list(rules.start(setup, rng))
    except IllegalMove as refusal:
        if refusal.code == "invalid_options":
            raise InvalidOptions(refusal.message, refusal.problems) from None
        raise
