"""Reading a game: summary, the caller's view (as data or as a picture), legal moves, the
position document and the log (as events or in words), now or at a past version (time travel:
a fold of the stream up to that version, from the nearest kept snapshot).

Reads never write. Each reads the missing tail of the stream first, so it answers on the
newest state the store has."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import msgspec

from service import codec
from service.application.redaction import sees_everything, visible
from service.application.repository import GameRepository
from service.application.snapshots import Snapshots
from service.application.summaries import require_started, summary
from service.application.turns import deadline_at
from service.archive import logfile
from service.archive.logfile import GameLog
from service.domain.kernel import Seat
from service.domain.kit.hosting import tag_of
from service.errors import Forbidden, NoPosition, VersionOutOfRange
from service.pictures import registry as pictures
from service.pictures.scene import Scene
from service.records import GameSummary, LoadedGame, LoggedEvent, rfc3339
from service.store.base import RecordedEvent


class Queries:
    def __init__(self, games: GameRepository, snapshots: Snapshots) -> None:
        self.games = games
        self.store = games.store
        self.snapshots = snapshots

    async def summary(self, game_id: str) -> GameSummary:
        game = await self.games.fresh(game_id)
        return summary(game)

    async def view(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct]:
        game = await self.games.fresh(game_id)
        return await self._view(game, seat, at)

    async def view_now(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct, datetime | None]:
        """The view, with the running timer's due time when it is the view of now."""
        game = await self.games.fresh(game_id)
        version, view = await self._view(game, seat, at)
        return version, view, deadline_at(game) if version == game.version else None

    async def _view(
        self, game: LoadedGame, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct]:
        require_started(game)
        version, state = await self.state_at(game, at)
        return version, game.rules.view(state, seat)

    async def picture(
        self, game_id: str, seat: Seat | None, at: int | None
    ) -> tuple[int, msgspec.Struct, datetime | None, str | None]:
        """The view and its picture (service/pictures), drawn from the view alone so it shows
        no more; the picture is None for a game that has none (the view is then answered)."""
        game = await self.games.fresh(game_id)
        version, view = await self._view(game, seat, at)
        due = deadline_at(game) if version == game.version else None
        try:
            drawn = pictures.picture(view, scene_of(game, seat, version, due))
        except pictures.Undrawable:
            drawn = None
        return version, view, due, drawn

    async def narration(
        self, game_id: str, seat: Seat | None, after: int, limit: int, admin: bool
    ) -> tuple[int, list[tuple[LoggedEvent, str]]]:
        """The caller's events of a page of the log, each with its sentence."""
        version, logged = await self.events(game_id, seat, after, limit, admin)
        game = await self.games.get(game_id)
        said = []
        for entry in logged:
            scene = scene_of(game, seat, entry.version, None)
            try:
                text = pictures.describe(entry.event, scene)
            except pictures.Undrawable:  # a game with no words: its event's type
                text = tag_of(type(entry.event)).replace("_", " ").replace(".", ": ") + "."
            said.append((entry, text))
        return version, said

    async def legal_moves(
        self, game_id: str, seat: Seat | None
    ) -> tuple[int, list[msgspec.Struct]]:
        game = await self.games.fresh(game_id)
        if seat is None or not game.started:
            return game.version, []
        return game.version, list(game.rules.legal_moves(game.state, seat))

    async def position(
        self, game_id: str, at: int | None, admin: bool
    ) -> tuple[int, msgspec.Struct]:
        game = await self.games.fresh(game_id)
        require_started(game)
        if not admin and game.status() != "finished":
            raise Forbidden("The position document is secret until the game is over.")
        version, state = await self.state_at(game, at)
        document = (
            game.rules.position(state) if await self.between_commands(game, version) else None
        )
        if document is None:
            raise NoPosition(f"The game has no position document at version {version}.")
        return version, document

    async def export(self, game_id: str, admin: bool) -> GameLog:
        """The game's whole log as a file's content (docs/replays.md): for anyone once the game
        is over, for the operator before (then without the seed: only its commitment)."""
        game = await self.games.fresh(game_id)
        finished = game.status() == "finished"
        if not admin and not finished:
            raise Forbidden("A running game's log is exported with the operator token only.")
        rows = await self.store.read_stream(game_id, 0, game.version)
        names = {s.seat: s.name for s in game.seats}
        seats = [names.get(n) for n in range(game.record.players)]
        return logfile.from_store(game.rules, game.record, seats, rows, finished)

    async def events(
        self, game_id: str, seat: Seat | None, after: int, limit: int, admin: bool
    ) -> tuple[int, list[LoggedEvent]]:
        game = await self.games.get(game_id)
        recorded = await self.store.read_stream(game_id, after, after + limit)
        if recorded:
            await self.games.catch_up(game)
        return game.version, self.visible_events(game, recorded, seat, admin)

    def visible_events(
        self, game: LoadedGame, recorded: Sequence[RecordedEvent], seat: Seat | None, admin: bool
    ) -> list[LoggedEvent]:
        full = sees_everything(game, admin)
        return visible(game, self.games.decoded(game, recorded), seat, full)

    async def state_at(self, game: LoadedGame, at: int | None) -> tuple[int, msgspec.Struct]:
        """The state after version `at` (default: now): a past one folded from the nearest
        snapshot (snapshots.py) or from the start, keeping the states it passes on the grid."""
        if at is None or at == game.version:
            return game.version, game.state
        if not 1 <= at <= game.version:
            raise VersionOutOfRange(f"Version {at} is outside 1–{game.version} of this game.")
        game_id = game.record.game_id
        nearest = self.snapshots.nearest(game_id, at)
        version, state = nearest or (0, game.rules.initial_state(game.setup))
        for row in await self.store.read_stream(game_id, version, at):
            state = game.rules.evolve(state, codec.decode(game.rules, row))
            version = row.version
            if version < at and self.snapshots.on_grid(version):
                self.snapshots.keep(game_id, version, state)
        self.snapshots.keep(game_id, at, state)
        return at, state

    async def between_commands(self, game: LoadedGame, version: int) -> bool:
        """Whether `version` ends a command's events (a state a client could have seen), not
        a step inside one command's events. Events record where their command ended."""
        if version == game.version:
            return True
        (row,) = await self.store.read_stream(game.record.game_id, version - 1, version)
        end = row.metadata.get("command_end")
        return end is None or end == version


def scene_of(game: LoadedGame, seat: Seat | None, version: int, due: datetime | None) -> Scene:
    """What a picture or a sentence shows beside the view: the seats' names, whose eyes."""
    names = {s.seat: s.name for s in game.seats}
    return Scene(
        names=tuple(names.get(n) for n in range(game.record.players)),
        audience=seat,
        version=version,
        deadline_at=None if due is None else rfc3339(due),
    )
