"""The Research Station action (RULES §8.1, D20, D21)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data
from service.domain.der_schwarm.commands import AddResearcher, BuildStation
from service.domain.der_schwarm.events import ResearcherAdded, StationBuilt
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import (
    State,
    researcher_supply,
    station_owner,
    station_supply,
)
from service.domain.kernel import Refusal

StationCommand = BuildStation | AddResearcher


def researcher_target_violation(state: State, seat: int, field: str) -> Refusal | None:
    """A researcher goes on an own station with fewer than 3 researchers (D7)."""
    stations = state.seats[seat].stations
    if field not in stations:
        return Refusals.not_own_station()
    if stations[field] >= data.MAX_RESEARCHERS:
        return Refusals.station_full()
    return None


def _build_violation(state: State, seat: int, command: BuildStation) -> Refusal | None:
    if station_supply(state, seat) == 0:
        return Refusals.no_station_in_supply()
    if command.field not in data.LAND:
        return Refusals.field_not_land()
    if station_owner(state, command.field) is not None:
        return Refusals.field_occupied()
    researchers = researcher_supply(state, seat)
    if command.with_researcher and researchers == 0:
        return Refusals.no_researcher_in_supply()
    if not command.with_researcher and researchers > 0:
        return Refusals.researcher_in_supply()
    return None


def _add_violation(state: State, seat: int, command: AddResearcher) -> Refusal | None:
    if station_supply(state, seat) > 0:
        return Refusals.station_in_supply()
    if researcher_supply(state, seat) == 0:
        return Refusals.no_researcher_in_supply()
    return researcher_target_violation(state, seat, command.field)


def station_violation(state: State, seat: int, command: StationCommand) -> Refusal | None:
    """RULES §8.1 with the codes of §17.4."""
    if isinstance(command, BuildStation):
        return _build_violation(state, seat, command)
    return _add_violation(state, seat, command)


def station_candidates(state: State, seat: int) -> list[StationCommand]:
    """A station on every land field, and a researcher on each own station (§17.3)."""
    with_researcher = researcher_supply(state, seat) > 0
    moves: list[StationCommand] = [
        BuildStation(field=f, with_researcher=with_researcher) for f in data.CRAB_RING
    ]
    moves += [AddResearcher(field=f) for f in state.seats[seat].stations]
    return moves


def build(decision: Decision, seat: int, command: StationCommand) -> None:
    """The piece event, then the queen check (build only: hiring changes no network)."""
    match command:
        case BuildStation(field=field, with_researcher=with_researcher):
            decision.emit(StationBuilt(seat=seat, field=field, with_researcher=with_researcher))
            queen_check(decision)
        case AddResearcher(field=field):
            decision.emit(ResearcherAdded(seat=seat, field=field))
        case _:
            assert_never(command)
