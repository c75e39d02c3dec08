"""The position document's structs (RULES §17.5): the whole game at a decision point, secret
parts included.

They sit below `events` because `der_schwarm.position_loaded` carries the whole document
(§17.2). The types stay plain (strings, not enums) where a check of `position_checks` gives
the better sentence than a type error would.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.der_schwarm.options import DerSchwarmOptions


class PositionTile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    tile: str
    sides: tuple[str, ...]


class PositionStack(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A placed stack, bottom tile first, with its buoys by colour."""

    tiles: tuple[PositionTile, ...]
    buoys: tuple[str, ...]


class PositionAction(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The open action's counters (R is derived: the actor's researchers on the board)."""

    card: str
    action: str
    parts_done: tuple[str, ...] = ()
    ship_placed: bool = False
    steps_used: int = 0
    tiles_placed: int = 0


class PositionSeat(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One seat; piece supplies are the colour's totals minus the board (§17.5)."""

    rp: int
    stations: Annotated[dict[str, int], msgspec.Meta(description="Field -> researchers.")]
    ships: tuple[str, ...]
    tiles: tuple[str, ...]
    hand: tuple[str, ...]
    played: tuple[str, ...]
    order_card: int | None
    ability: str | None
    joker: str
    queen_buoy: bool


class DerSchwarmPosition(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The full position document, secret parts included (§17.5)."""

    players: int
    options: DerSchwarmOptions
    round: int
    phase: Annotated[str, msgspec.Meta(description="setup, buying or playing (over on export).")]
    turn_order: tuple[int, ...]
    active_seat: int | None
    open_action: PositionAction | None
    row: tuple[str, ...] | None
    order_deck: tuple[int, ...]
    blue_deck: tuple[str, ...]
    blue_out: tuple[str, ...]
    golden_supply: tuple[str, ...]
    hazards: dict[str, str | None]
    face_down: dict[str, str]
    placed: dict[str, PositionStack]
    seats: tuple[PositionSeat, ...]
