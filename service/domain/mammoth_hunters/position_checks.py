"""The conditions RULES §16.9 puts on a position document, one check per condition.

`documents.read` decodes the document against `MammothHuntersPosition` first (every unknown
key, missing key and wrong type), then runs these checks; a check that reads a malformed field
is skipped, because that field's problem is already listed. Seat counts, the player-count
tables and the final round come from the game being created (`setup`).
"""

from __future__ import annotations

from collections.abc import Iterator

from service.domain.documents import Check
from service.domain.kernel import Setup
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.options import MAX_PLAYERS, MIN_PLAYERS, MammothHuntersOptions
from service.domain.mammoth_hunters.position import MammothHuntersPosition, RegionDoc

Problems = Iterator[str]
Context = Setup[MammothHuntersOptions]
Doc = MammothHuntersPosition

REGION_KEYS = frozenset(str(n) for n in data.REGIONS)


def _players(doc: Doc, setup: Context) -> Problems:
    if not MIN_PLAYERS <= doc.players <= MAX_PLAYERS:
        yield "'players' must be 3 to 5."
    if doc.players != setup.players:
        yield f"'players' is {doc.players} but the game has {setup.players} players."


def _seats(doc: Doc, setup: Context) -> Problems:
    if len(doc.seats) != setup.players:
        yield f"'seats' must have {setup.players} entries."


def _round(doc: Doc, setup: Context) -> Problems:
    final = data.ROUNDS_SHORT if setup.options.short_game else data.ROUNDS
    if not 1 <= doc.round <= final:
        yield f"'round' must run from 1 to {final}."


def _start_player(doc: Doc, setup: Context) -> Problems:
    if not 0 <= doc.start_player < setup.players:
        yield "'start_player' must be a seat."


def _active_seat(doc: Doc, setup: Context) -> Problems:
    if not 0 <= doc.active_seat < setup.players:
        yield "'active_seat' must be a seat."


def _covered_regions(doc: Doc, setup: Context) -> Problems:
    if any(not 1 <= n <= len(data.REGIONS) for n in doc.covered):
        yield "'covered' may hold only regions 1-12."
    if len(set(doc.covered)) != len(doc.covered):
        yield "'covered' holds a region twice."


def _starting_glaciers(doc: Doc, setup: Context) -> Problems:
    table = data.SETUP.get(setup.players)
    missing = [n for n in table.glaciers if n not in doc.covered] if table else []
    if missing:
        yield f"'covered' lacks the starting glaciers {missing}."


def _glaciers_per_round(doc: Doc, setup: Context) -> Problems:
    table = data.SETUP.get(setup.players)
    if table is None:
        return
    extra = len(set(doc.covered) - set(table.glaciers))
    if extra > max(doc.round - 1, 0):
        yield f"'covered' holds {extra} glaciers beyond the start; at most round - 1."


def _region_keys(doc: Doc, setup: Context) -> Problems:
    for key in doc.regions:
        if key not in REGION_KEYS:
            yield f"Region key {key!r} is not a region 1-12."


def _regions_open(doc: Doc, setup: Context) -> Problems:
    for key, _ in _listed(doc):
        if int(key) in doc.covered:
            yield f"Region {key} is listed but covered."


def _mammoth_counts(doc: Doc, setup: Context) -> Problems:
    for key, entry in _listed(doc):
        if entry.mammoths < 0:
            yield f"Region {key}: mammoths must be >= 0."


def _hunter_keys(doc: Doc, setup: Context) -> Problems:
    for key, entry in _listed(doc):
        for seat in entry.hunters:
            if _seat_of(seat, setup.players) is None:
                yield f"Region {key}: hunter key {seat!r} is not a seat."


def _hunter_counts(doc: Doc, setup: Context) -> Problems:
    for key, entry in _listed(doc):
        for seat, counts in entry.hunters.items():
            if _seat_of(seat, setup.players) is not None and min(counts.plain, counts.clubbed) < 0:
                yield f"Region {key}: hunter counts must be >= 0."


def _hunters_per_seat(doc: Doc, setup: Context) -> Problems:
    on_board = [0] * max(setup.players, 0)
    for seat, plain, clubbed in _hunters(doc, setup.players):
        on_board[seat] += plain + clubbed
    for seat, count in enumerate(on_board):
        if count > data.HUNTERS_USABLE:
            yield f"Seat {seat} has {count} hunters on the board; at most 12."


def _mammoths_on_board(doc: Doc, setup: Context) -> Problems:
    table = data.SETUP.get(setup.players)
    mammoths = sum(entry.mammoths for _, entry in _listed(doc))
    if table is not None and mammoths > data.MAMMOTHS - table.mammoths_in_box:
        yield "Too many mammoths on the board for this player count."


def _held_clubs(doc: Doc, setup: Context) -> Problems:
    if any(s.held_clubs < 0 for s in doc.seats):
        yield "'held_clubs' must be >= 0."


