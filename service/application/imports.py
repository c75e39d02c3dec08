"""Importing a game log file (docs/replays.md) as a new, read-only game.

The file is read and checked line by line, folded, and verified from its seed when the seed is
revealed (a finished game): what is stored follows from its seed exactly as at home. Then it is
written in three steps: the catalog row (with `imported_from`, and `active` so that no heal
ever tries to start it), its seats (named as in the file, with token hashes nobody holds),
and its events with their recorded times. A process that dies in between leaves a game that
reads as imported but incomplete, and is still read-only: nothing ever writes to it again.
"""

from __future__ import annotations

import secrets
import uuid
from typing import Any

import msgspec
import structlog

from service import codec
from service.application.repository import GameRepository
from service.application.summaries import summary
from service.archive import logfile
from service.archive.logfile import Loaded, LogFileError
from service.archive.verify import fold, verify
from service.catalog.base import GameRecord
from service.domain.table import TableSet
from service.errors import InvalidGameLog
from service.records import GameSummary, hash_token
from service.store.base import NewEvent

log = structlog.get_logger()


class Imports:
    def __init__(self, games: GameRepository) -> None:
        self.games = games
        self.catalog = games.catalog
        self.store = games.store

    async def import_log(self, content: bytes) -> GameSummary:
        loaded = checked(content)
        header = loaded.log.header
        # A game at a table (clocks, bots) says so in its first event: the imported game shows
        # the same clock and bots, and never runs either (it is read-only: deadlines.py).
        table = loaded.events[0] if isinstance(loaded.events[0], TableSet) else None
        bots = table.bots if table is not None else (None,) * header.players
        clock = None if table is None else table.clock
        record = GameRecord(
            game_id=str(uuid.uuid4()),
            game_type=header.game_type,
            players=header.players,
            options=header.options,
            # Unknown when the game was exported before its end (only its commitment came):
            # never used, since nothing is decided in an imported game, and never shown,
            # since such a game never ends here.
            seed=header.seed or "",
            position=header.position,
            rules_revision=header.rules_revision,
            created_at=header.created_at,
            setup=header.setup,
            imported_from=header.imported_from or header.game_id,
            seed_commitment=header.seed_commitment,
            clock=None if clock is None else msgspec.to_builtins(clock),
        )
        await self.catalog.create_game(record)
        for name, bot in zip(header.seats, bots, strict=True):
            # A hash of a token nobody was ever given: the seat is named and can never be
            # acted for.
            unusable = hash_token(secrets.token_urlsafe(32))
            await self.catalog.take_seat(record.game_id, name or "", unusable, bot=bot)
        rows = [_row(loaded, index) for index in range(len(loaded.events))]
        times = [entry.recorded_at for entry in loaded.log.entries]
        await self.store.append_recorded(record.game_id, rows, times)
        log.info(
            "game_imported",
            game_id=record.game_id,
            imported_from=record.imported_from,
            events=len(rows),
        )
        return summary(await self.games.fresh(record.game_id))


def checked(content: bytes) -> Loaded:
    """The file read, folded and (with its seed) verified; InvalidGameLog names the line."""
    try:
        loaded = logfile.load(content)
        fold(loaded)
    except LogFileError as error:
        raise InvalidGameLog(f"The game log is not valid: {error}.") from None
    if not loaded.events:
        raise InvalidGameLog("The game log has no events: a game that never started.")
    first = loaded.events[0]
    if isinstance(first, TableSet) and len(first.bots) != loaded.log.header.players:
        raise InvalidGameLog(
            f"The game log is not valid: line 2: the table has {len(first.bots)} seats for "
            f"{loaded.log.header.players} players."
        )
    if loaded.log.header.seed is not None:
        verdict = verify(loaded)
        if not verdict.ok:
            where = "" if verdict.version is None else f" at version {verdict.version}"
            raise InvalidGameLog(f"The game log does not verify{where}: {verdict.reason}.")
    return loaded


def _row(loaded: Loaded, index: int) -> NewEvent:
    entry = loaded.log.entries[index]
    metadata: dict[str, Any] = {"seat": entry.seat, "command_end": entry.command_end}
    if entry.command is not None:
        metadata["command"] = entry.command
    return codec.encode(loaded.rules, loaded.events[index], metadata)
