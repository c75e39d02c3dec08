"""What the table needs done next, and when: a bot (or an absent seat's stand-in) to move, or
a human's clock to run out. The platform keeps one timer per game for it (kind `turn`) and
fires it with the scheduler; times are milliseconds since the epoch, given by the platform."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

import msgspec

from service.domain.kit.hosting import HostedGame
from service.domain.kit.rules import Seat
from service.domain.table.state import TableState, movers


class Due(msgspec.Struct, frozen=True, kw_only=True):
    at_ms: int
    seat: Seat
    action: Literal["bot", "timeout"]


def stand_ins(rules: HostedGame, state: TableState) -> list[Seat]:
    """Seats to move whose move a server bot makes: bot seats and absent seats."""
    return sorted(
        s
        for s in movers(rules, state)
        if (state.bot_of(s) is not None or s in state.absent) and rules.legal_moves(state.game, s)
    )


def times_needed(state: TableState) -> frozenset[int]:
    """The versions whose recorded times `due` reads."""
    return frozenset({state.version, *(c.since for c in state.clocks if c.since is not None)})


def due(
    rules: HostedGame,
    state: TableState,
    times: Mapping[int, int],
    bot_delay_ms: int,
    bots_from_ms: int = 0,
) -> Due | None:
    """The table's next action: a stand-in's move `bot_delay_ms` after the last event (and not
    before `bots_from_ms`: the platform may hold the bots back), else the earliest running
    clock's end (`times`: recorded ms of the versions `times_needed`)."""
    if not state.bots:
        return None
    bot_at = max(times[state.version] + bot_delay_ms, bots_from_ms)
    found: list[Due] = [Due(at_ms=bot_at, seat=s, action="bot") for s in stand_ins(rules, state)]
    for seat in state.running():
        since = state.clocks[seat].since
        assert since is not None
        found.append(
            Due(at_ms=times[since] + state.clocks[seat].bank_ms, seat=seat, action="timeout")
        )
    return min(found, key=lambda d: (d.at_ms, d.action != "bot", d.seat), default=None)


def clock_deadline_ms(state: TableState, times: Mapping[int, int]) -> int | None:
    """When the earliest running clock runs out (the summary's `deadline_at`), or None."""
    ends = [
        times[c.since] + c.bank_ms for c in state.clocks if c.since is not None and c.since in times
    ]
    return min(ends, default=None)
