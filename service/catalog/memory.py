"""The in-memory catalog (tests), appending its lobby events to an in-memory store."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from service.catalog.base import (
    GAME_CREATED,
    SEAT_TAKEN,
    GameFull,
    GameRecord,
    PlayerSeated,
    SeatRecord,
    commitment,
    lobby_stream,
    verifiable,
)
from service.store.base import NewEvent
from service.store.memory import MemoryEventStore


class MemoryCatalog:
    def __init__(
        self, store: MemoryEventStore, clock: Callable[[], datetime] | None = None
    ) -> None:
        self._store = store
        self._clock = clock or (lambda: datetime.now(UTC))
        self._games: dict[str, GameRecord] = {}
        self._seats: dict[str, list[SeatRecord]] = {}
        self._last_joined: dict[str, datetime] = {}
        self._started: set[str] = set()
        self._lock = asyncio.Lock()

    async def create_game(self, game: GameRecord) -> None:
        self._games[game.game_id] = game
        self._seats[game.game_id] = []
        if game.imported_from is not None:
            self._started.add(game.game_id)  # never started (nor healed) here
        await self._store.append(lobby_stream(game.game_id), 0, [created_event(game)])

    async def get_game(self, game_id: str) -> GameRecord | None:
        return self._games.get(game_id)

    async def seats(self, game_id: str) -> list[SeatRecord]:
        return list(self._seats.get(game_id, []))

    async def take_seat(
        self,
        game_id: str,
        name: str,
        token_hash: bytes,
        player: str | None = None,
        bot: str | None = None,
    ) -> SeatRecord:
        async with self._lock:
            game = self._games[game_id]
            seats = self._seats[game_id]
            if len(seats) >= game.players:
                raise GameFull(game_id)
            if player is not None and any(s.player == player for s in seats):
                raise PlayerSeated(game_id)
            record = SeatRecord(
                seat=len(seats), name=name, token_hash=token_hash, player=player, bot=bot
            )
            seats.append(record)
            self._last_joined[game_id] = self._clock()
            await self._store.append(lobby_stream(game_id), len(seats), [seat_event(record)])
        return record

    async def seats_of_player(self, player: str, since: datetime) -> list[tuple[str, int]]:
        return [
            (game_id, seat.seat)
            for game_id, seats in self._seats.items()
            for seat in seats
            if seat.player == player
        ]

    async def import_game(
        self,
        game: GameRecord,
        seats: Sequence[SeatRecord],
        events: Sequence[NewEvent],
        recorded_at: Sequence[datetime],
    ) -> None:
        # The streams in the order of the Postgres transaction (the lobby's first, so that its
        # projector knows the game before its events), the rows last: the game cannot be read
        # before all of it is there.
        lobby = lobby_stream(game.game_id)
        await self._store.append(lobby, 0, [created_event(game)])
        await self._store.append(lobby, 1, [seat_event(seat) for seat in seats])
        await self._store.append_recorded(game.game_id, events, recorded_at)
        async with self._lock:
            self._games[game.game_id] = game
            self._seats[game.game_id] = list(seats)
            self._last_joined[game.game_id] = self._clock()
            self._started.add(game.game_id)  # never started (nor healed) here

    async def mark_started(self, game_id: str) -> None:
        self._started.add(game_id)

    async def unstarted_full_games(self, settled: timedelta, limit: int = 1000) -> list[str]:
        before = self._clock() - settled
        return [
            game.game_id
            for game in self._games.values()
            if game.game_id not in self._started
            and len(self._seats[game.game_id]) >= game.players
            and self._last_joined[game.game_id] <= before
        ][:limit]


def created_event(game: GameRecord) -> NewEvent:
    """The public facts of a new game (never its seed: only the commitment to it). Events from
    before rules revisions have no `rules_revision` (their games are revision 1), events from
    before setups no `setup` or `seed_commitment` (their games are `seed` or `position`)."""
    return NewEvent(
        type=GAME_CREATED,
        data={
            "game_id": game.game_id,
            "game_type": game.game_type,
            "players": game.players,
            "options": game.options,
            "rules_revision": game.rules_revision,
            "created_at": game.created_at.isoformat(),
            "setup": game.setup,
            "seed_commitment": commitment(game),
            "imported_from": game.imported_from,
            **({} if game.clock is None else {"clock": game.clock}),
            # Only an import that came without its seed says so (docs/replays.md).
            **({} if verifiable(game) else {"verifiable": False}),
        },
    )


def seat_event(seat: SeatRecord) -> NewEvent:
    """The seat and its name; `player` (the OIDC `sub`) for a seat taken signed in, `bot`
    for a server bot's."""
    data: dict[str, Any] = {"seat": seat.seat, "name": seat.name}
    if seat.player is not None:
        data["player"] = seat.player
    if seat.bot is not None:
        data["bot"] = seat.bot
    return NewEvent(type=SEAT_TAKEN, data=data)
