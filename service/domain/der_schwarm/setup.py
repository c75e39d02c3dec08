"""Setup: the start events and the start-station placements (RULES §6, §14.1, §16, D31, D48)."""

from __future__ import annotations

from service.domain.der_schwarm import data, rounds
from service.domain.der_schwarm.board import chain_position
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.commands import PlaceStartStation
from service.domain.der_schwarm.events import (
    BlueDeckShuffled,
    Event,
    GameStarted,
    OrderCardsDealt,
    StartStationPlaced,
    TilesDealt,
    TurnOrderSet,
)
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.state import Options, SetupPhase, State, station_owner
from service.domain.kernel import IllegalMove, Rng


def initial_state(players: int, options: Options) -> State:
    """The state before any event."""
    return State(players=players, options=options, phase=SetupPhase(order=()))


def check_options(players: int, options: Options) -> None:
    """Refuse a game with 2–4 players missing or a bad `initial_order` (§17.4)."""
    if not 2 <= players <= 4:
        raise IllegalMove("invalid_options", "Der Schwarm is played by 2 to 4 players.")
    order = options.initial_order
    if order is not None and sorted(order) != list(range(players)):
        raise IllegalMove("invalid_options", "initial_order must be a permutation of the seats.")


def start(players: int, options: Options, rng: Rng) -> list[Event]:
    """The setup draws in the order of RULES §16."""
    check_options(players, options)
    order: tuple[int, ...] | None = None
    if not options.free_start:
        order = options.initial_order or tuple(rng.shuffled(range(players)))
    events: list[Event] = [
        GameStarted(
            players=players,
            colours=data.COLOURS[:players],
            options=options,
            initial_order=order,
        ),
        TilesDealt(fields=data.SEA_ORDER, tiles=tuple(rng.shuffled(data.REGULAR_TILES))),
    ]
    blue = tuple(rng.shuffled(data.BLUE_CARDS))
    events.append(BlueDeckShuffled(count=len(blue), cards=blue))
    if options.free_start:
        events.append(OrderCardsDealt(numbers=tuple(rng.shuffled(data.order_numbers(players)))))
    events.append(rounds.row_event(players, 1, blue, rng, with_order=not options.free_start))
    return events


def _too_close(state: State, field: str) -> bool:
    """D48: first stations on one chain need |i - j| >= 4."""
    side, i = chain_position(field)
    for player in state.seats:
        for other in player.stations:
            other_side, j = chain_position(other)
            if other_side == side and abs(i - j) < 4:
                return True
    return False


def start_violation(state: State, command: PlaceStartStation) -> IllegalMove | None:
    """RULES §6 step 6, §14.1, §17.4."""
    field = command.field
    if field not in data.KIND:
        return IllegalMove("unknown_field", "That field is not on the board.")
    if not state.options.free_start and field not in data.START_FIELDS:
        return IllegalMove("not_a_start_field", "Start stations go on N3, E3, S3 or W3.")
    if state.options.free_start and field not in data.LAND:
        return IllegalMove("field_not_land", "Stations go on land fields.")
    if station_owner(state, field) is not None:
        return IllegalMove("field_occupied", "A station already stands there.")
    if state.options.free_start and _too_close(state, field):
        return IllegalMove("too_close", "First stations on one land chain need 3 empty fields.")
    return None


def start_candidates(state: State) -> list[PlaceStartStation]:
    fields = sorted(data.LAND) if state.options.free_start else data.START_FIELDS
    return [PlaceStartStation(field=f) for f in fields]


def apply_start(builder: Builder, seat: int, command: PlaceStartStation) -> None:
    builder.emit(StartStationPlaced(seat=seat, field=command.field))
    queen_check(builder)
    state = builder.state
    phase = state.phase
    if (
        isinstance(phase, SetupPhase)
        and state.options.free_start
        and phase.placed == len(phase.order)
    ):
        numbers = [p.order_card or 0 for p in state.seats]
        order = tuple(sorted(range(state.players), key=lambda s: numbers[s]))
        builder.emit(TurnOrderSet(order=order))
