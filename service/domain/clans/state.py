"""The Clans game state and its phases (RULES §6); states are frozen and compared with ==."""

from __future__ import annotations

import msgspec

from service.domain.clans.huts import Huts


class NotStarted(msgspec.Struct, frozen=True):
    """Before the start events: nobody acts."""


class Moving(msgspec.Struct, frozen=True):
    """Phase `move`: the active seat must move (RULES §7)."""


class ChoosingVillage(msgspec.Struct, frozen=True):
    """Phase `choose_village`: the new, not yet founded villages *P* of the move (RULES §8.4).

    While a command is being resolved this also holds villages whose order cannot matter; after
    any command it is non-empty only when the active seat must choose.
    """

    pending: tuple[int, ...]


class Over(msgspec.Struct, frozen=True):
    """Phase `over`: the result as recorded by `clans.game_ended` (RULES §11)."""

    reason: str
    totals: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]


Phase = NotStarted | Moving | ChoosingVillage | Over


class Village(msgspec.Struct, frozen=True):
    """A founded village: its field, chip number, epoch and value (RULES §8.2, §10)."""

    field: int
    chip: int
    epoch: int
    value: int


class State(msgspec.Struct, frozen=True, kw_only=True):
    """Everything about a game of Clans (secret colours included); no move history."""

    players: int
    rules_revision: int
    """The revision of RULES.md the game was created with (no Clans rule differs by it yet)."""
    phase: Phase = NotStarted()
    active_seat: int = 0
    fields: tuple[Huts, ...] = ()
    villages: tuple[Village, ...] = ()
    chips: tuple[int, ...] = ()
    chips_taken: int = 0
    scores: Huts = (0, 0, 0, 0, 0)
    clans: tuple[str, ...] = ()
    unassigned: tuple[str, ...] = ()
    """Unassigned colours in canonical order (a set; the deal's shuffled order is not kept)."""

    def is_village(self, field: int) -> bool:
        return any(v.field == field for v in self.villages)

    def pending(self) -> tuple[int, ...]:
        return self.phase.pending if isinstance(self.phase, ChoosingVillage) else ()
