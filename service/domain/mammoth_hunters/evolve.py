"""`evolve`: the state after one event (RULES §16.7); pure, never draws, total over logs that
`decide` produced.

`Decision` is the collector a command's rule functions emit into (`kernel.Collector`): it
folds each event as it is emitted, so later steps of one decision see the earlier ones.
"""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from service.domain.kernel import Collector
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import (
    BoardCleared,
    CampfireMoved,
    CampfiresPlaced,
    CampfiresRevealed,
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    CardPutAway,
    ClubTaken,
    ConflictResolved,
    DeckReshuffled,
    DecksShuffled,
    DeploymentEnded,
    DiscardSkipped,
    Event,
    FinalRoundStop,
    GameEnded,
    GameStarted,
    GlacierPassed,
    GlacierPlaced,
    GlacierPlayerChosen,
    HandsDealt,
    HunterMoved,
    HunterPlaced,
    HunterRemoved,
    HuntersSwapped,
    InitialHunterPlaced,
    MammothMoved,
    MammothPlaced,
    MammothRemoved,
    PartEnded,
    PositionLoaded,
    RoundScored,
    RoundStarted,
    StonesTransferred,
    TurnEnded,
)
from service.domain.mammoth_hunters.parts import start_resolve
from service.domain.mammoth_hunters.pieces import apply_sub_step
from service.domain.mammoth_hunters.position import restore
from service.domain.mammoth_hunters.state import (
    Automatic,
    Discard,
    Draw,
    GlacierChoice,
    Over,
    Part,
    PileCard,
    Play,
    Preparatory,
    Region,
    Resolve,
    SeatState,
    State,
    add_hunter,
    with_deck,
    with_pile,
    with_region,
    with_seat,
)

Decision = Collector[State, Event]
"""The events of one command's decision and the state after them."""


def evolve(state: State, event: Event) -> State:
    match event:
        case GameStarted():
            return _game_started(state, event)
        case PositionLoaded():
            return restore(state, event)
        case DecksShuffled(light=light, dark=dark):
            return replace(state, light_deck=light, dark_deck=dark)
        case CampfiresPlaced():
            return _campfires_placed(state, event)
        case InitialHunterPlaced():
            return _initial_hunter(state, event)
        case HandsDealt():
            return _hands_dealt(state, event)
        case RoundStarted():
            return _round_started(state, event)
        case CardPlayed():
            return _card_played(state, event)
        case FinalRoundStop(moved=moved):
            state = replace(
                state,
                dark_reserve=state.dark_reserve - moved,
                light_reserve=state.light_reserve + moved,
            )
            return replace(_return_copied(state), phase=Automatic())
        case (
            HunterPlaced()
            | HunterMoved()
            | HuntersSwapped()
            | HunterRemoved()
            | MammothPlaced()
            | MammothMoved()
            | MammothRemoved()
            | CampfireMoved()
            | ClubTaken()
        ):
            return apply_sub_step(state, event)
        case PartEnded():
            return _part_ended(state)
        case CardPutAway() | CardDiscarded():
            return _put_under(state, event)
        case DiscardSkipped():
            return replace(state, phase=Draw())
        case DeckReshuffled(colour=colour, deck=deck):
            top = state.pile(colour)[-1:]
            return with_deck(with_pile(state, colour, top), colour, deck)
        case CardDrawn():
            return _card_drawn(state, event)
        case TurnEnded():
            return _turn_ended(state)
        case DeploymentEnded() | CampfiresRevealed() | GlacierPassed():
            return replace(state, phase=Automatic())
        case ConflictResolved():
            return _conflict_resolved(state, event)
        case BoardCleared():
            return _board_cleared(state)
        case RoundScored(vp=vp):
            seats = tuple(replace(s, vp=v) for s, v in zip(state.seats, vp, strict=True))
            return replace(state, seats=seats)
        case GlacierPlayerChosen(seat=seat):
            return replace(state, phase=GlacierChoice(seat))
        case GlacierPlaced(region=region):
            return _glacier_placed(state, region)
        case StonesTransferred():
            seats = tuple(
                replace(s, stones=s.stones - d)
                for s, d in zip(state.seats, event.donations, strict=True)
            )
            return replace(state, seats=seats, light_reserve=0, dark_reserve=event.dark_reserve)
        case GameEnded():
            return replace(state, phase=Over())
        case _:
            assert_never(event)


def _game_started(state: State, event: GameStarted) -> State:
    table = data.SETUP[state.players]
    zeros = (0,) * state.players
    regions = tuple(
        Region(
            covered=n in table.glaciers,
            plain=zeros,
            clubbed=zeros,
            mammoths=table.mammoths_on.count(n),
        )
        for n in data.REGIONS
    )
    seats = tuple(SeatState(stones=data.START_STONES) for _ in range(state.players))
    phase = Automatic() if event.from_position else Preparatory(event.start_player, 0)
    return replace(
        state,
        regions=regions,
        seats=seats,
        dark_reserve=table.dark_reserve,
        start_player=event.start_player,
        active=event.start_player,
        phase=phase,
    )


