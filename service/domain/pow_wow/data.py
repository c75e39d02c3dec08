"""The game's fixed data (cards, colours, types, option ranges), loaded once from data.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_DATA: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text("utf-8"))

TITLE: str = _DATA["title"]
MIN_PLAYERS: int = _DATA["players"]["min"]
MAX_PLAYERS: int = _DATA["players"]["max"]
COLOURS: tuple[str, ...] = tuple(_DATA["colours"]["order"])
TYPES: tuple[str, ...] = tuple(_DATA["indian_types"]["order"])
MALE_TYPES: tuple[str, ...] = tuple(t for t in TYPES if _DATA["indian_types"][t]["sex"] == "male")
CAPTIVE_TYPES: tuple[str, ...] = tuple(
    _DATA["booty_table"]["chief"]["extra"]["captive"]["eligible_types"]
)
PARTNER_TYPES: dict[str, tuple[str, ...]] = {
    hand: tuple(types)
    for hand, types in _DATA["booty_table"]["marriage_option"]["partner_types"].items()
}
OWN_BOOTY: dict[str, str] = {t: _DATA["booty_table"][t]["own_booty"] for t in TYPES}
TEEPEE: str = _DATA["booty_table"]["any_type_alternative"]["booty"]
BUFFALO: str = OWN_BOOTY["hunter"]
TOMAHAWK: str = OWN_BOOTY["warrior"]
KIND_ORDER: tuple[str, ...] = tuple(_DATA["default_choice_priority"]["kind_order"])
PENALTY_CARDS: int = _DATA["penalty"]["discard_from_top_of_own_pile"]
TRIBUTE: dict[int, int] = {
    int(n): row["war_tribute_buffalo_per_payer"]
    for n, row in _DATA["per_player_count"].items()
    if isinstance(row, dict)
}
OPTION_RANGES: dict[str, tuple[int, int, int]] = {
    name: (spec["min"], spec["max"], spec["default"])
    for name, spec in _DATA["options"].items()
    if "min" in spec
}

_CARDS: list[dict[str, Any]] = sorted(_DATA["prairie_cards"]["cards"], key=lambda c: c["index"])
CARD_IDS: tuple[str, ...] = tuple(c["id"] for c in _CARDS)
"""Every prairie card id in canonical order (D27)."""
INDEX: dict[str, int] = {c["id"]: c["index"] for c in _CARDS}
COLOUR_OF: dict[str, str] = {c["id"]: c["colour"] for c in _CARDS if c["category"] == "indian"}
TYPE_OF: dict[str, str] = {c["id"]: c["type"] for c in _CARDS if c["category"] == "indian"}
KIND_OF: dict[str, str] = {c["id"]: c["kind"] for c in _CARDS if c["category"] == "booty"}
SLOTS: int = len(CARD_IDS)


def canonical(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The cards sorted by canonical index (D27)."""
    return tuple(sorted(cards, key=INDEX.__getitem__))
