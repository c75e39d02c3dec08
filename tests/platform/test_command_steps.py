"""The command path's steps, each on its own (service/application/commands.py
`decide_and_append`): reach the state the command is meant for, decide, encode, append, answer.
Two `Tabletop`s on one store stand for two server processes, so one can move a game behind the
other's cached state."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.application import Tabletop
from service.application.commands import CommandHandler
from service.catalog.memory import MemoryCatalog
from service.domain.kernel import IllegalMove, Rng
from service.records import LoadedGame
from service.store.base import VersionConflict
from service.store.memory import MemoryEventStore
from service.timers import MemoryTimers


def two_processes() -> tuple[Tabletop, Tabletop]:
    store = MemoryEventStore()
    catalog = MemoryCatalog(store)
    return Tabletop(store, catalog, MemoryTimers()), Tabletop(store, catalog, MemoryTimers())


def steps(table: Tabletop) -> CommandHandler:
    """The process's command handler, whose steps are under test."""
    return table._commands


async def started(table: Tabletop) -> LoadedGame:
    created = await table.create_game("clans", 2, None, "command steps", None)
    for name in ("A", "B"):
        await table.take_seat(created.game_id, name)
    return await table.loaded(created.game_id)


def first_move(game: LoadedGame) -> tuple[int, msgspec.Struct]:
    seat = sorted(game.rules.to_move(game.state))[0]
    return seat, game.rules.legal_moves(game.state, seat)[0]


async def moved_elsewhere(other: Tabletop, game: LoadedGame) -> None:
    """The other process plays the first legal move; `game` (this process's) stays behind."""
    theirs = await other.loaded(game.record.game_id)
    seat, move = first_move(theirs)
    await other.command(game.record.game_id, seat, msgspec.json.encode(move))


async def test_reach_catches_up_to_a_pinned_version_another_process_made() -> None:
    here, there = two_processes()
    game = await started(here)
    behind = game.version
    await moved_elsewhere(there, game)
    newer = (await there.loaded(game.record.game_id)).version
    await steps(here).reach(game, newer)
    assert game.version == newer > behind


async def test_reach_refuses_a_pinned_version_that_is_not_the_newest() -> None:
    here, _ = two_processes()
    game = await started(here)
    with pytest.raises(VersionConflict):
        await steps(here).reach(game, game.version - 1)
    await steps(here).reach(game, None)  # unpinned: the cached state will do


async def next_move_elsewhere(other: Tabletop, game: LoadedGame) -> tuple[int, msgspec.Struct]:
    """The other process moves the game on; the move due next there (refused on `game`'s
    cached state, where it is not that seat's turn yet)."""
    await moved_elsewhere(other, game)
    return first_move(await other.loaded(game.record.game_id))


async def test_decision_on_a_state_moved_elsewhere_asks_to_decide_again() -> None:
    here, there = two_processes()
    game = await started(here)
    seat, move = await next_move_elsewhere(there, game)
    assert await steps(here).decision(game, move, seat, None, False) is None
    assert game.version == (await there.loaded(game.record.game_id)).version  # caught up


async def test_decision_pinned_to_a_state_moved_elsewhere_is_a_conflict() -> None:
    here, there = two_processes()
    game = await started(here)
    pinned = game.version
    seat, move = await next_move_elsewhere(there, game)
    with pytest.raises(VersionConflict):
        await steps(here).decision(game, move, seat, pinned, False)


async def test_decision_refuses_only_on_the_newest_state() -> None:
    here, _ = two_processes()
    game = await started(here)
    seat, move = first_move(game)
    other_seat = 1 - seat
    with pytest.raises(IllegalMove):
        await steps(here).decision(game, move, other_seat, None, False)


async def test_decision_gives_the_rules_events() -> None:
    here, _ = two_processes()
    game = await started(here)
    seat, move = first_move(game)
    events = await steps(here).decision(game, move, seat, None, False)
    rng = Rng(game.record.seed, game.version)
    assert events == list(game.rules.decide(game.state, move, seat, rng))


async def test_rows_carry_the_command_once_and_where_it_ends_on_each() -> None:
    here, _ = two_processes()
    game = await started(here)
    seat, move = first_move(game)
    events = await steps(here).decision(game, move, seat, None, False)
    assert events is not None
    rows = steps(here).rows(game, move, events, {"seat": seat})
    metadata = [r.metadata for r in rows]
    assert [m["command_end"] for m in metadata] == [game.version + len(events)] * len(events)
    assert metadata[0]["command"] == msgspec.to_builtins(move)
    assert all("command" not in m for m in metadata[1:])


async def rows_of_the_first_move(table: Tabletop, game: LoadedGame) -> list[Any]:
    seat, move = first_move(game)
    events = await steps(table).decision(game, move, seat, None, False)
    assert events is not None
    return steps(table).rows(game, move, events, {"seat": seat})


async def test_append_behind_another_process_catches_up_and_asks_to_decide_again() -> None:
    here, there = two_processes()
    game = await started(here)
    rows = await rows_of_the_first_move(here, game)
    await moved_elsewhere(there, game)
    assert await steps(here).append(game, rows, None, None) is None
    assert game.version == (await there.loaded(game.record.game_id)).version


async def test_append_pinned_behind_another_process_is_a_conflict() -> None:
    here, there = two_processes()
    game = await started(here)
    rows = await rows_of_the_first_move(here, game)
    await moved_elsewhere(there, game)
    with pytest.raises(VersionConflict):  # pinned: the client decides again, not the server
        await steps(here).append(game, rows, None, game.version)


async def test_accepted_folds_the_appended_events_without_a_read() -> None:
    here, there = two_processes()
    game = await started(here)
    seat, move = first_move(game)
    events = await steps(here).decision(game, move, seat, None, False)
    assert events is not None
    result = await steps(here).append(
        game, steps(here).rows(game, move, events, {"seat": seat}), None, None
    )
    assert result is not None
    before = game.version
    answer = await steps(here).accepted(game, events, result, seat)
    assert answer.version == game.version == before + len(events) == result.last_version
    folded = await there.loaded(game.record.game_id)  # the other process reads the log
    assert folded.state == game.state
