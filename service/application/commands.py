"""The command handler: decide on the cached state, append with its version as the
expectation, and on a conflict catch up and decide again (docs/architecture.md, "Commands").

One database round trip in the common case, whatever the game's length. Within one process the
game's lock keeps its commands in arrival order; across processes the retry gives the same
guarantee: no command lost, each decided against the newest state. A refusal is only given on
the newest state, and a client that pinned the version with If-Match gets 409 instead of a
retry.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, cast

import msgspec

from service import codec, inputs, metrics
from service.application.deadlines import Deadlines
from service.application.idempotency import Key, Originals, seat_key
from service.application.redaction import visible
from service.application.repository import GameRepository
from service.application.summaries import require_started
from service.domain.kernel import IllegalMove, Rng, Seat
from service.domain.table import ClockCharged, SeatReturned, TableEvent, TableState
from service.errors import GameReadOnly
from service.records import CommandResult, LoadedGame, LoggedEvent
from service.store.base import AppendResult, VersionConflict

MAX_DECIDE_ATTEMPTS = 8


def refuse_if_read_only(game: LoadedGame) -> None:
    """An imported game is read-only: no seat, timer or bot moves in it."""
    if game.record.imported_from is not None:
        raise GameReadOnly(f"Game {game.record.game_id} was imported: it is read-only.")


class CommandHandler:
    def __init__(
        self, games: GameRepository, deadlines: Deadlines, clock: Callable[[], datetime]
    ) -> None:
        self.games = games
        self.store = games.store
        self.deadlines = deadlines
        self.clock = clock
        self.originals = Originals(games)

    def decode(self, game: LoadedGame, body: bytes) -> msgspec.Struct:
        # The command union is a runtime type the hosted game checked at registration.
        return inputs.decode_json(body, cast("type[msgspec.Struct]", game.rules.Command))

    async def handle(
        self,
        game_id: str,
        seat: Seat | None,
        body: bytes,
        *,
        expected_version: int | None = None,
        idempotency_key: str | None = None,
        request_id: str | None = None,
    ) -> CommandResult:
        game = await self.games.get(game_id)
        command = self.decode(game, body)
        key = None if idempotency_key is None else seat_key(seat, idempotency_key, command)
        metadata = {
            "seat": seat,
            "request_id": request_id,
            "idempotency_key": None if key is None else key.key,
        }
        async with game.lock:
            try:
                # A retry that waited here for its original must get the original's result,
                # not be decided again on the state the original made.
                if key is not None and (replay := await self.originals.find(game, seat, key)):
                    return replay
                return await self.decide_and_append(
                    game, command, seat, expected_version, key, metadata
                )
            except (IllegalMove, VersionConflict):
                # A retry racing its original (on another replica, or committed while this
                # one decided) is refused on the state the original made: answer it with the
                # original's result instead.
                if key is not None and (replay := await self.originals.find(game, seat, key)):
                    return replay
                raise

    async def decide_and_append(
        self,
        game: LoadedGame,
        command: msgspec.Struct,
        seat: Seat | None,
        expected_version: int | None,
        key: Key | None,
        metadata: dict[str, Any],
        stand_in: bool = False,
    ) -> CommandResult:
        """Decide `command` and append its events; the caller holds the game's lock. A seat's
        own command also settles its table: its clock is charged, or, absent, it is back.
        `stand_in`: a server bot decided it for the seat (which stays as it is).

        Each attempt reads top to bottom: reach the state the command is meant for, decide,
        encode, append, answer. Another process may move the game between the cached state
        and the append; then the attempt ends and the next decides again on the newest state
        (unless the client pinned the version: 409)."""
        refuse_if_read_only(game)
        for _attempt in range(MAX_DECIDE_ATTEMPTS):
            await self.reach(game, expected_version)
            events = await self.decision(game, command, seat, expected_version, stand_in)
            if events is None:
                continue
            rows = self.rows(game, command, events, metadata)
            result = await self.append(game, rows, key, expected_version)
            if result is None:
                continue
            if result.duplicate:
                assert key is not None
                return await self.originals.replayed(game, seat, result, key)
            return await self.accepted(game, events, result, seat)
        raise VersionConflict(game.record.game_id, game.version, game.version)

    async def reach(self, game: LoadedGame, expected_version: int | None) -> None:
        """The cached state is the one the command is meant for: caught up when the client
        pinned a newer version than the cache knows or the game has not started here yet
        (another process may have started it); 409 when the pin is not the newest version."""
        if expected_version is not None and expected_version > game.version:
            await self.games.catch_up(game)
        if not game.started:
            await self.games.catch_up(game)
        if expected_version is not None and expected_version != game.version:
            raise VersionConflict(game.record.game_id, expected_version, game.version)
        require_started(game)

    async def decision(
        self,
        game: LoadedGame,
        command: msgspec.Struct,
        seat: Seat | None,
        expected_version: int | None,
        stand_in: bool,
    ) -> list[msgspec.Struct] | None:
        """The command's events and the table's after them; None when the command was
        refused on a cached state that another process had moved on (decide again). A
        refusal is only given on the newest state, where it is counted and raised."""
        try:
            events = game.rules.decide(
                game.state, command, seat, Rng(game.record.seed, game.version)
            )
        except IllegalMove as illegal:
            known = game.version
            await self.games.catch_up(game)
            if game.version != known:
                if expected_version is not None:
                    raise VersionConflict(
                        game.record.game_id, expected_version, game.version
                    ) from None
                return None
            metrics.labelled(metrics.COMMANDS, game.record.game_type, illegal.code).inc()
            raise
        return [*events, *self.settled(game, events, seat, stand_in)]

    def rows(
        self,
        game: LoadedGame,
        command: msgspec.Struct,
        events: Sequence[msgspec.Struct],
        metadata: dict[str, Any],
    ) -> list[Any]:
        """The events as stored: each with the version its command ends at, the first also
        with the command, so a replay can re-decide it from the revealed seed
        (service/archive/verify.py; never visible to seats)."""
        last = game.version + len(events)
        return [
            codec.encode(
                game.rules,
                e,
                {**metadata, "command_end": last}
                | ({"command": msgspec.to_builtins(command)} if i == 0 else {}),
            )
            for i, e in enumerate(events)
        ]

    async def append(
        self,
        game: LoadedGame,
        rows: list[Any],
        key: Key | None,
        expected_version: int | None,
    ) -> AppendResult | None:
        """The rows appended at the cached version (with the idempotency key, checked in the
        same round trip); None when another process appended first and the cache has caught
        up (decide again), 409 instead when the client pinned the version."""
        try:
            return await self.store.append(
                game.record.game_id,
                game.version,
                rows,
                None if key is None else key.key,
                None if key is None else key.request_hash,
            )
        except VersionConflict:
            await self.games.catch_up(game)
            if expected_version is not None:
                raise
            return None

    async def accepted(
        self,
        game: LoadedGame,
        events: Sequence[msgspec.Struct],
        result: AppendResult,
        seat: Seat | None,
    ) -> CommandResult:
        """The answer to an accepted command: its events folded into the cache from what the
        append returned (versions, recorded time; no read), counted, the game's timers kept,
        and the events as the seat may see them."""
        at = result.recorded_at or self.clock()
        appended = [
            LoggedEvent(version=result.first_version + i, recorded_at=at, event=e)
            for i, e in enumerate(events)
        ]
        self.games.apply(game, appended)
        metrics.labelled(metrics.COMMANDS, game.record.game_type, "accepted").inc()
        metrics.labelled(metrics.EVENTS, game.record.game_type).inc(len(events))
        await self.deadlines.keep(game)
        return CommandResult(version=game.version, events=visible(game, appended, seat, False))

    def settled(
        self,
        game: LoadedGame,
        events: Sequence[msgspec.Struct],
        seat: Seat | None,
        stand_in: bool,
    ) -> list[msgspec.Struct]:
        """The table's events after a command's own: every running clock that the command
        stopped, or whose seat decided, pays for the time it ran; a seat's own player who was
        absent is back. (`stand_in`: a server bot decided for the seat, which stays absent.)"""
        table = game.table
        own = seat is not None and not stand_in
        settled: list[msgspec.Struct] = []
        if table.clock is not None:
            after = game.state
            for event in events:
                after = game.rules.evolve(after, event)
            assert isinstance(after, TableState)
            now = self.clock()
            for s, clock in enumerate(table.clocks):
                if clock.since is None or clock.since not in game.times:
                    continue
                moved = own and s == seat
                if moved or after.clocks[s].since != clock.since:
                    used = max(0, int((now - game.times[clock.since]).total_seconds() * 1000))
                    settled.append(ClockCharged(seat=s, used_ms=used, moved=moved))
        if own and seat in table.absent:
            settled.append(SeatReturned(seat=seat))
        return settled

    async def append_table(
        self, game: LoadedGame, events: list[TableEvent], metadata: dict[str, Any]
    ) -> bool:
        """Append the table's own events at the game's version (the caller holds the lock);
        False when another process appended first (the caller decides again)."""
        last = game.version + len(events)
        rows = [codec.encode(game.rules, e, {**metadata, "command_end": last}) for e in events]
        try:
            result = await self.store.append(game.record.game_id, game.version, rows)
        except VersionConflict:
            await self.games.catch_up(game)
            return False
        at = result.recorded_at or self.clock()
        self.games.apply(
            game,
            [
                LoggedEvent(version=result.first_version + i, recorded_at=at, event=e)
                for i, e in enumerate(events)
            ],
        )
        metrics.labelled(metrics.EVENTS, game.record.game_type).inc(len(rows))
        await self.deadlines.keep(game)
        return True
