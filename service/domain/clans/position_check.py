"""Validation of a position document (RULES §15): every violated condition, one sentence each.

The document arrives as plain JSON values, so types are checked here, not by a decoder.
"""

from __future__ import annotations

from typing import Any

from service.domain.clans.board import (
    COLOURS,
    FIELD_COUNT,
    HUTS_PER_COLOUR,
    NEIGHBOURS,
    VILLAGE_CHIPS,
    effect,
    epoch_of_chip,
)
from service.domain.clans.huts import NO_HUTS, Huts, from_map
from service.domain.clans.setup import MAX_PLAYERS, MIN_PLAYERS

REQUIRED = ("players", "clans", "active_seat", "chips_taken", "chips", "scores", "fields")
OPTIONAL = ("villages",)


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def problems(document: Any, players: int) -> list[str]:
    """Every condition of RULES §15 that `document` violates (empty when it is valid)."""
    if not isinstance(document, dict):
        return ["The position must be a JSON object."]
    found: list[str] = []
    for key in document:
        if key not in REQUIRED + OPTIONAL:
            found.append(f"Unknown key {key!r}.")
    for key in REQUIRED:
        if key not in document:
            found.append(f"Missing key {key!r}.")
    count = _players(document.get("players"), players, found)
    _clans(document.get("clans"), count, found)
    _seat_and_chips(document, count, found)
    _scores(document.get("scores"), found)
    board = _fields(document.get("fields"), found)
    villages = _villages(document.get("villages", []), document.get("chips_taken"), found)
    if board is not None and villages is not None:
        _board(board, villages, found)
    return found


def _players(value: Any, requested: int, found: list[str]) -> int:
    if not _int(value) or not MIN_PLAYERS <= value <= MAX_PLAYERS:
        found.append("players must be an integer from 2 to 4.")
        return requested
    if value != requested:
        found.append(f"players is {value} but the game is created for {requested}.")
    return int(value)


def _clans(value: Any, players: int, found: list[str]) -> None:
    if not isinstance(value, list) or len(value) != players:
        found.append(f"clans must be a list of {players} colours.")
        return
    for colour in value:
        if colour not in COLOURS:
            found.append(f"clans names an unknown colour {colour!r}.")
    if len(set(map(str, value))) != len(value):
        found.append("clans must name distinct colours.")


def _seat_and_chips(document: dict[str, Any], players: int, found: list[str]) -> None:
    seat: Any = document.get("active_seat")
    if not _int(seat) or not 0 <= seat < players:
        found.append(f"active_seat must be an integer from 0 to {players - 1}.")
    taken: Any = document.get("chips_taken")
    if not _int(taken) or not 0 <= taken < VILLAGE_CHIPS:
        found.append(f"chips_taken must be an integer from 0 to {VILLAGE_CHIPS - 1}.")
        taken = None
    chips = document.get("chips")
    if (
        not isinstance(chips, list)
        or len(chips) != players
        or not all(_int(c) and c >= 0 for c in chips)
    ):
        found.append(f"chips must be a list of {players} non-negative integers.")
    elif taken is not None and sum(chips) != taken:
        found.append(f"chips add up to {sum(chips)}, not chips_taken {taken}.")


def _scores(value: Any, found: list[str]) -> None:
    if not isinstance(value, dict):
        found.append("scores must be an object with all five colours.")
        return
    for colour in value:
        if colour not in COLOURS:
            found.append(f"scores names an unknown colour {colour!r}.")
    for colour in COLOURS:
        if colour not in value:
            found.append(f"scores lacks {colour}.")
        elif not _int(value[colour]) or value[colour] < 0:
            found.append(f"the score of {colour} must be a non-negative integer.")


def _fields(value: Any, found: list[str]) -> dict[int, Huts] | None:
    if not isinstance(value, dict):
        found.append("fields must be an object of field id → huts by colour.")
        return None
    board: dict[int, Huts] = {}
    for key, colours in value.items():
        field = _field_key(key, found)
        if _hut_map(key, colours, found) and field is not None:
            board[field] = from_map(colours)
    for i, colour in enumerate(COLOURS):
        on_board = sum(huts[i] for huts in board.values())
        if on_board > HUTS_PER_COLOUR:
            found.append(f"{colour} has {on_board} huts on the board; at most 12 exist.")
    return board


def _field_key(key: Any, found: list[str]) -> int | None:
    canonical = isinstance(key, str) and key.isascii() and key.isdecimal()
    if not (canonical and str(int(key)) == key and int(key) < FIELD_COUNT):
        found.append(f"fields key {key!r} is not a field id 0–59.")
        return None
    return int(key)


def _hut_map(key: Any, colours: Any, found: list[str]) -> bool:
    if not isinstance(colours, dict) or not colours:
        found.append(f"field {key} must map colours to positive hut counts.")
        return False
    ok = True
    for colour, count in colours.items():
        if colour not in COLOURS:
            found.append(f"field {key} names an unknown colour {colour!r}.")
            ok = False
        elif not _int(count) or count <= 0:
            found.append(f"field {key}: the count of {colour} must be a positive integer.")
            ok = False
    return ok


def _villages(value: Any, taken: Any, found: list[str]) -> dict[int, int] | None:
    """Listed villages as field → chip, or None if the list is malformed."""
    if not isinstance(value, list):
        found.append("villages must be a list of {field, chip} objects.")
        return None
    villages: dict[int, int] = {}
    chips: set[int] = set()
    limit = taken if _int(taken) else VILLAGE_CHIPS - 1
    for entry in value:
        if not isinstance(entry, dict) or set(entry) != {"field", "chip"}:
            found.append("each village must be an object with exactly field and chip.")
            continue
        field, chip = entry["field"], entry["chip"]
        if not _int(field) or not 0 <= field < FIELD_COUNT:
            found.append(f"village field {field!r} is not a field id 0–59.")
            continue
        if not _int(chip) or not 1 <= chip <= limit:
            found.append(f"village chip {chip!r} of field {field} is not within 1–{limit}.")
            continue
        if field in villages:
            found.append(f"village field {field} is listed twice.")
        if chip in chips:
            found.append(f"village chip {chip} is listed twice.")
        villages[field] = chip
        chips.add(chip)
    return villages


def _board(board: dict[int, Huts], villages: dict[int, int], found: list[str]) -> None:
    """Conditions on the board as a whole: isolation, terrain, strife, a legal move left."""

    def occupied(field: int) -> bool:
        return sum(board.get(field, NO_HUTS)) > 0

    for field, chip in sorted(villages.items()):
        huts = board.get(field, NO_HUTS)
        if any(occupied(n) for n in NEIGHBOURS[field]):
            found.append(f"village {field} has a non-empty neighbour.")
        if sum(huts) and effect(field, epoch_of_chip(chip)) == "unfavourable":
            found.append(f"village {field} holds huts although its terrain was unfavourable.")
        if all(huts) and 1 in huts:
            found.append(f"village {field} holds all five colours with a single hut (strife).")
    active = [f for f in sorted(board) if f not in villages and occupied(f)]
    for field in active:
        if not any(occupied(n) for n in NEIGHBOURS[field]):
            found.append(f"field {field} has no non-empty neighbour but is not a listed village.")
    if not active:
        found.append("no non-empty field lies outside the villages, so no move is possible.")
