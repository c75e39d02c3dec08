"""The Research Station action (RULES §8.1, D20, D21)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.commands import AddResearcher, BuildStation
from service.domain.der_schwarm.events import ResearcherAdded, StationBuilt
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.state import (
    State,
    researcher_supply,
    station_owner,
    station_supply,
)
from service.domain.kernel import IllegalMove

StationCommand = BuildStation | AddResearcher


def researcher_target_violation(state: State, seat: int, field: str) -> IllegalMove | None:
    """A researcher goes on an own station with fewer than 3 researchers (D7)."""
    stations = state.seats[seat].stations
    if field not in stations:
        return IllegalMove("not_own_station", "That is not one of your stations.")
    if stations[field] >= data.MAX_RESEARCHERS:
        return IllegalMove("station_full", "That station already holds 3 researchers (D7).")
    return None


def _build_violation(state: State, seat: int, command: BuildStation) -> IllegalMove | None:
    if station_supply(state, seat) == 0:
        return IllegalMove("no_station_in_supply", "You have no station left in supply.")
    if command.field not in data.LAND:
        return IllegalMove("field_not_land", "Stations go on land fields.")
    if station_owner(state, command.field) is not None:
        return IllegalMove("field_occupied", "A station already stands there.")
    researchers = researcher_supply(state, seat)
    if command.with_researcher and researchers == 0:
        return IllegalMove("no_researcher_in_supply", "You have no researcher left in supply.")
    if not command.with_researcher and researchers > 0:
        return IllegalMove("researcher_in_supply", "A researcher must come along (D20).")
    return None


def _add_violation(state: State, seat: int, command: AddResearcher) -> IllegalMove | None:
    if station_supply(state, seat) > 0:
        return IllegalMove("station_in_supply", "Only without stations in supply (D20).")
    if researcher_supply(state, seat) == 0:
        return IllegalMove("no_researcher_in_supply", "You have no researcher left in supply.")
    return researcher_target_violation(state, seat, command.field)


def station_violation(state: State, seat: int, command: StationCommand) -> IllegalMove | None:
    """RULES §8.1 with the codes of §17.4."""
    if isinstance(command, BuildStation):
        return _build_violation(state, seat, command)
    return _add_violation(state, seat, command)


def station_candidates(state: State, seat: int) -> list[StationCommand]:
    with_researcher = researcher_supply(state, seat) > 0
    moves: list[StationCommand] = [
        BuildStation(field=f, with_researcher=with_researcher) for f in data.CRAB_RING
    ]
    moves += [AddResearcher(field=f) for f in state.seats[seat].stations]
    return moves


def apply_station(builder: Builder, seat: int, command: StationCommand) -> None:
    """The piece event, then the queen check (build only: hiring changes no network)."""
    match command:
        case BuildStation(field=field, with_researcher=with_researcher):
            builder.emit(StationBuilt(seat=seat, field=field, with_researcher=with_researcher))
            queen_check(builder)
        case AddResearcher(field=field):
            builder.emit(ResearcherAdded(seat=seat, field=field))
