"""The game's fixed data (board, tiles, cards, counts), loaded once from data.json (RULES §2–§6)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_DATA: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text("utf-8"))
_BOARD: dict[str, Any] = _DATA["board"]
_CARDS: dict[str, Any] = _DATA["cards"]

COLOURS: tuple[str, ...] = tuple(_DATA["seats"]["colours_by_seat"])
WIDTH: int = _BOARD["width"]
HEIGHT: int = _BOARD["height"]
QUEEN: str = _BOARD["queen"]

KIND: dict[str, str] = {f["id"]: f["kind"] for f in _BOARD["fields"]}
SEA: frozenset[str] = frozenset(k for k, v in KIND.items() if v == "sea")
LAND: frozenset[str] = frozenset(k for k, v in KIND.items() if v == "land")
WATER: frozenset[str] = SEA | {QUEEN}
SEA_ORDER: tuple[str, ...] = tuple(
    sorted(SEA, key=lambda f: (int(f.split(",")[1]), int(f.split(",")[0])))
)
"""Sea fields in row-major order (y, then x): the order of the tile deal (RULES §16)."""

LAND_VALUE: dict[str, int] = {f["id"]: f["value"] for f in _BOARD["fields"] if "value" in f}
LAND_SIDE: dict[str, str] = {f["id"]: f["side"] for f in _BOARD["fields"] if "side" in f}
LAND_NAME: dict[str, str] = {f["id"]: f["name"] for f in _BOARD["fields"] if "name" in f}
CRAB_RING: tuple[str, ...] = tuple(_BOARD["crab_ring_clockwise"])
LAND_CHAINS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _BOARD["land_chains"].items()}
START_FIELDS: tuple[str, ...] = tuple(_BOARD["start_fields"]["fields"])

DIRECTIONS: dict[str, tuple[int, int]] = {
    k: (v[0], v[1]) for k, v in _DATA["coordinates"]["directions"].items()
}
ORTHOGONAL: tuple[str, ...] = ("N", "E", "S", "W")
EIGHT: tuple[str, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
OPPOSITE: dict[str, str] = {"N": "S", "S": "N", "E": "W", "W": "E"}

_TILES: list[dict[str, Any]] = _DATA["tiles"]["swarm_tiles"] + _DATA["tiles"]["golden_tiles"]
REGULAR_TILES: tuple[str, ...] = tuple(t["id"] for t in _DATA["tiles"]["swarm_tiles"])
GOLDEN_TILES: tuple[str, ...] = tuple(t["id"] for t in _DATA["tiles"]["golden_tiles"])
TILE_SHAPE: dict[str, str] = {t["id"]: t["shape"] for t in _TILES}
TILE_CONNECTIONS: dict[str, int] = {t["id"]: t["connection_count"] for t in _TILES}
TILE_POINTS: dict[str, int] = {t["id"]: t["points_when_placed"] for t in _TILES}

CARD_ACTION: dict[str, str] = {c["id"]: c["action"] for c in _CARDS["action_cards"]}
CARD_COLOUR: dict[str, str] = {c["id"]: c["colour"] for c in _CARDS["action_cards"]}
CARD_VALUE: dict[str, int] = {
    c["id"]: c["hazard_move_value"] for c in _CARDS["action_cards"] if "hazard_move_value" in c
}
BLUE_CARDS: tuple[str, ...] = tuple(k for k, v in CARD_COLOUR.items() if v == "blue")
GREEN_CARD: str = next(k for k, v in CARD_COLOUR.items() if v == "green")
LIGHT_REMOVED: dict[int, tuple[str, ...]] = {
    int(k): tuple(v) for k, v in _CARDS["light_cards_removed"].items() if k.isdigit()
}
JOKER_ACTIONS: tuple[str, ...] = tuple(_CARDS["jokers"][0]["allowed_actions"])
JOKER_VALUES: dict[str, int] = dict(_CARDS["jokers"][0]["hazard_move_values"])
ABILITIES: tuple[str, ...] = tuple(a["id"] for a in _CARDS["ability_cards"])
DOUBLE_CARD = "B-SHIP-RESEARCHER"
ORDER_ENTRY = "ORDER"
JOKER = "joker"

_PIECES: dict[str, Any] = _DATA["player_pieces"]
STATIONS: int = _PIECES["stations"]
SHIPS: int = _PIECES["ships"]
RESEARCHERS: int = _PIECES["researchers"]
BUOYS: int = _PIECES["buoys"]
START_RP: int = _DATA["economy"]["starting_research_points"]

_ACTIONS: dict[str, Any] = _DATA["actions"]
SHIP_STEPS: int = _ACTIONS["ship_steps"]
SHIP_STEPS_FAST: int = _ACTIONS["ship_steps_fast"]
MAX_RESEARCHERS: int = _ACTIONS["max_researchers_per_station"]

HAZARD_IDS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _DATA["hazards"]["ids"].items()}
ALL_HAZARDS: tuple[str, ...] = HAZARD_IDS["whale"] + HAZARD_IDS["tsunami"] + HAZARD_IDS["crab"]
SIDES_BONUS: dict[int, int] = {
    int(k): v for k, v in _DATA["scoring"]["final_sides_bonus"].items() if k.isdigit()
}


def rounds(players: int) -> int:
    """Rounds in a game of this many players (RULES §6)."""
    return int(_DATA["per_player_count"][str(players)]["rounds"])


def quota(players: int) -> int:
    """Action cards each player buys per round (RULES §6, §7.2)."""
    return int(_DATA["per_player_count"][str(players)]["action_cards_bought_per_player"])


def order_numbers(players: int) -> tuple[int, ...]:
    """The order cards in use (RULES §6 step 7)."""
    return tuple(_DATA["per_player_count"][str(players)]["order_cards"])


def light_cards(players: int) -> tuple[str, ...]:
    """The light cards in use for this player count (RULES §6 step 8, D8)."""
    removed = LIGHT_REMOVED[players]
    return tuple(k for k, v in CARD_COLOUR.items() if v == "light" and k not in removed)


def amoebas(rp: int) -> int:
    """The damage track: floor(RP / 10) (RULES §9.1, D5, D29)."""
    return rp // 10
