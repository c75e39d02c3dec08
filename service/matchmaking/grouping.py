"""Which waiting tickets make a game: closest ratings first, a range that widens with age.
Pure: no clock of its own (`now` is given), no I/O."""

from __future__ import annotations

from datetime import datetime

import msgspec

BASE_SPREAD = 5.0
"""Rating points (OpenSkill ordinals; a new player is 0) a fresh ticket accepts between the
best and the worst player of its game."""
WIDEN_PER_SECOND = 0.5
"""How much more it accepts for each second it has waited."""


class Waiting(msgspec.Struct, frozen=True, kw_only=True):
    ticket_id: str
    player: str
    name: str
    rating: float
    created_at: datetime


def accepts(ticket: Waiting, now: datetime) -> float:
    """The widest rating spread this ticket accepts now."""
    waited = max((now - ticket.created_at).total_seconds(), 0.0)
    return BASE_SPREAD + WIDEN_PER_SECOND * waited


def groups(waiting: list[Waiting], size: int, now: datetime) -> list[list[Waiting]]:
    """Disjoint groups of `size` tickets, the tightest spread first, each within what every
    member accepts. Sorted by rating, the tightest group of `size` is always a run of
    neighbours, so only those runs are looked at."""
    pool = sorted(waiting, key=lambda t: (t.rating, t.created_at, t.ticket_id))
    found: list[list[Waiting]] = []
    while len(pool) >= size:
        best: tuple[float, int] | None = None
        for start in range(len(pool) - size + 1):
            run = pool[start : start + size]
            spread = run[-1].rating - run[0].rating
            fits = spread <= min(accepts(t, now) for t in run)
            if fits and (best is None or spread < best[0]):
                best = (spread, start)
        if best is None:
            break
        found.append(pool[best[1] : best[1] + size])
        del pool[best[1] : best[1] + size]
    return found
