"""Scenario builders for Der Schwarm's tests, on the test kit: position documents (RULES
§17.5) and the games they start, with or without validation."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

import msgspec

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm import commands as cmd
from service.domain.der_schwarm.board import normal_sides
from service.domain.der_schwarm.document import DerSchwarmPosition
from service.domain.der_schwarm.events import Event, GameStarted, PositionLoaded
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.der_schwarm.state import State
from service.domain.kernel import IllegalMove, Rng, Setup
from tests.kit import decider
from tests.kit.decider import Given
from tests.kit.playout import Choice
from tests.kit.setups import setup_for
from tests.kit.table import Table
from tests.kit.table import problems as kit_problems

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


def setup(players: int = 2, options: Options | None = None) -> Setup[Options]:
    """The `Setup` of a test game (default options, the latest revision)."""
    return setup_for(RULES, players, options)


def events(doc: dict[str, Any], options: Options | None = None) -> list[Event]:
    """The start events of a position, without validation (a scenario that §17.5 would refuse
    still folds: `der_schwarm.position_loaded` restores the document as it is)."""
    opts = options or msgspec.convert(doc["options"], Options)
    return [
        GameStarted(
            players=doc["players"],
            colours=data.COLOURS[: doc["players"]],
            options=opts,
            initial_order=tuple(doc["turn_order"]),
        ),
        PositionLoaded(position=msgspec.convert(doc, DerSchwarmPosition)),
    ]


def given_doc(doc: dict[str, Any]) -> Given:
    """Given the (unvalidated) start events of a position document."""
    opts = msgspec.convert(doc["options"], Options)
    return decider.given(RULES, *events(doc, opts), players=doc["players"], options=opts)


def state_of(doc: dict[str, Any]) -> State:
    state: State = given_doc(doc).state
    return state


def run(state: State, command: Any, who: int, seed: str = "t") -> tuple[State, list[Event]]:
    """Decide and fold one command."""
    produced = list(RULES.decide(state, command, who, Rng(seed, 0)))
    for event in produced:
        state = RULES.evolve(state, event)
    return state, produced


def types(produced: list[Any]) -> list[str]:
    return [type(e).__name__ for e in produced]


def fresh(players: int, seed: str = "seed", **options: Any) -> tuple[State, list[Event]]:
    """A new game set up from `seed` as the server sets it up, with its start events."""
    table = Table.started(RULES, players, options=Options(**options), seed=seed)
    return table.state, list(table.log)


# -- validated positions (as an external client sets up a scenario over HTTP) ------------------

ROUND1_ROW_2P = [*LIGHT_2P, "B-STATION-1", "B-SHIP-RESEARCHER", "G-STATION", "ORDER"]
BLUE_DECK_2P = ["B-STATION-2", "B-WHALE", "B-TSUNAMI", "B-CRAB"]


def loaded(doc: dict[str, Any], options: Options | None = None) -> State:
    """The state a position document starts through `load_position` (validation included),
    sent as JSON as a client sends it over HTTP."""
    try:
        state: State = decider.given_position(RULES, doc, options=options).state
    except IllegalMove as error:  # pragma: no cover - shows the problems of a bad scenario
        raise AssertionError(error.problems) from error
    return state


def problems(doc: Any, players: int = 2, options: Options | None = None) -> tuple[str, ...]:
    """The problems of a refused position document (code `invalid_position`)."""
    return kit_problems(RULES, doc, players, options)


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


PASSIVE = (cmd.NoEffect, cmd.EndAction, cmd.PassBuy, cmd.PassRound)
FIELDS = [*data.KIND, "9,9", "x"]


def busy(rules: Any, state: Any, choices: Sequence[Choice], rng: Rng) -> Choice:
    """A playout policy (`tests.kit.playout`) biased toward doing something, so games build
    networks and meet hazards: 4 in 5 picks avoid passing and closing, and of those 7 in 10
    place a tile when one can be placed."""
    active = [c for c in choices if not isinstance(c[1], PASSIVE)]
    if active and rng.below(10) < 8:
        tiles = [c for c in active if isinstance(c[1], cmd.PlaceTile)]
        if tiles and rng.below(10) < 7:
            return rng.choice(tiles)
        return rng.choice(active)
    return rng.choice(choices)


# -- commands for legality properties: near misses and nonsense ----------------------------


def normal(command: Any) -> Any:
    """Commands that decide treats as equal (sides are a set) compare equal here."""
    if isinstance(command, cmd.PlaceTile):
        sides = normal_sides(command.sides)
        if sides is not None:
            return msgspec.structs.replace(command, sides=sides)
    return command


def random_command(state: State, seat: int, pick: random.Random) -> Any:
    """A random command of any type, with random (often nonsensical) arguments."""
    field = pick.choice(FIELDS)
    other = pick.choice(FIELDS)
    tiles = [*state.seats[seat].tiles, "T01", "G1"]
    sides = tuple(pick.sample("NESW", pick.randint(1, 4)))
    cards = [*state.seats[seat].hand, *data.CARD_ACTION, "O1"]
    ships = state.seats[seat].ships
    makers = [
        lambda: cmd.PlaceStartStation(field=field),
        lambda: cmd.BuyAction(index=pick.randint(-1, 18)),
        lambda: cmd.BuyOrder(number=pick.randint(0, 5), ability=pick.choice(data.ABILITIES)),
        cmd.PassBuy,
        lambda: cmd.PlayCard(card=pick.choice(cards)),
        lambda: cmd.PlayJoker(action=pick.choice([*data.JOKER_ACTIONS, "ship_and_researcher"])),
        cmd.PassRound,
        lambda: cmd.ChoosePart(part=pick.choice(["ship", "researcher", "whale"])),
        lambda: cmd.BuildStation(field=field, with_researcher=pick.random() < 0.5),
        lambda: cmd.AddResearcher(field=field),
        lambda: cmd.PlaceShip(field=field),
        lambda: cmd.ShipStep(from_field=pick.choice([*ships, field]), to_field=other),
        lambda: cmd.Hire(field=field),
        lambda: cmd.PlaceTile(
            tile=pick.choice(tiles),
            field=field,
            sides=sides,
            buoy_source=pick.choice([None, None, other]),
        ),
        lambda: cmd.MoveWhale(
            whale=pick.choice(["new", "whale-1", "whale-2"]),
            path=tuple(pick.choice(FIELDS) for _ in range(pick.randint(0, 2))),
        ),
        lambda: cmd.MoveTsunami(
            tsunami=pick.choice(["new", "tsunami-1", "tsunami-2"]),
            direction=pick.choice([None, *data.EIGHT]),
            steps=pick.randint(0, 5),
        ),
        lambda: cmd.MoveCrab(place=pick.choice([None, field]), steps=pick.randint(-1, 6)),
        cmd.NoEffect,
        cmd.EndAction,
    ]
    return pick.choice(makers)()


def mutate(command: Any, pick: random.Random) -> Any:
    """A near miss: one argument of a (legal) command changed to a nearby value."""
    field = pick.choice(FIELDS)
    match command:
        case cmd.PlaceTile():
            changes = {
                "field": field,
                "sides": tuple(pick.sample("NESW", pick.randint(1, 4))),
                "buoy_source": pick.choice([None, field]),
            }
            key = pick.choice(list(changes))
            return msgspec.structs.replace(command, **{key: changes[key]})
        case cmd.ShipStep():
            return msgspec.structs.replace(command, to_field=field)
        case cmd.MoveWhale(path=path):
            return msgspec.structs.replace(command, path=(*path, field))
        case cmd.MoveTsunami(steps=steps):
            return msgspec.structs.replace(command, steps=steps + pick.choice([-1, 1]))
        case cmd.MoveCrab(steps=steps):
            return msgspec.structs.replace(command, steps=steps + 1)
        case cmd.BuyAction(index=index):
            return cmd.BuyAction(index=index + 1)
        case cmd.BuildStation(with_researcher=flag):
            return msgspec.structs.replace(command, with_researcher=not flag)
        case cmd.PlaceShip() | cmd.Hire() | cmd.PlaceStartStation() | cmd.AddResearcher():
            return msgspec.structs.replace(command, field=field)
    return command
