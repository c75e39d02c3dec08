"""The Clans board and epoch chart, loaded once from `board.json` (RULES §2, §3, D1, D2)."""

from __future__ import annotations

from pathlib import Path
from typing import Final, Literal

import msgspec

Effect = Literal["neutral", "favourable", "unfavourable"]


class _Field(msgspec.Struct, frozen=True):
    terrain: str
    neighbours: tuple[int, ...]


class _Region(msgspec.Struct, frozen=True):
    fields: tuple[int, ...]


class _Epoch(msgspec.Struct, frozen=True):
    epoch: int
    chip_numbers: tuple[int, ...]
    favourable: tuple[str, ...]
    unfavourable: tuple[str, ...]
    bonus: int


class _Board(msgspec.Struct, frozen=True):
    """The parts of `board.json` the rules read (the rest is provenance and drawing data)."""

    colours: tuple[str, ...]
    large_group_threshold: int
    village_chips: int
    epochs: tuple[_Epoch, ...]
    regions: tuple[_Region, ...]
    fields: tuple[_Field, ...]


_DATA: Final = msgspec.json.decode((Path(__file__).parent / "board.json").read_bytes(), type=_Board)

COLOURS: Final[tuple[str, ...]] = _DATA.colours
"""The five clans in canonical order (red, yellow, green, blue, black; D19)."""

FIELD_COUNT: Final[int] = len(_DATA.fields)
FIELDS: Final[range] = range(FIELD_COUNT)
HUTS_PER_COLOUR: Final[int] = FIELD_COUNT // len(COLOURS)
LARGE_GROUP: Final[int] = _DATA.large_group_threshold
VILLAGE_CHIPS: Final[int] = _DATA.village_chips

TERRAIN: Final[tuple[str, ...]] = tuple(f.terrain for f in _DATA.fields)
NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sorted(f.neighbours)) for f in _DATA.fields
)
"""Adjacency: land and river borders only; lake pairs are not adjacent (D2)."""

REGIONS: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(sorted(r.fields)) for r in _DATA.regions)


def adjacent(a: int, b: int) -> bool:
    """Whether two fields share a land or river border (RULES §3, D2)."""
    return b in NEIGHBOURS[a]


def epoch_of_chip(chip: int) -> int:
    """The epoch (1–5) that village chip `chip` (1–12) sits in (RULES §2, D9)."""
    for epoch in _DATA.epochs:
        if chip in epoch.chip_numbers:
            return epoch.epoch
    raise ValueError(f"no epoch holds chip {chip}")


def bonus(epoch: int) -> int:
    """The bonus for a favourable village in `epoch` (RULES §10)."""
    return _DATA.epochs[epoch - 1].bonus


def effect(field: int, epoch: int) -> Effect:
    """Whether a field's terrain is favourable, unfavourable or neutral in `epoch` (§2, D13)."""
    row = _DATA.epochs[epoch - 1]
    if TERRAIN[field] in row.favourable:
        return "favourable"
    if TERRAIN[field] in row.unfavourable:
        return "unfavourable"
    return "neutral"
