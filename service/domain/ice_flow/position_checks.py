"""The conditions RULES §17.6 puts on a position document, one check per condition.

`documents.read` decodes the document against `IceFlowPosition` first (every unknown key,
missing key, wrong type and negative count), then runs these checks; a check that reads a
malformed field is skipped. Seat counts come from the game being created (`setup.players`),
so they hold even when the document's own `players` is malformed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from service.domain.documents import Check
from service.domain.ice_flow import board
from service.domain.ice_flow.options import MAX_PLAYERS, MIN_PLAYERS, IceFlowOptions
from service.domain.ice_flow.position import IceFlowPosition, PositionBackpack, PositionIsland
from service.domain.kernel import Setup

Problems = Iterator[str]
Context = Setup[IceFlowOptions]

MAX_BEARS = 2


def _players(doc: IceFlowPosition, setup: Context) -> Problems:
    if not MIN_PLAYERS <= doc.players <= MAX_PLAYERS:
        yield "players must be an integer 2–4."
    elif doc.players != setup.players:
        yield f"players ({doc.players}) differs from the requested {setup.players}."


def _active_seat(doc: IceFlowPosition, setup: Context) -> Problems:
    if not 0 <= doc.active_seat < setup.players:
        yield f"active_seat must be a seat 0…{setup.players - 1}."


def _explorers(doc: IceFlowPosition, setup: Context) -> Problems:
    count = board.EXPLORERS_PER_SEAT * setup.players
    if len(doc.explorers) != count:
        yield f"explorers must have {count} entries."
    for e, space in enumerate(doc.explorers):
        if not board.is_passable(space):
            yield f"Explorer {e} is not on a sea hex, the island or a camp."


def _floes(doc: IceFlowPosition, setup: Context) -> Problems:
    """Known tiles on sea hexes, rotations 0–5, at most 2 bears each, no tile or hex twice."""
    for f in doc.floes:
        if f.tile not in board.TILE_RIDGES:
            yield f"Unknown floe tile {f.tile!r}."
        if board.KIND.get(f.hex) != "sea":
            yield f"Floe {f.tile} is not on a sea hex."
    for f in doc.floes:
        if not 0 <= f.rotation <= 5:
            yield f"Floe {f.tile} has a rotation outside 0–5."
        if f.bears > MAX_BEARS:
            yield f"Floe {f.tile} holds more than 2 bears."
    tiles = Counter(f.tile for f in doc.floes)
    hexes = Counter(f.hex for f in doc.floes)
    yield from (f"Tile {t} appears more than once." for t, n in tiles.items() if n > 1)
    yield from (f"Hex {h} holds more than one floe." for h, n in hexes.items() if n > 1)


def _backpacks(doc: IceFlowPosition, setup: Context) -> Problems:
    if len(doc.backpacks) != setup.players:
        yield f"backpacks must have one entry per seat ({setup.players})."
    for i, pack in enumerate(doc.backpacks):
        if pack.rope + pack.fish > board.BACKPACK_SLOTS:
            yield f"Backpack {i} holds more than {board.BACKPACK_SLOTS} items."


def _cards(doc: IceFlowPosition, setup: Context) -> Problems:
    """The two piles hold every card exactly once (the draw pile may be empty)."""
    ids = [*doc.draw_pile, *doc.discard_pile]
    yield from (f"Unknown card {c!r}." for c in ids if c not in board.CARD_KIND)
    counts = Counter(ids)
    yield from (f"Card {c} appears more than once." for c, n in counts.items() if n > 1)
    missing = [c for c in board.CARD_IDS if c not in counts]
    if missing:
        yield f"Cards missing from the piles: {', '.join(missing)}."


def _island_bears(doc: IceFlowPosition, setup: Context) -> Problems:
    if doc.island.bears > MAX_BEARS:
        yield "The island holds more than 2 bears."


def _bears_apart_from_explorers(doc: IceFlowPosition, setup: Context) -> Problems:
    """No floe or island holds both bears and explorers (§10.1)."""
    bears = {f.hex: f.bears for f in doc.floes}
    bears[board.ISLAND] = doc.island.bears
    where = Counter(doc.explorers)
    for space, count in bears.items():
        if count and where[space]:
            yield f"Space {space} holds both bears and explorers."


def _alaska_camps(doc: IceFlowPosition, setup: Context) -> Problems:
    where = Counter(doc.explorers)
    for camp in board.ALASKA_CAMPS:
        if where[camp] > board.CAMP_CAPACITY:
            yield f"Alaskan camp {camp} holds more than 2 explorers."


def _siberia(doc: IceFlowPosition, setup: Context) -> Problems:
    """Never two explorers of one seat in one Siberian camp; no seat has already won (§14)."""
    explorers = doc.explorers
    for seat in range(setup.players):
        own = [explorers[e] for e in board.explorer_ids(seat) if e < len(explorers)]
        siberia = [s for s in own if board.KIND.get(s) == "siberia_camp"]
        if len(set(siberia)) < len(siberia):
            yield f"Seat {seat} has two explorers in one Siberian camp."
        if len(siberia) == board.EXPLORERS_PER_SEAT:
            yield f"Seat {seat} already has all three explorers in Siberia."


def _totals(doc: IceFlowPosition, setup: Context) -> Problems:
    """At most the pieces of the box are in play: 15 ropes, 15 fish, 5 bears (§2)."""
    places: list[PositionIsland | PositionBackpack] = [doc.island, *doc.backpacks]
    rope = sum(f.rope for f in doc.floes) + sum(p.rope for p in places)
    fish = sum(f.fish for f in doc.floes) + sum(p.fish for p in places)
    bears = sum(f.bears for f in doc.floes) + doc.island.bears
    if rope > board.TOTAL_ROPE:
        yield f"More than {board.TOTAL_ROPE} ropes in play."
    if fish > board.TOTAL_FISH:
        yield f"More than {board.TOTAL_FISH} fish in play."
    if bears > board.TOTAL_BEARS:
        yield f"More than {board.TOTAL_BEARS} bears in play."


CHECKS: tuple[Check[IceFlowPosition, Context], ...] = (
    _players,
    _active_seat,
    _explorers,
    _floes,
    _backpacks,
    _cards,
    _island_bears,
    _bears_apart_from_explorers,
    _alaska_camps,
    _siberia,
    _totals,
)
"""Every condition of RULES §17.6 (a document is valid when none of them finds a problem)."""
