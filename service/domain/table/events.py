"""The table's events, in the game's own stream beside the game's events (`tabletop.*`)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.table.clocks import ClockSetting

D = msgspec.Meta


class _TableEvent(msgspec.Struct, frozen=True, tag_field="type"):
    """Fields it does not know are ignored, like every stored event."""


class TableSet(_TableEvent, frozen=True, kw_only=True, tag="tabletop.table_set"):
    """The first event of a game with a clock or bots: how its table is set."""

    clock: Annotated[ClockSetting | None, D(description="The game's turn clock, if any.")]
    bots: Annotated[
        tuple[str | None, ...],
        D(description="Per seat: the bot that plays it (`random`, `greedy`) or null (a human)."),
    ]


class ClockCharged(_TableEvent, frozen=True, kw_only=True, tag="tabletop.clock_charged"):
    """A seat's clock paid `used_ms`: it decided (`moved`: and got its increment, or a fresh
    per-move allowance), or its turn ended without it (another seat's move or a rule timer)."""

    seat: int
    used_ms: Annotated[int, D(ge=0)]
    moved: bool = True


class SeatAbsent(_TableEvent, frozen=True, kw_only=True, tag="tabletop.seat_absent"):
    """The seat's time ran out: a server bot moves for it until it returns."""

    seat: int


class SeatReturned(_TableEvent, frozen=True, kw_only=True, tag="tabletop.seat_returned"):
    """The seat's player is back (POST …/seats/{seat}/return, or a command of theirs)."""

    seat: int


ALL_ABSENT = "absent"
"""Why a game was abandoned: every human seat was absent (the reason of every older log)."""
BOT_ONLY_COMMANDS = "bot_only_commands"
"""Why a game was abandoned: no seat is a human's, and the bots reached the server's limit of
commands (TABLETOP_BOT_ONLY_COMMANDS)."""


class GameAbandoned(
    _TableEvent, frozen=True, kw_only=True, omit_defaults=True, tag="tabletop.game_abandoned"
):
    """The game ended (outcome reason `abandoned`): every human seat was absent, or a game
    without a human seat reached the server's limit of commands."""

    reason: Annotated[
        str,
        D(
            description="Why: `absent` (every human seat was absent; left out of the event, "
            "as in every log written before there was another reason) or `bot_only_commands` "
            "(no seat is a human's and the bots played the server's limit of commands, "
            "TABLETOP_BOT_ONLY_COMMANDS: docs/fair-play.md)."
        ),
    ] = ALL_ABSENT


TableEvent = TableSet | ClockCharged | SeatAbsent | SeatReturned | GameAbandoned
TABLE_EVENTS: tuple[type[msgspec.Struct], ...] = (
    TableSet,
    ClockCharged,
    SeatAbsent,
    SeatReturned,
    GameAbandoned,
)
