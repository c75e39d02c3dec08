"""The games this process has folded: a bounded LRU cache of `LoadedGame`s, each tagged with
its version, brought up to date by reading only the missing tail of its stream.

A request costs the same however long the game is: commands decide on the cached state and
append with its version as the expectation, and when another process appended meanwhile the
append conflicts and `catch_up` reads just the events this process has not folded. Each
`LoadedGame` carries its own lock, which keeps one game's commands in arrival order within this
process (commands.py). Loading a game only reads: starting a game is the write side's job
(games.py), never a side effect of looking at one.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

import msgspec

from service import codec
from service.catalog.base import Catalog
from service.domain import registry
from service.domain.table import times_needed
from service.errors import GameNotFound
from service.records import LoadedGame, LoggedEvent, game_setup
from service.store.base import EventStore, RecordedEvent

STALE_TIMER = -1
"""`LoadedGame.timer` once another process appended: no since_version, so the next append
writes the timer (or clears it) instead of trusting what this process wrote before."""

DEFAULT_CACHE_SIZE = 10_000


class GameRepository:
    """Folded games by id: at most `cache_size` of them, the least recently used dropped."""

    def __init__(
        self, store: EventStore, catalog: Catalog, cache_size: int = DEFAULT_CACHE_SIZE
    ) -> None:
        if cache_size < 1:
            raise ValueError("the game cache must hold at least one game")
        self.store = store
        self.catalog = catalog
        self.cache_size = cache_size
        self._cache: OrderedDict[str, LoadedGame] = OrderedDict()
        self.generation = 0
        """How many times the cache was dropped (`forget`): what others derived from the
        cached games (the event streams' ready messages) is stale once it moves on."""

    async def get(self, game_id: str) -> LoadedGame:
        """The game, from the cache (as this process last folded it: `catch_up` before relying
        on it being the newest) or loaded from the catalog and its stream."""
        game = self._cache.get(game_id)
        if game is not None:
            self._cache.move_to_end(game_id)
            return game
        record = await self.catalog.get_game(game_id)
        if record is None:
            raise GameNotFound(f"There is no game {game_id}.")
        rules = registry.get(record.game_type)
        if rules is None:
            raise GameNotFound(f"Game {game_id} is of a type this server no longer hosts.")
        options = msgspec.convert(record.options, rules.Options)
        # The revision it was created with, for its whole life: never the latest one.
        setup = game_setup(rules, record.players, options, record.rules_revision)
        game = LoadedGame(record, rules, setup)
        game.seats = await self.catalog.seats(game_id)
        await self.catch_up(game)
        self.remember(game)
        return game

    async def fresh(self, game_id: str) -> LoadedGame:
        """The game at the newest version the store has, with every seat taken so far."""
        if game_id not in self._cache:
            # Loading it reads its seats and its whole stream now: one read, not a second one
            # for a tail that cannot be there yet.
            return await self.get(game_id)
        game = await self.get(game_id)
        if len(game.seats) < game.record.players:
            # Other processes take seats too: while some are free, ask the catalog.
            game.seats = await self.catalog.seats(game_id)
        await self.catch_up(game)
        return game

    def cached(self, game_id: str) -> LoadedGame | None:
        """The game as this process last folded it, if it is cached (no read, no reordering)."""
        return self._cache.get(game_id)

    def remember(self, game: LoadedGame) -> None:
        self._cache[game.record.game_id] = game
        self._cache.move_to_end(game.record.game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def forget(self) -> None:
        """Drop every cached game: the database server changed (a restart or a failover), and
        after an asynchronous failover the newest acknowledged events may be gone. The next
        request reads each game again."""
        self._cache.clear()
        self.generation += 1

    def __len__(self) -> int:
        return len(self._cache)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._cache

    async def catch_up(self, game: LoadedGame) -> None:
        """Fold the events other processes appended since this process last looked."""
        tail = await self.store.read_stream(game.record.game_id, game.version)
        if tail:
            self.apply(game, self.decoded(game, tail))
            if game.timer is not None:
                # Another process appended, and wrote the game's timer after its append: what
                # this process wrote may no longer be what is stored. Write it again next time.
                game.timer = STALE_TIMER
            game.turn_timer = None  # the same for the table's timer

    def apply(self, game: LoadedGame, logged: Sequence[LoggedEvent]) -> None:
        for entry in logged:
            if entry.version != game.version + 1:
                continue  # already folded (a concurrent catch-up got there first)
            game.state = game.rules.evolve(game.state, entry.event)
            game.version = entry.version
            game.times[entry.version] = entry.recorded_at
        if logged:
            keep_times(game)

    def decoded(self, game: LoadedGame, recorded: Sequence[RecordedEvent]) -> list[LoggedEvent]:
        return [
            LoggedEvent(
                version=row.version,
                recorded_at=row.recorded_at,
                event=codec.decode(game.rules, row),
            )
            for row in recorded
        ]


def keep_times(game: LoadedGame) -> None:
    """Forget the recorded times no clock or timer of the game counts from any more."""
    needed = set(times_needed(game.table))
    deadline = game.rules.deadline(game.state) if game.started else None
    if deadline is not None:
        needed.add(deadline.since_version)
    for version in [v for v in game.times if v not in needed]:
        del game.times[version]
