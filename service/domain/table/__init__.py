"""The table: what the platform adds to every game, in the game's own log and as pure as the
games (DESIGN "Clocks, absence and bots"). Turn clocks, absent seats, returns, abandonment and
the server's bots are `tabletop.*` events folded on top of the game's state by `tabled(rules)`,
which hosts any game with them; the game's rules still decide every move."""

from __future__ import annotations

from service.domain.table.bots import BOT_KINDS, choose_move
from service.domain.table.clocks import ClockSetting
from service.domain.table.events import (
    ALL_ABSENT,
    BOT_ONLY_COMMANDS,
    TABLE_EVENTS,
    ClockCharged,
    GameAbandoned,
    SeatAbsent,
    SeatReturned,
    TableEvent,
    TableSet,
)
from service.domain.table.rules import ABANDONED, tabled, untabled
from service.domain.table.state import TableState
from service.domain.table.turns import Due, due, times_needed

__all__ = [
    "ABANDONED",
    "ALL_ABSENT",
    "BOT_KINDS",
    "BOT_ONLY_COMMANDS",
    "TABLE_EVENTS",
    "ClockCharged",
    "ClockSetting",
    "Due",
    "GameAbandoned",
    "SeatAbsent",
    "SeatReturned",
    "TableEvent",
    "TableSet",
    "TableState",
    "choose_move",
    "due",
    "tabled",
    "times_needed",
    "untabled",
]
