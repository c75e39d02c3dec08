"""Importing a game log file (docs/replays.md) as a new, read-only game.

The file is read and checked line by line (every field as strictly as the API checks what it
stores), folded, and then verified from its seed when the seed is revealed (a finished game):
what is stored follows from its seed exactly as at home. A file without its seed is checked
instead: every recorded random result possible where the rules draw it, everything else
re-decided; the game is then stored as not `verifiable`, and never rated.

It is written in one transaction (`Catalog.import_game`): the catalog row (with
`imported_from`, and `active` so that no heal ever tries to start it), its seats (named as in
the file, with token hashes nobody holds) and its events with their recorded times. A refused
or failed import leaves nothing behind.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

import msgspec
import structlog

from service import codec
from service.application.repository import GameRepository
from service.application.summaries import summary
from service.archive import logfile
from service.archive.logfile import Loaded, LogFileError
from service.archive.verify import check, fold, verify
from service.catalog.base import GameRecord, SeatRecord, verifiable
from service.domain.kernel import seed_commitment
from service.domain.table import TableSet
from service.errors import InvalidGameLog
from service.records import GameSummary, hash_token
from service.store.base import NewEvent

log = structlog.get_logger()


class Imports:
    def __init__(self, games: GameRepository, clock: Callable[[], datetime]) -> None:
        self.games = games
        self.catalog = games.catalog
        self.clock = clock

    async def import_log(self, content: bytes, game_id: str | None = None) -> GameSummary:
        """The file stored as a new game, with `game_id` if given (else a random one)."""
        loaded = checked(content, self.clock())
        header = loaded.log.header
        # A game at a table (clocks, bots) says so in its first event: the imported game shows
        # the same clock and bots, and never runs either (it is read-only: deadlines.py).
        table = loaded.events[0] if isinstance(loaded.events[0], TableSet) else None
        bots = table.bots if table is not None else (None,) * header.players
        clock = None if table is None else table.clock
        record = GameRecord(
            game_id=game_id or str(uuid.uuid4()),
            game_type=header.game_type,
            players=header.players,
            options=header.options,
            # Empty when the file came without its seed (a game exported before its end, or
            # with the seed left out): it matches no commitment, so the game is not
            # `verifiable` (catalog.base), never decides anything (it is read-only) and
            # reveals no seed.
            seed=known_seed(loaded) or "",
            position=header.position,
            rules_revision=header.rules_revision,
            created_at=header.created_at,
            setup=header.setup,
            imported_from=header.imported_from or header.game_id,
            seed_commitment=header.seed_commitment,
            clock=None if clock is None else msgspec.to_builtins(clock),
        )
        # A hash of a token nobody was ever given: each seat is named and can never be acted
        # for.
        seats = [
            SeatRecord(
                seat=seat,
                name=name or "",
                token_hash=hash_token(secrets.token_urlsafe(32)),
                bot=bot,
            )
            for seat, (name, bot) in enumerate(zip(header.seats, bots, strict=True))
        ]
        rows = [_row(loaded, index) for index in range(len(loaded.events))]
        times = [entry.recorded_at for entry in loaded.log.entries]
        await self.catalog.import_game(record, seats, rows, times)
        log.info(
            "game_imported",
            game_id=record.game_id,
            imported_from=record.imported_from,
            events=len(rows),
            verifiable=verifiable(record),
        )
        return summary(await self.games.fresh(record.game_id))


def known_seed(loaded: Loaded) -> str | None:
    """The file's seed; or, without one, the empty seed when that is what it commits to (the
    commitment gives it away, so such a game is verified like any other)."""
    header = loaded.log.header
    if header.seed is None and header.seed_commitment == seed_commitment(""):
        return ""
    return header.seed


def checked(content: bytes, now: datetime | None = None) -> Loaded:
    """The file read, folded and verified (with its seed) or checked (without); InvalidGameLog
    names the line or the version."""
    try:
        loaded = logfile.load(content, now)
        fold(loaded)
    except LogFileError as error:
        raise InvalidGameLog(f"The game log is not valid: {error}.") from None
    header = loaded.log.header
    if not loaded.events:
        raise InvalidGameLog("The game log has no events: a game that never started.")
    if None in header.seats:
        seat = header.seats.index(None)
        raise InvalidGameLog(
            f"The game log is not valid: line 1: seat {seat} has no name, but a game starts "
            "only once every seat is taken."
        )
    first = loaded.events[0]
    if isinstance(first, TableSet) and len(first.bots) != header.players:
        raise InvalidGameLog(
            f"The game log is not valid: line 2: the table has {len(first.bots)} seats for "
            f"{header.players} players."
        )
    seed = known_seed(loaded)
    seeded = seed is not None
    try:
        verdict = check(loaded) if seed is None else verify(loaded, seed)
    except LogFileError as error:  # fold() above already applied every event: not expected
        raise InvalidGameLog(f"The game log is not valid: {error}.") from None
    if not verdict.ok:
        where = "" if verdict.version is None else f" at version {verdict.version}"
        what = "does not verify" if seeded else "is not a possible game (it has no seed)"
        raise InvalidGameLog(f"The game log {what}{where}: {verdict.reason}.")
    return loaded


def _row(loaded: Loaded, index: int) -> NewEvent:
    entry = loaded.log.entries[index]
    metadata: dict[str, Any] = {"seat": entry.seat, "command_end": entry.command_end}
    if entry.command is not None:
        metadata["command"] = entry.command
    return codec.encode(loaded.rules, loaded.events[index], metadata)
