"""Hut counts by colour: a 5-tuple in canonical colour order, and its JSON map form (§14.2)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from service.domain.clans.board import COLOURS

Huts = tuple[int, ...]
"""Hut counts per colour, canonical order (red, yellow, green, blue, black)."""

NO_HUTS: Huts = (0,) * len(COLOURS)


def to_map(huts: Huts) -> dict[str, int]:
    """A colour map listing only positive counts, keyed in canonical colour order (§14.2)."""
    return {colour: count for colour, count in zip(COLOURS, huts, strict=True) if count > 0}


def full_map(counts: Huts) -> dict[str, int]:
    """A colour map listing all five colours (scores, village points)."""
    return dict(zip(COLOURS, counts, strict=True))


def from_map(colours: Mapping[str, int]) -> Huts:
    """Counts from a colour map; absent colours count 0."""
    return tuple(colours.get(colour, 0) for colour in COLOURS)


def one(colour: str) -> Huts:
    """A single hut of `colour`."""
    return tuple(int(c == colour) for c in COLOURS)


def plus(a: Huts, b: Huts) -> Huts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def minus(a: Huts, b: Huts) -> Huts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def total(huts: Huts) -> int:
    return sum(huts)


def canonical(colours: Iterable[str]) -> tuple[str, ...]:
    """Colours sorted into canonical order."""
    chosen = set(colours)
    return tuple(c for c in COLOURS if c in chosen)
