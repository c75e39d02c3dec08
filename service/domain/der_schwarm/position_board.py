"""Position validation of the board: pieces, tiles, stacks and hazards (RULES §17.5 rules 4–7)."""

from __future__ import annotations

from collections import Counter

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import rotations
from service.domain.der_schwarm.position import Position
from service.domain.der_schwarm.research import normal_sides


def _pieces(doc: Position) -> list[str]:
    """§17.5 rule 4."""
    found: list[str] = []
    owners = Counter(f for s in doc.seats for f in s.stations)
    if any(n > 1 for n in owners.values()):
        found.append("a land field holds more than one station.")
    for i, seat in enumerate(doc.seats):
        if len(seat.stations) > data.STATIONS or any(f not in data.LAND for f in seat.stations):
            found.append(f"seat {i}: at most {data.STATIONS} stations, on land fields.")
        researchers = seat.stations.values()
        if any(not 0 <= r <= data.MAX_RESEARCHERS for r in researchers):
            found.append(f"seat {i}: 0 to {data.MAX_RESEARCHERS} researchers per station.")
        if sum(researchers) > data.RESEARCHERS:
            found.append(f"seat {i}: at most {data.RESEARCHERS} researchers.")
        if len(seat.ships) > data.SHIPS or any(f not in data.WATER for f in seat.ships):
            found.append(f"seat {i}: at most {data.SHIPS} ships, on water fields.")
        c = data.COLOURS[i]
        buoys = sum(s.buoys.count(c) for s in doc.placed.values()) + (1 if seat.queen_buoy else 0)
        if buoys > data.BUOYS:
            found.append(f"seat {i}: more than {data.BUOYS} buoys on the board.")
    return found


def _tiles(doc: Position) -> list[str]:
    """§17.5 rules 5 and 6."""
    found: list[str] = []
    on_board = [t.tile for s in doc.placed.values() for t in s.tiles]
    supplies = [t for s in doc.seats for t in s.tiles]
    regular = Counter([*doc.face_down.values(), *on_board, *supplies])
    golden = Counter([*doc.golden_supply, *on_board, *supplies])
    if any(regular[t] != 1 for t in data.REGULAR_TILES):
        found.append("each of T01-T59 must appear exactly once.")
    if any(golden[t] != 1 for t in data.GOLDEN_TILES):
        found.append("each of G1-G4 must appear exactly once.")
    if any(t in data.GOLDEN_TILES for t in doc.face_down.values()) or set(regular) - set(
        data.REGULAR_TILES + data.GOLDEN_TILES
    ):
        found.append("unknown tile ids, or a golden tile face down.")
    fields = [*doc.face_down, *doc.placed]
    if any(f not in data.SEA for f in fields) or len(set(fields)) != len(fields):
        found.append("face_down and placed use distinct sea fields only.")
    found += _stacks(doc)
    return found


def _stacks(doc: Position) -> list[str]:
    found: list[str] = []
    colours = set(data.COLOURS[: doc.players])
    for field, stack in doc.placed.items():
        tiles = stack.tiles
        known = all(t.tile in data.TILE_SHAPE for t in tiles)
        if not 1 <= len(tiles) <= 2 or not known:
            found.append(f"stack {field} must hold 1 or 2 known tiles.")
            continue
        if any(normal_sides(t.sides) not in rotations(t.tile) for t in tiles):
            found.append(f"stack {field}: sides must be a rotation of the tile.")
        if len(tiles) == 2 and (
            len(tiles[1].sides) <= len(tiles[0].sides)
            or not set(tiles[0].sides) <= set(tiles[1].sides)
        ):
            found.append(f"stack {field}: the top tile must keep and add sides.")
        if len(stack.buoys) > len(tiles) or not set(stack.buoys) <= colours:
            found.append(f"stack {field}: too many buoys or a colour not seated.")
    return found


def _hazards(doc: Position) -> list[str]:
    """§17.5 rule 7."""
    if set(doc.hazards) != set(data.ALL_HAZARDS):
        return ["hazards must list whale-1, whale-2, tsunami-1, tsunami-2 and crab."]
    found: list[str] = []
    for hazard, field in doc.hazards.items():
        if field is None:
            continue
        where = data.LAND if hazard == "crab" else data.WATER
        if field not in where:
            found.append(f"{hazard} stands on a field it cannot occupy.")
    return found


def board_problems(doc: Position) -> list[str]:
    """Every board rule of §17.5 (rules 4–7) the document breaks."""
    return _pieces(doc) + _tiles(doc) + _hazards(doc)
