"""The decisions of a deployment turn turned into events: play, put away, the sub-steps of
a part, discard and draw (RULES §6, §8, §16.3)."""

from __future__ import annotations

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import data, deployment
from service.domain.mammoth_hunters.commands import (
    MoveCampfire,
    MoveHunter,
    MoveMammoth,
    PlaceHunter,
    PlaceMammoth,
    PlayCard,
    RemoveHunter,
    RemoveMammoth,
    SubStep,
    SwapHunters,
    TakeClub,
)
from service.domain.mammoth_hunters.conflict import end_deployment
from service.domain.mammoth_hunters.emitter import Emitter
from service.domain.mammoth_hunters.events import (
    CampfireMoved,
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    CardPutAway,
    ClubTaken,
    DeckReshuffled,
    DiscardSkipped,
    FinalRoundStop,
    HunterAt,
    HunterMoved,
    HunterPlaced,
    HunterRemoved,
    HuntersSwapped,
    MammothMoved,
    MammothPlaced,
    MammothRemoved,
    PartEnded,
)
from service.domain.mammoth_hunters.flow import advance
from service.domain.mammoth_hunters.parts import StepEvent


def play(em: Emitter, seat: int, c: PlayCard, rng: Rng) -> None:
    """Pay or earn, then resolve; in the final round §6.9 may stop the phase instead (D12)."""
    state = em.state
    copied = state.pile(c.pile)[-1].card if c.pile is not None else None
    resolved = copied or c.card
    if deployment.final_stop(state, resolved):
        em.emit(CardPlayed(seat=seat, card=c.card, copied=copied, pile=c.pile, option=c.option))
        em.emit(FinalRoundStop(seat=seat, moved=em.state.dark_reserve))
        end_deployment(em, rng)
        return
    paid, from_dark, from_light = deployment.payment(state, seat, resolved, c.option)
    em.emit(
        CardPlayed(
            seat=seat,
            card=c.card,
            copied=copied,
            pile=c.pile,
            option=c.option,
            target=c.target,
            paid=paid,
            from_dark=from_dark,
            from_light=from_light,
        )
    )
    advance(em, rng)


def put_away(em: Emitter, seat: int, card: str, rng: Rng) -> None:
    em.emit(CardPutAway(seat=seat, colour=data.colour_of(card), card=card))
    advance(em, rng)


def discard(em: Emitter, seat: int, card: str, rng: Rng) -> None:
    em.emit(CardDiscarded(seat=seat, colour=data.colour_of(card), card=card))
    advance(em, rng)


def skip_discard(em: Emitter, seat: int, rng: Rng) -> None:
    em.emit(DiscardSkipped(seat=seat))
    advance(em, rng)


def draw(em: Emitter, seat: int, colour: str, rng: Rng) -> None:
    """Draw the top card, reshuffling the pile under its kept top first if needed (D8)."""
    state = em.state
    if not state.deck(colour):
        rest = [p.card for p in state.pile(colour)[:-1]]
        deck = tuple(rng.shuffled(rest))
        em.emit(DeckReshuffled(colour=colour, deck=deck, size=len(deck)))
    card = em.state.deck(colour)[0]
    em.emit(CardDrawn(seat=seat, colour=colour, card=card))
    advance(em, rng)


def sub_step(em: Emitter, seat: int, c: SubStep, rng: Rng) -> None:
    em.emit(step_event(seat, c))
    advance(em, rng)


def done(em: Emitter, seat: int, rng: Rng) -> None:
    em.emit(PartEnded(seat=seat, reason="done"))
    advance(em, rng)


def step_event(by: int, c: SubStep) -> StepEvent:
    match c:
        case PlaceHunter(region=r, club=club):
            return HunterPlaced(by=by, region=r, club=club)
        case MoveHunter():
            return HunterMoved(
                by=by,
                owner=c.owner,
                from_region=c.from_region,
                to_region=c.to_region,
                clubbed=c.clubbed,
                club=c.club,
            )
        case SwapHunters(a=a, b=b, club=club):
            return HuntersSwapped(
                by=by,
                a=HunterAt(a.owner, a.region, a.clubbed),
                b=HunterAt(b.owner, b.region, b.clubbed),
                club=club,
            )
        case RemoveHunter(owner=owner, region=r, clubbed=clubbed):
            return HunterRemoved(by=by, owner=owner, region=r, clubbed=clubbed)
        case PlaceMammoth(region=r):
            return MammothPlaced(by=by, region=r)
        case MoveMammoth(from_region=f, to_region=t):
            return MammothMoved(by=by, from_region=f, to_region=t)
        case RemoveMammoth(region=r):
            return MammothRemoved(by=by, region=r)
        case MoveCampfire(from_region=f, to_region=t):
            return CampfireMoved(by=by, from_region=f, to_region=t)
        case TakeClub(attach_to=attach_to):
            return ClubTaken(by=by, attach_to=attach_to)
