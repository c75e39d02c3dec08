"""Shared pieces of the Mammoth Hunters tests, on the test kit: position documents (RULES
§16.9) naming only what a test cares about, command bodies, and games started from a document
or a seed."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from service.domain.kernel import Rng, Setup, decode_command
from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.options import MammothHuntersOptions
from service.domain.mammoth_hunters.state import State
from tests.kit import decider
from tests.kit.decider import Given
from tests.kit.playout import Played, play
from tests.kit.setups import plain, setup_for
from tests.kit.table import Table, served
from tests.kit.table import problems as kit_problems

P = "mammoth_hunters."
TOTAL_STONES = {3: 32, 4: 41, 5: 50}
"""Stones in play per player count: 50 minus those in the box (RULES §4 step 5)."""

__all__ = ["plain", "served"]


def options(short_game: bool = False, start_player: int | None = None) -> MammothHuntersOptions:
    return MammothHuntersOptions(short_game=short_game, start_player=start_player)


def setup(players: int = 3, *, short_game: bool = False, revision: int | None = None) -> Setup[Any]:
    return setup_for(RULES, players, options(short_game), revision)


def document(
    players: int = 3,
    *,
    round: int = 1,
    start_player: int = 0,
    active: int = 0,
    stones: list[int] | None = None,
    vp: list[int] | None = None,
    held: list[int] | None = None,
    hands: list[list[str]] | None = None,
    covered: list[int] | None = None,
    regions: dict[int, dict[str, Any]] | None = None,
    dark_reserve: int | None = None,
    light_reserve: int | None = None,
    light_deck: list[str] | None = None,
    dark_deck: list[str] | None = None,
    light_pile: list[dict[str, Any]] | None = None,
    dark_pile: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A valid document; `regions` maps a region to {hunters: {seat: (plain, clubbed)},
    mammoths, campfires}. Unnamed cards fill the decks in catalogue order, unnamed campfire
    tiles lie aside, and the reserves take the stones the seats do not hold."""
    stones = stones if stones is not None else [4] * players
    hands = hands if hands is not None else hands_with(players=players, seat=None)
    light_pile = light_pile or []
    dark_pile = dark_pile or []
    used = {c for h in hands for c in h} | {d["card"] for d in light_pile + dark_pile}
    used |= set(light_deck or []) | set(dark_deck or [])
    if light_deck is None:
        light_deck = [c for c in data.LIGHT_CARDS if c not in used]
    if dark_deck is None:
        dark_deck = [c for c in data.DARK_CARDS if c not in used]
    board: dict[str, Any] = {}
    fires: list[int] = []
    for number, spec in (regions or {}).items():
        hunters = {
            str(s): {"plain": pc[0], "clubbed": pc[1]} for s, pc in spec.get("hunters", {}).items()
        }
        campfires = list(spec.get("campfires", []))
        fires.extend(campfires)
        board[str(number)] = {
            "hunters": hunters,
            "mammoths": spec.get("mammoths", 0),
            "campfires": campfires,
        }
    aside = list((Counter(data.CAMPFIRE_VALUES) - Counter(fires)).elements())
    rest = TOTAL_STONES[players] - sum(stones)
    if dark_reserve is None:
        light_reserve = light_reserve or 0
        dark_reserve = rest - light_reserve
    elif light_reserve is None:
        light_reserve = rest - dark_reserve
    return {
        "players": players,
        "round": round,
        "start_player": start_player,
        "active_seat": active,
        "seats": [
            {
                "stones": stones[s],
                "vp": (vp or [0] * players)[s],
                "held_clubs": (held or [0] * players)[s],
                "hand": hands[s],
            }
            for s in range(players)
        ],
        "covered": covered if covered is not None else list(data.SETUP[players].glaciers),
        "regions": board,
        "campfires_aside": aside,
        "dark_reserve": dark_reserve,
        "light_reserve": light_reserve,
        "decks": {"light": light_deck, "dark": dark_deck},
        "discards": {"light": light_pile, "dark": dark_pile},
    }


