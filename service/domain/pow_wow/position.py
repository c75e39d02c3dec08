"""The position document (RULES §11.7, D31): export between rounds, full validation on load."""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any

import msgspec

from service.domain.kernel import IllegalMove
from service.domain.pow_wow.data import (
    CARD_IDS,
    COLOURS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOTS,
    canonical,
)
from service.domain.pow_wow.events import Event, FaceDownCard, GameStarted, PositionLoaded
from service.domain.pow_wow.options import Options, TimerOptions, option_problems
from service.domain.pow_wow.state import AwaitingReveal, State

_MISSING = object()
KEYS = ("seats", "options", "face_down", "table", "piles", "out_of_game", "revealer")
OPTION_KEYS = tuple(TimerOptions.__struct_fields__)


class PositionSlot(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    slot: Annotated[int, msgspec.Meta(description="A face-down slot, 0–113.")]
    card: Annotated[str, msgspec.Meta(description="The card id lying face down there.")]


class PowWowPosition(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """A position between rounds (phase `awaiting_reveal`), secrets included (§11.7)."""

    seats: Annotated[tuple[str, ...], msgspec.Meta(description="Colour of each seat (2–5).")]
    options: Annotated[
        TimerOptions, msgspec.Meta(description="Optional rules and timers (no colours).")
    ]
    face_down: Annotated[
        tuple[PositionSlot, ...], msgspec.Meta(description="Face-down slots, ascending.")
    ]
    table: Annotated[tuple[str, ...], msgspec.Meta(description="Face-up cards (a set).")]
    piles: Annotated[
        tuple[tuple[str, ...], ...], msgspec.Meta(description="Victory piles, bottom → top.")
    ]
    out_of_game: Annotated[tuple[str, ...], msgspec.Meta(description="In the order removed.")]
    revealer: Annotated[int, msgspec.Meta(description="The seat that reveals next.")]


Position = PowWowPosition


def position(state: State) -> Position | None:
    """The document of a state between rounds; None in any other phase (D31)."""
    if not isinstance(state.phase, AwaitingReveal):
        return None
    options = state.options
    timer_options = TimerOptions(**{k: getattr(options, k) for k in OPTION_KEYS})
    return Position(
        seats=state.seats,
        options=timer_options,
        face_down=tuple(PositionSlot(slot, card) for slot, card in state.face_down),
        table=canonical(state.table),
        piles=state.piles,
        out_of_game=state.out_of_game,
        revealer=state.revealer,
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _strings(value: Any, name: str, problems: list[str]) -> list[str]:
    if value is _MISSING:
        return []
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        problems.append(f"{name} must be a list of card ids.")
        return []
    return list(value)


def _seats(document: dict[str, Any], problems: list[str]) -> list[str]:
    seats = document.get("seats", _MISSING)
    if seats is _MISSING:
        return []
    if not isinstance(seats, list | tuple) or not all(isinstance(c, str) for c in seats):
        problems.append("seats must be a list of colours.")
        return []
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        problems.append(f"seats must list {MIN_PLAYERS} to {MAX_PLAYERS} colours.")
    unknown = [c for c in seats if c not in COLOURS]
    if unknown:
        problems.append(f"seats has unknown colours: {', '.join(unknown)}.")
    if len(set(seats)) != len(seats):
        problems.append("seats must have distinct colours.")
    return list(seats)


def _options(document: dict[str, Any], problems: list[str]) -> TimerOptions:
    raw = document.get("options", _MISSING)
    if raw is _MISSING:
        return TimerOptions()
    if not isinstance(raw, dict):
        problems.append("options must be an object.")
        return TimerOptions()
    extra = sorted(str(k) for k in raw if k not in OPTION_KEYS)
    if extra:
        problems.append(f"options may not contain: {', '.join(extra)}.")
    values = {k: v for k, v in raw.items() if k in OPTION_KEYS}
    for name in ("war_tribute", "marriage", "sharing"):
        if name in values and not isinstance(values[name], bool):
            problems.append(f"option {name} must be a boolean.")
            del values[name]
    options = TimerOptions(**values)
    problems += option_problems(options)
    return options


def _face_down(document: dict[str, Any], problems: list[str]) -> list[tuple[int, str]]:
    raw = document.get("face_down", _MISSING)
    if raw is _MISSING:
        return []
    if not isinstance(raw, list | tuple):
        problems.append("face_down must be a list of {slot, card} objects.")
        return []
    found: list[tuple[int, str]] = []
    for entry in raw:
        if (
            not isinstance(entry, dict)
            or set(entry) != {"slot", "card"}
            or not _is_int(entry["slot"])
            or not isinstance(entry["card"], str)
        ):
            problems.append(f"face_down entry {entry!r} must be exactly {{slot: int, card: id}}.")
            continue
        found.append((entry["slot"], entry["card"]))
    if not raw:
        problems.append("face_down must not be empty.")
    slots = [slot for slot, _ in found]
    if any(not 0 <= s < SLOTS for s in slots):
        problems.append(f"face_down slots must lie within 0 … {SLOTS - 1}.")
    if len(set(slots)) != len(slots):
        problems.append("face_down slots must be distinct.")
    return found


def _piles(document: dict[str, Any], seats: int, problems: list[str]) -> list[list[str]]:
    raw = document.get("piles", _MISSING)
    if raw is _MISSING:
        return []
    if not isinstance(raw, list | tuple):
        problems.append("piles must be a list of lists of card ids.")
        return []
    piles = [_strings(p, "every pile", problems) for p in raw]
    if seats and len(raw) != seats:
        problems.append("piles must hold exactly one list per seat.")
    return piles


def _cards(everywhere: list[str], problems: list[str]) -> None:
    counts = Counter(everywhere)
    unknown = sorted(c for c in counts if c not in set(CARD_IDS))
    if unknown:
        problems.append(f"unknown card ids: {', '.join(unknown)}.")
    twice = sorted(c for c, n in counts.items() if n > 1 and c in set(CARD_IDS))
    if twice:
        problems.append(f"cards placed more than once: {', '.join(twice)}.")
    missing = [c for c in CARD_IDS if c not in counts]
    if missing:
        more = f" and {len(missing) - 10} more" if len(missing) > 10 else ""
        listed = ", ".join(missing[:10])
        problems.append(f"{len(missing)} cards missing from the position: {listed}{more}.")


def _request(players: int | None, options: Any, seats: int, problems: list[str]) -> None:
    if players is not None and seats and players != seats:
        problems.append(f"players ({players}) must equal the number of seats ({seats}).")
    if options is not None and options != Options():
        problems.append("a game from a position takes its options from the position only.")


def load_position(players: int | None, options: Any, document: Any) -> list[Event]:
    """Validate a document (every problem listed) and return its start events (§11.7)."""
    if not isinstance(document, dict):
        raise IllegalMove("invalid_position", "The position must be an object.", ["not an object"])
    problems: list[str] = [f"missing key {k}." for k in KEYS if k not in document]
    problems += [f"unknown key {k}." for k in document if k not in KEYS]
    seats = _seats(document, problems)
    timer_options = _options(document, problems)
    face_down = _face_down(document, problems)
    table = _strings(document.get("table", _MISSING), "table", problems)
    piles = _piles(document, len(seats), problems)
    out = _strings(document.get("out_of_game", _MISSING), "out_of_game", problems)
    revealer = document.get("revealer", 0)
    if not isinstance(revealer, int) or isinstance(revealer, bool):
        problems.append("revealer must be a seat number.")
        revealer = 0
    elif not 0 <= revealer < max(len(seats), 1):
        problems.append("revealer must be a seat.")
    _cards([c for _, c in face_down] + table + [c for p in piles for c in p] + out, problems)
    _request(players, options, len(seats), problems)
    if problems:
        raise IllegalMove("invalid_position", "; ".join(problems), problems)
    game_options = Options(**msgspec.structs.asdict(timer_options))
    return [
        GameStarted(tuple(seats), game_options, revealer, None),
        PositionLoaded(
            tuple(FaceDownCard(slot, card) for slot, card in sorted(face_down)),
            canonical(table),
            tuple(tuple(p) for p in piles),
            tuple(out),
            revealer,
        ),
    ]
