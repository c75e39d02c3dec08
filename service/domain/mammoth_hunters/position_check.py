"""Validation of a position document (RULES §16.9): every broken condition is listed,
structure first (keys and types), then the rules of the game."""

from __future__ import annotations

from typing import Any

from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import Position
from service.domain.mammoth_hunters.state import Options

Spec = str | tuple[Any, ...]
_HUNTERS: Spec = ("obj", {"plain": "int", "clubbed": "int"}, set())
_REGION: Spec = (
    "obj",
    {"hunters": ("map", _HUNTERS), "mammoths": "int", "campfires": ("list", "int")},
    set(),
)
_SEAT: Spec = (
    "obj",
    {"stones": "int", "vp": "int", "held_clubs": "int", "hand": ("list", "str")},
    {"stones", "vp", "held_clubs", "hand"},
)
_DISCARD: Spec = ("obj", {"card": "str", "hidden": "bool"}, {"card"})
_PAIR = {"light", "dark"}
_DOCUMENT: Spec = (
    "obj",
    {
        "players": "int",
        "round": "int",
        "start_player": "int",
        "active_seat": "int",
        "seats": ("list", _SEAT),
        "covered": ("list", "int"),
        "regions": ("map", _REGION),
        "campfires_aside": ("list", "int"),
        "dark_reserve": "int",
        "light_reserve": "int",
        "decks": ("obj", {"light": ("list", "str"), "dark": ("list", "str")}, _PAIR),
        "discards": ("obj", {"light": ("list", _DISCARD), "dark": ("list", _DISCARD)}, _PAIR),
    },
    {
        "players",
        "round",
        "start_player",
        "active_seat",
        "seats",
        "covered",
        "regions",
        "campfires_aside",
        "dark_reserve",
        "light_reserve",
        "decks",
        "discards",
    },
)
_SCALARS: dict[str, tuple[type, str]] = {
    "int": (int, "an integer"),
    "str": (str, "a string"),
    "bool": (bool, "a boolean"),
}


def structure_problems(document: Any) -> list[str]:
    """Unknown or missing keys and wrong types, every one of them."""
    problems: list[str] = []
    _check(document, _DOCUMENT, "position", problems)
    return problems


def known_keys_only(document: Any) -> Any:
    """The document without its unknown keys, so that the rules of the game can still be
    checked (and listed) next to the unknown keys."""
    return _strip(document, _DOCUMENT)


def _strip(value: Any, spec: Spec) -> Any:
    if isinstance(spec, str):
        return value
    if spec[0] == "list":
        if not isinstance(value, list | tuple):
            return value
        return [_strip(item, spec[1]) for item in value]
    if not isinstance(value, dict):
        return value
    if spec[0] == "map":
        return {k: _strip(v, spec[1]) for k, v in value.items()}
    fields = spec[1]
    return {k: _strip(v, fields[k]) for k, v in value.items() if k in fields}


def _check(value: Any, spec: Spec, path: str, problems: list[str]) -> None:
    if isinstance(spec, str):
        kind, name = _SCALARS[spec]
        wrong_bool = kind is int and isinstance(value, bool)
        if not isinstance(value, kind) or wrong_bool:
            problems.append(f"{path} must be {name}.")
        return
    if spec[0] == "list":
        if not isinstance(value, list | tuple):
            problems.append(f"{path} must be a list.")
            return
        for i, item in enumerate(value):
            _check(item, spec[1], f"{path}[{i}]", problems)
        return
    if not isinstance(value, dict):
        problems.append(f"{path} must be an object.")
        return
    if spec[0] == "map":
        for key, item in value.items():
            _check(item, spec[1], f"{path}.{key}", problems)
        return
    fields, required = spec[1], spec[2]
    problems.extend(f"{path} has an unknown key {k!r}." for k in value if k not in fields)
    problems.extend(f"{path} lacks the key {k!r}." for k in sorted(required) if k not in value)
    for key, sub in fields.items():
        if key in value:
            _check(value[key], sub, f"{path}.{key}", problems)


def semantic_problems(players: int, options: Options, doc: Position) -> list[str]:
    """Every broken condition of RULES §16.9 on a structurally valid document."""
    p: list[str] = []
    if not data.MIN_PLAYERS <= doc.players <= data.MAX_PLAYERS:
        p.append("'players' must be 3 to 5.")
    if doc.players != players:
        p.append(f"'players' is {doc.players} but the game has {players} players.")
    if len(doc.seats) != players:
        p.append(f"'seats' must have {players} entries.")
    final = data.ROUNDS_SHORT if options.short_game else data.ROUNDS
    if not 1 <= doc.round <= final:
        p.append(f"'round' must run from 1 to {final}.")
    for key in ("start_player", "active_seat"):
        if not 0 <= getattr(doc, key) < players:
            p.append(f"{key!r} must be a seat.")
    table = data.SETUP.get(players)
    p.extend(_covered_problems(doc, table))
    p.extend(_board_problems(doc, players, table))
    p.extend(_stone_problems(doc, table))
    p.extend(_card_problems(doc))
    return p