def hands_with(*cards: str, players: int = 3, seat: int | None = 0) -> list[list[str]]:
    """Hands of plain cards (2 light terrain cards, 3 single-target dark cards), with seat
    `seat` holding exactly `cards`."""
    taken = set(cards)
    light = [c for c in data.LIGHT_CARDS if c.startswith("L-TER") and c not in taken]
    prefixes = ("D-SPARK", "D-RAID1", "D-ARMS", "D-STAMPEDE")
    dark = [c for c in data.DARK_CARDS if c.startswith(prefixes) and c not in taken]
    dark += [c for c in data.DARK_CARDS if c.startswith("D-RAID2") and c not in taken]
    result = []
    for s in range(players):
        if s == seat:
            result.append(list(cards))
        else:
            result.append([light.pop(0), light.pop(0), dark.pop(0), dark.pop(0), dark.pop(0)])
    return result


def given_position(
    doc: dict[str, Any], *, short_game: bool = False, revision: int | None = None
) -> Given:
    """The game a document starts, as `POST /v1/games` with `position` starts it."""
    return decider.given_position(RULES, doc, options=options(short_game), revision=revision)


def state_of(
    doc: dict[str, Any], *, short_game: bool = False, revision: int | None = None
) -> State:
    state: State = given_position(doc, short_game=short_game, revision=revision).state
    return state


def loaded_events(doc: dict[str, Any], *, short_game: bool = False) -> list[Any]:
    """The start events of a document (`game_started`, `position_loaded`)."""
    return list(RULES.load_position(setup(doc["players"], short_game=short_game), plain(doc)))


def started(players: int, opts: MammothHuntersOptions | None = None, seed: str = "s") -> list[Any]:
    """The start events of a seeded game, as the server draws them."""
    chosen = opts or options()
    return list(RULES.start(setup_for(RULES, players, chosen), Rng(seed, 0)))


def table(
    *hand: str,
    players: int = 3,
    short_game: bool = False,
    revision: int | None = None,
    **kw: Any,
) -> Table:
    """A game from a document sent as JSON, played with JSON bodies: seat 0 (active unless
    `active` says otherwise) holds `hand`; everything else is a plain valid document."""
    hands = hands_with(*hand, players=players) if hand else None
    doc = document(players, hands=hands, **kw)
    return Table.from_position(RULES, doc, options=options(short_game), revision=revision)


def problems(doc: Any, players: int = 3, *, short_game: bool = False) -> tuple[str, ...]:
    """The problems of a refused position document (code `invalid_position`)."""
    return kit_problems(RULES, doc, players, options(short_game))


def body(name: str, **fields: Any) -> dict[str, Any]:
    """A command body as a client posts it."""
    return {"type": P + name, **fields}


def refuses(game: Table, command: dict[str, Any], seat: int | None) -> str:
    """The refusal code of a body; the command is not among the seat's legal moves either."""
    code = game.refuses(command, seat)
    if seat is not None:
        decoded = decode_command(RULES, json.dumps(command).encode())
        assert served(decoded) not in game.legal(seat)
    return code


def send(game: Table, *steps: tuple[dict[str, Any], int]) -> list[Any]:
    """Send JSON bodies (body, seat) in turn, each one listed among the seat's legal moves
    first; the events (as JSON) of all of them."""
    produced: list[Any] = []
    for command, seat in steps:
        decoded = decode_command(RULES, json.dumps(command).encode())
        assert served(decoded) in game.legal(seat), command
        produced += game.send(command, seat)
    return produced


def fork(game: Table) -> Table:
    """A copy of the game to play on without changing the original."""
    copy = Table(game.rules, game.setup, [], game.seed)
    copy.log, copy.state = list(game.log), game.state
    return copy


def run(state: State, *commands: tuple[Any, int], seed: str = "t") -> tuple[State, list[Any]]:
    """Decide and fold (command, seat) in turn; the state after them and all their events."""
    produced: list[Any] = []
    for command, seat in commands:
        new = RULES.decide(state, command, seat, Rng(seed, len(produced)))
        for event in new:
            state = RULES.evolve(state, event)
        produced.extend(new)
    return state, produced


def types(events_: Sequence[Any]) -> list[str]:
    return [type(e).__name__ for e in events_]


def of(events_: Sequence[Any], name: str) -> list[dict[str, Any]]:
    """The events (as JSON) of one type, e.g. `of(events, "conflict_resolved")`."""
    return [e for e in map(plain, events_) if e["type"] == P + name]


def playout(
    players: int,
    opts: MammothHuntersOptions | None = None,
    seed: str = "p",
    *,
    revision: int | None = None,
) -> Played:
    """A seeded random game to its end (the kit's uniform policy)."""
    played = play(RULES, setup_for(RULES, players, opts or options(), revision), seed)
    assert played.over, "the game did not end"
    return played
