"""The catalog contract: games (type, players, options, seed) and their seats (token hashes).

Creating a game and taking a seat also append a platform event to the game's lobby stream
(`lobby:<game id>`), in the same transaction, so the lobby projection can be rebuilt from the
log alone.

A game's catalog status (`games.status`) is `open` until its start events have been appended
and `active` after (`mark_started`). It is read by one query, `unstarted_full_games`: the games
whose last seat was taken but whose start append was lost, which the application heals
(service/application/games.py). Whether a game is over is the log's business (the summary folds
it, the lobby projects it): the catalog no longer records it, and `finished` in a row comes
from an earlier release (migration 0004).
"""

from __future__ import annotations

from datetime import datetime, timedelta
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
    rules_revision: int
    """The rules revision the game keeps for life (1 for games from before revisions)."""
    created_at: datetime
    clock: dict[str, Any] | None = None
    """The turn clock chosen at creation (`service/domain/table/clocks.py`), if any."""


class SeatRecord(msgspec.Struct, frozen=True, kw_only=True):
    seat: int
    name: str
    token_hash: bytes
    bot: str | None = None
    """`random` or `greedy` for a server bot's seat (its token hash matches no token)."""


class GameFull(Exception):
    """Every seat of the game is taken."""


class Catalog(Protocol):
    async def create_game(self, game: GameRecord) -> None: ...

    async def get_game(self, game_id: str) -> GameRecord | None: ...

    async def seats(self, game_id: str) -> list[SeatRecord]: ...

    async def take_seat(
        self, game_id: str, name: str, token_hash: bytes, bot: str | None = None
    ) -> SeatRecord:
        """The lowest free seat, or GameFull."""
        ...

    async def mark_started(self, game_id: str) -> None:
        """The game's start events are in its stream (`open` → `active`; idempotent)."""
        ...

    async def unstarted_full_games(self, settled: timedelta, limit: int = 1000) -> list[str]:
        """Games still `open` whose seats are all taken, the last one at least `settled` ago."""
        ...
