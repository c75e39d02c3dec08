"""The one legality source (docs/style.md §8): `violation` serves `decide` and `legal_moves`
(§11.5)."""

from __future__ import annotations

from typing import assert_never

from service.domain.kernel import Refusal, Seat
from service.domain.pow_wow import booty, claims, resolution, reveal, timers
from service.domain.pow_wow.commands import (
    Choose,
    Claim,
    Command,
    Pass,
    PlayerCommand,
    Reveal,
    SystemCommand,
)
from service.domain.pow_wow.data import SLOTS, TYPES
from service.domain.pow_wow.refusals import Refusals
from service.domain.pow_wow.state import AwaitingReveal, GameOver, State


def violation(state: State, command: Command, seat: Seat | None) -> Refusal | None:
    """Why `seat` (None = the system) may not send `command` now, else None: the first
    refusal that applies, in the order of §11.5."""
    if isinstance(state.phase, GameOver):
        return Refusals.game_over()
    if isinstance(command, SystemCommand):
        if seat is not None:
            return Refusals.system_only()
        return timers.stale(state, command)
    if seat is None or not 0 <= seat < state.players:
        return Refusals.not_your_turn(subject="Only a seat", predicate="can send this command")
    return _player_violation(state, command, seat)


def _player_violation(state: State, command: PlayerCommand, seat: Seat) -> Refusal | None:
    match command:
        case Reveal():
            return reveal.violation(state, command, seat)
        case Claim() | Pass():
            return claims.violation(state, command, seat)
        case Choose():
            return resolution.choose_violation(state, command, seat)
        case _:
            assert_never(command)


def candidates(state: State) -> list[Command]:
    """Every command a seat might send now, in the listing order of §11.5 (D32): reveals by
    slot; claims by type, then the pass; choices in the order of the listed options."""
    if isinstance(state.phase, AwaitingReveal):
        return [Reveal(state.next_window, slot) for slot in range(SLOTS)]
    pending = state.awaiting()
    if pending is not None:
        phase, claim = pending
        offers = booty.offers(state, claim.seat, claim.hand)
        return [Choose(phase.window, resolution.as_body(o.option)) for o in offers]
    window = state.last_window
    return [*(Claim(window, hand) for hand in TYPES), Pass(window)]


def legal_commands(state: State, seat: Seat) -> list[Command]:
    """Exactly the commands `decide` accepts from `seat` now (timer commands never): the
    candidates that `violation` lets through."""
    return [c for c in candidates(state) if violation(state, c, seat) is None]


def to_move(state: State) -> frozenset[Seat]:
    """Seats that may act now (§11.5): the revealer, the seats yet to act in the open window,
    or the seat awaiting a choice; nobody once over."""
    if isinstance(state.phase, AwaitingReveal):
        return frozenset({state.revealer})
    pending = state.awaiting()
    if pending is not None:
        return frozenset({pending[1].seat})
    return frozenset(state.yet_to_act())
