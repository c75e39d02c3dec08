"""The game state: board, cards, seats and the phase with its open decision (RULES §6–§8)."""

from __future__ import annotations

import msgspec

from service.domain.der_schwarm import data
from service.domain.der_schwarm.options import DerSchwarmOptions


class PlacedTile(msgspec.Struct, frozen=True):
    """One face-up tile of a stack with its sides as placed (RULES §5)."""

    tile: str
    sides: tuple[str, ...]


class Stack(msgspec.Struct, frozen=True):
    """The face-up tiles on a sea field, bottom first, and the buoys on them by seat (§8.3.4)."""

    tiles: tuple[PlacedTile, ...]
    buoys: tuple[int, ...]

    @property
    def top(self) -> PlacedTile:
        return self.tiles[-1]


class PlayerState(msgspec.Struct, frozen=True):
    """One seat's score, pieces on the board, tiles and cards (RULES §6, §15.1)."""

    rp: int = data.START_RP
    stations: dict[str, int] = msgspec.field(default_factory=dict)
    ships: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    played: tuple[str, ...] = ()
    order_card: int | None = None
    ability: str | None = None
    joker: str = "available"
    queen_buoy: bool = False


class OpenAction(msgspec.Struct, frozen=True):
    """The action being resolved and its counters (RULES §8, D53, D54)."""

    card: str
    action: str
    parts_done: tuple[str, ...] = ()
    ship_placed: bool = False
    steps_used: int = 0
    tiles_placed: int = 0

    @property
    def started(self) -> bool:
        """Whether a sub-move was made in the current action or part."""
        return self.ship_placed or self.steps_used > 0 or self.tiles_placed > 0


class SetupPhase(msgspec.Struct, frozen=True, tag="setup"):
    """Start stations are being placed, in `order` (RULES §6 step 6, §14.1)."""

    order: tuple[int, ...]
    placed: int = 0


class BuyingPhase(msgspec.Struct, frozen=True, tag="buying"):
    """Phase 1: `active` buys (RULES §7.2)."""

    active: int


class PlayingPhase(msgspec.Struct, frozen=True, tag="playing"):
    """Phase 2: `active` plays or resolves `action`; None once nobody can act (RULES §7.4)."""

    active: int | None
    action: OpenAction | None = None


class OverPhase(msgspec.Struct, frozen=True, tag="over"):
    """The game has ended (RULES §13)."""


Phase = SetupPhase | BuyingPhase | PlayingPhase | OverPhase


class State(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the rules need; secret parts are filtered by `view` (RULES §15)."""

    players: int
    options: DerSchwarmOptions
    rules_revision: int
    """The revision of RULES.md the game was created with (no rule differs by it yet)."""
    phase: Phase
    round: int = 1
    turn_order: tuple[int, ...] = ()
    seats: tuple[PlayerState, ...] = ()
    row: tuple[str, ...] = ()
    order_deck: tuple[int, ...] = ()
    blue_deck: tuple[str, ...] = ()
    blue_out: tuple[str, ...] = ()
    golden_supply: tuple[str, ...] = data.GOLDEN_TILES
    hazards: dict[str, str | None] = msgspec.field(
        default_factory=lambda: dict.fromkeys(data.ALL_HAZARDS)
    )
    face_down: dict[str, str] = msgspec.field(default_factory=dict)
    placed: dict[str, Stack] = msgspec.field(default_factory=dict)
    result: tuple[int, ...] = ()
    """Final RP per seat once over (the outcome is derived from it)."""


def colour(seat: int) -> str:
    """A seat's colour (D51)."""
    return data.COLOURS[seat]


def buoys_on_board(state: State, seat: int) -> int:
    """The seat's buoys on tiles plus its queen buoy."""
    on_tiles = sum(stack.buoys.count(seat) for stack in state.placed.values())
    return on_tiles + (1 if state.seats[seat].queen_buoy else 0)


def buoy_supply(state: State, seat: int) -> int:
    """Buoys left in the seat's supply (RULES §8.3.5)."""
    return data.BUOYS - buoys_on_board(state, seat)


def station_supply(state: State, seat: int) -> int:
    return data.STATIONS - len(state.seats[seat].stations)


def researcher_supply(state: State, seat: int) -> int:
    return data.RESEARCHERS - researchers_on_board(state, seat)


def researchers_on_board(state: State, seat: int) -> int:
    """R for a research action (RULES §8.3.2)."""
    return sum(state.seats[seat].stations.values())


def ship_supply(state: State, seat: int) -> int:
    return data.SHIPS - len(state.seats[seat].ships)


def station_owner(state: State, field: str) -> int | None:
    """The seat whose station stands on a land field, if any."""
    for seat, player in enumerate(state.seats):
        if field in player.stations:
            return seat
    return None


def ship_owners(state: State, field: str) -> list[int]:
    """One entry per ship on the field, ordered by the owners' turn order (RULES §9.1, D14)."""
    return [seat for seat in state.turn_order for f in state.seats[seat].ships if f == field]


def replace_seat(state: State, seat: int, player: PlayerState) -> tuple[PlayerState, ...]:
    """The seats tuple with one seat replaced."""
    return tuple(player if i == seat else p for i, p in enumerate(state.seats))
