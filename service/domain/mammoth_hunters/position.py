"""The position document (RULES §16.9, D39): its struct, the document of a state (`export`),
and the state `position_loaded` restores (`restore`) — the two halves of the round trip.

Loading a document is `setup.load`; the conditions on it are `position_checks.CHECKS`.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from service.domain.kernel import document_from
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import HunterCounts, PositionLoaded
from service.domain.mammoth_hunters.state import PileCard, Play, Region, SeatState, State

D = msgspec.Meta


class RegionDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An open region of the document; every key may be left out."""

    hunters: Annotated[
        dict[str, HunterCounts], D(description="Per seat number (as a string).")
    ] = {}
    mammoths: int = 0
    campfires: Annotated[
        tuple[int, ...], D(description="Face-down tile values, bottom of the stack first.")
    ] = ()


class SeatDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A seat: its stones (for the active seat: at the start of his turn), VP, clubs, hand."""

    stones: int
    vp: int
    held_clubs: int
    hand: tuple[str, ...]


class DiscardDoc(
    msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """A card of a discard pile."""

    card: Annotated[str, D(description="The card id.")]
    hidden: Annotated[bool, D(description="A hidden discard (D7).")] = False


class DecksDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    light: Annotated[tuple[str, ...], D(description="Top first.")]
    dark: Annotated[tuple[str, ...], D(description="Top first.")]


class DiscardsDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    light: Annotated[tuple[DiscardDoc, ...], D(description="Bottom first; the last is the top.")]
    dark: Annotated[tuple[DiscardDoc, ...], D(description="Bottom first; the last is the top.")]


class MammothHuntersPosition(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The start of a deployment turn, secrets included (RULES §16.9)."""

    players: int
    round: int
    start_player: Annotated[int, D(description="This round's start player.")]
    active_seat: Annotated[int, D(description="The seat about to play; stones are at turn start.")]
    seats: tuple[SeatDoc, ...]
    covered: tuple[int, ...]
    regions: Annotated[
        dict[str, RegionDoc], D(description="Open regions only; a missing region is empty.")
    ]
    campfires_aside: tuple[int, ...]
    dark_reserve: int
    light_reserve: int
    decks: DecksDoc
    discards: DiscardsDoc


def export(state: State) -> MammothHuntersPosition | None:
    """The document of a turn start (state `play`); no other state has one (D39)."""
    if not isinstance(state.phase, Play):
        return None
    return MammothHuntersPosition(
        players=state.players,
        round=state.round,
        start_player=state.start_player,
        active_seat=state.active,
        seats=tuple(
            SeatDoc(stones=s.stones, vp=s.vp, held_clubs=s.held_clubs, hand=s.hand)
            for s in state.seats
        ),
        covered=tuple(n for n in data.REGIONS if state.region(n).covered),
        regions=_regions(state),
        campfires_aside=state.campfires_aside,
        dark_reserve=state.dark_reserve,
        light_reserve=state.light_reserve,
        decks=DecksDoc(light=state.light_deck, dark=state.dark_deck),
        discards=DiscardsDoc(light=_pile(state.light_pile), dark=_pile(state.dark_pile)),
    )


def _regions(state: State) -> dict[str, RegionDoc]:
    """The open regions holding anything, by number."""
    regions: dict[str, RegionDoc] = {}
    for n in state.open_regions():
        r = state.region(n)
        hunters = {
            str(s): HunterCounts(plain=r.plain[s], clubbed=r.clubbed[s])
            for s in range(state.players)
            if r.plain[s] + r.clubbed[s] > 0
        }
        if hunters or r.mammoths or r.campfires:
            regions[str(n)] = RegionDoc(hunters=hunters, mammoths=r.mammoths, campfires=r.campfires)
    return regions


def _pile(pile: tuple[PileCard, ...]) -> tuple[DiscardDoc, ...]:
    return tuple(DiscardDoc(card=p.card, hidden=p.hidden) for p in pile)


def restore(state: State, event: PositionLoaded) -> State:
    """The state a (whole) `position_loaded` describes: the active seat is in `play`, with
    his stones as those at the start of his turn (RULES §16.9)."""
    doc = document_from(event, MammothHuntersPosition)
    return replace(
        state,
        phase=Play(),
        round=doc.round,
        start_player=doc.start_player,
        active=doc.active_seat,
        turn_stones=doc.seats[doc.active_seat].stones,
        regions=tuple(_region(doc, n) for n in data.REGIONS),
        seats=tuple(
            SeatState(stones=s.stones, vp=s.vp, held_clubs=s.held_clubs, hand=s.hand)
            for s in doc.seats
        ),
        light_deck=doc.decks.light,
        dark_deck=doc.decks.dark,
        light_pile=tuple(PileCard(p.card, p.hidden) for p in doc.discards.light),
        dark_pile=tuple(PileCard(p.card, p.hidden) for p in doc.discards.dark),
        campfires_aside=doc.campfires_aside,
        dark_reserve=doc.dark_reserve,
        light_reserve=doc.light_reserve,
    )


def _region(doc: MammothHuntersPosition, number: int) -> Region:
    entry = doc.regions.get(str(number), RegionDoc())
    plain, clubbed = [0] * doc.players, [0] * doc.players
    for seat, counts in entry.hunters.items():
        plain[int(seat)] = counts.plain
        clubbed[int(seat)] = counts.clubbed
    return Region(
        covered=number in doc.covered,
        plain=tuple(plain),
        clubbed=tuple(clubbed),
        mammoths=entry.mammoths,
        campfires=entry.campfires,
    )
