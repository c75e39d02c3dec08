"""The Ship action: one optional placement, steps, collecting on leaving (§8.2, D33, D41)."""

from __future__ import annotations

from service.domain.der_schwarm import data, flow
from service.domain.der_schwarm.board import NEIGHBOURS, WATER_NEIGHBOURS, adjacent
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.commands import PlaceShip, ShipStep
from service.domain.der_schwarm.events import ShipMoved, ShipPlaced, TileCollected
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.state import OpenAction, State, ship_supply
from service.domain.kernel import IllegalMove

ShipCommand = PlaceShip | ShipStep


def _next_to_station(state: State, seat: int, field: str) -> bool:
    return any(n in state.seats[seat].stations for n in NEIGHBOURS[field].values())


def _place_violation(
    state: State, seat: int, action: OpenAction, command: PlaceShip
) -> IllegalMove | None:
    if action.ship_placed:
        return IllegalMove("ship_already_placed", "One ship per ship action.")
    if action.steps_used > 0:
        return IllegalMove("steps_started", "Ships are placed before any step (D33).")
    if ship_supply(state, seat) == 0:
        return IllegalMove("no_ship_in_supply", "You have no ship left in supply.")
    if command.field not in data.WATER:
        return IllegalMove("field_not_water", "Ships go on water fields.")
    if not _next_to_station(state, seat, command.field):
        return IllegalMove("not_next_to_station", "Ships are placed next to an own station.")
    return None


def _step_violation(
    state: State, seat: int, action: OpenAction, command: ShipStep
) -> IllegalMove | None:
    if action.steps_used >= flow.ship_steps_allowed(state, seat):
        return IllegalMove("no_steps_left", "All steps of this ship action are used.")
    if command.from_field not in state.seats[seat].ships:
        return IllegalMove("no_own_ship", "You have no ship on that field.")
    if not adjacent(command.from_field, command.to_field):
        return IllegalMove("not_adjacent", "Ships step to an orthogonal neighbour.")
    if command.to_field not in data.WATER:
        return IllegalMove("field_not_water", "Ships never enter land or off-board fields.")
    return None


def ship_violation(
    state: State, seat: int, action: OpenAction, command: ShipCommand
) -> IllegalMove | None:
    """RULES §8.2 with the codes of §17.4."""
    if isinstance(command, PlaceShip):
        return _place_violation(state, seat, action, command)
    return _step_violation(state, seat, action, command)


def ship_candidates(state: State, seat: int) -> list[ShipCommand]:
    moves: list[ShipCommand] = [PlaceShip(field=f) for f in data.SEA_ORDER]
    for field in dict.fromkeys(state.seats[seat].ships):
        moves += [ShipStep(from_field=field, to_field=n) for n in WATER_NEIGHBOURS[field]]
    return moves


def apply_ship(builder: Builder, seat: int, command: ShipCommand) -> None:
    """Placement or step, the collection, then the queen check (§17.2 order)."""
    match command:
        case PlaceShip(field=field):
            builder.emit(ShipPlaced(seat=seat, field=field))
        case ShipStep(from_field=origin, to_field=target):
            tile = builder.state.face_down.get(origin)
            builder.emit(ShipMoved(seat=seat, from_field=origin, to_field=target))
            if tile is not None:
                builder.emit(TileCollected(seat=seat, field=origin, tile=tile))
    queen_check(builder)