def _clubs(doc: Doc, setup: Context) -> Problems:
    clubbed = sum(c for _, _, c in _hunters(doc, setup.players))
    if clubbed + sum(s.held_clubs for s in doc.seats) > data.CLUBS:
        yield "Clubbed hunters plus held clubs exceed 6."


def _campfires(doc: Doc, setup: Context) -> Problems:
    values = [*doc.campfires_aside, *(v for _, entry in _listed(doc) for v in entry.campfires)]
    if sorted(values) != list(data.CAMPFIRE_VALUES):
        yield "Campfire values on the board and aside must be four 0, five 1 and five 2."


def _stones_not_negative(doc: Doc, setup: Context) -> Problems:
    if doc.light_reserve < 0 or any(s.stones < 0 for s in doc.seats):
        yield "Stones must be >= 0."


def _vp(doc: Doc, setup: Context) -> Problems:
    if any(s.vp < 0 for s in doc.seats):
        yield "'vp' must be >= 0."


def _dark_reserve(doc: Doc, setup: Context) -> Problems:
    if doc.dark_reserve < 1:
        yield "'dark_reserve' must be at least 1."


def _stones_total(doc: Doc, setup: Context) -> Problems:
    table = data.SETUP.get(setup.players)
    if table is None:
        return
    total = sum(s.stones for s in doc.seats) + doc.dark_reserve + doc.light_reserve
    expected = data.STONES - table.stones_to_box
    if total != expected:
        yield f"Stones of the seats and both reserves total {total}, not {expected}."


def _card_colours(doc: Doc, setup: Context) -> Problems:
    for colour in ("light", "dark"):
        for card in _deck_and_pile(doc, colour):
            if card in data.ALL_CARDS and data.colour_of(card) != colour:
                yield f"{card} lies in the {colour} deck or pile."


def _hands(doc: Doc, setup: Context) -> Problems:
    for i, seat in enumerate(doc.seats):
        colours = {data.colour_of(c) for c in seat.hand if c in data.ALL_CARDS}
        if not 1 <= len(seat.hand) <= data.HAND_SIZE:
            yield f"Seat {i}'s hand must hold 1 to 5 cards."
        if len(seat.hand) == data.HAND_SIZE and len(colours) == 1:
            yield f"Seat {i}'s hand holds 5 cards of one colour."


def _card_ids(doc: Doc, setup: Context) -> Problems:
    """Each of the 55 instance ids exactly once across decks, discards and hands."""
    seen = [*_deck_and_pile(doc, "light"), *_deck_and_pile(doc, "dark")]
    seen += [card for seat in doc.seats for card in seat.hand]
    unknown = sorted({c for c in seen if c not in data.ALL_CARDS})
    if unknown:
        yield f"Unknown card ids: {', '.join(unknown)}."
    twice = sorted({c for c in seen if seen.count(c) > 1})
    if twice:
        yield f"Cards listed more than once: {', '.join(twice)}."
    absent = sorted(data.ALL_CARDS - set(seen))
    if absent:
        yield f"Cards missing: {', '.join(absent)}."


CHECKS: tuple[Check[MammothHuntersPosition, Context], ...] = (
    _players,
    _seats,
    _round,
    _start_player,
    _active_seat,
    _covered_regions,
    _starting_glaciers,
    _glaciers_per_round,
    _region_keys,
    _regions_open,
    _mammoth_counts,
    _hunter_keys,
    _hunter_counts,
    _hunters_per_seat,
    _mammoths_on_board,
    _held_clubs,
    _clubs,
    _campfires,
    _stones_not_negative,
    _vp,
    _dark_reserve,
    _stones_total,
    _card_colours,
    _hands,
    _card_ids,
)
"""Every condition of RULES §16.9, in the order the problems are listed."""


def _listed(doc: Doc) -> Iterator[tuple[str, RegionDoc]]:
    """The entries of `regions` whose key is a region 1–12 (the others are reported once)."""
    return ((k, entry) for k, entry in doc.regions.items() if k in REGION_KEYS)


def _seat_of(key: str, players: int) -> int | None:
    """A seat from a `hunters` key: a canonical decimal below `players`, else None."""
    if key.isascii() and key.isdigit() and str(int(key)) == key and int(key) < players:
        return int(key)
    return None


def _hunters(doc: Doc, players: int) -> Iterator[tuple[int, int, int]]:
    """(seat, plain, clubbed) of every well-keyed hunter entry of a listed region."""
    for _, entry in _listed(doc):
        for key, counts in entry.hunters.items():
            seat = _seat_of(key, players)
            if seat is not None:
                yield seat, counts.plain, counts.clubbed


def _deck_and_pile(doc: Doc, colour: str) -> list[str]:
    deck = doc.decks.light if colour == "light" else doc.decks.dark
    pile = doc.discards.light if colour == "light" else doc.discards.dark
    return [*deck, *(d.card for d in pile)]
