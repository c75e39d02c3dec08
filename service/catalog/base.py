"""The catalog contract: games (type, players, options, seed) and their seats (token hashes).

Creating a game and taking a seat also append a platform event to the game's lobby stream
(`lobby:<game id>`), in the same transaction, so the lobby projection can be rebuilt from the
log alone.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol

import msgspec

GAME_CREATED = "tabletop.game_created"
SEAT_TAKEN = "tabletop.seat_taken"


def lobby_stream(game_id: str) -> str:
    return f"lobby:{game_id}"


class GameRecord(msgspec.Struct, frozen=True, kw_only=True):
    game_id: str
    game_type: str
    players: int
    options: dict[str, Any]
    seed: str
    position: Any | None
    status: str
    created_at: datetime


class SeatRecord(msgspec.Struct, frozen=True, kw_only=True):
    seat: int
    name: str
    token_hash: bytes


class GameFull(Exception):
    """Every seat of the game is taken."""


class Catalog(Protocol):
    async def create_game(self, game: GameRecord) -> None: ...

    async def get_game(self, game_id: str) -> GameRecord | None: ...

    async def seats(self, game_id: str) -> list[SeatRecord]: ...

    async def take_seat(self, game_id: str, name: str, token_hash: bytes) -> SeatRecord:
        """The lowest free seat, or GameFull."""
        ...

    async def set_status(self, game_id: str, status: str) -> None: ...

    async def games_with_status(self, status: str) -> list[str]: ...
