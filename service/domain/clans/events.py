"""Events of Clans (RULES §14.2, D23): stored as JSON, so tuples and str-keyed dicts only.

Colour maps of huts list only positive counts, keyed in canonical colour order; score maps
(`village_points`, position `scores`) list all five colours.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.domain.kernel import EventBase, Upcasters

ColourMap = Annotated[
    dict[str, int],
    msgspec.Meta(description="Huts by colour; only positive counts, canonical colour order."),
]
ScoreMap = Annotated[
    dict[str, int], msgspec.Meta(description="Points of all five colours, canonical order.")
]
EndReason = Literal["twelfth_village", "no_legal_move"]


class GameStarted(EventBase, frozen=True, tag="clans.game_started"):
    """Setup (RULES §4): field i holds one hut of `huts[i]`; `first_seat` moves first."""

    players: int
    huts: tuple[str, ...]
    first_seat: int


class ClansDealt(EventBase, frozen=True, tag="clans.clans_dealt"):
    """The secret deal (RULES §5); redacted copies keep the shape with nulls (D26)."""

    clans: tuple[str | None, ...]
    unassigned: tuple[str, ...] | None


class PositionVillage(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A founded village of a position document (RULES §15)."""

    field: Annotated[int, msgspec.Meta(description="The village's field id 0–59.")]
    chip: Annotated[int, msgspec.Meta(description="The chip number (1–11) it took.")]


class PositionLoaded(EventBase, frozen=True, tag="clans.position_loaded"):
    """A game started from a position document (RULES §15), without the secret `clans`."""

    players: int
    active_seat: int
    chips_taken: int
    chips: tuple[int, ...]
    scores: ScoreMap
    fields: dict[str, dict[str, int]]
    villages: tuple[PositionVillage, ...]


class HutsMoved(EventBase, frozen=True, tag="clans.huts_moved"):
    """Every hut of `from` went onto `to` (RULES §7)."""

    seat: int
    from_: int = msgspec.field(name="from")
    to: int
    huts: ColourMap


class VillagesFormed(EventBase, frozen=True, tag="clans.villages_formed"):
    """The move isolated these fields: the set P of RULES §8.4, ascending."""

    fields: tuple[int, ...]


class VillageFounded(EventBase, frozen=True, tag="clans.village_founded"):
    """One village founded and scored (RULES §8.2, §9, §10)."""

    seat: int
    field: int
    chip: int
    epoch: int
    effect: Literal["neutral", "favourable", "unfavourable"]
    strife: ColourMap
    huts: ColourMap
    value: int
    scored: tuple[str, ...]


class TurnPassed(EventBase, frozen=True, tag="clans.turn_passed"):
    """The move is fully resolved; `seat` is the new active seat (RULES §6, D4)."""

    seat: int


class GameEnded(EventBase, frozen=True, tag="clans.game_ended"):
    """The end and the reveal (RULES §11): per-seat lists, all colours public."""

    reason: EndReason
    clans: tuple[str, ...]
    unassigned: tuple[str, ...]
    village_points: ScoreMap
    chips: tuple[int, ...]
    totals: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    GameStarted
    | ClansDealt
    | PositionLoaded
    | HutsMoved
    | VillagesFormed
    | VillageFounded
    | TurnPassed
    | GameEnded
)

UPCASTERS = Upcasters()
"""The schema history of these events: none has changed shape yet (see `kit/upcasters.py`)."""
