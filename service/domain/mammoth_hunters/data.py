"""The game data (board, set-up tables, card catalogue), loaded once from `data.json`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec


class CardType(msgspec.Struct, frozen=True, kw_only=True):
    """One catalogue entry of `data.json` `cards` (RULES §8)."""

    id: str
    colour: str
    name: str
    action: str
    params: dict[str, Any]
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


_RAW: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text("utf-8"))

GAME = "mammoth_hunters"
TITLE: str = _RAW["title"]
MIN_PLAYERS: int = _RAW["players"]["min"]
MAX_PLAYERS: int = _RAW["players"]["max"]
COLOURS: tuple[str, ...] = tuple(_RAW["colours"]["order"])
REGIONS: tuple[int, ...] = tuple(r["id"] for r in _RAW["regions"])
TOP_EDGE: frozenset[int] = frozenset(r["id"] for r in _RAW["regions"] if r["top_edge"])
TERRAIN: dict[int, str] = {r["id"]: r["terrain"] for r in _RAW["regions"]}
ADJACENT: dict[int, frozenset[int]] = {int(k): frozenset(v) for k, v in _RAW["adjacency"].items()}

_COMPONENTS = _RAW["components"]
HUNTERS_USABLE: int = _COMPONENTS["hunters_usable_per_player"]
INITIAL_HUNTERS: int = _COMPONENTS["initial_hunters_on_board"]
MAMMOTHS: int = _COMPONENTS["mammoths"]
CLUBS: int = _COMPONENTS["clubs"]
STONES: int = _COMPONENTS["stones"]

_START = _RAW["per_player_start"]
START_STONES: int = _START["stones"]
HAND_LIGHT: int = _START["hand_light"]
HAND_DARK: int = _START["hand_dark"]
HAND_SIZE: int = _START["hand_size"]

_CONSTANTS = _RAW["constants"]
BASE_CAPACITY: int = _CONSTANTS["base_capacity"]
CAPACITY_PER_MAMMOTH: int = _CONSTANTS["capacity_per_mammoth"]
_VP = _CONSTANTS["vp_per_hunter_by_mammoths"]
VP_BY_MAMMOTHS: tuple[int, int, int] = (_VP["0"], _VP["1"], _VP["2+"])
DARK_FORBIDDEN_AT: int = _CONSTANTS["dark_card_forbidden_at_stones"]
DONATION_THRESHOLD: int = _CONSTANTS["donation_threshold"]
ROUNDS: int = _CONSTANTS["rounds"]
ROUNDS_SHORT: int = _CONSTANTS["rounds_short_game"]

SETUP: dict[int, SetupTable] = {
    int(k): msgspec.convert(v, SetupTable) for k, v in _RAW["setup_by_player_count"].items()
}

FIRST_GLACIER_EXAMPLES: dict[int, tuple[int, ...]] = {
    int(k): tuple(v) for k, v in _RAW["first_glacier_examples"].items() if k.isdigit()
}
"""The seed's eligible regions for the first glacier, per player count (checks the data)."""

CAMPFIRE_VALUES: tuple[int, ...] = tuple(
    sorted(int(v) for v, n in _RAW["campfire_tiles"]["values"].items() for _ in range(n))
)
"""The 14 tile values in the order RULES §15 shuffles them: [0,0,0,0,1,…,2]."""

CARD_TYPES: dict[str, CardType] = {
    c["id"]: msgspec.convert(c, CardType)
    for colour in ("light", "dark")
    for c in _RAW["cards"][colour]
}


def _instances(colour: str) -> tuple[str, ...]:
    return tuple(f"{c['id']}#{n}" for c in _RAW["cards"][colour] for n in range(1, c["copies"] + 1))


LIGHT_CARDS: tuple[str, ...] = _instances("light")
DARK_CARDS: tuple[str, ...] = _instances("dark")
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
