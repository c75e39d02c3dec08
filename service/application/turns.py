"""The table's use cases: when its next action is due (a bot's move, a clock running out),
and doing it: a stand-in's move as an ordinary command of that seat, or a timeout that marks
the seat absent (and abandons the game when no human is left), and a player's return.

Everything goes into the game's own stream as the game's or the table's events
(service/domain/table), so a replay needs none of this: it only decides when."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from service.domain.kernel import Seat
from service.domain.table import Due, GameAbandoned, SeatAbsent, SeatReturned, TableEvent, due
from service.domain.table.turns import clock_deadline_ms
from service.records import LoadedGame

Clock = Callable[[], datetime]


def ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def at(milliseconds: int) -> datetime:
    return datetime.fromtimestamp(milliseconds / 1000, UTC)


def times_ms(game: LoadedGame) -> dict[int, int]:
    return {version: ms(recorded) for version, recorded in game.times.items()}


def next_due(game: LoadedGame, bot_delay: timedelta) -> Due | None:
    """The table's next action, if the game has a table and anything is to do."""
    if not game.started:
        return None
    delay = int(bot_delay.total_seconds() * 1000)
    return due(game.rules.rules, game.table, times_ms(game), delay)


def deadline_at(game: LoadedGame) -> datetime | None:
    """When the earliest running turn clock or the rules' own timer runs out."""
    if not game.started:
        return None
    times = times_ms(game)
    ends = []
    clock = clock_deadline_ms(game.table, times)
    if clock is not None:
        ends.append(clock)
    rule = game.rules.deadline(game.state)
    if rule is not None and rule.since_version in times:
        ends.append(times[rule.since_version] + rule.after_ms)
    return at(min(ends)) if ends else None


def timeout_events(game: LoadedGame, seat: Seat) -> list[TableEvent]:
    """The seat's clock ran out: it is absent; with no human left present, the game ends."""
    table = game.table
    events: list[TableEvent] = [SeatAbsent(seat=seat)]
    humans = set(table.humans())
    if humans and humans <= table.absent | {seat}:
        events.append(GameAbandoned())
    return events


def return_events(game: LoadedGame, seat: Seat) -> list[TableEvent]:
    """The seat is back, if it was absent and the game goes on (nothing after its end)."""
    if seat not in game.table.absent or game.rules.outcome(game.state) is not None:
        return []
    return [SeatReturned(seat=seat)]