def _campfires_placed(state: State, event: CampfiresPlaced) -> State:
    regions = tuple(
        replace(r, campfires=tuple(event.stacks.get(str(n), ())))
        for n, r in zip(data.REGIONS, state.regions, strict=True)
    )
    return replace(state, regions=regions, campfires_aside=event.aside)


def _initial_hunter(state: State, event: InitialHunterPlaced) -> State:
    phase = state.phase
    assert isinstance(phase, Preparatory)
    state = with_region(
        state, event.region, add_hunter(state.region(event.region), event.seat, False, 1)
    )
    placed = phase.placed + 1
    if placed == data.INITIAL_HUNTERS * state.players:
        return replace(state, phase=Automatic())
    return replace(state, phase=Preparatory(state.left_of(event.seat), placed))


def _hands_dealt(state: State, event: HandsDealt) -> State:
    light = sum(event.light_counts)
    dark = sum(event.dark_counts)
    seats = tuple(replace(s, hand=h) for s, h in zip(state.seats, event.hands, strict=True))
    return replace(
        state, seats=seats, light_deck=state.light_deck[light:], dark_deck=state.dark_deck[dark:]
    )


def _round_started(state: State, event: RoundStarted) -> State:
    return replace(
        state,
        round=event.round,
        start_player=event.start_player,
        active=event.start_player,
        turn_stones=state.seats[event.start_player].stones,
        dark_reserve=event.dark_reserve,
        light_reserve=event.light_reserve,
        phase=Play(),
    )


def _card_played(state: State, event: CardPlayed) -> State:
    seat = state.seats[event.seat]
    hand = list(seat.hand)
    hand.remove(event.card)
    stones = seat.stones - event.paid + event.from_dark + event.from_light
    state = with_seat(state, event.seat, replace(seat, hand=tuple(hand), stones=stones))
    state = replace(
        state,
        light_reserve=state.light_reserve + event.paid - event.from_light,
        dark_reserve=state.dark_reserve - event.from_dark,
    )
    colour = data.colour_of(event.card)
    if event.copied is not None and event.pile is not None:
        state = with_pile(state, colour, (PileCard(event.card), *state.pile(colour)))
        state = with_pile(state, event.pile, state.pile(event.pile)[:-1])
        resolved, copied_from = event.copied, event.pile
    else:
        state = with_pile(state, colour, (*state.pile(colour), PileCard(event.card)))
        resolved, copied_from = event.card, None
    resolve = start_resolve(state, resolved, copied_from, event.option, event.target)
    return replace(state, phase=resolve)


def _return_copied(state: State) -> State:
    """A copied card goes back on top of the pile it came from (RULES §8.3 step 4)."""
    phase = state.phase
    if isinstance(phase, Resolve) and phase.copied_from is not None:
        pile = state.pile(phase.copied_from)
        return with_pile(state, phase.copied_from, (*pile, PileCard(phase.card)))
    return state


def _part_ended(state: State) -> State:
    phase = state.phase
    assert isinstance(phase, Resolve)
    if phase.waiting:
        nxt, *rest = phase.waiting
        return replace(state, phase=replace(phase, part=Part(decider=nxt), waiting=tuple(rest)))
    return replace(_return_copied(state), phase=Discard())


def _put_under(state: State, event: CardPutAway | CardDiscarded) -> State:
    card = event.card
    assert card is not None
    seat = state.seats[event.seat]
    hand = list(seat.hand)
    hand.remove(card)
    state = with_seat(state, event.seat, replace(seat, hand=tuple(hand)))
    pile = state.pile(event.colour)
    state = with_pile(state, event.colour, (PileCard(card, hidden=True), *pile))
    nxt = Discard() if isinstance(event, CardPutAway) else Draw()
    return replace(state, phase=nxt)


def _card_drawn(state: State, event: CardDrawn) -> State:
    deck = state.deck(event.colour)
    seat = state.seats[event.seat]
    state = with_seat(state, event.seat, replace(seat, hand=(*seat.hand, deck[0])))
    return with_deck(state, event.colour, deck[1:])


def _turn_ended(state: State) -> State:
    if not state.is_final_round() and state.dark_reserve == 0:
        return replace(state, phase=Automatic())
    nxt = state.left_of(state.active)
    return replace(state, active=nxt, turn_stones=state.seats[nxt].stones, phase=Play())


def _conflict_resolved(state: State, event: ConflictResolved) -> State:
    region = state.region(event.region)
    for seat, count in event.removed.items():
        region = add_hunter(region, int(seat), False, -count)
    return with_region(state, event.region, region)


def _board_cleared(state: State) -> State:
    aside = list(state.campfires_aside)
    regions = []
    for r in state.regions:
        aside.extend(r.campfires)
        plain = tuple(p + c for p, c in zip(r.plain, r.clubbed, strict=True))
        regions.append(replace(r, plain=plain, clubbed=(0,) * state.players, campfires=()))
    return replace(state, regions=tuple(regions), campfires_aside=tuple(aside))


def _glacier_placed(state: State, number: int) -> State:
    zeros = (0,) * state.players
    region = replace(state.region(number), covered=True, plain=zeros, clubbed=zeros, mammoths=0)
    return replace(with_region(state, number, region), phase=Automatic())


def decision(state: State) -> Decision:
    """An empty collector for one command's events, starting from `state`."""
    return Collector(state, evolve)
