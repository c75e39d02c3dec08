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
from typing import Any, cast

import msgspec
import structlog

from service import codec, inputs, metrics
from service.catalog.base import Catalog, GameFull, GameRecord
from service.domain import kernel, registry
from service.domain.kernel import HostedGame, IllegalMove, Rng, Seat, Setup
from service.errors import (
    Forbidden,
    GameFullError,
    GameNotFound,
    GameNotStarted,
    IdempotencyKeyReused,
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
from service.store.base import AppendResult, EventStore, RecordedEvent, VersionConflict
from service.timers import TimerTable

log = structlog.get_logger()

MAX_DECIDE_ATTEMPTS = 8
STALE_TIMER = -1
"""`LoadedGame.timer` once another process appended: no since_version, so the next append
writes the timer (or clears it) instead of trusting what this process wrote before."""


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
        # The command union is a runtime type the hosted game checked at registration.
        return inputs.decode_json(body, cast("type[msgspec.Struct]", game.rules.Command))

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
        key = None
        if idempotency_key is not None:
            # Keys are the client's: scope them to the seat, so two seats that happen to pick
            # the same key never get each other's result.
            key = _Key(f"seat{seat}:{idempotency_key}", request_hash(command))
        metadata = {
            "seat": seat,
            "request_id": request_id,
            "idempotency_key": None if key is None else key.key,
        }
        async with game.lock:
            try:
                if key is not None and (replay := await self._original(game, seat, key)):
                    return replay
                return await self._decide_and_append(
                    game, command, seat, expected_version, key, metadata
                )
            except (IllegalMove, VersionConflict):
                # A retry racing its original (on another replica, or committed while this
                # one decided) is refused on the state the original made: answer it with the
                # original's result instead.
                if key is not None and (replay := await self._original(game, seat, key)):
                    return replay
                raise

    async def _original(
        self, game: LoadedGame, seat: Seat | None, key: _Key
    ) -> CommandResult | None:
        """The original result of a command with this key, if the key was used before (for
        this very command: the same key with another body is `idempotency_key_reused`)."""
        stored = await self.store.idempotent_result(game.record.game_id, key.key)
        if stored is None:
            return None
        return await self._replayed(game, seat, stored, key)

    async def _decide_and_append(
        self,
        game: LoadedGame,
        command: msgspec.Struct,
        seat: Seat | None,
        expected_version: int | None,
        key: _Key | None,
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
                    game.record.game_id,
                    game.version,
                    rows,
                    None if key is None else key.key,
                    None if key is None else key.request_hash,
                )
            except VersionConflict:
                await self._catch_up(game)
                if expected_version is not None:
                    raise
                continue
            if result.duplicate:
                assert key is not None
                return await self._replayed(game, seat, result, key)
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
        self, game: LoadedGame, seat: Seat | None, original: AppendResult, key: _Key
    ) -> CommandResult:
        if original.request_hash is not None and original.request_hash != key.request_hash:
            raise IdempotencyKeyReused(
                "This Idempotency-Key was used for a different command; use a new key."
            )
        first, last = original.first_version, original.last_version
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
            key = _Key(f"timer:{since_version}:{_key(command_json)}", request_hash(command))
            game.timer = since_version  # it is stored: the append below replaces or clears it
            try:
                deadline = game.rules.deadline(game.state) if game.started else None
                if deadline is None or deadline.since_version != since_version:
                    # Written late by a replica behind the game: no longer what it asks for.
                    raise IllegalMove("stale_timer", "The game no longer runs this timer.")
                await self._decide_and_append(game, command, None, None, key, {})
            except IllegalMove as stale:
                log.info("timer_dropped", game_id=game_id, code=stale.code)
                await self.timers.clear(game_id, since_version)
                game.timer = None
                await self._after_append(game)
                return False
        return True

    def forget(self) -> None:
        """Drop every cached game: the database server changed (a restart or a failover), and
        after an asynchronous failover the newest acknowledged events may be gone. The next
        request reads each game again."""
        self._cache.clear()

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
            if game.timer is not None:
                # Another process appended, and wrote the game's timer after its append: what
                # this process wrote may no longer be what is stored. Write it again next time.
                game.timer = STALE_TIMER

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
                await self.timers.clear(game.record.game_id, game.version)
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


class _Key(msgspec.Struct, frozen=True):
    """An idempotency key (scoped to its seat) and the hash of the command it came with."""

    key: str
    request_hash: bytes


def request_hash(command: Any) -> bytes:
    """SHA-256 of the decoded command re-encoded: the same for any spelling of one command
    (spacing, key order, defaults written out or left out)."""
    return hashlib.sha256(msgspec.json.encode(command)).digest()


def _key(value: Any) -> str:
    return hashlib.sha256(msgspec.json.encode(value)).hexdigest()[:16]
