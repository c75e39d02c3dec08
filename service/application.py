"""The application service, the one module that joins domain and store:
load → fold → decide → append (STYLE §1).

Folded state is kept per game in a bounded LRU cache keyed by game id and tagged with its
version, so a request costs the same however long the game is: a command decides on the cached
state and appends with that version as the expectation. If another process appended meanwhile,
the append conflicts, the cache catches up by reading only the missing tail, and the command is
decided again (unless the client pinned the version with If-Match, which then gets 409).
"""

from __future__ import annotations

import contextlib
import hashlib
import secrets
import uuid
from collections import OrderedDict
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
import structlog

from service import codec, metrics
from service.catalog.base import Catalog, GameFull, GameRecord
from service.domain import kernel, registry
from service.domain.kernel import HostedGame, IllegalMove, Rng, Seat, Setup
from service.errors import (
    Forbidden,
    GameFullError,
    GameNotFound,
    GameNotStarted,
    InvalidCommand,
    InvalidOptions,
    NoPosition,
    UnknownGameType,
    VersionOutOfRange,
)
from service.records import (
    CommandResult,
    GameSummary,
    LoadedGame,
    LoggedEvent,
    SeatInfo,
    game_setup,
    hash_token,
)
from service.store.base import EventStore, RecordedEvent, VersionConflict
from service.timers import TimerTable

log = structlog.get_logger()

MAX_DECIDE_ATTEMPTS = 8


def _now() -> datetime:
    return datetime.now(UTC)


