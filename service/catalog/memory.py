"""The in-memory catalog (tests), appending its lobby events to an in-memory store."""

from __future__ import annotations

import asyncio

import msgspec

from service.catalog.base import (
    GAME_CREATED,
    SEAT_TAKEN,
    GameFull,
    GameRecord,
    SeatRecord,
    lobby_stream,
)
from service.store.base import NewEvent
from service.store.memory import MemoryEventStore


class MemoryCatalog:
    def __init__(self, store: MemoryEventStore) -> None:
        self._store = store
        self._games: dict[str, GameRecord] = {}
        self._seats: dict[str, list[SeatRecord]] = {}
        self._lock = asyncio.Lock()

    async def create_game(self, game: GameRecord) -> None:
        self._games[game.game_id] = game
        self._seats[game.game_id] = []
        await self._store.append(lobby_stream(game.game_id), 0, [created_event(game)])

    async def get_game(self, game_id: str) -> GameRecord | None:
        return self._games.get(game_id)

    async def seats(self, game_id: str) -> list[SeatRecord]:
        return list(self._seats.get(game_id, []))

    async def take_seat(self, game_id: str, name: str, token_hash: bytes) -> SeatRecord:
        async with self._lock:
            game = self._games[game_id]
            seats = self._seats[game_id]
            if len(seats) >= game.players:
                raise GameFull(game_id)
            record = SeatRecord(seat=len(seats), name=name, token_hash=token_hash)
            seats.append(record)
            await self._store.append(lobby_stream(game_id), len(seats), [seat_event(record)])
        return record

    async def set_status(self, game_id: str, status: str) -> None:
        self._games[game_id] = msgspec.structs.replace(self._games[game_id], status=status)

    async def games_with_status(self, status: str) -> list[str]:
        return [g.game_id for g in self._games.values() if g.status == status]


def created_event(game: GameRecord) -> NewEvent:
    """The public facts of a new game (never its seed)."""
    return NewEvent(
        type=GAME_CREATED,
        data={
            "game_id": game.game_id,
            "game_type": game.game_type,
            "players": game.players,
            "options": game.options,
            "created_at": game.created_at.isoformat(),
        },
    )


def seat_event(seat: SeatRecord) -> NewEvent:
    return NewEvent(type=SEAT_TAKEN, data={"seat": seat.seat, "name": seat.name})
