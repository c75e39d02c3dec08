"""Scenario builders: position documents for given-when-then tests of Der Schwarm."""

from __future__ import annotations

import copy
from typing import Any

import msgspec

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.events import GameStarted, PositionLoaded
from service.domain.der_schwarm.state import Options, State
from service.domain.kernel import Rng, fold

LIGHT_2P = data.light_cards(2)
HANDS_2P = (
    ["L-SHIP-1", "L-SHIP-2", "L-RES-1", "L-RES-2", "L-WHALE"],
    ["L-TSUNAMI", "L-CRAB", "G-STATION", "B-STATION-1", "B-SHIP-RESEARCHER"],
)


def seat(**changes: Any) -> dict[str, Any]:
    """A seat entry of a position document."""
    base: dict[str, Any] = {
        "rp": 20,
        "stations": {},
        "ships": [],
        "tiles": [],
        "hand": [],
        "played": [],
        "order_card": None,
        "ability": None,
        "joker": "available",
        "queen_buoy": False,
    }
    base.update(changes)
    return base


def playing(**changes: Any) -> dict[str, Any]:
    """A valid 2-player phase-2 position: yellow (seat 0) on N3 and red (seat 1) on S3.

    Every regular tile lies face down on the sea fields in row-major order.
    """
    doc: dict[str, Any] = {
        "players": 2,
        "options": {"free_start": False, "dangerous_tsunami": False, "hidden_hands": False},
        "round": 1,
        "phase": "playing",
        "turn_order": [0, 1],
        "active_seat": 0,
        "open_action": None,
        "row": None,
        "order_deck": [1, 2],
        "blue_deck": ["B-STATION-2", "B-WHALE", "B-TSUNAMI", "B-CRAB"],
        "blue_out": [],
        "golden_supply": list(data.GOLDEN_TILES),
        "hazards": dict.fromkeys(data.ALL_HAZARDS),
        "face_down": dict(zip(data.SEA_ORDER, data.REGULAR_TILES, strict=True)),
        "placed": {},
        "seats": [
            seat(stations={"4,0": 1}, hand=list(HANDS_2P[0]), ability="A-BRILLIANT"),
            seat(stations={"4,8": 1}, hand=list(HANDS_2P[1]), ability="A-PROTECTION"),
        ],
    }
    doc.update(changes)
    return doc


def take_tile(doc: dict[str, Any], tile: str) -> dict[str, Any]:
    """Remove a tile from wherever it lies (its face-down field becomes empty)."""
    doc = copy.deepcopy(doc)
    doc["face_down"] = {f: t for f, t in doc["face_down"].items() if t != tile}
    doc["golden_supply"] = [t for t in doc["golden_supply"] if t != tile]
    for s in doc["seats"]:
        s["tiles"] = [t for t in s["tiles"] if t != tile]
    return doc


def give_tiles(doc: dict[str, Any], who: int, *tiles: str) -> dict[str, Any]:
    """Move tiles into a seat's tile supply."""
    for tile in tiles:
        doc = take_tile(doc, tile)
        doc["seats"][who]["tiles"].append(tile)
    return doc


def lay(
    doc: dict[str, Any], field: str, tiles: list[tuple[str, list[str]]], buoys: list[str]
) -> dict[str, Any]:
    """Put a stack on a sea field; the tile it displaces takes the laid tile's old field."""
    doc = copy.deepcopy(doc)
    displaced = doc["face_down"].pop(field, None)
    for tile, _ in tiles:
        origin = next((f for f, t in doc["face_down"].items() if t == tile), None)
        doc = take_tile(doc, tile)
        if displaced is not None and origin is not None:
            doc["face_down"][origin] = displaced
            displaced = None
    if displaced is not None:
        doc["seats"][-1]["tiles"].append(displaced)
    doc["placed"][field] = {
        "tiles": [{"tile": t, "sides": s} for t, s in tiles],
        "buoys": buoys,
    }
    return doc


def clear(doc: dict[str, Any], *fields: str) -> dict[str, Any]:
    """Empty sea fields; their tiles go to the last seat's tile supply (still accounted)."""
    doc = copy.deepcopy(doc)
    for field in fields:
        tile = doc["face_down"].pop(field, None)
        if tile is not None:
            doc["seats"][-1]["tiles"].append(tile)
    return doc


def action(doc: dict[str, Any], who: int, card: str, act: str, **counters: Any) -> dict[str, Any]:
    """Open an action for seat `who` with a card from its hand (or the joker)."""
    doc = copy.deepcopy(doc)
    player = doc["seats"][who]
    if card == "joker":
        player["joker"] = "used"
    else:
        player["hand"].remove(card)
        player["played"].append(card)
    doc["active_seat"] = who
    doc["open_action"] = {"card": card, "action": act, **counters}
    return doc


