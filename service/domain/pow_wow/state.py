"""The game state and its phases (RULES §4): a union of Structs, the pending decision inside."""

from __future__ import annotations

import msgspec

from service.domain.pow_wow.data import COLOURS, SLOTS
from service.domain.pow_wow.options import PowWowOptions


class PlacedClaim(msgspec.Struct, frozen=True):
    """A claim recorded in a window; its rank is its position in the window's tuple (D11)."""

    seat: int
    hand: str
    productive: bool


class NotStarted(msgspec.Struct, frozen=True, tag="setup"):
    """Before the start events have been folded."""


class AwaitingReveal(msgspec.Struct, frozen=True, tag="awaiting_reveal"):
    """The revealer must turn a face-down slot; `since` is the version that began the phase."""

    since: int


class ClaimWindow(msgspec.Struct, frozen=True, tag="claim_window"):
    """Window `window` is open; `dead` when no seat could claim productively at opening (D22)."""

    window: int
    since: int
    dead: bool
    claims: tuple[PlacedClaim, ...] = ()
    passed: tuple[int, ...] = ()


class Resolving(msgspec.Struct, frozen=True, tag="resolving"):
    """Claims of a closed window resolve in order; `claims[done]` is next (RULES §6)."""

    window: int
    since: int
    claims: tuple[PlacedClaim, ...]
    done: int = 0


class GameOver(msgspec.Struct, frozen=True, tag="game_over"):
    """The last window has been resolved (RULES §9)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    salt: str | None


Phase = NotStarted | AwaitingReveal | ClaimWindow | Resolving | GameOver


class State(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the rules need; `version` counts the events folded so far."""

    players: int
    options: PowWowOptions
    rules_revision: int
    """The revision of RULES.md the game was created with (no Pow Wow rule differs by it yet)."""
    version: int = 0
    seats: tuple[str, ...] = ()
    layout: tuple[str | None, ...] = ()
    """Slot k's card: the whole prairie, or for a loaded position its face-down slots only."""
    commitment: str | None = None
    salt: str | None = None
    face_down: tuple[tuple[int, str], ...] = ()
    table: tuple[str, ...] = ()
    piles: tuple[tuple[str, ...], ...] = ()
    out_of_game: tuple[str, ...] = ()
    revealer: int = 0
    last_window: int = 0
    phase: Phase = NotStarted()

    @property
    def next_window(self) -> int:
        """The number the next reveal opens (RULES §4.1)."""
        return SLOTS + 1 - len(self.face_down)

    @property
    def neutral_colours(self) -> frozenset[str]:
        return frozenset(COLOURS) - frozenset(self.seats)

    def awaiting(self) -> tuple[Resolving, PlacedClaim] | None:
        """The resolving window and the claim whose owner must choose now, if any (D8)."""
        phase = self.phase
        if isinstance(phase, Resolving) and phase.done < len(phase.claims):
            return phase, phase.claims[phase.done]
        return None

    def acted(self) -> tuple[int, ...]:
        """Seats that claimed or passed in the open window (each acts once, D9)."""
        phase = self.phase
        if not isinstance(phase, ClaimWindow):
            return ()
        return (*(c.seat for c in phase.claims), *phase.passed)

    def yet_to_act(self) -> tuple[int, ...]:
        """Seats that have not acted in the open window, ascending."""
        if not isinstance(self.phase, ClaimWindow):
            return ()
        done = self.acted()
        return tuple(s for s in range(self.players) if s not in done)
