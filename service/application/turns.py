"""The table's use cases: when its next action is due (a bot's move, a clock running out),
and doing it: a stand-in's move as an ordinary command of that seat, or a timeout that marks
the seat absent (and abandons the game when no human is left), the end of a game with no human
seat at its limit of commands, and a player's return.

Everything goes into the game's own stream as the game's or the table's events
(service/domain/table), so a replay needs none of this: it only decides when."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from service.domain.kernel import Seat
from service.domain.table import (
    BOT_ONLY_COMMANDS,
    Due,
    GameAbandoned,
    SeatAbsent,
    SeatReturned,
    TableEvent,
    due,
    untabled,
)
from service.domain.table.turns import clock_deadline_ms
from service.records import LoadedGame, utc

Clock = Callable[[], datetime]


def ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def at(milliseconds: int) -> datetime:
    return datetime.fromtimestamp(milliseconds / 1000, UTC)


def times_ms(game: LoadedGame) -> dict[int, int]:
    return {version: ms(recorded) for version, recorded in game.times.items()}


def next_due(
    game: LoadedGame, bot_delay: timedelta, bots_from: datetime | None = None
) -> Due | None:
    """The table's next action, if the game has a table and anything is to do (never in an
    imported game: it is read-only, its clocks and bots stand still). `bots_from`: its bots
    wait until then (the bots' CPU budget deferred them: bot_budget.py); clocks do not."""
    if not game.started or game.record.imported_from is not None:
        return None
    delay = int(bot_delay.total_seconds() * 1000)
    held = 0 if bots_from is None else ms(bots_from)
    return due(untabled(game.rules), game.table, times_ms(game), delay, held)


def rule_due_at(game: LoadedGame) -> datetime | None:
    """When the rules' own timer (e.g. Pow Wow's claim window) falls due: the recorded time of
    its `since_version` event + `after_ms`, to the microsecond; None while none runs."""
    rule = game.rules.deadline(game.state) if game.started else None
    if rule is None or rule.since_version not in game.times:
        return None
    return utc(game.times[rule.since_version]) + timedelta(milliseconds=rule.after_ms)


def deadline_at(game: LoadedGame) -> datetime | None:
    """The one `deadline_at` clients see (summary, view, the stream's summary messages, the
    player stream's `deadline_soon`): when the earliest running turn clock or the rules' own
    timer runs out; None while neither runs (and always in an imported game, where nothing
    runs)."""
    if not game.started or game.record.imported_from is not None:
        return None
    clock_ms = clock_deadline_ms(game.table, times_ms(game))
    ends = [end for end in (None if clock_ms is None else at(clock_ms), rule_due_at(game)) if end]
    return min(ends) if ends else None


def timeout_events(game: LoadedGame, seat: Seat) -> list[TableEvent]:
    """The seat's clock ran out: it is absent; with no human left present, the game ends."""
    table = game.table
    events: list[TableEvent] = [SeatAbsent(seat=seat)]
    humans = set(table.humans())
    if humans and humans <= table.absent | {seat}:
        events.append(GameAbandoned())
    return events


def bot_only_end(game: LoadedGame, commands: int, limit: int) -> list[TableEvent]:
    """A game with no human seat ends once its log holds `limit` commands
    (TABLETOP_BOT_ONLY_COMMANDS): abandoned, as the table's own event. A game with a human
    seat is never cut short (when all of its humans are absent it has ended already)."""
    if not game.table.bot_only() or game.table.abandoned or commands < limit:
        return []
    return [GameAbandoned(reason=BOT_ONLY_COMMANDS)]


def return_events(game: LoadedGame, seat: Seat) -> list[TableEvent]:
    """The seat is back, if it was absent and the game goes on (nothing after its end)."""
    if seat not in game.table.absent or game.rules.outcome(game.state) is not None:
        return []
    return [SeatReturned(seat=seat)]
