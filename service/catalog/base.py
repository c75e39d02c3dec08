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

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, Literal, Protocol

import msgspec

from service.domain.kernel import seed_commitment
from service.store.base import NewEvent

GAME_CREATED = "tabletop.game_created"
SEAT_TAKEN = "tabletop.seat_taken"


SetupKind = Literal["random", "seed", "position"]
"""How a game was set up: `random` (a secret seed the server drew with a CSPRNG), `seed` (the
creator chose the seed, so the creator can know every secret) or `position` (from a position
document the creator wrote). Games from before setups were recorded are `seed` (or `position`)."""


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
    setup: SetupKind = "seed"
    imported_from: str | None = None
    """The game's id on the instance it was exported from, for an imported (read-only) game."""
    seed_commitment: str | None = None
    """The commitment an imported game brought along (its seed may be unknown: a game
    exported before its end); None: the SHA-256 of `seed`."""


def commitment(game: GameRecord) -> str:
    """The published commitment to the game's seed (DESIGN: provable shuffles)."""
    return game.seed_commitment or seed_commitment(game.seed)


def verifiable(game: GameRecord) -> bool:
    """Whether the game's draws follow from a seed this instance holds: every game created
    here, and an import whose file carried its seed (verified before it was stored); not an
    import whose file came without it (only checked to be possible, docs/replays.md), which
    is stored with an empty seed that its commitment does not match."""
    return game.imported_from is None or seed_commitment(game.seed) == commitment(game)


class SeatRecord(msgspec.Struct, frozen=True, kw_only=True):
    seat: int
    name: str
    token_hash: bytes
    player: str | None = None
    """The signed-in player (OIDC `sub`) the seat is bound to; None for a guest."""
    bot: str | None = None
    """`random` or `greedy` for a server bot's seat (its token hash matches no token)."""


class GameFull(Exception):
    """Every seat of the game is taken."""


class PlayerSeated(Exception):
    """The player already holds a seat of the game."""


class Catalog(Protocol):
    async def create_game(self, game: GameRecord) -> None: ...

    async def get_game(self, game_id: str) -> GameRecord | None: ...

    async def seats(self, game_id: str) -> list[SeatRecord]: ...

    async def take_seat(
        self,
        game_id: str,
        name: str,
        token_hash: bytes,
        player: str | None = None,
        bot: str | None = None,
    ) -> SeatRecord:
        """The lowest free seat (bound to `player` if given, or played by a server `bot`), or
        GameFull; PlayerSeated if the player already holds a seat of the game."""
        ...

    async def seats_of_player(self, player: str, since: datetime) -> list[tuple[str, int]]:
        """(game id, seat) of the seats the player took since then (the memory catalog: all)."""
        ...

    async def import_game(
        self,
        game: GameRecord,
        seats: Sequence[SeatRecord],
        events: Sequence[NewEvent],
        recorded_at: Sequence[datetime],
    ) -> None:
        """An imported game whole, in one transaction: its row (`active`: never started nor
        healed here), its seats, the lobby's events of both, and its own stream (`events`,
        with their original recorded times). If any part fails, nothing of it is stored."""
        ...

    async def mark_started(self, game_id: str) -> None:
        """The game's start events are in its stream (`open` → `active`; idempotent)."""
        ...

    async def unstarted_full_games(self, settled: timedelta, limit: int = 1000) -> list[str]:
        """Games still `open` whose seats are all taken, the last one at least `settled` ago."""
        ...
