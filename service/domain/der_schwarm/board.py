"""Board geometry: fields, neighbours, rotations and the crab ring (RULES §3, §5, D1–D3)."""

from __future__ import annotations

from itertools import combinations

from service.domain.der_schwarm import data


def coords(field: str) -> tuple[int, int] | None:
    """The (x, y) of a field id on the grid, or None for anything else."""
    if field not in data.KIND:
        return None
    x, y = field.split(",")
    return int(x), int(y)


def step(field: str, direction: str) -> str | None:
    """The grid cell one step from `field` in `direction` (off the grid: None)."""
    xy = coords(field)
    if xy is None:
        return None
    dx, dy = data.DIRECTIONS[direction]
    x, y = xy[0] + dx, xy[1] + dy
    if 0 <= x < data.WIDTH and 0 <= y < data.HEIGHT:
        return f"{x},{y}"
    return None


NEIGHBOURS: dict[str, dict[str, str]] = {
    f: {d: n for d in data.ORTHOGONAL if (n := step(f, d)) is not None} for f in data.KIND
}
"""Orthogonal neighbours on the grid, by direction (RULES §3.1)."""

WATER_NEIGHBOURS: dict[str, tuple[str, ...]] = {
    f: tuple(n for n in NEIGHBOURS[f].values() if n in data.WATER) for f in data.KIND
}


def adjacent(a: str, b: str) -> bool:
    """Whether two fields are orthogonal neighbours (RULES §3.1)."""
    return b in NEIGHBOURS.get(a, {}).values()


def direction_to(a: str, b: str) -> str:
    """The orthogonal direction from a to b (they must be adjacent)."""
    return next(d for d, n in NEIGHBOURS[a].items() if n == b)


def _rotations(canonical: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    order = data.ORTHOGONAL
    found: list[tuple[str, ...]] = []
    for turn in range(4):
        turned = {order[(order.index(s) + turn) % 4] for s in canonical}
        sides = tuple(s for s in order if s in turned)
        if sides not in found:
            found.append(sides)
    return tuple(found)


SHAPE_ROTATIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "straight": _rotations(("N", "S")),
    "corner": _rotations(("N", "E")),
    "tee": _rotations(("N", "E", "S")),
    "cross": _rotations(("N", "E", "S", "W")),
}
"""Every placement of each shape as a set of sides in N, E, S, W order (RULES §5)."""

ALL_SIDE_SETS: tuple[tuple[str, ...], ...] = tuple(
    c for n in range(1, 5) for c in combinations(data.ORTHOGONAL, n)
)


def rotations(tile: str) -> tuple[tuple[str, ...], ...]:
    """The placements of a tile (RULES §5)."""
    return SHAPE_ROTATIONS[data.TILE_SHAPE[tile]]


def normal_sides(sides: tuple[str, ...]) -> tuple[str, ...] | None:
    """Sides as a set in N, E, S, W order (RULES §17.1); None if a letter is unknown or
    repeated."""
    if len(set(sides)) != len(sides) or not set(sides) <= set(data.ORTHOGONAL):
        return None
    return tuple(s for s in data.ORTHOGONAL if s in sides)


def ring_index(field: str) -> int:
    """Position of a land field in the crab ring (RULES §3.4)."""
    return data.CRAB_RING.index(field)


def chain_position(field: str) -> tuple[str, int]:
    """The land chain and 0-based position of a land field (RULES §3.3)."""
    for side, chain in data.LAND_CHAINS.items():
        if field in chain:
            return side, chain.index(field)
    raise KeyError(field)
