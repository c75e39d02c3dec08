"""The game's fixed data (board, tiles, cards, counts), decoded once from data.json into structs
and exposed as plain tables (RULES §2–§6). The bottom of the package: it imports nothing of it.

data.json also carries provenance notes and derived counts; the structs below read only what
the rules use (msgspec ignores the other keys).
"""

from __future__ import annotations

from pathlib import Path

import msgspec


class _Field(msgspec.Struct, frozen=True):
    id: str
    kind: str
    value: int | None = None
    side: str | None = None
    name: str | None = None


class _StartFields(msgspec.Struct, frozen=True):
    fields: tuple[str, ...]


class _Board(msgspec.Struct, frozen=True):
    width: int
    height: int
    queen: str
    fields: tuple[_Field, ...]
    crab_ring_clockwise: tuple[str, ...]
    land_chains: dict[str, tuple[str, ...]]
    start_fields: _StartFields


class _Tile(msgspec.Struct, frozen=True):
    id: str
    shape: str
    connection_count: int
    points_when_placed: int


class _Tiles(msgspec.Struct, frozen=True):
    swarm_tiles: tuple[_Tile, ...]
    golden_tiles: tuple[_Tile, ...]


class _ActionCard(msgspec.Struct, frozen=True):
    id: str
    colour: str
    action: str
    hazard_move_value: int | None = None


class _Joker(msgspec.Struct, frozen=True):
    allowed_actions: tuple[str, ...]
    hazard_move_values: dict[str, int]


class _Ability(msgspec.Struct, frozen=True):
    id: str


class _Cards(msgspec.Struct, frozen=True):
    action_cards: tuple[_ActionCard, ...]
    jokers: tuple[_Joker, ...]
    ability_cards: tuple[_Ability, ...]
    light_cards_removed: dict[str, tuple[str, ...] | str]
    """Per player count (a decimal key); the `provenance` note is a string."""


class _Seats(msgspec.Struct, frozen=True):
    colours_by_seat: tuple[str, ...]


class _Coordinates(msgspec.Struct, frozen=True):
    directions: dict[str, tuple[int, int]]


class _Pieces(msgspec.Struct, frozen=True):
    stations: int
    ships: int
    researchers: int
    buoys: int


class _Economy(msgspec.Struct, frozen=True):
    starting_research_points: int


class _Actions(msgspec.Struct, frozen=True):
    ship_steps: int
    ship_steps_fast: int
    max_researchers_per_station: int


class _Hazards(msgspec.Struct, frozen=True):
    ids: dict[str, tuple[str, ...]]


class _Scoring(msgspec.Struct, frozen=True):
    final_sides_bonus: dict[str, int]


class _PerCount(msgspec.Struct, frozen=True):
    rounds: int
    action_cards_bought_per_player: int
    order_cards: tuple[int, ...]


class _Data(msgspec.Struct, frozen=True):
    board: _Board
    tiles: _Tiles
    cards: _Cards
    seats: _Seats
    coordinates: _Coordinates
    player_pieces: _Pieces
    economy: _Economy
    actions: _Actions
    hazards: _Hazards
    scoring: _Scoring
    per_player_count: dict[str, _PerCount | str]
    """Per player count (a decimal key); the `provenance` note is a string."""


_DATA = msgspec.json.decode((Path(__file__).parent / "data.json").read_bytes(), type=_Data)
_BOARD = _DATA.board
_CARDS = _DATA.cards

COLOURS: tuple[str, ...] = _DATA.seats.colours_by_seat
WIDTH: int = _BOARD.width
HEIGHT: int = _BOARD.height
QUEEN: str = _BOARD.queen

KIND: dict[str, str] = {f.id: f.kind for f in _BOARD.fields}
SEA: frozenset[str] = frozenset(k for k, v in KIND.items() if v == "sea")
LAND: frozenset[str] = frozenset(k for k, v in KIND.items() if v == "land")
WATER: frozenset[str] = SEA | {QUEEN}
SEA_ORDER: tuple[str, ...] = tuple(
    sorted(SEA, key=lambda f: (int(f.split(",")[1]), int(f.split(",")[0])))
)
"""Sea fields in row-major order (y, then x): the order of the tile deal (RULES §16)."""