class Tabletop:
    """Use cases of the API, independent of HTTP."""

    def __init__(
        self,
        store: EventStore,
        catalog: Catalog,
        timers: TimerTable,
        *,
        cache_size: int = 10_000,
        clock: Callable[[], datetime] = _now,
    ) -> None:
        self.store = store
        self.catalog = catalog
        self.timers = timers
        self.clock = clock
        self._cache: OrderedDict[str, LoadedGame] = OrderedDict()
        self._cache_size = cache_size

    # -- games and seats -------------------------------------------------------------------

    async def create_game(
        self,
        game_type: str,
        players: int,
        options: dict[str, Any] | None,
        seed: str | None,
        position: Any | None,
    ) -> GameSummary:
        rules = registry.get(game_type)
        if rules is None:
            known = ", ".join(r.name for r in registry.all_games())
            raise UnknownGameType(f"There is no game type {game_type!r}; known: {known}.")
        if not rules.min_players <= players <= rules.max_players:
            raise InvalidOptions(
                f"{rules.title} is played by {rules.min_players}–{rules.max_players} players, "
                f"not {players}."
            )
        decoded = decode_options(rules, options or {})
        setup = game_setup(rules, players, decoded)
        record = GameRecord(
            game_id=str(uuid.uuid4()),
            game_type=game_type,
            players=players,
            options=msgspec.to_builtins(decoded),
            seed=seed if seed is not None else secrets.token_hex(16),
            position=position,
            status="open",
            created_at=self.clock(),
        )
        _start_events(rules, record, setup)  # refuse bad options or positions now
        await self.catalog.create_game(record)
        log.info("game_created", game_id=record.game_id, game_type=game_type, players=players)
        game = LoadedGame(record, rules, setup)
        self._remember(game)
        return self._summary(game)

    async def take_seat(self, game_id: str, name: str) -> tuple[int, str, GameSummary]:
        game = await self._game(game_id)
        token = secrets.token_urlsafe(32)
        try:
            seat = await self.catalog.take_seat(game_id, name, hash_token(token))
        except GameFull:
            raise GameFullError(f"Every seat of game {game_id} is taken.") from None
        game.seats = await self.catalog.seats(game_id)
        log.info("seat_taken", game_id=game_id, seat=seat.seat)
        await self._start_if_full(game)
        return seat.seat, token, self._summary(game)

    async def authenticate(self, game_id: str, token: str) -> Seat:
        """The seat a bearer token belongs to in this game, or Forbidden."""
        game = await self._game(game_id)
        seat = game.seat_of(token)
        if seat is None:
            game.seats = await self.catalog.seats(game_id)
            seat = game.seat_of(token)
        if seat is None:
            raise Forbidden("This token does not hold a seat in this game.")
        return seat

    async def summary(self, game_id: str) -> GameSummary:
        game = await self._game(game_id)
        await self._catch_up(game)
        return self._summary(game)

    # -- reading a game --------------------------------------------------------------------

    async def view(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct]:
        game = await self._game(game_id)
        await self._catch_up(game)
        self._require_started(game)
        version, state = await self._state_at(game, at)
        return version, game.rules.view(state, seat)

    async def legal_moves(
        self, game_id: str, seat: Seat | None
    ) -> tuple[int, list[msgspec.Struct]]:
        game = await self._game(game_id)
        await self._catch_up(game)
        if seat is None or not game.started:
            return game.version, []
        return game.version, list(game.rules.legal_moves(game.state, seat))

    async def position(
        self, game_id: str, at: int | None, admin: bool
    ) -> tuple[int, msgspec.Struct]:
        game = await self._game(game_id)
        await self._catch_up(game)
        self._require_started(game)
        if not admin and game.status() != "finished":
            raise Forbidden("The position document is secret until the game is over.")
        version, state = await self._state_at(game, at)
        document = (
            game.rules.position(state) if await self._between_commands(game, version) else None
        )
        if document is None:
            raise NoPosition(f"The game has no position document at version {version}.")
        return version, document

    async def events(
        self, game_id: str, seat: Seat | None, after: int, limit: int, admin: bool
    ) -> tuple[int, list[LoggedEvent]]:
        game = await self._game(game_id)
        recorded = await self.store.read_stream(game_id, after, after + limit)
        if recorded:
            await self._catch_up(game)
        full = admin or game.status() == "finished"
        return game.version, self._visible(game, self._decoded(game, recorded), seat, full)

    def visible_events(
        self, game: LoadedGame, recorded: Sequence[RecordedEvent], seat: Seat | None, admin: bool
    ) -> list[LoggedEvent]:
        full = admin or game.status() == "finished"
        return self._visible(game, self._decoded(game, recorded), seat, full)

    async def loaded(self, game_id: str) -> LoadedGame:
        game = await self._game(game_id)
        await self._catch_up(game)
        return game

    # -- commands ---------------------------------------------------------------------------

    def decode_command(self, game: LoadedGame, body: bytes) -> msgspec.Struct:
        try:
            return kernel.decode_command(game.rules, body)
        except msgspec.ValidationError as error:
            raise InvalidCommand(f"The command does not decode: {error}.") from None
        except msgspec.DecodeError as error:
            raise InvalidCommand(f"The body is not valid JSON: {error}.") from None

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
        game = await self._game(game_id)
        command = self.decode_command(game, body)
        if idempotency_key is not None:
            # Keys are the client's: scope them to the seat, so two seats that happen to pick
            # the same key never get each other's result.
            idempotency_key = f"seat{seat}:{idempotency_key}"
            stored = await self.store.idempotent_result(game_id, idempotency_key)
            if stored is not None:
                return await self._replayed(game, seat, stored.first_version, stored.last_version)
        metadata = {"seat": seat, "request_id": request_id, "idempotency_key": idempotency_key}
        async with game.lock:
            return await self._decide_and_append(
                game, command, seat, expected_version, idempotency_key, metadata
            )

    async def _decide_and_append(
        self,
        game: LoadedGame,
        command: msgspec.Struct,
        seat: Seat | None,
        expected_version: int | None,
        idempotency_key: str | None,
        metadata: dict[str, Any],
    ) -> CommandResult:
        for _attempt in range(MAX_DECIDE_ATTEMPTS):
            if expected_version is not None and expected_version > game.version:
                await self._catch_up(game)
            if not game.started:
                await self._catch_up(game)  # another process may have started it
            if expected_version is not None and expected_version != game.version:
                raise VersionConflict(game.record.game_id, expected_version, game.version)
            self._require_started(game)
            try:
                domain_events = game.rules.decide(
                    game.state, command, seat, Rng(game.record.seed, game.version)
                )
            except IllegalMove as illegal:
                # The cached state may be behind another process's appends: refuse only on
                # the newest state.
                known = game.version
                await self._catch_up(game)
                if game.version != known:
                    if expected_version is not None:
                        raise VersionConflict(
                            game.record.game_id, expected_version, game.version
                        ) from None
                    continue
                metrics.COMMANDS.labels(game.record.game_type, illegal.code).inc()
                raise
            last = game.version + len(domain_events)
            rows = [
                codec.encode(game.rules, e, {**metadata, "command_end": last})
                for e in domain_events
            ]
            try:
                result = await self.store.append(
                    game.record.game_id, game.version, rows, idempotency_key
                )
            except VersionConflict:
                await self._catch_up(game)
                if expected_version is not None:
                    raise
                continue
            if result.duplicate:
                return await self._replayed(game, seat, result.first_version, result.last_version)
            at = result.recorded_at or self.clock()
            appended = [
                LoggedEvent(version=result.first_version + i, recorded_at=at, event=e)
                for i, e in enumerate(domain_events)
            ]
            self._apply(game, appended)
            metrics.COMMANDS.labels(game.record.game_type, "accepted").inc()
            metrics.EVENTS.labels(game.record.game_type).inc(len(rows))
            await self._after_append(game)
            return CommandResult(
                version=game.version, events=self._visible(game, appended, seat, False)
            )
        raise VersionConflict(game.record.game_id, game.version, game.version)

    async def _replayed(
        self, game: LoadedGame, seat: Seat | None, first: int, last: int
    ) -> CommandResult:
        recorded = await self.store.read_stream(game.record.game_id, first - 1, last)
        await self._catch_up(game)
        logged = self._decoded(game, recorded)
        return CommandResult(
            version=last, events=self._visible(game, logged, seat, False), duplicate=True
        )

    async def run_timer(self, game_id: str, since_version: int, command_json: Any) -> bool:
        """Decide a due timer's command as the system; False when it no longer applies."""
        game = await self._game(game_id)
        async with game.lock:
            await self._catch_up(game)
            command = kernel.convert_command(game.rules, command_json)
            try:
                await self._decide_and_append(
                    game, command, None, None, f"timer:{since_version}:{_key(command_json)}", {}
                )
            except IllegalMove as stale:
                log.info("timer_dropped", game_id=game_id, code=stale.code)
                await self.timers.clear(game_id)
                game.timer = None
                await self._after_append(game)
                return False
        return True

    # -- internals --------------------------------------------------------------------------

    async def _game(self, game_id: str) -> LoadedGame:
        game = self._cache.get(game_id)
        if game is not None:
            self._cache.move_to_end(game_id)
            return game
        record = await self.catalog.get_game(game_id)
        if record is None:
            raise GameNotFound(f"There is no game {game_id}.")
        rules = registry.get(record.game_type)
        if rules is None:
            raise GameNotFound(f"Game {game_id} is of a type this server no longer hosts.")
        options = msgspec.convert(record.options, rules.Options)
        game = LoadedGame(record, rules, game_setup(rules, record.players, options))
        game.seats = await self.catalog.seats(game_id)
        await self._catch_up(game)
        self._remember(game)
        await self._start_if_full(game)
        return game

    def _remember(self, game: LoadedGame) -> None:
        self._cache[game.record.game_id] = game
        self._cache.move_to_end(game.record.game_id)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    async def _catch_up(self, game: LoadedGame) -> None:
        tail = await self.store.read_stream(game.record.game_id, game.version)
        if tail:
            self._apply(game, self._decoded(game, tail))

    def _apply(self, game: LoadedGame, logged: Sequence[LoggedEvent]) -> None:
        for entry in logged:
            if entry.version != game.version + 1:
                continue  # already folded (a concurrent catch-up got there first)
            game.state = game.rules.evolve(game.state, entry.event)
            game.version = entry.version

    def _decoded(self, game: LoadedGame, recorded: Sequence[RecordedEvent]) -> list[LoggedEvent]:
        return [
            LoggedEvent(
                version=row.version,
                recorded_at=row.recorded_at,
                event=codec.decode(game.rules, row),
            )
            for row in recorded
        ]

    async def _start_if_full(self, game: LoadedGame) -> None:
        """The last seat taken starts the game: append the start events at version 0. Also
        heals a game whose last join committed but whose start append was lost."""
        if game.started or len(game.seats) < game.record.players:
            return
        events = _start_events(game.rules, game.record, game.setup)
        end = len(events)
        rows = [codec.encode(game.rules, e, {"seat": None, "command_end": end}) for e in events]
        async with game.lock:
            with contextlib.suppress(VersionConflict):  # someone else started it
                await self.store.append(game.record.game_id, 0, rows)
            await self._catch_up(game)
            await self._after_append(game)
        log.info("game_started", game_id=game.record.game_id)

    async def _after_append(self, game: LoadedGame) -> None:
        """Keep the catalog status and the game's timer in step with its new state."""
        status = game.status()
        if status != game.record.status:
            await self.catalog.set_status(game.record.game_id, status)
            game.record = msgspec.structs.replace(game.record, status=status)
        deadline = game.rules.deadline(game.state)
        if deadline is None:
            if game.timer is not None:
                await self.timers.clear(game.record.game_id)
                game.timer = None
            return
        if game.timer == deadline.since_version:
            return
        since = await self.store.read_stream(
            game.record.game_id, deadline.since_version - 1, deadline.since_version
        )
        started_at = since[0].recorded_at if since else self.clock()
        await self.timers.set(
            game.record.game_id,
            deadline.since_version,
            started_at + timedelta(milliseconds=deadline.after_ms),
            msgspec.to_builtins(deadline.command),
        )
        game.timer = deadline.since_version

    async def _state_at(self, game: LoadedGame, at: int | None) -> tuple[int, msgspec.Struct]:
        if at is None or at == game.version:
            return game.version, game.state
        if not 1 <= at <= game.version:
            raise VersionOutOfRange(f"Version {at} is outside 1–{game.version} of this game.")
        rows = await self.store.read_stream(game.record.game_id, 0, at)
        state = game.rules.initial_state(game.setup)
        for row in rows:
            state = game.rules.evolve(state, codec.decode(game.rules, row))
        return at, state

    async def _between_commands(self, game: LoadedGame, version: int) -> bool:
        """Whether `version` ends a command's events (a state a client could have seen), not
        a step inside one command's events. Events record where their command ended."""
        if version == game.version:
            return True
        (row,) = await self.store.read_stream(game.record.game_id, version - 1, version)
        end = row.metadata.get("command_end")
        return end is None or end == version

    def _require_started(self, game: LoadedGame) -> None:
        if not game.started:
            free = game.record.players - len(game.seats)
            raise GameNotStarted(f"The game has not started: {free} seat(s) are still free.")

    def _visible(
        self, game: LoadedGame, logged: Sequence[LoggedEvent], seat: Seat | None, full: bool
    ) -> list[LoggedEvent]:
        if full:
            return list(logged)
        out = []
        for entry in logged:
            copy = game.rules.redact(entry.event, seat)
            if copy is not None:
                out.append(msgspec.structs.replace(entry, event=copy))
        return out

    def _summary(self, game: LoadedGame) -> GameSummary:
        names = {s.seat: s.name for s in game.seats}
        return GameSummary(
            game_id=game.record.game_id,
            game_type=game.record.game_type,
            status=game.status(),
            players=game.record.players,
            seats=[SeatInfo(seat=i, name=names.get(i)) for i in range(game.record.players)],
            version=game.version,
            to_move=sorted(game.rules.to_move(game.state)) if game.started else [],
            outcome=game.rules.outcome(game.state) if game.started else None,
            options=game.record.options,
            created_at=game.record.created_at,
        )


def decode_options(rules: HostedGame, options: dict[str, Any]) -> msgspec.Struct:
    try:
        return msgspec.convert(options, rules.Options)
    except msgspec.ValidationError as error:
        # A per-field error is a malformed body like any other (Pow Wow D33); only what no
        # single field's schema can express is `invalid_options` (raised by the game).
        raise InvalidCommand(f"The options do not decode: {error} (in `options`).") from None


def _start_events(
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


def _key(value: Any) -> str:
    return hashlib.sha256(msgspec.json.encode(value)).hexdigest()[:16]
