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


def _array(value: Any) -> bool:
    """A JSON array; a tuple too, so `msgspec.to_builtins` of an export loads in-process."""
    return isinstance(value, list | tuple)


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
    listed = _villages(document.get("villages", []), document.get("chips_taken"), found)
    if board is not None and listed is not None:
        _board(board, *listed, found)
    return found


def _players(value: Any, requested: int, found: list[str]) -> int:
    if not _int(value) or not MIN_PLAYERS <= value <= MAX_PLAYERS:
        found.append("players must be an integer from 2 to 4.")
        return requested
    if value != requested:
        found.append(f"players is {value} but the game is created for {requested}.")
    return int(value)


def _clans(value: Any, players: int, found: list[str]) -> None:
    if not _array(value) or len(value) != players:
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
    chips: Any = document.get("chips")
    if not _array(chips) or len(chips) != players or not all(_int(c) and c >= 0 for c in chips):
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
        _hut_map(key, colours, found)
        if field is not None:
            # A listed field counts as non-empty even when its map is malformed (reported
            # above), so one bad entry does not also make its neighbours look isolated.
            board[field] = from_map(_valid_counts(colours))
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


def _hut_map(key: Any, colours: Any, found: list[str]) -> None:
    if not isinstance(colours, dict) or not colours:
        found.append(f"field {key} must map colours to positive hut counts.")
        return
    for colour, count in colours.items():
        if colour not in COLOURS:
            found.append(f"field {key} names an unknown colour {colour!r}.")
        elif not _int(count) or count <= 0:
            found.append(f"field {key}: the count of {colour} must be a positive integer.")


def _valid_counts(colours: Any) -> dict[str, int]:
    if not isinstance(colours, dict):
        return {}
    return {c: n for c, n in colours.items() if c in COLOURS and _int(n) and n > 0}


def _villages(value: Any, taken: Any, found: list[str]) -> tuple[dict[int, int], set[int]] | None:
    """Listed villages as field → chip, and every field an entry names (malformed entries
    included, so their fields are not reported again as unlisted villages); None if the list
    itself is malformed."""
    if not _array(value):
        found.append("villages must be a list of {field, chip} objects.")
        return None
    villages: dict[int, int] = {}
    claimed: set[int] = set()
    chips: set[int] = set()
    # An out-of-range chips_taken is reported on its own; chips are then checked against 11.
    limit = taken if _int(taken) and 0 <= taken < VILLAGE_CHIPS else VILLAGE_CHIPS - 1
    for entry in value:
        field: Any = entry.get("field") if isinstance(entry, dict) else None
        if _int(field) and 0 <= field < FIELD_COUNT:
            claimed.add(field)
        if not isinstance(entry, dict) or set(entry) != {"field", "chip"}:
            found.append("each village must be an object with exactly field and chip.")
            continue
        chip = entry["chip"]
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
    return villages, claimed


def _board(
    board: dict[int, Huts], villages: dict[int, int], claimed: set[int], found: list[str]
) -> None:
    """Conditions on the board as a whole: isolation, terrain, strife, a legal move left."""

    def occupied(field: int) -> bool:
        return field in board

    for field, chip in sorted(villages.items()):
        huts = board.get(field, NO_HUTS)
        if any(occupied(n) for n in NEIGHBOURS[field]):
            found.append(f"village {field} has a non-empty neighbour.")
        if sum(huts) and effect(field, epoch_of_chip(chip)) == "unfavourable":
            found.append(f"village {field} holds huts although its terrain was unfavourable.")
        if all(huts) and 1 in huts:
            found.append(f"village {field} holds all five colours with a single hut (strife).")
    active = [f for f in sorted(board) if f not in claimed]
    for field in active:
        if not any(occupied(n) for n in NEIGHBOURS[field]):
            found.append(f"field {field} has no non-empty neighbour but is not a listed village.")
    if not active:
        found.append("no non-empty field lies outside the villages, so no move is possible.")
