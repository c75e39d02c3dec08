"""The conditions RULES §15 puts on a position document, one check per condition.

`documents.read` decodes the document against `ClansPosition` first (every unknown key, missing
key and wrong type), then runs these checks; a check that reads a malformed field is skipped.
Seat counts come from the game being created (`setup.players`), so they hold even when the
document's own `players` is malformed.
"""

from __future__ import annotations

from collections.abc import Iterator

from service.domain.clans.board import (
    COLOURS,
    FIELD_COUNT,
    HUTS_PER_COLOUR,
    NEIGHBOURS,
    VILLAGE_CHIPS,
    effect,
    epoch_of_chip,
)
from service.domain.clans.events import PositionVillage
from service.domain.clans.huts import NO_HUTS, Huts, from_map
from service.domain.clans.options import MAX_PLAYERS, MIN_PLAYERS, ClansOptions
from service.domain.clans.position import ClansPosition
from service.domain.documents import Check
from service.domain.kernel import Setup

Problems = Iterator[str]
Context = Setup[ClansOptions]


def _players(doc: ClansPosition, setup: Context) -> Problems:
    if not MIN_PLAYERS <= doc.players <= MAX_PLAYERS:
        yield "players must be an integer from 2 to 4."
    elif doc.players != setup.players:
        yield f"players is {doc.players} but the game is created for {setup.players}."


def _clans(doc: ClansPosition, setup: Context) -> Problems:
    if len(doc.clans) != setup.players:
        yield f"clans must be a list of {setup.players} colours."
        return
    for colour in doc.clans:
        if colour not in COLOURS:
            yield f"clans names an unknown colour {colour!r}."
    if len(set(doc.clans)) != len(doc.clans):
        yield "clans must name distinct colours."


def _active_seat(doc: ClansPosition, setup: Context) -> Problems:
    if not 0 <= doc.active_seat < setup.players:
        yield f"active_seat must be an integer from 0 to {setup.players - 1}."


def _chips_taken(doc: ClansPosition, setup: Context) -> Problems:
    if not _taken_in_range(doc.chips_taken):
        yield f"chips_taken must be an integer from 0 to {VILLAGE_CHIPS - 1}."


def _chips(doc: ClansPosition, setup: Context) -> Problems:
    if len(doc.chips) != setup.players or any(c < 0 for c in doc.chips):
        yield f"chips must be a list of {setup.players} non-negative integers."


def _chips_add_up(doc: ClansPosition, setup: Context) -> Problems:
    well_formed = len(doc.chips) == setup.players and all(c >= 0 for c in doc.chips)
    if well_formed and _taken_in_range(doc.chips_taken) and sum(doc.chips) != doc.chips_taken:
        yield f"chips add up to {sum(doc.chips)}, not chips_taken {doc.chips_taken}."


def _scores(doc: ClansPosition, setup: Context) -> Problems:
    for colour in doc.scores:
        if colour not in COLOURS:
            yield f"scores names an unknown colour {colour!r}."
    for colour in COLOURS:
        if colour not in doc.scores:
            yield f"scores lacks {colour}."
        elif doc.scores[colour] < 0:
            yield f"the score of {colour} must be a non-negative integer."


def _field_keys(doc: ClansPosition, setup: Context) -> Problems:
    for key in doc.fields:
        if _field_id(key) is None:
            yield f"fields key {key!r} is not a field id 0–59."


def _hut_maps(doc: ClansPosition, setup: Context) -> Problems:
    for key, colours in doc.fields.items():
        if not colours:
            yield f"field {key} must map colours to positive hut counts."
        for colour, count in colours.items():
            if colour not in COLOURS:
                yield f"field {key} names an unknown colour {colour!r}."
            elif count <= 0:
                yield f"field {key}: the count of {colour} must be a positive integer."


def _hut_totals(doc: ClansPosition, setup: Context) -> Problems:
    board = _board(doc)
    for i, colour in enumerate(COLOURS):
        on_board = sum(huts[i] for huts in board.values())
        if on_board > HUTS_PER_COLOUR:
            yield f"{colour} has {on_board} huts on the board; at most 12 exist."


