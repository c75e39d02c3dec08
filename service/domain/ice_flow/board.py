"""The static board, tiles and cards of Ice Flow, loaded once from `data.json` (RULES §2–§5)."""

from __future__ import annotations

from pathlib import Path
from typing import Final

import msgspec


class _Direction(msgspec.Struct, frozen=True):
    name: str


class _Coordinates(msgspec.Struct, frozen=True):
    directions: tuple[_Direction, ...]


class _Current(msgspec.Struct, frozen=True):
    dir: str
    speed: int


class _Hex(msgspec.Struct, frozen=True):
    id: str
    kind: str
    neighbors: dict[str, str]
    current: _Current | None = None


class _Camp(msgspec.Struct, frozen=True):
    id: str


class _FlagCrossing(msgspec.Struct, frozen=True):
    between: tuple[str, ...]


class _Board(msgspec.Struct, frozen=True):
    island: str
    entry_hexes: tuple[str, ...]
    alaska_camps: tuple[_Camp, ...]
    siberia_camps: tuple[_Camp, ...]
    alaska_flag_crossing: _FlagCrossing
    hexes: tuple[_Hex, ...]


class _Tile(msgspec.Struct, frozen=True):
    id: str
    ridges: tuple[int, ...]


class _Items(msgspec.Struct, frozen=True):
    rope: int
    fish: int
    bear: int


class _Card(msgspec.Struct, frozen=True):
    id: str
    type: str
    items: _Items
    items_revision_2: _Items | None = None
    """What the card shows from revision 2 on, where that differs (D6)."""


class _Supply(msgspec.Struct, frozen=True):
    rope: int
    fish: int
    bear: int


class _StartBackpack(msgspec.Struct, frozen=True):
    rope: int
    fish: int


class _PerPlayer(msgspec.Struct, frozen=True):
    explorers: int
    backpack_slots: int
    start_backpack: _StartBackpack


class _Setup(msgspec.Struct, frozen=True):
    initial_floes: int
    tiles_drawn_per_player: dict[str, int]
    alaska_camp_capacity: int


class _Data(msgspec.Struct, frozen=True):
    """The parts of `data.json` the rules read (the rest is provenance and prose)."""

    coordinates: _Coordinates
    board: _Board
    tiles: tuple[_Tile, ...]
    cards: tuple[_Card, ...]
    supply: _Supply
    per_player: _PerPlayer
    setup: _Setup


_DATA: Final = msgspec.json.decode((Path(__file__).parent / "data.json").read_bytes(), type=_Data)
_BOARD: Final = _DATA.board

DIRECTIONS: Final[tuple[str, ...]] = tuple(d.name for d in _DATA.coordinates.directions)
"""Direction names by index, clockwise from north (RULES §3.1)."""

OUT: Final = "OUT"
LAND: Final = "LAND"

KIND: Final[dict[str, str]] = {h.id: h.kind for h in _BOARD.hexes}
"""Hex id → kind: sea, island, alaska_camp, siberia_camp, flag, coast."""

NEIGHBORS: Final[dict[str, tuple[str, ...]]] = {
    h.id: tuple(h.neighbors[name] for name in DIRECTIONS) for h in _BOARD.hexes
}
"""Hex id → neighbour in each direction index (a hex id, `OUT` or `LAND`)."""

CURRENT: Final[dict[str, tuple[int, int]]] = {
    h.id: (DIRECTIONS.index(h.current.dir), h.current.speed)
    for h in _BOARD.hexes
    if h.kind == "sea" and h.current is not None
}
"""Sea hex → (direction index, drift distance) of its current (RULES §3.3)."""

SEA_HEXES: Final[tuple[str, ...]] = tuple(h for h, k in KIND.items() if k == "sea")
ENTRY_HEXES: Final[frozenset[str]] = frozenset(_BOARD.entry_hexes)
ISLAND: Final[str] = _BOARD.island
ALASKA_CAMPS: Final[tuple[str, ...]] = tuple(c.id for c in _BOARD.alaska_camps)
SIBERIA_CAMPS: Final[tuple[str, ...]] = tuple(c.id for c in _BOARD.siberia_camps)
FLAG_LINK: Final[frozenset[str]] = frozenset(_BOARD.alaska_flag_crossing.between)
"""A3 and A4: the rope-priced link across the US flag (RULES §3.7, D24)."""
CAMP_CAPACITY: Final[int] = _DATA.setup.alaska_camp_capacity

