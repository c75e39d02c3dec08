"""The game's fixed data (cards, colours, types, option ranges), decoded once from `data.json`
into structs (RULES §2, §7, §10, D27); only the parts the rules read are declared."""

from __future__ import annotations

from pathlib import Path
from typing import Final

import msgspec


class _Players(msgspec.Struct, frozen=True):
    min: int
    max: int


class _Colours(msgspec.Struct, frozen=True):
    order: tuple[str, ...]


class _Type(msgspec.Struct, frozen=True):
    sex: str


class _IndianTypes(msgspec.Struct, frozen=True):
    order: tuple[str, ...]
    chief: _Type
    warrior: _Type
    maiden: _Type
    hunter: _Type


class _Booty(msgspec.Struct, frozen=True):
    own_booty: str


class _Captive(msgspec.Struct, frozen=True):
    eligible_types: tuple[str, ...]


class _ChiefExtra(msgspec.Struct, frozen=True):
    captive: _Captive


class _ChiefBooty(msgspec.Struct, frozen=True):
    own_booty: str
    extra: _ChiefExtra


class _Alternative(msgspec.Struct, frozen=True):
    booty: str


class _Marriage(msgspec.Struct, frozen=True):
    partner_types: dict[str, tuple[str, ...]]


class _BootyTable(msgspec.Struct, frozen=True):
    hunter: _Booty
    maiden: _Booty
    warrior: _Booty
    chief: _ChiefBooty
    any_type_alternative: _Alternative
    marriage_option: _Marriage


class _Penalty(msgspec.Struct, frozen=True):
    discard_from_top_of_own_pile: int


class _PlayerCount(msgspec.Struct, frozen=True):
    war_tribute_buffalo_per_payer: int


class _Option(msgspec.Struct, frozen=True):
    """An option's entry; only the timer lengths have a range (`min`, `max`)."""

    default: bool | int | None = None
    min: int | None = None
    max: int | None = None


class _Priority(msgspec.Struct, frozen=True):
    kind_order: tuple[str, ...]


class _Card(msgspec.Struct, frozen=True):
    index: int
    id: str
    category: str
    colour: str | None = None
    type: str | None = None
    kind: str | None = None


class _Prairie(msgspec.Struct, frozen=True):
    cards: tuple[_Card, ...]


class _Data(msgspec.Struct, frozen=True):
    title: str
    players: _Players
    colours: _Colours
    indian_types: _IndianTypes
    booty_table: _BootyTable
    penalty: _Penalty
    per_player_count: dict[str, _PlayerCount | str]
    """Per player count ("2" … "5"), next to a `provenance` note."""
    options: dict[str, _Option]
    default_choice_priority: _Priority
    prairie_cards: _Prairie


_DATA: Final = msgspec.json.decode((Path(__file__).parent / "data.json").read_bytes(), type=_Data)

TITLE: Final[str] = _DATA.title
MIN_PLAYERS: Final[int] = _DATA.players.min
MAX_PLAYERS: Final[int] = _DATA.players.max
COLOURS: Final[tuple[str, ...]] = _DATA.colours.order
TYPES: Final[tuple[str, ...]] = _DATA.indian_types.order
_SEX: Final[dict[str, str]] = {
    t: getattr(_DATA.indian_types, t).sex for t in _DATA.indian_types.order
}
MALE_TYPES: Final[tuple[str, ...]] = tuple(t for t in TYPES if _SEX[t] == "male")
CAPTIVE_TYPES: Final[tuple[str, ...]] = _DATA.booty_table.chief.extra.captive.eligible_types
PARTNER_TYPES: Final[dict[str, tuple[str, ...]]] = _DATA.booty_table.marriage_option.partner_types
OWN_BOOTY: Final[dict[str, str]] = {
    t: getattr(_DATA.booty_table, t).own_booty for t in _DATA.indian_types.order
}
TEEPEE: Final[str] = _DATA.booty_table.any_type_alternative.booty
BUFFALO: Final[str] = OWN_BOOTY["hunter"]
TOMAHAWK: Final[str] = OWN_BOOTY["warrior"]
KIND_ORDER: Final[tuple[str, ...]] = _DATA.default_choice_priority.kind_order
PENALTY_CARDS: Final[int] = _DATA.penalty.discard_from_top_of_own_pile
TRIBUTE: Final[dict[int, int]] = {
    int(n): row.war_tribute_buffalo_per_payer
    for n, row in _DATA.per_player_count.items()
    if isinstance(row, _PlayerCount)
}
OPTION_RANGES: Final[dict[str, tuple[int, int, int]]] = {
    name: (spec.min, spec.max, spec.default)
    for name, spec in _DATA.options.items()
    if spec.min is not None and spec.max is not None and isinstance(spec.default, int)
}
"""The timer options (D22): name → (min, max, default) in ms."""

_CARDS: Final = sorted(_DATA.prairie_cards.cards, key=lambda c: c.index)
CARD_IDS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS)
"""Every prairie card id in canonical order (D27)."""
INDEX: Final[dict[str, int]] = {c.id: c.index for c in _CARDS}
COLOUR_OF: Final[dict[str, str]] = {c.id: c.colour for c in _CARDS if c.colour is not None}
TYPE_OF: Final[dict[str, str]] = {c.id: c.type for c in _CARDS if c.type is not None}
KIND_OF: Final[dict[str, str]] = {c.id: c.kind for c in _CARDS if c.kind is not None}
SLOTS: Final[int] = len(CARD_IDS)


def canonical(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The cards sorted by canonical index (D27)."""
    return tuple(sorted(cards, key=INDEX.__getitem__))
