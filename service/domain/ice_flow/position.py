"""The position document: export at the beginning of a turn, validated load (RULES §17.6, D50)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import Options, State
from service.domain.kernel import IllegalMove

KEYS = (
    "players", "active_seat", "explorers", "floes", "island", "backpacks", "draw_pile",
    "discard_pile",
)  # fmt: skip
FLOE_KEYS = ("tile", "hex", "rotation", "rope", "fish", "bears")
ISLAND_KEYS = ("rope", "fish", "bears")
PACK_KEYS = ("rope", "fish")


class Position(msgspec.Struct, frozen=True):
    """A game at the beginning of `active_seat`'s turn; tiles not on a floe are in the bag."""

    players: int
    active_seat: int
    explorers: tuple[str, ...]
    floes: tuple[ev.FloeRecord, ...]
    island: ev.PileRecord
    backpacks: tuple[ev.BackpackRecord, ...]
    draw_pile: tuple[str, ...]
    discard_pile: tuple[str, ...]


def position(state: State) -> Position | None:
    """Defined at the beginning of a turn only: nothing pending, no action taken (D50)."""
    if (
        state.phase != "turn"
        or state.stack
        or state.floe_action_taken
        or state.explorer_action_taken
    ):
        return None
    return Position(
        players=state.players,
        active_seat=state.active,
        explorers=tuple(e or "" for e in state.explorers),
        floes=tuple(
            ev.FloeRecord(f.tile, f.hex, f.rotation, f.rope, f.fish, f.bears) for f in state.floes
        ),
        island=ev.PileRecord(state.island.rope, state.island.fish, state.island.bears),
        backpacks=tuple(ev.BackpackRecord(b.rope, b.fish) for b in state.backpacks),
        draw_pile=state.draw_pile,
        discard_pile=state.discard_pile,
    )


def load_position(players: int, options: Options, document: Any) -> list[ev.Event]:
    """Validate every condition of §17.6, then `game_started`, `position_loaded`, `turn_started`."""
    if options.start_player is not None:
        raise IllegalMove("invalid_options", "start_player cannot be given with a position.")
    problems = problems_of(players, document)
    if problems:
        raise IllegalMove("invalid_position", "The position document is invalid.", problems)
    doc = msgspec.convert(document, Position)
    return [
        ev.GameStarted(
            players=players, start_player=doc.active_seat, options=options, from_position=True
        ),
        ev.PositionLoaded(
            players=doc.players,
            active_seat=doc.active_seat,
            explorers=doc.explorers,
            floes=doc.floes,
            island=doc.island,
            backpacks=doc.backpacks,
            discard_pile=doc.discard_pile,
            draw_pile=doc.draw_pile,
        ),
        ev.TurnStarted(seat=doc.active_seat),
    ]


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _record(value: Any, keys: tuple[str, ...], what: str, problems: list[str]) -> dict[str, Any]:
    """A JSON object with exactly `keys`, each a count (except tile/hex); {} if broken."""
    if not isinstance(value, dict):
        problems.append(f"{what} must be an object.")
        return {}
    for key in sorted(set(value) - set(keys)):
        problems.append(f"{what} has an unknown key {key!r}.")
    for key in keys:
        if key not in value:
            problems.append(f"{what} lacks the key {key!r}.")
        elif key in ("tile", "hex"):
            if not isinstance(value[key], str):
                problems.append(f"{what}.{key} must be a string.")
        elif not _is_count(value[key]):
            problems.append(f"{what}.{key} must be an integer ≥ 0.")
    return value if all(k in value for k in keys) else {}


def _str_list(value: Any, what: str, problems: list[str]) -> list[str] | None:
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        problems.append(f"{what} must be a list of strings.")
        return None
    return list(value)


def problems_of(players: int, document: Any) -> list[str]:
    """Every broken condition of §17.6, one sentence each."""
    problems: list[str] = []
    if not isinstance(document, dict):
        return ["The position must be a JSON object."]
    for key in sorted(set(document) - set(KEYS)):
        problems.append(f"Unknown key {key!r}.")
    for key in KEYS:
        if key not in document:
            problems.append(f"Missing key {key!r}.")
    n = document.get("players")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
        problems.append("players must be an integer 2–4.")
        n = players
    elif n != players:
        problems.append(f"players ({n}) differs from the requested {players}.")
    active = document.get("active_seat")
    if not isinstance(active, int) or not _is_count(active) or active >= n:
        problems.append(f"active_seat must be a seat 0…{n - 1}.")
    explorers = _explorers(document.get("explorers"), n, problems)
    floes = _floes(document.get("floes"), problems)
    island = _record(document.get("island"), ISLAND_KEYS, "island", problems)
    packs = _backpacks(document.get("backpacks"), n, problems)
    _cards(document.get("draw_pile"), document.get("discard_pile"), problems)
    _occupancy(explorers, floes, island, n, problems)
    _totals(floes, island, packs, problems)
    return problems


def _explorers(value: Any, n: int, problems: list[str]) -> list[str]:
    spaces = _str_list(value, "explorers", problems)
    if spaces is None:
        return []
    if len(spaces) != board.EXPLORERS_PER_SEAT * n:
        problems.append(f"explorers must have {board.EXPLORERS_PER_SEAT * n} entries.")
    for e, space in enumerate(spaces):
        if not board.is_passable(space):
            problems.append(f"Explorer {e} is not on a sea hex, the island or a camp.")
    return spaces