def _covered_problems(doc: Position, table: data.SetupTable | None) -> list[str]:
    p = []
    covered = doc.covered
    if any(not 1 <= n <= len(data.REGIONS) for n in covered):
        p.append("'covered' may hold only regions 1-12.")
    if len(set(covered)) != len(covered):
        p.append("'covered' holds a region twice.")
    if table is not None:
        missing = [n for n in table.glaciers if n not in covered]
        if missing:
            p.append(f"'covered' lacks the starting glaciers {missing}.")
        extra = len(set(covered) - set(table.glaciers))
        if extra > max(doc.round - 1, 0):
            p.append(f"'covered' holds {extra} glaciers beyond the start; at most round - 1.")
    return p


def _board_problems(doc: Position, players: int, table: data.SetupTable | None) -> list[str]:
    p = []
    on_board = [0] * max(players, 0)
    clubbed = 0
    mammoths = 0
    values: list[int] = list(doc.campfires_aside)
    for key, entry in doc.regions.items():
        if key not in {str(n) for n in data.REGIONS}:
            p.append(f"Region key {key!r} is not a region 1-12.")
            continue
        if int(key) in doc.covered:
            p.append(f"Region {key} is listed but covered.")
        if entry.mammoths < 0:
            p.append(f"Region {key}: mammoths must be >= 0.")
        mammoths += entry.mammoths
        values.extend(entry.campfires)
        for seat, counts in entry.hunters.items():
            if not (seat.isdigit() and int(seat) < players and str(int(seat)) == seat):
                p.append(f"Region {key}: hunter key {seat!r} is not a seat.")
                continue
            if counts.plain < 0 or counts.clubbed < 0:
                p.append(f"Region {key}: hunter counts must be >= 0.")
            on_board[int(seat)] += counts.plain + counts.clubbed
            clubbed += counts.clubbed
    for i, n in enumerate(on_board):
        if n > data.HUNTERS_USABLE:
            p.append(f"Seat {i} has {n} hunters on the board; at most 12.")
    if table is not None and mammoths > data.MAMMOTHS - table.mammoths_in_box:
        p.append("Too many mammoths on the board for this player count.")
    held = sum(s.held_clubs for s in doc.seats)
    if any(s.held_clubs < 0 for s in doc.seats):
        p.append("'held_clubs' must be >= 0.")
    if clubbed + held > data.CLUBS:
        p.append("Clubbed hunters plus held clubs exceed 6.")
    if sorted(values) != list(data.CAMPFIRE_VALUES):
        p.append("Campfire values on the board and aside must be four 0, five 1 and five 2.")
    return p


def _stone_problems(doc: Position, table: data.SetupTable | None) -> list[str]:
    p = []
    if any(s.stones < 0 for s in doc.seats) or doc.light_reserve < 0:
        p.append("Stones must be >= 0.")
    if any(s.vp < 0 for s in doc.seats):
        p.append("'vp' must be >= 0.")
    if doc.dark_reserve < 1:
        p.append("'dark_reserve' must be at least 1.")
    if table is not None:
        total = sum(s.stones for s in doc.seats) + doc.dark_reserve + doc.light_reserve
        expected = data.STONES - table.stones_to_box
        if total != expected:
            p.append(f"Stones of the seats and both reserves total {total}, not {expected}.")
    return p


def _card_problems(doc: Position) -> list[str]:
    p = []
    seen: list[str] = []
    for colour in ("light", "dark"):
        deck = getattr(doc.decks, colour)
        pile = [d.card for d in getattr(doc.discards, colour)]
        for card in [*deck, *pile]:
            if card is None:
                p.append(f"A {colour} discard has no card.")
                continue
            seen.append(card)
            if card in data.ALL_CARDS and data.colour_of(card) != colour:
                p.append(f"{card} lies in the {colour} deck or pile.")
    for i, seat in enumerate(doc.seats):
        seen.extend(seat.hand)
        colours = [data.colour_of(c) for c in seat.hand if c in data.ALL_CARDS]
        if not 1 <= len(seat.hand) <= data.HAND_SIZE:
            p.append(f"Seat {i}'s hand must hold 1 to 5 cards.")
        if len(seat.hand) == data.HAND_SIZE and len(set(colours)) == 1:
            p.append(f"Seat {i}'s hand holds 5 cards of one colour.")
    unknown = sorted({c for c in seen if c not in data.ALL_CARDS})
    if unknown:
        p.append(f"Unknown card ids: {', '.join(unknown)}.")
    twice = sorted({c for c in seen if seen.count(c) > 1})
    if twice:
        p.append(f"Cards listed more than once: {', '.join(twice)}.")
    absent = sorted(data.ALL_CARDS - set(seen))
    if absent:
        p.append(f"Cards missing: {', '.join(absent)}.")
    return p
