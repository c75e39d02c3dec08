"""Resolving a closed window claim by claim (RULES §6, §8, §10.1, D7, D8, D17, D28)."""

from __future__ import annotations

from collections.abc import Sequence

from service.domain.kernel import IllegalMove
from service.domain.pow_wow import booty, piles
from service.domain.pow_wow.booty import Offer
from service.domain.pow_wow.commands import ChoiceDeadline, Choose, OptionBody, Person
from service.domain.pow_wow.data import KIND_OF, TOMAHAWK
from service.domain.pow_wow.events import (
    BootyOption,
    BootyTaken,
    ClaimCameUpEmpty,
    ClaimPenalized,
    Event,
    Indian,
    TributePaid,
)
from service.domain.pow_wow.evolve import evolve
from service.domain.pow_wow.scoring import game_ended
from service.domain.pow_wow.state import PlacedClaim, Resolving, State


def then_resolve(state: State, first: Sequence[Event]) -> list[Event]:
    """`first`, then the automatic resolution steps it leads to, until a choice or the end."""
    events = list(first)
    for event in first:
        state = evolve(state, event)
    while isinstance(phase := state.phase, Resolving):
        if phase.done == len(phase.claims):
            return [*events, game_ended(state)]
        step = _step(state, phase.window, phase.claims[phase.done])
        if step is None:
            return events
        for event in step:
            state = evolve(state, event)
        events += step
    return events


def _step(state: State, window: int, claim: PlacedClaim) -> list[Event] | None:
    """One claim's resolution, or None when its owner must choose (§6.3)."""
    if not claim.productive:
        discarded = piles.penalty(state.piles[claim.seat])
        return [ClaimPenalized(window, claim.seat, discarded)]
    choices = booty.offers(state, claim.seat, claim.hand)
    if not choices:
        return [ClaimCameUpEmpty(window, claim.seat)]
    if len(choices) == 1:
        return take(state, window, claim, choices[0], auto=True, by_timer=False)
    return None


def take(
    state: State, window: int, claim: PlacedClaim, offer: Offer, *, auto: bool, by_timer: bool
) -> list[Event]:
    """Apply an option (§6.4), then collect the war tribute it triggers (§10.1, D17)."""
    taken: list[Event] = [BootyTaken(window, claim.seat, offer.option, offer.cards, auto, by_timer)]
    if not _triggers_tribute(state, claim, offer):
        return taken
    players = state.players
    for step in range(1, players):
        payer = (claim.seat + step) % players
        cards = piles.tribute(state.piles[payer], players)
        if cards:
            taken.append(TributePaid(window, payer, claim.seat, cards))
    return taken


def _triggers_tribute(state: State, claim: PlacedClaim, offer: Offer) -> bool:
    return (
        state.options.war_tribute
        and claim.hand == "warrior"
        and offer.option.kind == "own"
        and any(KIND_OF.get(c) == TOMAHAWK for c in offer.cards)
    )


def awaiting(state: State) -> tuple[Resolving, PlacedClaim] | None:
    """The resolving window and the claim whose owner must choose, if any."""
    phase = state.phase
    if isinstance(phase, Resolving) and phase.done < len(phase.claims):
        return phase, phase.claims[phase.done]
    return None


def _indian(person: Person | None) -> Indian | None:
    return None if person is None else Indian(person.colour, person.type)


def as_option(body: OptionBody) -> BootyOption:
    """The sent option in the form the listed options use (D29, D32)."""
    return BootyOption(body.kind, _indian(body.captive), _indian(body.partner))


def choose_violation(state: State, command: Choose, seat: int) -> IllegalMove | None:
    """Refusals in the order of §11.5: wrong_phase, not_your_turn, stale_window, option."""
    pending = awaiting(state)
    if pending is None:
        return IllegalMove("wrong_phase", "No booty choice is awaited now.")
    phase, claim = pending
    if seat != claim.seat:
        return IllegalMove("not_your_turn", f"Seat {claim.seat} is choosing.")
    if command.window != phase.window:
        return IllegalMove("stale_window", f"Window {phase.window} is being resolved.")
    option = as_option(command.option)
    if all(o.option != option for o in booty.offers(state, claim.seat, claim.hand)):
        return IllegalMove("invalid_option", "That is not one of the listed options.")
    return None


def chosen(state: State, command: Choose) -> list[Event]:
    phase, claim = _pending(state)
    option = as_option(command.option)
    offer = next(o for o in booty.offers(state, claim.seat, claim.hand) if o.option == option)
    return then_resolve(state, take(state, phase.window, claim, offer, auto=False, by_timer=False))


def timer_violation(state: State, command: ChoiceDeadline) -> IllegalMove | None:
    pending = awaiting(state)
    if pending and pending[0].window == command.window and pending[1].seat == command.seat:
        return None
    return IllegalMove("stale_timer", "That choice is no longer awaited.")


def defaulted(state: State) -> list[Event]:
    """The timer applies the default option (D8)."""
    phase, claim = _pending(state)
    offer = booty.default_offer(booty.offers(state, claim.seat, claim.hand))
    return then_resolve(state, take(state, phase.window, claim, offer, auto=False, by_timer=True))


def _pending(state: State) -> tuple[Resolving, PlacedClaim]:
    pending = awaiting(state)
    assert pending is not None
    return pending
