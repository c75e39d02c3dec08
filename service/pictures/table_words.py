"""The table's own events (`tabletop.*`: clocks, bots, absence) in words."""

from __future__ import annotations

from typing import assert_never

from service.domain.table.clocks import ClockSetting
from service.domain.table.events import (
    BOT_ONLY_COMMANDS,
    ClockCharged,
    GameAbandoned,
    SeatAbsent,
    SeatReturned,
    TableEvent,
    TableSet,
)
from service.pictures.scene import Scene
from service.pictures.style import seat_name


def describe(event: TableEvent, scene: Scene) -> str:
    match event:
        case TableSet():
            return _table_set(event, scene)
        case ClockCharged():
            seconds = event.used_ms / 1000
            said = "decided" if event.moved else "waited"
            return f"{seat_name(scene, event.seat)} {said} in {seconds:.1f} s."
        case SeatAbsent():
            return f"{seat_name(scene, event.seat)}'s time ran out: a bot plays the seat."
        case SeatReturned():
            return f"{seat_name(scene, event.seat)} is back at the table."
        case GameAbandoned() if event.reason == BOT_ONLY_COMMANDS:
            return "Only bots played, up to the server's limit of moves: the game was abandoned."
        case GameAbandoned():
            return "Every player was away: the game was abandoned."
        case _:
            assert_never(event)


def _table_set(event: TableSet, scene: Scene) -> str:
    parts = [_clock(event.clock)] if event.clock is not None else []
    bots = [f"{seat_name(scene, s)} is a {bot} bot" for s, bot in enumerate(event.bots) if bot]
    parts.extend(bots)
    return "The table was set: " + "; ".join(parts or ["no clock, no bots"]) + "."


def _clock(clock: ClockSetting) -> str:
    if clock.per_move_s is not None:
        return f"{clock.per_move_s} s for each move"
    return f"a bank of {clock.bank_s} s per seat, {clock.increment_s or 0} s added per move"
