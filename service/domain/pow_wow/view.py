"""What leaves the server (RULES §11.6, §12, D10, D16): one public view, redacted events."""

from __future__ import annotations

from typing import Annotated, assert_never

import msgspec
from msgspec.structs import replace

from service.domain.kernel import Seat
from service.domain.pow_wow import booty, timers
from service.domain.pow_wow.events import BootyOption, Event, PositionLoaded, PrairieLaidOut
from service.domain.pow_wow.options import PowWowOptions
from service.domain.pow_wow.state import (
    AwaitingReveal,
    ClaimWindow,
    GameOver,
    NotStarted,
    Phase,
    PlacedClaim,
    Resolving,
    State,
)


def _d(text: str) -> msgspec.Meta:
    return msgspec.Meta(description=text)


class ClaimView(msgspec.Struct, frozen=True):
    seat: int
    hand: Annotated[str, _d("The hand type played.")]
    order: Annotated[int, _d("1-based rank in the window (log order, D11).")]
    productive: Annotated[bool, _d("Whether the claim could collect something when made (D6).")]


class WindowView(msgspec.Struct, frozen=True):
    window: Annotated[int, _d("The open window's number.")]
    claims: Annotated[tuple[ClaimView, ...], _d("Claims in order.")]
    passed: Annotated[tuple[int, ...], _d("Seats that passed, in the order they passed.")]
    to_act: Annotated[tuple[int, ...], _d("Seats yet to act, ascending.")]
    deadline_kind: Annotated[str, _d("`claim_window` or `dead_window` (D22).")]
    deadline_ms: Annotated[int, _d("Window length in ms after its `card_revealed` (D22).")]


class OfferView(msgspec.Struct, frozen=True):
    option: Annotated[BootyOption, _d("The option, as a `choose` body's `option`.")]
    cards: Annotated[tuple[str, ...], _d("Card ids it would collect, stacking order (D15).")]


class ResolutionView(msgspec.Struct, frozen=True):
    window: Annotated[int, _d("The window being resolved.")]
    claims: Annotated[tuple[ClaimView, ...], _d("All claims of the window, in order.")]
    claim: Annotated[ClaimView, _d("The claim being resolved.")]
    awaiting_seat: Annotated[int, _d("The seat that must choose a booty option (D8).")]
    options: Annotated[tuple[OfferView, ...], _d("Its options in listing order (§11.5).")]
    choice_timeout_ms: Annotated[int, _d("Time to choose before the default applies (D8).")]


class OutcomeView(msgspec.Struct, frozen=True):
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]


class PowWowView(msgspec.Struct, frozen=True, kw_only=True):
    """The same for every seat and the spectator: nothing here is secret (§11.6)."""

    seats: Annotated[tuple[str, ...], _d("Colour of each seat.")]
    options: PowWowOptions
    phase: Annotated[str, _d("setup, awaiting_reveal, claim_window, resolving or game_over.")]
    revealer: Annotated[int, _d("The seat that reveals next (or is revealing).")]
    face_down: Annotated[tuple[int, ...], _d("Face-down slot numbers, ascending (no cards).")]
    face_down_count: int
    next_window: Annotated[int | None, _d("Number the next reveal opens; null if none left.")]
    table: Annotated[tuple[str, ...], _d("Face-up card ids in canonical order.")]
    piles: Annotated[tuple[tuple[str, ...], ...], _d("Every victory pile, bottom → top (D16).")]
    pile_sizes: tuple[int, ...]
    out_of_game: Annotated[tuple[str, ...], _d("Cards removed by penalties, in order removed.")]
    reveal_timeout_ms: Annotated[int | None, _d("Reveal time while awaiting a reveal (D22).")]
    window: Annotated[WindowView | None, _d("The open claim window, if any.")]
    resolution: Annotated[ResolutionView | None, _d("The choice being awaited, if any.")]
    outcome: Annotated[OutcomeView | None, _d("Scores, ranks and winners once over.")]
    layout: Annotated[
        tuple[str | None, ...] | None,
        _d("Once over, slot k's card (null: a slot not face down when a position was loaded)."),
    ]


def _claims(placed: tuple[PlacedClaim, ...]) -> tuple[ClaimView, ...]:
    return tuple(ClaimView(c.seat, c.hand, i + 1, c.productive) for i, c in enumerate(placed))


def _window(state: State) -> WindowView | None:
    phase = state.phase
    if not isinstance(phase, ClaimWindow):
        return None
    kind, ms = timers.window_length(state, phase)
    return WindowView(
        phase.window, _claims(phase.claims), phase.passed, state.yet_to_act(), kind, ms
    )


def _resolution(state: State) -> ResolutionView | None:
    pending = state.awaiting()
    if pending is None:
        return None
    phase, claim = pending
    offers = booty.offers(state, claim.seat, claim.hand)
    listed = _claims(phase.claims)
    return ResolutionView(
        phase.window,
        listed,
        listed[phase.done],
        claim.seat,
        tuple(OfferView(o.option, o.cards) for o in offers),
        state.options.choice_timeout_ms,
    )


def _phase_name(phase: Phase) -> str:
    match phase:
        case NotStarted():
            return "setup"
        case AwaitingReveal():
            return "awaiting_reveal"
        case ClaimWindow():
            return "claim_window"
        case Resolving():
            return "resolving"
        case GameOver():
            return "game_over"
        case _:
            assert_never(phase)


def _outcome(phase: Phase) -> OutcomeView | None:
    if not isinstance(phase, GameOver):
        return None
    return OutcomeView(phase.scores, phase.ranks, phase.winners)


def view(state: State, seat: Seat | None) -> PowWowView:
    """Every seat and the spectator get the same view (§11.6): nothing in it is secret from
    anyone, so `seat` changes nothing."""
    phase = state.phase
    slots = tuple(slot for slot, _ in state.face_down)
    return PowWowView(
        seats=state.seats,
        options=state.options,
        phase=_phase_name(phase),
        revealer=state.revealer,
        face_down=slots,
        face_down_count=len(slots),
        next_window=state.next_window if slots else None,
        table=state.table,
        piles=state.piles,
        pile_sizes=tuple(len(p) for p in state.piles),
        out_of_game=state.out_of_game,
        reveal_timeout_ms=(
            state.options.reveal_timeout_ms if isinstance(phase, AwaitingReveal) else None
        ),
        window=_window(state),
        resolution=_resolution(state),
        outcome=_outcome(phase),
        layout=state.layout if isinstance(phase, GameOver) else None,
    )


def redact(event: Event, seat: Seat | None) -> Event:
    """This seat's copy of an event (§11.4, §12). The face-down layout is the game's only
    secret and it is secret from every seat alike (D21): each seat's and the spectator's copy
    of `prairie_laid_out` and `position_loaded` hides it, so the copy does not depend on the
    seat. Every other event is public (D10, D16); no event is ever dropped. The platform shows
    the full log once the game is over."""
    match event:
        case PrairieLaidOut():
            return replace(event, cards=None, salt=None)
        case PositionLoaded():
            hidden = tuple(replace(f, card=None) for f in event.face_down)
            return replace(event, face_down=hidden)
        case _:
            return event