def _village_entries(doc: ClansPosition, setup: Context) -> Problems:
    fields: set[int] = set()
    chips: set[int] = set()
    for village in doc.villages:
        if not 0 <= village.field < FIELD_COUNT:
            yield f"village field {village.field!r} is not a field id 0–59."
            continue
        if not 1 <= village.chip < VILLAGE_CHIPS:
            yield f"village chip {village.chip!r} of field {village.field} is not within 1–11."
            continue
        if village.field in fields:
            yield f"village field {village.field} is listed twice."
        if village.chip in chips:
            yield f"village chip {village.chip} is listed twice."
        fields.add(village.field)
        chips.add(village.chip)


def _village_chips_taken(doc: ClansPosition, setup: Context) -> Problems:
    if not _taken_in_range(doc.chips_taken):
        return
    for village in _villages(doc.villages).values():
        if village.chip > doc.chips_taken:
            yield (
                f"village chip {village.chip!r} of field {village.field} is not within "
                f"1–{doc.chips_taken}."
            )


def _villages_isolated(doc: ClansPosition, setup: Context) -> Problems:
    """A village has no non-empty neighbour, lost its huts on unfavourable terrain, and holds
    no single hut of five colours (strife): RULES §8–§10, as the board would show it."""
    board = _board(doc)
    for field, village in sorted(_villages(doc.villages).items()):
        huts = board.get(field, NO_HUTS)
        if any(n in board for n in NEIGHBOURS[field]):
            yield f"village {field} has a non-empty neighbour."
        if sum(huts) and effect(field, epoch_of_chip(village.chip)) == "unfavourable":
            yield f"village {field} holds huts although its terrain was unfavourable."
        if all(huts) and 1 in huts:
            yield f"village {field} holds all five colours with a single hut (strife)."


def _no_unlisted_village(doc: ClansPosition, setup: Context) -> Problems:
    """Every other non-empty field has a non-empty neighbour, and one exists (D15)."""
    board = _board(doc)
    listed = {v.field for v in doc.villages}
    active = [f for f in sorted(board) if f not in listed]
    for field in active:
        if not any(n in board for n in NEIGHBOURS[field]):
            yield f"field {field} has no non-empty neighbour but is not a listed village."
    if not active:
        yield "no non-empty field lies outside the villages, so no move is possible."


CHECKS: tuple[Check[ClansPosition, Context], ...] = (
    _players,
    _clans,
    _active_seat,
    _chips_taken,
    _chips,
    _chips_add_up,
    _scores,
    _field_keys,
    _hut_maps,
    _hut_totals,
    _village_entries,
    _village_chips_taken,
    _villages_isolated,
    _no_unlisted_village,
)
"""Every condition of RULES §15 (a document is valid when none of them finds a problem)."""


def _taken_in_range(taken: int) -> bool:
    return 0 <= taken < VILLAGE_CHIPS


def _field_id(key: str) -> int | None:
    """A field id from a `fields` key: a canonical decimal 0–59, else None."""
    if key.isascii() and key.isdecimal() and str(int(key)) == key and int(key) < FIELD_COUNT:
        return int(key)
    return None


def _board(doc: ClansPosition) -> dict[int, Huts]:
    """The non-empty fields by id. A listed field counts as non-empty even when its map is
    malformed (reported on its own), so one bad entry does not make neighbours look isolated."""
    board: dict[int, Huts] = {}
    for key, colours in doc.fields.items():
        field = _field_id(key)
        if field is not None:
            board[field] = from_map({c: n for c, n in colours.items() if c in COLOURS and n > 0})
    return board


def _villages(listed: tuple[PositionVillage, ...]) -> dict[int, PositionVillage]:
    """The well-formed village entries by field (the first entry of a field listed twice)."""
    found: dict[int, PositionVillage] = {}
    for village in listed:
        if 0 <= village.field < FIELD_COUNT and 1 <= village.chip < VILLAGE_CHIPS:
            found.setdefault(village.field, village)
    return found
