"""Resolving a closed window claim by claim (RULES §6, §8, §10.1, D7, D8, D17, D28)."""

from __future__ import annotations

from service.domain.kernel import Refusal
from service.domain.pow_wow import booty, piles
from service.domain.pow_wow.booty import Offer
from service.domain.pow_wow.commands import Choose, OptionBody, Person
from service.domain.pow_wow.data import KIND_OF, TOMAHAWK
from service.domain.pow_wow.events import (
    BootyOption,
    BootyTaken,
    ClaimCameUpEmpty,
    ClaimPenalized,
    Indian,
    TributePaid,
)
from service.domain.pow_wow.evolve import Decision
from service.domain.pow_wow.refusals import Refusals
from service.domain.pow_wow.scoring import game_ended
from service.domain.pow_wow.state import PlacedClaim, Resolving, State


def resolve(decision: Decision) -> None:
    """The automatic steps of the resolution, claim by claim in order, until a claim needs a
    choice (§6.3) or none is left; after the last window, the end (§9)."""
    while isinstance(phase := decision.state.phase, Resolving):
        if phase.done == len(phase.claims):
            decision.emit(game_ended(decision.state))
            return
        if not _step(decision, phase.window, phase.claims[phase.done]):
            return


def _step(decision: Decision, window: int, claim: PlacedClaim) -> bool:
    """Resolve one claim; False when its owner must choose (§6.3)."""
    state = decision.state
    if not claim.productive:
        discarded = piles.penalty(state.piles[claim.seat])
        decision.emit(ClaimPenalized(window, claim.seat, discarded))
        return True
    choices = booty.offers(state, claim.seat, claim.hand)
    if not choices:
        decision.emit(ClaimCameUpEmpty(window, claim.seat))
        return True
    if len(choices) > 1:
        return False
    take(decision, window, claim, choices[0], auto=True, by_timer=False)
    return True


def take(
    decision: Decision,
    window: int,
    claim: PlacedClaim,
    offer: Offer,
    *,
    auto: bool,
    by_timer: bool,
) -> None:
    """Apply an option (§6.4), then collect the war tribute it triggers (§10.1, D17)."""
    tribute = _triggers_tribute(decision.state, claim, offer)
    decision.emit(BootyTaken(window, claim.seat, offer.option, offer.cards, auto, by_timer))
    if not tribute:
        return
    players = decision.state.players
    for step in range(1, players):
        payer = (claim.seat + step) % players
        cards = piles.tribute(decision.state.piles[payer], players)
        if cards:
            decision.emit(TributePaid(window, payer, claim.seat, cards))


def _triggers_tribute(state: State, claim: PlacedClaim, offer: Offer) -> bool:
    return (
        state.options.war_tribute
        and claim.hand == "warrior"
        and offer.option.kind == "own"
        and any(KIND_OF.get(c) == TOMAHAWK for c in offer.cards)
    )


def _indian(person: Person | None) -> Indian | None:
    return None if person is None else Indian(person.colour, person.type)


def as_option(body: OptionBody) -> BootyOption:
    """The sent option in the form the listed options use (D29, D32)."""
    return BootyOption(body.kind, _indian(body.captive), _indian(body.partner))


def _person(indian: Indian | None) -> Person | None:
    return None if indian is None else Person(indian.colour, indian.type)


def as_body(option: BootyOption) -> OptionBody:
    """A listed option as a `choose` body."""
    return OptionBody(option.kind, _person(option.captive), _person(option.partner))


def choose_violation(state: State, command: Choose, seat: int) -> Refusal | None:
    """Refusals in the order of §11.5: wrong_phase, not_your_turn, stale_window, option."""
    pending = state.awaiting()
    if pending is None:
        return Refusals.wrong_phase(step="booty choice is awaited")
    phase, claim = pending
    if seat != claim.seat:
        return Refusals.not_your_turn(subject=f"Seat {claim.seat}", predicate="is choosing")
    if command.window != phase.window:
        return Refusals.stale_window(
            subject=f"Window {phase.window}", predicate="is being resolved"
        )
    option = as_option(command.option)
    if all(o.option != option for o in booty.offers(state, claim.seat, claim.hand)):
        return Refusals.invalid_option()
    return None


def choose(decision: Decision, command: Choose) -> None:
    """The awaited seat's option, then the rest of the resolution (D8)."""
    phase, claim = _pending(decision.state)
    option = as_option(command.option)
    offers = booty.offers(decision.state, claim.seat, claim.hand)
    offer = next(o for o in offers if o.option == option)
    take(decision, phase.window, claim, offer, auto=False, by_timer=False)
    resolve(decision)


def choose_by_timer(decision: Decision) -> None:
    """The choice timed out: the default option (D8), then the rest of the resolution."""
    phase, claim = _pending(decision.state)
    offer = booty.default_offer(booty.offers(decision.state, claim.seat, claim.hand))
    take(decision, phase.window, claim, offer, auto=False, by_timer=True)
    resolve(decision)


def _pending(state: State) -> tuple[Resolving, PlacedClaim]:
    pending = state.awaiting()
    assert pending is not None  # `violation` refused a choice nobody awaits
    return pending
