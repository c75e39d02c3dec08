"""The table's state: the game's own state plus clocks, absent seats and bots, and its fold.

`version` counts every event folded (the game's and the table's), so it is the stream
version, which is what a clock's `since` names."""

from __future__ import annotations

from typing import assert_never

import msgspec

from service.domain.kit.hosting import HostedGame
from service.domain.kit.rules import Seat
from service.domain.table import clocks
from service.domain.table.clocks import ClockSetting, SeatClock
from service.domain.table.events import (
    ClockCharged,
    GameAbandoned,
    SeatAbsent,
    SeatReturned,
    TableEvent,
    TableSet,
)


class TableState(msgspec.Struct, frozen=True, kw_only=True):
    game: msgspec.Struct
    version: int = 0
    clock: ClockSetting | None = None
    bots: tuple[str | None, ...] = ()
    """Per seat: the bot kind that plays it, or None for a human (empty: no table set)."""
    clocks: tuple[SeatClock, ...] = ()
    absent: frozenset[Seat] = frozenset()
    abandoned: bool = False

    def bot_of(self, seat: Seat) -> str | None:
        return self.bots[seat] if seat < len(self.bots) else None

    def humans(self) -> list[Seat]:
        return [s for s, bot in enumerate(self.bots) if bot is None]

    def attended(self) -> bool:
        """A human plays at the table: a human seat that is not absent."""
        return any(bot is None and s not in self.absent for s, bot in enumerate(self.bots))

    def bot_only(self) -> bool:
        """Every seat is a server bot's: nobody at the table is a human."""
        return bool(self.bots) and all(bot is not None for bot in self.bots)

    def running(self) -> list[Seat]:
        return [s for s, c in enumerate(self.clocks) if c.since is not None]


def movers(rules: HostedGame, state: TableState) -> frozenset[Seat]:
    """Seats to move now (none once the game is over or abandoned)."""
    if state.abandoned or state.version == 0 or rules.outcome(state.game) is not None:
        return frozenset()
    return rules.to_move(state.game)


def after_game_event(rules: HostedGame, state: TableState) -> TableState:
    """Start the clocks of humans who came to move; stop those whose turn ended (their
    `tabletop.clock_charged` follows in the same append when they decided)."""
    if state.clock is None:
        return state
    moving = movers(rules, state)
    ticking = []
    for seat, was in enumerate(state.clocks):
        runs = seat in moving and state.bot_of(seat) is None and seat not in state.absent
        now = was
        if runs and was.since is None:
            now = clocks.started(was, state.clock, state.version)
        elif not runs and was.since is not None:
            now = SeatClock(bank_ms=was.bank_ms)
        ticking.append(now)
    return msgspec.structs.replace(state, clocks=tuple(ticking))


def evolve_table(rules: HostedGame, state: TableState, event: TableEvent) -> TableState:
    """The table after one of its own events (at `state.version`, already counted)."""
    match event:
        case TableSet():
            full = SeatClock(bank_ms=event.clock.initial_ms if event.clock else 0)
            return msgspec.structs.replace(
                state, clock=event.clock, bots=event.bots, clocks=(full,) * len(event.bots)
            )
        case ClockCharged():
            return _with_clock(state, event.seat, _charge(rules, state, event))
        case SeatAbsent():
            absent = state.absent | {event.seat}
            stopped = SeatClock(bank_ms=0)
            return _with_clock(msgspec.structs.replace(state, absent=absent), event.seat, stopped)
        case SeatReturned():
            back = msgspec.structs.replace(state, absent=state.absent - {event.seat})
            if back.clock is None:
                return back
            clock = clocks.returned(back.clocks[event.seat], back.clock)
            if event.seat in movers(rules, back):
                clock = clocks.started(clock, back.clock, back.version)
            return _with_clock(back, event.seat, clock)
        case GameAbandoned():
            still = tuple(SeatClock(bank_ms=c.bank_ms) for c in state.clocks)
            return msgspec.structs.replace(state, abandoned=True, clocks=still)
        case _:
            assert_never(event)


def _charge(rules: HostedGame, state: TableState, event: ClockCharged) -> SeatClock:
    assert state.clock is not None, "a clock was charged in a game without a clock"
    clock = clocks.charged(state.clocks[event.seat], state.clock, event.used_ms, event.moved)
    if event.seat in movers(rules, state) and event.seat not in state.absent:
        # Still to move (a turn of several decisions): the next decision's clock starts now.
        return SeatClock(bank_ms=clock.bank_ms, since=state.version)
    return SeatClock(bank_ms=clock.bank_ms)


def _with_clock(state: TableState, seat: Seat, clock: SeatClock) -> TableState:
    if not state.clocks:
        return state
    ticking = list(state.clocks)
    ticking[seat] = clock
    return msgspec.structs.replace(state, clocks=tuple(ticking))