TILE_RIDGES: Final[dict[str, tuple[int, ...]]] = {t.id: t.ridges for t in _DATA.tiles}
TILE_IDS: Final[tuple[str, ...]] = tuple(sorted(TILE_RIDGES))

CARD_KIND: Final[dict[str, str]] = {c.id: c.type for c in _DATA.cards}
"""Card id → `floe` or `diomede` (RULES §5)."""


def _shown(items: _Items) -> tuple[int, int, int]:
    return (items.rope, items.fish, items.bear)


_CARD_ITEMS: Final[dict[int, dict[str, tuple[int, int, int]]]] = {
    1: {c.id: _shown(c.items) for c in _DATA.cards},
    2: {c.id: _shown(c.items_revision_2 or c.items) for c in _DATA.cards},
}
"""Revision → card id → (ropes, fish, bears) it shows (RULES §5, D6)."""
CARD_IDS: Final[tuple[str, ...]] = tuple(c.id for c in _DATA.cards)

TOTAL_ROPE: Final[int] = _DATA.supply.rope
TOTAL_FISH: Final[int] = _DATA.supply.fish
TOTAL_BEARS: Final[int] = _DATA.supply.bear
BACKPACK_SLOTS: Final[int] = _DATA.per_player.backpack_slots
START_ROPE: Final[int] = _DATA.per_player.start_backpack.rope
START_FISH: Final[int] = _DATA.per_player.start_backpack.fish
EXPLORERS_PER_SEAT: Final[int] = _DATA.per_player.explorers
INITIAL_FLOES: Final[int] = _DATA.setup.initial_floes
TILES_PER_PLAYER: Final[dict[int, int]] = {
    int(k): v for k, v in _DATA.setup.tiles_drawn_per_player.items()
}


def card_items(card: str, revision: int) -> tuple[int, int, int]:
    """(ropes, fish, bears) a card shows in a game of that rules revision (RULES §5, D6:
    revision 2 has ropes 10, fish 10 over the 16 cards, revision 1 ropes 12, fish 13)."""
    return _CARD_ITEMS[2 if revision >= 2 else 1][card]


def opposite(direction: int) -> int:
    """The opposite direction index (RULES §3.1)."""
    return (direction + 3) % 6


def direction_between(a: str, b: str) -> int | None:
    """The direction index from `a` to its neighbour `b`, or None if they are not neighbours."""
    neighbours = NEIGHBORS.get(a)
    if neighbours is None or b not in neighbours:
        return None
    return neighbours.index(b)


def ridge(tile: str, rotation: int, direction: int) -> int:
    """1 if the tile, lying with rotation `rotation`, is ridged towards `direction` (RULES §4)."""
    return int(any((edge + rotation) % 6 == direction for edge in TILE_RIDGES[tile]))


def ridged_directions(tile: str, rotation: int) -> tuple[str, ...]:
    """The board directions in which a floe is ridged, in direction order."""
    return tuple(name for i, name in enumerate(DIRECTIONS) if ridge(tile, rotation, i))


def is_passable(space: str) -> bool:
    """Spaces an explorer may stand on: sea hexes, the island and camps (RULES §1)."""
    return KIND.get(space) in ("sea", "island", "alaska_camp", "siberia_camp")


def explorer_ids(seat: int) -> tuple[int, ...]:
    """Seat `s` owns explorers 3s … 3s+2 (D49)."""
    first = EXPLORERS_PER_SEAT * seat
    return tuple(range(first, first + EXPLORERS_PER_SEAT))


def owner(explorer: int) -> int:
    """The seat owning an explorer (D49)."""
    return explorer // EXPLORERS_PER_SEAT
