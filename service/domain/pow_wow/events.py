"""Events (RULES §11.4): tags `pow_wow.<name>`, exactly the fields RULES.md lists."""

from __future__ import annotations

import msgspec

from service.domain.kernel import EventBase, Upcasters
from service.domain.pow_wow.options import PowWowOptions


class Indian(msgspec.Struct, frozen=True):
    """A captive or partner named by colour and type (D29)."""

    colour: str
    type: str


class BootyOption(msgspec.Struct, frozen=True, omit_defaults=True):
    """One booty option: `own` (a chief's with its captive), `teepees` or `marriage` (§5.3)."""

    kind: str
    captive: Indian | None = None
    partner: Indian | None = None


class FaceDownCard(msgspec.Struct, frozen=True):
    """A face-down slot of a loaded position; `card` is null in every redacted copy."""

    slot: int
    card: str | None


class GameStarted(EventBase, frozen=True, tag="pow_wow.game_started"):
    """Seats' colours, complete options, first revealer, layout commitment (§3, D34)."""

    seats: tuple[str, ...]
    options: PowWowOptions
    first_revealer: int
    layout_commitment: str | None


class PrairieLaidOut(EventBase, frozen=True, tag="pow_wow.prairie_laid_out"):
    """The secret layout: slot k holds `cards[k]`; redacted to `count` only (§12)."""

    count: int
    cards: tuple[str, ...] | None
    salt: str | None


class PositionLoaded(EventBase, frozen=True, tag="pow_wow.position_loaded"):
    """A game started from a position document (§11.7); face-down cards secret."""

    face_down: tuple[FaceDownCard, ...]
    table: tuple[str, ...]
    piles: tuple[tuple[str, ...], ...]
    out_of_game: tuple[str, ...]
    revealer: int


class CardRevealed(EventBase, frozen=True, tag="pow_wow.card_revealed"):
    """A slot turned face up; opens window `window` (§4.1, D21, D22)."""

    window: int
    seat: int
    slot: int
    card: str
    by_timer: bool


class ClaimMade(EventBase, frozen=True, tag="pow_wow.claim_made"):
    """A claim with its 1-based rank and productivity on the frozen table (D6, D11)."""

    window: int
    seat: int
    hand: str
    order: int
    productive: bool


class Passed(EventBase, frozen=True, tag="pow_wow.passed"):
    """A seat passed in the window; final for that window (D9)."""

    window: int
    seat: int


class WindowClosed(EventBase, frozen=True, tag="pow_wow.window_closed"):
    """The window closed: `all_acted`, or `deadline` with the silent seats (§11.2)."""

    window: int
    reason: str
    silent: tuple[int, ...]


class ClaimPenalized(EventBase, frozen=True, tag="pow_wow.claim_penalized"):
    """An unproductive claim lost these pile cards, top first (§8, D28)."""

    window: int
    seat: int
    discarded: tuple[str, ...]


class ClaimCameUpEmpty(EventBase, frozen=True, tag="pow_wow.claim_came_up_empty"):
    """A productive claim found nothing left at its turn; no penalty (D7)."""

    window: int
    seat: int


class BootyTaken(EventBase, frozen=True, tag="pow_wow.booty_taken"):
    """An option applied: automatically, chosen, or by the timer (§6.3, D8, D15)."""

    window: int
    seat: int
    option: BootyOption
    cards: tuple[str, ...]
    auto: bool
    by_timer: bool


class TributePaid(EventBase, frozen=True, tag="pow_wow.tribute_paid"):
    """War tribute buffalo, bottom-most first, from one payer (§10.1, D17)."""

    window: int
    from_seat: int
    to_seat: int
    cards: tuple[str, ...]


class GameEnded(EventBase, frozen=True, tag="pow_wow.game_ended"):
    """Scores, winners and ranks after window 114; the salt published (§9, D34)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    layout_salt: str | None


Event = (
    GameStarted
    | PrairieLaidOut
    | PositionLoaded
    | CardRevealed
    | ClaimMade
    | Passed
    | WindowClosed
    | ClaimPenalized
    | ClaimCameUpEmpty
    | BootyTaken
    | TributePaid
    | GameEnded
)

UPCASTERS = Upcasters()
"""The schema history of these events: none has changed shape yet (see `kit/upcasters.py`)."""
