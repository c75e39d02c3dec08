"""The decisions of a deployment turn turned into events: play, put away, the sub-steps of
a part, discard and draw (RULES §6, §8, §16.3)."""

from __future__ import annotations

from typing import assert_never

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
from service.domain.mammoth_hunters.evolve import Decision
from service.domain.mammoth_hunters.flow import advance
from service.domain.mammoth_hunters.parts import StepEvent


def play(made: Decision, seat: int, c: PlayCard, rng: Rng) -> None:
    """Pay or earn, then resolve; in the final round §6.9 may stop the phase instead (D12)."""
    state = made.state
    copied = state.pile(c.pile)[-1].card if c.pile is not None else None
    resolved = copied or c.card
    if deployment.final_stop(state, resolved):
        made.emit(CardPlayed(seat=seat, card=c.card, copied=copied, pile=c.pile, option=c.option))
        made.emit(FinalRoundStop(seat=seat, moved=made.state.dark_reserve))
        end_deployment(made, rng)
        return
    paid, from_dark, from_light = deployment.payment(state, seat, resolved, c.option)
    made.emit(
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
    advance(made, rng)


def put_away(made: Decision, seat: int, card: str, rng: Rng) -> None:
    made.emit(CardPutAway(seat=seat, colour=data.colour_of(card), card=card))
    advance(made, rng)


def discard(made: Decision, seat: int, card: str, rng: Rng) -> None:
    made.emit(CardDiscarded(seat=seat, colour=data.colour_of(card), card=card))
    advance(made, rng)


def skip_discard(made: Decision, seat: int, rng: Rng) -> None:
    made.emit(DiscardSkipped(seat=seat))
    advance(made, rng)


def draw(made: Decision, seat: int, colour: str, rng: Rng) -> None:
    """Draw the top card, reshuffling the pile under its kept top first if needed (D8)."""
    state = made.state
    if not state.deck(colour):
        rest = [p.card for p in state.pile(colour)[:-1]]
        deck = tuple(rng.shuffled(rest))
        made.emit(DeckReshuffled(colour=colour, deck=deck, size=len(deck)))
    card = made.state.deck(colour)[0]
    made.emit(CardDrawn(seat=seat, colour=colour, card=card))
    advance(made, rng)


def sub_step(made: Decision, seat: int, c: SubStep, rng: Rng) -> None:
    made.emit(step_event(seat, c))
    advance(made, rng)


def done(made: Decision, seat: int, rng: Rng) -> None:
    made.emit(PartEnded(seat=seat, reason="done"))
    advance(made, rng)


def step_event(by: int, c: SubStep) -> StepEvent:
    """The event recording one sub-step, with its decider `by` (RULES §16.7)."""
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
        case _:
            assert_never(c)
