"""The lobby: one summary row per game (type, status, seats, to_move, outcome, version),
fed from the global log. Rows and the checkpoint are written in one transaction, so a crash
never applies an event twice or skips one."""

from __future__ import annotations

import base64
from collections import OrderedDict
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, Protocol

import msgspec

from service import codec
from service.catalog.base import GAME_CREATED, SEAT_TAKEN
from service.domain import registry
from service.domain.kernel import HostedGame, fold
from service.domain.table import ABANDONED, TableState, tabled
from service.errors import InvalidRequest
from service.projections.ratings import (
    RatedResult,
    Rating,
    RatingChange,
    every_seat_bound,
    random_setup,
)
from service.records import GameSummary, SeatInfo, game_setup
from service.store.base import EventStore, RecordedEvent
from service.store.leadership import Fence

NAME = "lobby"


class SummaryRow(msgspec.Struct, kw_only=True):
    summary: GameSummary
    updated_at: datetime
    seat_players: dict[str, list[int]] = msgspec.field(default_factory=dict)
    """Signed-in players and their seats ({sub: [seat, …]}), for GET /v1/me/games."""
    rated: bool = False
    """Whether the game will be rated when it ends (ratings.rated_game)."""
    result: RatedResult | None = None
    """Set on the row of a rated game in the batch that ends it: saving it moves ratings."""


class PlayerGame(msgspec.Struct, frozen=True, kw_only=True):
    """A game of a signed-in player's, with their seats in it."""

    seats: list[int]
    my_turn: bool
    game: GameSummary


class CheckpointMoved(Exception):
    """Someone else wrote the checkpoint since this projector read it (a rebuild switched the
    lobby over): the batch in hand was computed from rows that are no longer there."""


class LobbyRows(Protocol):
    """Where the lobby rows and the projection's checkpoint are kept."""

    async def checkpoint(self) -> int: ...

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]: ...

    async def save(
        self, rows: Sequence[SummaryRow], checkpoint: int, fence: Fence | None = None
    ) -> None:
        """Rows and checkpoint together, atomically; CheckpointMoved if another writer set the
        checkpoint since this one last read or wrote it; LeadershipLost if `fence` (the
        projection's leadership) no longer holds, checked by the statement that claims the
        checkpoint."""
        ...

    async def reset(self) -> None:
        """Forget every row and the checkpoint (before a rebuild)."""
        ...


class PlayersQuery(Protocol):
    """Signed-in players' reads (docs/players.md), from the same projection as the lobby."""

    async def games_of(
        self, player: str, status: str | None, my_turn: bool | None, limit: int, cursor: str | None
    ) -> tuple[list[PlayerGame], str | None]:
        """A signed-in player's games, newest first (`my_turn`: only those where one of their
        seats is to move, or only those where none is)."""
        ...

    async def leaderboard(
        self, game_type: str, limit: int, cursor: str | None
    ) -> tuple[list[Rating], str | None]:
        """A game type's rated players, best first, each by public id (never the `sub`)."""
        ...

    async def rating_history(
        self, player: str, game_type: str | None, limit: int, cursor: str | None
    ) -> tuple[str, list[RatingChange], str | None]:
        """A player's rating changes, newest first, with their public id. `player` is a public
        id, or (deprecated) a `sub`; unknown, it is answered as given with no change."""
        ...

    async def public_id(self, sub: str) -> str:
        """The signed-in player's public id, made the first time it is asked for."""
        ...


class LobbyQuery(PlayersQuery, Protocol):
    async def list(
        self,
        status: str | None,
        game_type: str | None,
        limit: int,
        cursor: str | None,
        setup: str | None = None,
    ) -> tuple[list[GameSummary], str | None]: ...


def encode_cursor(summary: GameSummary) -> str:
    raw = f"{summary.created_at.isoformat()}|{summary.game_id}"
    return base64.urlsafe_b64encode(raw.encode()).decode()


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        created, _, game_id = base64.urlsafe_b64decode(cursor.encode()).decode().partition("|")
        at = datetime.fromisoformat(created)
        at.astimezone(UTC)  # a time the database can hold (OverflowError near year 1)
    except (ValueError, UnicodeDecodeError, OverflowError):
        raise InvalidRequest("The cursor is not one this server handed out.") from None
    if at.tzinfo is None or "\x00" in game_id:
        raise InvalidRequest("The cursor is not one this server handed out.")
    return at, game_id