def _floes(value: Any, problems: list[str]) -> list[dict[str, Any]]:
    if not isinstance(value, list | tuple):
        problems.append("floes must be a list.")
        return []
    floes = [_record(f, FLOE_KEYS, f"floes[{i}]", problems) for i, f in enumerate(value)]
    floes = [f for f in floes if f]
    # A tile or hex of a wrong type is already listed by `_record`; such a record is left out
    # of the checks that need it (it may not even be hashable), but not out of the others.
    named = [f for f in floes if isinstance(f["tile"], str) and isinstance(f["hex"], str)]
    tiles = Counter(f["tile"] for f in named)
    hexes = Counter(f["hex"] for f in named)
    for f in named:
        if f["tile"] not in board.TILE_RIDGES:
            problems.append(f"Unknown floe tile {f['tile']!r}.")
        if board.KIND.get(f["hex"]) != "sea":
            problems.append(f"Floe {f['tile']} is not on a sea hex.")
    for f in floes:
        if _is_count(f["rotation"]) and f["rotation"] > 5:
            problems.append(f"Floe {f['tile']} has a rotation outside 0–5.")
        if _is_count(f["bears"]) and f["bears"] > 2:
            problems.append(f"Floe {f['tile']} holds more than 2 bears.")
    problems += [f"Tile {t} appears more than once." for t, c in tiles.items() if c > 1]
    problems += [f"Hex {h} holds more than one floe." for h, c in hexes.items() if c > 1]
    return floes


def _backpacks(value: Any, n: int, problems: list[str]) -> list[dict[str, Any]]:
    if not isinstance(value, list | tuple):
        problems.append("backpacks must be a list.")
        return []
    if len(value) != n:
        problems.append(f"backpacks must have one entry per seat ({n}).")
    packs = [_record(b, PACK_KEYS, f"backpacks[{i}]", problems) for i, b in enumerate(value)]
    for i, pack in enumerate(packs):
        if pack and _all_counts(pack) and pack["rope"] + pack["fish"] > board.BACKPACK_SLOTS:
            problems.append(f"Backpack {i} holds more than {board.BACKPACK_SLOTS} items.")
    return [p for p in packs if p]


def _all_counts(record: dict[str, Any]) -> bool:
    return all(_is_count(v) for k, v in record.items() if k not in ("tile", "hex"))


def _cards(draw: Any, discard: Any, problems: list[str]) -> None:
    draw_ids = _str_list(draw, "draw_pile", problems)
    discard_ids = _str_list(discard, "discard_pile", problems)
    if draw_ids is None or discard_ids is None:
        return
    ids = draw_ids + discard_ids
    problems += [f"Unknown card {c!r}." for c in ids if c not in board.CARD_KIND]
    counts = Counter(ids)
    problems += [f"Card {c} appears more than once." for c, k in counts.items() if k > 1]
    missing = [c for c in board.CARD_IDS if c not in counts]
    if missing:
        problems.append(f"Cards missing from the piles: {', '.join(missing)}.")


def _occupancy(
    explorers: list[str],
    floes: list[dict[str, Any]],
    island: dict[str, Any],
    n: int,
    problems: list[str],
) -> None:
    """Bears and explorers apart; camp capacity; Siberia once per colour; no finished seat."""
    bears = {
        f["hex"]: f["bears"] for f in floes if isinstance(f["hex"], str) and _is_count(f["bears"])
    }
    if island and _is_count(island["bears"]):
        if island["bears"] > 2:
            problems.append("The island holds more than 2 bears.")
        bears[board.ISLAND] = island["bears"]
    where = Counter(explorers)
    for space, count in bears.items():
        if count and where[space]:
            problems.append(f"Space {space} holds both bears and explorers.")
    for camp in board.ALASKA_CAMPS:
        if where[camp] > board.CAMP_CAPACITY:
            problems.append(f"Alaskan camp {camp} holds more than 2 explorers.")
    for seat in range(n):
        own = [explorers[e] for e in board.explorer_ids(seat) if e < len(explorers)]
        siberia = [s for s in own if board.KIND.get(s) == "siberia_camp"]
        if len(set(siberia)) < len(siberia):
            problems.append(f"Seat {seat} has two explorers in one Siberian camp.")
        if len(siberia) == board.EXPLORERS_PER_SEAT:
            problems.append(f"Seat {seat} already has all three explorers in Siberia.")


def _totals(
    floes: list[dict[str, Any]],
    island: dict[str, Any],
    packs: list[dict[str, Any]],
    problems: list[str],
) -> None:
    places = [r for r in [*floes, island, *packs] if r and _all_counts(r)]
    rope = sum(r["rope"] for r in places)
    fish = sum(r["fish"] for r in places)
    bears = sum(r.get("bears", 0) for r in places)
    if rope > board.TOTAL_ROPE:
        problems.append(f"More than {board.TOTAL_ROPE} ropes in play.")
    if fish > board.TOTAL_FISH:
        problems.append(f"More than {board.TOTAL_FISH} fish in play.")
    if bears > board.TOTAL_BEARS:
        problems.append(f"More than {board.TOTAL_BEARS} bears in play.")
