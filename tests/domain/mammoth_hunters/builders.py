"""Test scenarios as position documents (RULES §16.9): only what a test cares about is named,
everything else is filled in so the document is valid."""

from __future__ import annotations

from collections import Counter
from typing import Any

from service.domain.kernel import Rng, fold
from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.state import Options, State

TOTAL_STONES = {3: 32, 4: 41, 5: 50}


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
    mammoths, campfires}. Unnamed cards fill the decks in catalogue order."""
    stones = stones if stones is not None else [4] * players
    hands = hands if hands is not None else _default_hands(players)
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


def _default_hands(players: int) -> list[list[str]]:
    """Hands of plain cards (2 light terrain cards, 3 single-target dark cards)."""
    return hands_with(players=players, seat=None)


def hands_with(*cards: str, players: int = 3, seat: int | None = 0) -> list[list[str]]:
    """Default hands, with seat `seat` holding exactly `cards`."""
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


def events(doc: dict[str, Any], short_game: bool = False) -> list[Any]:
    return RULES.load_position(doc["players"], Options(short_game=short_game), doc)


def state_of(doc: dict[str, Any], short_game: bool = False) -> State:
    options = Options(short_game=short_game)
    return fold(RULES, doc["players"], options, events(doc, short_game))  # type: ignore[no-any-return]


def run(state: State, *commands: tuple[Any, int], seed: str = "t") -> tuple[State, list[Any]]:
    """Decide and fold a sequence of (command, seat); returns the state and all events."""
    produced: list[Any] = []
    for command, seat in commands:
        new = RULES.decide(state, command, seat, Rng(seed, len(produced)))
        for event in new:
            state = RULES.evolve(state, event)
        produced.extend(new)
    return state, produced


def types(events: list[Any]) -> list[str]:
    return [type(e).__name__ for e in events]