LAND_VALUE: dict[str, int] = {f.id: f.value for f in _BOARD.fields if f.value is not None}
LAND_SIDE: dict[str, str] = {f.id: f.side for f in _BOARD.fields if f.side is not None}
LAND_NAME: dict[str, str] = {f.id: f.name for f in _BOARD.fields if f.name is not None}
CRAB_RING: tuple[str, ...] = _BOARD.crab_ring_clockwise
LAND_CHAINS: dict[str, tuple[str, ...]] = dict(_BOARD.land_chains)
START_FIELDS: tuple[str, ...] = _BOARD.start_fields.fields

DIRECTIONS: dict[str, tuple[int, int]] = dict(_DATA.coordinates.directions)
ORTHOGONAL: tuple[str, ...] = ("N", "E", "S", "W")
EIGHT: tuple[str, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
OPPOSITE: dict[str, str] = {"N": "S", "S": "N", "E": "W", "W": "E"}

_TILES = _DATA.tiles.swarm_tiles + _DATA.tiles.golden_tiles
REGULAR_TILES: tuple[str, ...] = tuple(t.id for t in _DATA.tiles.swarm_tiles)
GOLDEN_TILES: tuple[str, ...] = tuple(t.id for t in _DATA.tiles.golden_tiles)
TILE_SHAPE: dict[str, str] = {t.id: t.shape for t in _TILES}
TILE_CONNECTIONS: dict[str, int] = {t.id: t.connection_count for t in _TILES}
TILE_POINTS: dict[str, int] = {t.id: t.points_when_placed for t in _TILES}

CARD_ACTION: dict[str, str] = {c.id: c.action for c in _CARDS.action_cards}
CARD_COLOUR: dict[str, str] = {c.id: c.colour for c in _CARDS.action_cards}
CARD_VALUE: dict[str, int] = {
    c.id: c.hazard_move_value for c in _CARDS.action_cards if c.hazard_move_value is not None
}
BLUE_CARDS: tuple[str, ...] = tuple(k for k, v in CARD_COLOUR.items() if v == "blue")
GREEN_CARD: str = next(k for k, v in CARD_COLOUR.items() if v == "green")
LIGHT_REMOVED: dict[int, tuple[str, ...]] = {
    int(k): v for k, v in _CARDS.light_cards_removed.items() if isinstance(v, tuple)
}
JOKER_ACTIONS: tuple[str, ...] = _CARDS.jokers[0].allowed_actions
JOKER_VALUES: dict[str, int] = dict(_CARDS.jokers[0].hazard_move_values)
ABILITIES: tuple[str, ...] = tuple(a.id for a in _CARDS.ability_cards)
DOUBLE_CARD = "B-SHIP-RESEARCHER"
ORDER_ENTRY = "ORDER"
JOKER = "joker"

STATIONS: int = _DATA.player_pieces.stations
SHIPS: int = _DATA.player_pieces.ships
RESEARCHERS: int = _DATA.player_pieces.researchers
BUOYS: int = _DATA.player_pieces.buoys
START_RP: int = _DATA.economy.starting_research_points

SHIP_STEPS: int = _DATA.actions.ship_steps
SHIP_STEPS_FAST: int = _DATA.actions.ship_steps_fast
MAX_RESEARCHERS: int = _DATA.actions.max_researchers_per_station

HAZARD_IDS: dict[str, tuple[str, ...]] = dict(_DATA.hazards.ids)
ALL_HAZARDS: tuple[str, ...] = HAZARD_IDS["whale"] + HAZARD_IDS["tsunami"] + HAZARD_IDS["crab"]
SIDES_BONUS: dict[int, int] = {int(k): v for k, v in _DATA.scoring.final_sides_bonus.items()}

_PER_COUNT: dict[int, _PerCount] = {
    int(k): v for k, v in _DATA.per_player_count.items() if isinstance(v, _PerCount)
}


def rounds(players: int) -> int:
    """Rounds in a game of this many players (RULES §6)."""
    return _PER_COUNT[players].rounds


def quota(players: int) -> int:
    """Action cards each player buys per round (RULES §6, §7.2)."""
    return _PER_COUNT[players].action_cards_bought_per_player


def order_numbers(players: int) -> tuple[int, ...]:
    """The order cards in use (RULES §6 step 7)."""
    return _PER_COUNT[players].order_cards


def light_cards(players: int) -> tuple[str, ...]:
    """The light cards in use for this player count (RULES §6 step 8, D8)."""
    removed = LIGHT_REMOVED[players]
    return tuple(k for k, v in CARD_COLOUR.items() if v == "light" and k not in removed)


def amoebas(rp: int) -> int:
    """The damage track: floor(RP / 10) (RULES §9.1, D5, D29)."""
    return rp // 10
