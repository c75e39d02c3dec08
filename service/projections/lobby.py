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
from service.domain.table import TableState, tabled
from service.errors import InvalidRequest
from service.records import GameSummary, SeatInfo, game_setup
from service.store.base import EventStore, RecordedEvent

NAME = "lobby"


class SummaryRow(msgspec.Struct, kw_only=True):
    summary: GameSummary
    updated_at: datetime


class CheckpointMoved(Exception):
    """Someone else wrote the checkpoint since this projector read it (a rebuild switched the
    lobby over): the batch in hand was computed from rows that are no longer there."""


class LobbyRows(Protocol):
    """Where the lobby rows and the projection's checkpoint are kept."""

    async def checkpoint(self) -> int: ...

    async def load(self, game_ids: Sequence[str]) -> dict[str, SummaryRow]: ...

    async def save(self, rows: Sequence[SummaryRow], checkpoint: int) -> None:
        """Rows and checkpoint together, atomically; CheckpointMoved if another writer set the
        checkpoint since this one last read or wrote it."""
        ...

    async def reset(self) -> None:
        """Forget every row and the checkpoint (before a rebuild)."""
        ...


class LobbyQuery(Protocol):
    async def list(
        self, status: str | None, game_type: str | None, limit: int, cursor: str | None
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

    async def apply(self, batch: Sequence[RecordedEvent]) -> bool:
        """Apply and save the batch; False if the checkpoint moved since this projector read it
        (a rebuild switched the rows over): nothing is saved, read the checkpoint again."""
        ids = {_game_id(e) for e in batch}
        rows = await self.rows.load(sorted(ids))
        changed: dict[str, SummaryRow] = {}
        for event in batch:
            row = await self._apply_one(rows.get(_game_id(event)), event)
            if row is not None:
                rows[row.summary.game_id] = changed[row.summary.game_id] = row
        try:
            await self.rows.save(list(changed.values()), batch[-1].position)
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
            return _updated(row, event, seats=seats)
        hosted = registry.get(row.summary.game_type)
        if hosted is None or event.stream_id != row.summary.game_id:
            return None
        rules = tabled(hosted)  # its stream may hold the table's events
        state = await self._state_after(rules, row.summary, event)
        outcome = rules.outcome(state)
        absent = state.absent if isinstance(state, TableState) else frozenset()
        return _updated(
            row,
            event,
            seats=[msgspec.structs.replace(s, absent=s.seat in absent) for s in row.summary.seats],
            version=event.version,
            status="finished" if outcome is not None else "active",
            to_move=sorted(rules.to_move(state)),
            outcome=outcome,
        )

    async def _state_after(
        self, rules: HostedGame, summary: GameSummary, event: RecordedEvent
    ) -> msgspec.Struct:
        options = msgspec.convert(summary.options, rules.Options)
        cached = self._states.get(summary.game_id)
        if cached is not None and cached[0] == event.version - 1:
            state = rules.evolve(cached[1], codec.decode(rules, event))
        else:
            history = await self.store.read_stream(summary.game_id, 0, event.version)
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
    return SummaryRow(
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
        ),
        updated_at=event.recorded_at,
    )


def _updated(row: SummaryRow, event: RecordedEvent, **changes: Any) -> SummaryRow:
    summary = msgspec.structs.replace(row.summary, **changes)
    return SummaryRow(summary=summary, updated_at=event.recorded_at)
