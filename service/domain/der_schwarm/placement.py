"""Placing the start stations (RULES §6 step 6, §14.1, D48, D52)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import chain_position
from service.domain.der_schwarm.commands import PlaceStartStation
from service.domain.der_schwarm.events import StartStationPlaced, TurnOrderSet
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import SetupPhase, State, station_owner
from service.domain.kernel import Refusal


def _too_close(state: State, field: str) -> bool:
    """D48: first stations on one chain need |i - j| >= 4."""
    side, i = chain_position(field)
    for player in state.seats:
        for other in player.stations:
            other_side, j = chain_position(other)
            if other_side == side and abs(i - j) < 4:
                return True
    return False


def start_violation(state: State, command: PlaceStartStation) -> Refusal | None:
    """RULES §6 step 6, §14.1, §17.4."""
    field = command.field
    if field not in data.KIND:
        return Refusals.unknown_field()
    if not state.options.free_start and field not in data.START_FIELDS:
        return Refusals.not_a_start_field()
    if state.options.free_start and field not in data.LAND:
        return Refusals.field_not_land()
    if station_owner(state, field) is not None:
        return Refusals.field_occupied()
    if state.options.free_start and _too_close(state, field):
        return Refusals.too_close()
    return None


def start_candidates(state: State) -> list[PlaceStartStation]:
    """The start fields, or every land field with free start (§17.3)."""
    fields = sorted(data.LAND) if state.options.free_start else data.START_FIELDS
    return [PlaceStartStation(field=f) for f in fields]


def place_start(decision: Decision, seat: int, command: PlaceStartStation) -> None:
    """The station, the queen check, and after the last free-start placement the turn order
    of the dealt order cards (D52)."""
    decision.emit(StartStationPlaced(seat=seat, field=command.field))
    queen_check(decision)
    state = decision.state
    phase = state.phase
    if (
        isinstance(phase, SetupPhase)
        and state.options.free_start
        and phase.placed == len(phase.order)
    ):
        numbers = [p.order_card or 0 for p in state.seats]
        order = tuple(sorted(range(state.players), key=lambda s: numbers[s]))
        decision.emit(TurnOrderSet(order=order))
