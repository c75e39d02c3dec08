"""What one seat (or a spectator) may see (RULES §14, §16.7, §16.8): the view, and its copy
of each event — hands, hidden discards, deck orders and face-down campfire values removed."""

from __future__ import annotations

from typing import Annotated, assert_never

import msgspec
from msgspec.structs import replace

from service.domain.kernel import Outcome, Seat
from service.domain.mammoth_hunters import data, deployment, ending
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    CardDiscarded,
    CardDrawn,
    CardPutAway,
    DeckReshuffled,
    DecksShuffled,
    Event,
    HandCount,
    HandsDealt,
    LoadedDecks,
    LoadedDiscard,
    LoadedDiscards,
    PositionLoaded,
)
from service.domain.mammoth_hunters.legality import to_move
from service.domain.mammoth_hunters.options import MammothHuntersOptions
from service.domain.mammoth_hunters.state import (
    Automatic,
    Discard,
    Draw,
    GlacierChoice,
    Over,
    Part,
    Phase,
    Play,
    Preparatory,
    Resolve,
    State,
)

D = msgspec.Meta


class SeatView(msgspec.Struct, frozen=True, kw_only=True):
    seat: int
    colour: str
    stones: int
    vp: int
    pool: Annotated[int, D(description="Hunters in the seat's pool.")]
    on_board: Annotated[int, D(description="The seat's hunters on the board.")]
    held_clubs: int
    light_cards: Annotated[int, D(description="Light cards in hand.")]
    dark_cards: Annotated[int, D(description="Dark cards in hand.")]


class HuntersView(msgspec.Struct, frozen=True, kw_only=True):
    plain: Annotated[int, D(description="Unclubbed hunters.")]
    clubbed: Annotated[int, D(description="Clubbed hunters.")]


class RegionView(msgspec.Struct, frozen=True, kw_only=True):
    region: int
    terrain: str
    covered: bool
    hunters: Annotated[
        dict[str, HuntersView], D(description="Per seat (as a string) with hunters here.")
    ]
    mammoths: int
    campfires: Annotated[int, D(description="Number of campfire tiles (values are secret).")]


class PileView(msgspec.Struct, frozen=True, kw_only=True):
    size: int
    top: Annotated[str | None, D(description="Visible top card; null if hidden or empty.")]


class PartView(msgspec.Struct, frozen=True, kw_only=True):
    """The open part of a card action and its public memory (RULES §16.4)."""

    card: str
    decider: int
    waiting: Annotated[tuple[int, ...], D(description="Opponents still to decide.")]
    option: str | None
    copied_from: str | None
    memory: Part


class RevealedView(msgspec.Struct, frozen=True, kw_only=True):
    """Everything secret, shown once the game is over."""

    hands: tuple[tuple[str, ...], ...]
    light_deck: tuple[str, ...]
    dark_deck: tuple[str, ...]
    light_pile: tuple[str, ...]
    dark_pile: tuple[str, ...]
    campfires: dict[str, tuple[int, ...]]
    campfires_aside: tuple[int, ...]


