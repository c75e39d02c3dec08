"""The Ship action: one optional placement, steps, collecting on leaving (§8.2, D33, D41)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data, flow
from service.domain.der_schwarm.board import NEIGHBOURS, WATER_NEIGHBOURS, adjacent
from service.domain.der_schwarm.commands import PlaceShip, ShipStep
from service.domain.der_schwarm.events import ShipMoved, ShipPlaced, TileCollected
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import OpenAction, State, ship_supply
from service.domain.kernel import Refusal

ShipCommand = PlaceShip | ShipStep


def _next_to_station(state: State, seat: int, field: str) -> bool:
    return any(n in state.seats[seat].stations for n in NEIGHBOURS[field].values())


def _place_violation(
    state: State, seat: int, action: OpenAction, command: PlaceShip
) -> Refusal | None:
    if action.ship_placed:
        return Refusals.ship_already_placed()
    if action.steps_used > 0:
        return Refusals.steps_started()
    if ship_supply(state, seat) == 0:
        return Refusals.no_ship_in_supply()
    if command.field not in data.WATER:
        return Refusals.field_not_water(rule="go on water fields")
    if not _next_to_station(state, seat, command.field):
        return Refusals.not_next_to_station()
    return None


def _step_violation(
    state: State, seat: int, action: OpenAction, command: ShipStep
) -> Refusal | None:
    if action.steps_used >= flow.ship_steps_allowed(state, seat):
        return Refusals.no_steps_left()
    if command.from_field not in state.seats[seat].ships:
        return Refusals.no_own_ship()
    if not adjacent(command.from_field, command.to_field):
        return Refusals.not_adjacent()
    if command.to_field not in data.WATER:
        return Refusals.field_not_water(rule="never enter land or off-board fields")
    return None


def ship_violation(
    state: State, seat: int, action: OpenAction, command: ShipCommand
) -> Refusal | None:
    """RULES §8.2 with the codes of §17.4."""
    if isinstance(command, PlaceShip):
        return _place_violation(state, seat, action, command)
    return _step_violation(state, seat, action, command)


def ship_candidates(state: State, seat: int) -> list[ShipCommand]:
    """A placement on every sea field, and each own ship's step to each water neighbour."""
    moves: list[ShipCommand] = [PlaceShip(field=f) for f in data.SEA_ORDER]
    for field in dict.fromkeys(state.seats[seat].ships):
        moves += [ShipStep(from_field=field, to_field=n) for n in WATER_NEIGHBOURS[field]]
    return moves


def sail(decision: Decision, seat: int, command: ShipCommand) -> None:
    """Placement or step, the collection, then the queen check (§17.2 order)."""
    match command:
        case PlaceShip(field=field):
            decision.emit(ShipPlaced(seat=seat, field=field))
        case ShipStep(from_field=origin, to_field=target):
            tile = decision.state.face_down.get(origin)
            decision.emit(ShipMoved(seat=seat, from_field=origin, to_field=target))
            if tile is not None:
                decision.emit(TileCollected(seat=seat, field=origin, tile=tile))
        case _:
            assert_never(command)
    queen_check(decision)
