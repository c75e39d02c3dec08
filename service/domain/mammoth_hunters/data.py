"""The game data (board, set-up tables, card catalogue), decoded once from `data.json` into
structs (RULES §2–§4, §8; where RULES.md and `data.json` disagree on a number, `data.json`
wins)."""

from __future__ import annotations

from pathlib import Path

import msgspec

GAME = "mammoth_hunters"


class Params(msgspec.Struct, frozen=True, kw_only=True):
    """A card's limits (`data.json` `params`); each action reads the ones it has (§8)."""

    terrain: str | None = None
    """Hunting grounds: the card's terrain."""
    regions: tuple[int, ...] | int = ()
    """Hunting grounds: the regions of its terrain (Hunting party: how many regions, 1)."""
    max_on_terrain: int = 0
    max_anywhere: int = 0
    hunters: int = 0
    mammoths: int = 0
    own_hunters_max: int = 0
    mammoths_max: int = 0
    max_moves: int = 0
    max_per_owner: int = 0
    max: int = 0
    move_max: int = 0

    def terrain_regions(self) -> tuple[int, ...]:
        return self.regions if isinstance(self.regions, tuple) else ()


class CardType(msgspec.Struct, frozen=True, kw_only=True):
    """One catalogue entry of `data.json` `cards` (RULES §8)."""

    id: str
    colour: str
    name: str
    action: str
    params: Params
    cost: int | None = None
    cost_by_option: dict[str, int] | None = None
    reward: int | None = None
    copies: int


class SetupTable(msgspec.Struct, frozen=True, kw_only=True):
    """One player count's set-up (RULES §4)."""

    glaciers: tuple[int, ...]
    mammoths_on: tuple[int, ...]
    mammoth_supply: int
    mammoths_in_box: int
    dark_reserve: int
    stones_to_box: int


class _Range(msgspec.Struct, frozen=True):
    min: int
    max: int


class _Colours(msgspec.Struct, frozen=True):
    order: tuple[str, ...]


class _Components(msgspec.Struct, frozen=True):
    hunters_usable_per_player: int
    initial_hunters_on_board: int
    mammoths: int
    clubs: int
    stones: int


class _Start(msgspec.Struct, frozen=True):
    stones: int
    hand_light: int
    hand_dark: int
    hand_size: int


class _Constants(msgspec.Struct, frozen=True):
    base_capacity: int
    capacity_per_mammoth: int
    vp_per_hunter_by_mammoths: dict[str, int]
    dark_card_forbidden_at_stones: int
    donation_threshold: int
    rounds: int
    rounds_short_game: int


class _Region(msgspec.Struct, frozen=True):
    id: int
    terrain: str
    top_edge: bool


class _Campfires(msgspec.Struct, frozen=True):
    values: dict[str, int]


class _Cards(msgspec.Struct, frozen=True):
    light: tuple[CardType, ...]
    dark: tuple[CardType, ...]


class _Data(msgspec.Struct, frozen=True):
    """The parts of `data.json` the engine reads (provenance notes are left out)."""

    title: str
    players: _Range
    colours: _Colours
    components: _Components
    per_player_start: _Start
    constants: _Constants
    regions: tuple[_Region, ...]
    adjacency: dict[str, tuple[int, ...]]
    setup_by_player_count: dict[str, SetupTable]
    first_glacier_examples: dict[str, tuple[int, ...] | str]
    campfire_tiles: _Campfires
    cards: _Cards


_DATA = msgspec.json.decode((Path(__file__).parent / "data.json").read_bytes(), type=_Data)

TITLE = _DATA.title
MIN_PLAYERS = _DATA.players.min
MAX_PLAYERS = _DATA.players.max
COLOURS = _DATA.colours.order
REGIONS: tuple[int, ...] = tuple(r.id for r in _DATA.regions)
TOP_EDGE: frozenset[int] = frozenset(r.id for r in _DATA.regions if r.top_edge)
TERRAIN: dict[int, str] = {r.id: r.terrain for r in _DATA.regions}
ADJACENT: dict[int, frozenset[int]] = {int(k): frozenset(v) for k, v in _DATA.adjacency.items()}

HUNTERS_USABLE = _DATA.components.hunters_usable_per_player
INITIAL_HUNTERS = _DATA.components.initial_hunters_on_board
MAMMOTHS = _DATA.components.mammoths
CLUBS = _DATA.components.clubs
STONES = _DATA.components.stones

START_STONES = _DATA.per_player_start.stones
HAND_LIGHT = _DATA.per_player_start.hand_light
HAND_DARK = _DATA.per_player_start.hand_dark
HAND_SIZE = _DATA.per_player_start.hand_size

_CONSTANTS = _DATA.constants
BASE_CAPACITY = _CONSTANTS.base_capacity
CAPACITY_PER_MAMMOTH = _CONSTANTS.capacity_per_mammoth
_VP = _CONSTANTS.vp_per_hunter_by_mammoths
VP_BY_MAMMOTHS: tuple[int, int, int] = (_VP["0"], _VP["1"], _VP["2+"])
DARK_FORBIDDEN_AT = _CONSTANTS.dark_card_forbidden_at_stones
DONATION_THRESHOLD = _CONSTANTS.donation_threshold
ROUNDS = _CONSTANTS.rounds
ROUNDS_SHORT = _CONSTANTS.rounds_short_game

SETUP: dict[int, SetupTable] = {int(k): v for k, v in _DATA.setup_by_player_count.items()}

FIRST_GLACIER_EXAMPLES: dict[int, tuple[int, ...]] = {
    int(k): v for k, v in _DATA.first_glacier_examples.items() if isinstance(v, tuple)
}
"""The seed's eligible regions for the first glacier, per player count (checks the data)."""

CAMPFIRE_VALUES: tuple[int, ...] = tuple(
    sorted(int(v) for v, n in _DATA.campfire_tiles.values.items() for _ in range(n))
)
"""The 14 tile values in the order RULES §15 shuffles them: [0,0,0,0,1,…,2]."""

CARD_TYPES: dict[str, CardType] = {c.id: c for c in (*_DATA.cards.light, *_DATA.cards.dark)}


def _instances(cards: tuple[CardType, ...]) -> tuple[str, ...]:
    return tuple(f"{c.id}#{n}" for c in cards for n in range(1, c.copies + 1))


LIGHT_CARDS: tuple[str, ...] = _instances(_DATA.cards.light)
DARK_CARDS: tuple[str, ...] = _instances(_DATA.cards.dark)
ALL_CARDS: frozenset[str] = frozenset(LIGHT_CARDS + DARK_CARDS)


def card_type(card: str) -> CardType:
    """The catalogue entry of an instance id such as `L-SWAP#2`."""
    return CARD_TYPES[card.split("#", 1)[0]]


def colour_of(card: str) -> str:
    """`light` or `dark`: the back of a card instance."""
    return card_type(card).colour


def is_cult(card: str) -> bool:
    return card_type(card).action == "cult"


def adjacent(a: int, b: int) -> bool:
    return b in ADJACENT[a]
