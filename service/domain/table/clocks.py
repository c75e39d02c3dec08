"""Turn clocks (DESIGN "Clocks, absence and bots"): per-move seconds or a time bank per seat.

Times are integers of milliseconds; the domain never reads a clock. A seat's clock runs from
the version at which it came to move (`since`); the platform turns that version's recorded
time plus the seat's `bank_ms` into a deadline (turns.py)."""

from __future__ import annotations

from typing import Annotated

import msgspec

RETURN_GRACE_MS = 60_000
"""A seat that comes back with an empty bank gets at least this much (or the whole bank, if
the bank is smaller), so that its return is not an instant second timeout."""


class ClockSetting(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """`{"per_move_s": N}` or `{"bank_s": N, "increment_s": M}`."""

    per_move_s: (
        Annotated[int, msgspec.Meta(ge=1, le=604_800, description="Seconds for each decision.")]
        | None
    ) = None
    bank_s: (
        Annotated[int, msgspec.Meta(ge=1, le=604_800, description="Each seat's time bank (s).")]
        | None
    ) = None
    increment_s: (
        Annotated[int, msgspec.Meta(ge=0, le=86_400, description="Seconds added per move.")] | None
    ) = None

    def problem(self) -> str | None:
        """Why this is no clock, or None."""
        if (self.per_move_s is None) == (self.bank_s is None):
            return "a clock is either {per_move_s} or {bank_s, increment_s}"
        if self.per_move_s is not None and self.increment_s is not None:
            return "increment_s goes with bank_s, not with per_move_s"
        return None

    @property
    def initial_ms(self) -> int:
        return 1000 * (self.per_move_s if self.per_move_s is not None else self.bank_s or 0)

    @property
    def increment_ms(self) -> int:
        return 1000 * (self.increment_s or 0)


class SeatClock(msgspec.Struct, frozen=True, kw_only=True):
    bank_ms: int
    since: int | None = None
    """The version at which the clock started running; None while it is stopped."""


def started(clock: SeatClock, setting: ClockSetting, version: int) -> SeatClock:
    """The seat came to move: per-move clocks start full, banks go on from what is left."""
    bank = setting.initial_ms if setting.per_move_s is not None else clock.bank_ms
    return SeatClock(bank_ms=bank, since=version)


def charged(clock: SeatClock, setting: ClockSetting, used_ms: int, moved: bool) -> SeatClock:
    """`used_ms` of the seat's time went by: a bank pays for it, and earns the increment if
    the seat decided; a per-move clock starts afresh after a decision."""
    if setting.per_move_s is not None:
        return SeatClock(bank_ms=setting.initial_ms if moved else clock.bank_ms, since=clock.since)
    bank = max(0, clock.bank_ms - used_ms) + (setting.increment_ms if moved else 0)
    return SeatClock(bank_ms=bank, since=clock.since)


def returned(clock: SeatClock, setting: ClockSetting) -> SeatClock:
    if setting.per_move_s is not None:
        return SeatClock(bank_ms=setting.initial_ms)
    grace = min(setting.initial_ms, RETURN_GRACE_MS)
    return SeatClock(bank_ms=max(clock.bank_ms, grace))
