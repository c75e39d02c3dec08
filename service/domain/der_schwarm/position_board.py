"""The board conditions RULES §17.5 puts on a position document (rules 4–7): pieces, tiles,
stacks and hazards, one check per rule. `position_checks.CHECKS` runs them in this order."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import normal_sides, rotations
from service.domain.der_schwarm.document import DerSchwarmPosition, PositionSeat
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.kernel import Setup

Problems = Iterator[str]
Context = Setup[DerSchwarmOptions]


def pieces(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """§17.5 rule 4: stations, researchers, ships and buoys per seat."""
    owners = Counter(f for s in doc.seats for f in s.stations)
    if any(n > 1 for n in owners.values()):
        yield "a land field holds more than one station."
    for i, seat in enumerate(doc.seats):
        yield from _seat_pieces(doc, i, seat)


def _seat_pieces(doc: DerSchwarmPosition, i: int, seat: PositionSeat) -> Problems:
    if len(seat.stations) > data.STATIONS or any(f not in data.LAND for f in seat.stations):
        yield f"seat {i}: at most {data.STATIONS} stations, on land fields."
    researchers = seat.stations.values()
    if any(not 0 <= r <= data.MAX_RESEARCHERS for r in researchers):
        yield f"seat {i}: 0 to {data.MAX_RESEARCHERS} researchers per station."
    if sum(researchers) > data.RESEARCHERS:
        yield f"seat {i}: at most {data.RESEARCHERS} researchers."
    if len(seat.ships) > data.SHIPS or any(f not in data.WATER for f in seat.ships):
        yield f"seat {i}: at most {data.SHIPS} ships, on water fields."
    c = data.COLOURS[i]
    buoys = sum(s.buoys.count(c) for s in doc.placed.values()) + (1 if seat.queen_buoy else 0)
    if buoys > data.BUOYS:
        yield f"seat {i}: more than {data.BUOYS} buoys on the board."


def tiles(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """§17.5 rule 5: every tile exactly once, face-down and placed tiles on distinct sea."""
    on_board = [t.tile for s in doc.placed.values() for t in s.tiles]
    supplies = [t for s in doc.seats for t in s.tiles]
    regular = Counter([*doc.face_down.values(), *on_board, *supplies])
    golden = Counter([*doc.golden_supply, *on_board, *supplies])
    if any(regular[t] != 1 for t in data.REGULAR_TILES):
        yield "each of T01-T59 must appear exactly once."
    if any(golden[t] != 1 for t in data.GOLDEN_TILES):
        yield "each of G1-G4 must appear exactly once."
    if any(t in data.GOLDEN_TILES for t in doc.face_down.values()) or set(regular) - set(
        data.REGULAR_TILES + data.GOLDEN_TILES
    ):
        yield "unknown tile ids, or a golden tile face down."
    fields = [*doc.face_down, *doc.placed]
    if any(f not in data.SEA for f in fields) or len(set(fields)) != len(fields):
        yield "face_down and placed use distinct sea fields only."


def stacks(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """§17.5 rule 6: 1 or 2 tiles, rotations, a top tile that keeps and adds sides, buoys."""
    colours = set(data.COLOURS[: setup.players])
    for field, stack in doc.placed.items():
        placed = stack.tiles
        known = all(t.tile in data.TILE_SHAPE for t in placed)
        if not 1 <= len(placed) <= 2 or not known:
            yield f"stack {field} must hold 1 or 2 known tiles."
            continue
        if any(normal_sides(t.sides) not in rotations(t.tile) for t in placed):
            yield f"stack {field}: sides must be a rotation of the tile."
        if len(placed) == 2 and (
            len(placed[1].sides) <= len(placed[0].sides)
            or not set(placed[0].sides) <= set(placed[1].sides)
        ):
            yield f"stack {field}: the top tile must keep and add sides."
        if len(stack.buoys) > len(placed) or not set(stack.buoys) <= colours:
            yield f"stack {field}: too many buoys or a colour not seated."


def hazards(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """§17.5 rule 7: the five figures, each in supply or on a field it may occupy."""
    if set(doc.hazards) != set(data.ALL_HAZARDS):
        yield "hazards must list whale-1, whale-2, tsunami-1, tsunami-2 and crab."
        return
    for hazard, field in doc.hazards.items():
        where = data.LAND if hazard == "crab" else data.WATER
        if field is not None and field not in where:
            yield f"{hazard} stands on a field it cannot occupy."
