"""Rules revisions: a game keeps the revision it was created with for its whole life, so a
rules change never alters a game already in the log (DESIGN: rules revisions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

import msgspec

D = msgspec.Meta


class Revision(msgspec.Struct, frozen=True, kw_only=True):
    """One revision of a game's RULES.md ("Rules revisions" paragraph at its top)."""

    number: Annotated[int, D(ge=1, description="1, 2, …; a game keeps its revision for life.")]
    date: Annotated[
        str, D(pattern=r"^\d{4}-\d{2}-\d{2}$", description="When it took effect (ISO date).")
    ]
    changes: Annotated[
        tuple[str, ...], D(description="What changed from the revision before, by decision.")
    ]


def latest(revisions: Sequence[Revision]) -> int:
    """The newest revision: the one new games are created with."""
    return max(r.number for r in revisions)


def check(revisions: Sequence[Revision]) -> None:
    """Revisions are numbered 1, 2, … in order; raises ValueError otherwise (a declaration bug)."""
    numbers = [r.number for r in revisions]
    if numbers != list(range(1, len(numbers) + 1)):
        raise ValueError(f"revisions must be numbered 1, 2, … in order, not {numbers}")