class LobbyProjector:
    """Applies batches of the global log to lobby rows."""

    def __init__(self, store: EventStore, rows: LobbyRows, cache_size: int = 2_000) -> None:
        self.store = store
        self.rows = rows
        self._states: OrderedDict[str, tuple[int, msgspec.Struct]] = OrderedDict()
        self._cache_size = cache_size

    def forget(self) -> None:
        """Drop the folded states kept between batches (the database server changed: after an
        asynchronous failover a cached state may include events that are gone)."""
        self._states.clear()

    async def apply(self, batch: Sequence[RecordedEvent], fence: Fence | None = None) -> bool:
        """Apply and save the batch; False if the checkpoint moved since this projector read it
        (a rebuild switched the rows over): nothing is saved, read the checkpoint again.
        LeadershipLost (nothing saved) if `fence` no longer holds."""
        ids = {_game_id(e) for e in batch}
        rows = await self.rows.load(sorted(ids))
        changed: dict[str, SummaryRow] = {}
        for event in batch:
            row = await self._apply_one(rows.get(_game_id(event)), event)
            if row is not None:
                rows[row.summary.game_id] = changed[row.summary.game_id] = row
        try:
            await self.rows.save(list(changed.values()), batch[-1].position, fence)
        except CheckpointMoved:
            return False
        return True

    async def _apply_one(self, row: SummaryRow | None, event: RecordedEvent) -> SummaryRow | None:
        if event.type == GAME_CREATED:
            return _created(event)
        if row is None:
            return None  # an event of a game created before the lobby existed: skip it
        if event.type == SEAT_TAKEN:
            seats = list(row.summary.seats)
            seats[event.data["seat"]] = SeatInfo(
                seat=event.data["seat"], name=event.data["name"], bot=event.data.get("bot")
            )
            updated = _updated(row, event, seats=seats)
            # A bot's seat is bound to no player, so a game with a bot is never rated.
            if player := event.data.get("player"):
                updated.seat_players = {p: list(s) for p, s in row.seat_players.items()}
                updated.seat_players.setdefault(player, []).append(event.data["seat"])
            return updated
        hosted = registry.get(row.summary.game_type)
        if hosted is None or event.stream_id != row.summary.game_id:
            return None
        rules = tabled(hosted)  # its stream may hold the table's events
        state = await self._state_after(rules, row.summary, event)
        outcome = rules.outcome(state)
        absent = state.absent if isinstance(state, TableState) else frozenset()
        updated = _updated(
            row,
            event,
            seats=[msgspec.structs.replace(s, absent=s.seat in absent) for s in row.summary.seats],
            version=event.version,
            status="finished" if outcome is not None else "active",
            to_move=sorted(rules.to_move(state)),
            outcome=outcome,
        )
        ended = outcome is not None and row.summary.status != "finished"
        # An abandoned game (every human's clock ran out: service/domain/table) has no result.
        played = outcome is not None and outcome.reason != ABANDONED
        if ended and played and row.rated and every_seat_bound(_by_seat(row), row.summary.players):
            assert outcome is not None
            updated.result = _result(updated, outcome.ranks, event.recorded_at)
        return updated

    async def _state_after(
        self, rules: HostedGame, summary: GameSummary, event: RecordedEvent
    ) -> msgspec.Struct:
        options = msgspec.convert(summary.options, rules.Options)
        cached = self._states.get(summary.game_id)
        if cached is not None and cached[0] == event.version - 1:
            state = rules.evolve(cached[1], codec.decode(rules, event))
        else:
            # A game's first event needs no read: it is the whole history (a new game's
            # first event used to cost the projector a round trip).
            history = (
                [event]
                if event.version == 1
                else await self.store.read_stream(summary.game_id, 0, event.version)
            )
            events = [codec.decode(rules, e) for e in history]
            setup = game_setup(rules, summary.players, options, summary.rules_revision)
            state = fold(rules, setup, events)
        self._states[summary.game_id] = (event.version, state)
        self._states.move_to_end(summary.game_id)
        while len(self._states) > self._cache_size:
            self._states.popitem(last=False)
        return state


def _game_id(event: RecordedEvent) -> str:
    return event.stream_id.removeprefix("lobby:")


def _created(event: RecordedEvent) -> SummaryRow:
    data = event.data
    created_at = datetime.fromisoformat(data["created_at"])
    row = SummaryRow(
        summary=GameSummary(
            game_id=data["game_id"],
            game_type=data["game_type"],
            # Games created before rules revisions existed are revision 1.
            rules_revision=data.get("rules_revision", 1),
            status="open",
            players=data["players"],
            seats=[SeatInfo(seat=i) for i in range(data["players"])],
            version=0,
            to_move=[],
            outcome=None,
            options=data["options"],
            created_at=created_at,
            # Games from before setups were recorded: the creator may have chosen the seed.
            setup=data.get("setup", "seed"),
            seed_commitment=data.get("seed_commitment"),
            imported_from=data.get("imported_from"),
            # Only an import that came without its seed says so (catalog.memory.created_event).
            verifiable=data.get("verifiable", True),
        ),
        updated_at=event.recorded_at,
    )
    # Rated when it ends if set up at random and every seat is then bound to a player; never
    # an imported game (its result was not played here, and it may not even be verifiable).
    row.rated = random_setup(data) and data.get("imported_from") is None
    return row


def _updated(row: SummaryRow, event: RecordedEvent, **changes: Any) -> SummaryRow:
    summary = msgspec.structs.replace(row.summary, **changes)
    return SummaryRow(
        summary=summary,
        updated_at=event.recorded_at,
        seat_players=row.seat_players,
        rated=row.rated,
        result=row.result,
    )


def _by_seat(row: SummaryRow) -> dict[int, str]:
    return {seat: player for player, seats in row.seat_players.items() for seat in seats}


def _result(row: SummaryRow, ranks: tuple[int, ...], at: datetime) -> RatedResult:
    by_seat = _by_seat(row)
    seats = range(row.summary.players)
    return RatedResult(
        game_id=row.summary.game_id,
        game_type=row.summary.game_type,
        players=tuple(by_seat[s] for s in seats),
        names=tuple(row.summary.seats[s].name or by_seat[s] for s in seats),
        ranks=tuple(ranks),
        finished_at=at,
    )