def events(doc: dict[str, Any], options: Options | None = None) -> list[Any]:
    """The start events of a position, without validation (PositionLoaded folds it)."""
    opts = options or msgspec.convert(doc["options"], Options)
    return [
        GameStarted(
            players=doc["players"],
            colours=data.COLOURS[: doc["players"]],
            options=opts,
            initial_order=tuple(doc["turn_order"]),
        ),
        PositionLoaded(position=copy.deepcopy(doc)),
    ]


def state_of(doc: dict[str, Any]) -> State:
    opts = msgspec.convert(doc["options"], Options)
    return fold(RULES, doc["players"], opts, events(doc, opts))  # type: ignore[no-any-return]


def run(state: State, command: Any, who: int, seed: str = "t") -> tuple[State, list[Any]]:
    """Decide and fold one command."""
    produced = RULES.decide(state, command, who, Rng(seed, 0))
    for event in produced:
        state = RULES.evolve(state, event)
    return state, produced


def types(produced: list[Any]) -> list[str]:
    return [type(e).__name__ for e in produced]


def fresh(players: int, seed: str = "seed", **options: Any) -> tuple[State, list[Any]]:
    """A new game from `start` with its events."""
    opts = Options(**options)
    started = RULES.start(players, opts, Rng(seed, 0))
    return fold(RULES, players, opts, started), started


# -- validated positions (as an external client sets up a scenario over HTTP) ------------------

ROUND1_ROW_2P = [*LIGHT_2P, "B-STATION-1", "B-SHIP-RESEARCHER", "G-STATION", "ORDER"]
BLUE_DECK_2P = ["B-STATION-2", "B-WHALE", "B-TSUNAMI", "B-CRAB"]


def loaded(doc: dict[str, Any], options: Options | None = None) -> State:
    """The state a position document starts, through `load_position` (validation included)."""
    opts = options or Options()
    try:
        started = RULES.load_position(doc["players"], opts, copy.deepcopy(doc))
    except Exception as error:  # pragma: no cover - shows the problems of a bad scenario
        raise AssertionError(getattr(error, "problems", error)) from error
    return fold(RULES, doc["players"], opts, started)  # type: ignore[no-any-return]


def setup_doc(**changes: Any) -> dict[str, Any]:
    """A valid 2-player standard-setup position: nobody has placed, seat 0 places first."""
    doc = playing(
        phase="setup",
        row=list(ROUND1_ROW_2P),
        blue_deck=list(BLUE_DECK_2P),
        seats=[seat(), seat()],
    )
    doc.update(changes)
    return doc


def buying_doc(**changes: Any) -> dict[str, Any]:
    """A valid 2-player buying position at the start of round 1 (N3 yellow, S3 red)."""
    doc = playing(
        phase="buying",
        row=list(ROUND1_ROW_2P),
        blue_deck=list(BLUE_DECK_2P),
        seats=[seat(stations={"4,0": 1}), seat(stations={"4,8": 1})],
    )
    doc.update(changes)
    return doc


def refusal(state: State, command: Any, who: int | None) -> str:
    """The code `decide` refuses a command with (fails if it is accepted)."""
    from service.domain.kernel import IllegalMove

    try:
        RULES.decide(state, command, who, Rng("audit", 9))
    except IllegalMove as error:
        return error.code
    raise AssertionError(f"{command} was accepted")


def arrange(
    doc: dict[str, Any],
    stacks: dict[str, dict[str, Any]] | None = None,
    supply: dict[int, list[str]] | None = None,
    empty: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Lay out the tiles of a document from scratch, every tile accounted once (§17.5 rule 5).

    `stacks` become `placed`, `supply` the seats' tile supplies (golden tiles leave the golden
    supply), `empty` sea fields stay empty; the other regular tiles lie face down on the other
    sea fields in row-major order, and any tile left over goes to the last seat's supply.
    """
    doc = copy.deepcopy(doc)
    stacks = stacks or {}
    supply = supply or {}
    used = {t["tile"] for s in stacks.values() for t in s["tiles"]}
    for tiles in supply.values():
        used |= set(tiles)
    doc["placed"] = copy.deepcopy(stacks)
    doc["golden_supply"] = [g for g in data.GOLDEN_TILES if g not in used]
    for i, player in enumerate(doc["seats"]):
        player["tiles"] = list(supply.get(i, []))
    free = [t for t in data.REGULAR_TILES if t not in used]
    fields = [f for f in data.SEA_ORDER if f not in stacks and f not in empty]
    doc["face_down"] = dict(zip(fields, free, strict=False))
    doc["seats"][-1]["tiles"] += free[len(fields) :]
    return doc