class MammothHuntersView(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One shape for every seat and spectators (RULES §16.8); `hand` is absent for spectators,
    the only field that may be left out."""

    players: int
    options: MammothHuntersOptions
    colours: tuple[str, ...]
    round: int
    final_round: Annotated[bool, D(description="Whether this is the final round.")]
    state: Annotated[
        str,
        D(description="preparatory, play, resolve, discard, draw, glacier, automatic or over."),
    ]
    start_player: Annotated[int, D(description="This round's start player.")]
    active_seat: int
    to_move: tuple[int, ...]
    eight_stones: Annotated[
        bool, D(description="The active seat started his turn with 8 or more stones.")
    ]
    seats: tuple[SeatView, ...]
    hand: Annotated[
        tuple[str, ...] | None,
        D(description="The viewing seat's own cards; absent for spectators."),
    ] = None
    board: tuple[RegionView, ...]
    dark_reserve: int
    light_reserve: int
    mammoth_supply: int
    club_supply: int
    campfires_aside: Annotated[int, D(description="Campfire tiles beside the board.")]
    box_mammoths: int
    box_stones: int
    glacier_tiles: Annotated[tuple[int, ...], D(description="Regions whose tile is unused.")]
    light_deck: Annotated[int, D(description="Cards in the light deck.")]
    dark_deck: Annotated[int, D(description="Cards in the dark deck.")]
    light_pile: PileView
    dark_pile: PileView
    in_play: Annotated[str | None, D(description="The card being resolved, if any.")]
    part: PartView | None
    outcome: Outcome | None
    revealed: RevealedView | None


def _phase_name(phase: Phase) -> str:
    """The state's name of RULES §16.2 (`automatic` only between the events of a command)."""
    match phase:
        case Preparatory():
            return "preparatory"
        case Play():
            return "play"
        case Resolve():
            return "resolve"
        case Discard():
            return "discard"
        case Draw():
            return "draw"
        case GlacierChoice():
            return "glacier"
        case Automatic():
            return "automatic"
        case Over():
            return "over"
        case _:
            assert_never(phase)


def _seat_view(state: State, seat: int) -> SeatView:
    s = state.seats[seat]
    light = sum(1 for c in s.hand if data.colour_of(c) == "light")
    return SeatView(
        seat=seat,
        colour=data.COLOURS[seat],
        stones=s.stones,
        vp=s.vp,
        pool=state.pool(seat),
        on_board=state.on_board(seat),
        held_clubs=s.held_clubs,
        light_cards=light,
        dark_cards=len(s.hand) - light,
    )


def _board(state: State) -> tuple[RegionView, ...]:
    views = []
    for n in data.REGIONS:
        r = state.region(n)
        hunters = {
            str(s): HuntersView(plain=r.plain[s], clubbed=r.clubbed[s])
            for s in range(state.players)
            if r.plain[s] + r.clubbed[s] > 0
        }
        views.append(
            RegionView(
                region=n,
                terrain=data.TERRAIN[n],
                covered=r.covered,
                hunters=hunters,
                mammoths=r.mammoths,
                campfires=len(r.campfires),
            )
        )
    return tuple(views)


def _pile(state: State, colour: str) -> PileView:
    pile = state.pile(colour)
    top = pile[-1].card if pile and not pile[-1].hidden else None
    return PileView(size=len(pile), top=top)


def _revealed(state: State) -> RevealedView:
    return RevealedView(
        hands=tuple(s.hand for s in state.seats),
        light_deck=state.light_deck,
        dark_deck=state.dark_deck,
        light_pile=tuple(p.card for p in state.light_pile),
        dark_pile=tuple(p.card for p in state.dark_pile),
        campfires={str(n): state.region(n).campfires for n in data.REGIONS},
        campfires_aside=state.campfires_aside,
    )


def view(state: State, seat: Seat | None) -> MammothHuntersView:
    """The one view shape for seats and spectators; secrets only once over (§16.8)."""
    phase = state.phase
    over = isinstance(phase, Over)
    part = None
    if isinstance(phase, Resolve):
        part = PartView(
            card=phase.card,
            decider=phase.part.decider,
            waiting=phase.waiting,
            option=phase.option,
            copied_from=phase.copied_from,
            memory=phase.part,
        )
    table = data.SETUP.get(state.players)
    own = seat is not None and 0 <= seat < len(state.seats)
    return MammothHuntersView(
        players=state.players,
        options=state.options,
        colours=data.COLOURS[: state.players],
        round=state.round,
        final_round=state.is_final_round(),
        state=_phase_name(phase),
        start_player=state.start_player,
        active_seat=state.active,
        to_move=tuple(sorted(to_move(state))),
        eight_stones=deployment.eight_stone_rule(state),
        seats=tuple(_seat_view(state, s) for s in range(len(state.seats))),
        hand=state.seats[seat].hand if own and seat is not None else None,
        board=_board(state) if state.regions else (),
        dark_reserve=state.dark_reserve,
        light_reserve=state.light_reserve,
        mammoth_supply=state.mammoth_supply() if state.regions else 0,
        club_supply=state.club_supply(),
        campfires_aside=len(state.campfires_aside),
        box_mammoths=table.mammoths_in_box if table else 0,
        box_stones=table.stones_to_box if table else 0,
        glacier_tiles=tuple(
            n for n in data.REGIONS if state.regions and not state.region(n).covered
        ),
        light_deck=len(state.light_deck),
        dark_deck=len(state.dark_deck),
        light_pile=_pile(state, "light"),
        dark_pile=_pile(state, "dark"),
        in_play=phase.card if isinstance(phase, Resolve) else None,
        part=part,
        outcome=ending.outcome(state),
        revealed=_revealed(state) if over else None,
    )


def redact(event: Event, seat: Seat | None) -> Event:
    """This seat's copy of an event (RULES §16.7); a spectator (None) gets the copy of
    someone who holds no cards."""
    match event:
        case DecksShuffled():
            return replace(event, light=(), dark=())
        case CampfiresPlaced():
            return replace(event, stacks={}, aside=())
        case DeckReshuffled():
            return replace(event, deck=())
        case HandsDealt(hands=hands):
            return replace(event, hands=tuple(h if s == seat else () for s, h in enumerate(hands)))
        case PositionLoaded():
            return redact_loaded(event, seat)
        case CardPutAway() | CardDiscarded() | CardDrawn() if event.seat != seat:
            return replace(event, card=None)
        case _:
            return event


def redact_loaded(event: PositionLoaded, seat: Seat | None) -> PositionLoaded:
    """Hands but the viewer's → colour counts, decks → sizes, hidden discards →
    `{hidden: true}`, campfire values → tile counts (RULES §16.7)."""

    def pile(cards: tuple[LoadedDiscard, ...]) -> tuple[LoadedDiscard, ...]:
        return tuple(LoadedDiscard(hidden=True) if d.hidden else d for d in cards)

    return replace(
        event,
        seats=tuple(
            s if i == seat else replace(s, hand=_hand_count(s.hand))
            for i, s in enumerate(event.seats)
        ),
        regions={k: replace(r, campfires=_size(r.campfires)) for k, r in event.regions.items()},
        campfires_aside=_size(event.campfires_aside),
        decks=LoadedDecks(light=_size(event.decks.light), dark=_size(event.decks.dark)),
        discards=LoadedDiscards(light=pile(event.discards.light), dark=pile(event.discards.dark)),
    )


def _hand_count(hand: tuple[str, ...] | HandCount) -> HandCount:
    if isinstance(hand, HandCount):
        return hand
    light = sum(1 for c in hand if data.colour_of(c) == "light")
    return HandCount(light=light, dark=len(hand) - light)


def _size(values: tuple[int, ...] | tuple[str, ...] | int) -> int:
    return values if isinstance(values, int) else len(values)
