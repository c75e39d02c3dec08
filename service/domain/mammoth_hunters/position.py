"""The position document (RULES §16.9, D39): the start of a deployment turn, exported from a
state and loaded, after full validation, as `game_started` + `position_loaded`."""

from __future__ import annotations

from typing import Any

import msgspec

from service.domain.kernel import IllegalMove
from service.domain.mammoth_hunters import data, position_check
from service.domain.mammoth_hunters.events import (
    DecksDoc,
    DiscardDoc,
    DiscardsDoc,
    Event,
    GameStarted,
    HandCount,
    HunterCounts,
    LoadedDecks,
    LoadedDiscard,
    LoadedDiscards,
    LoadedRegion,
    LoadedSeat,
    Position,
    PositionLoaded,
    RegionDoc,
    SeatDoc,
)
from service.domain.mammoth_hunters.state import (
    Options,
    PileCard,
    Play,
    Region,
    SeatState,
    State,
)

__all__ = ["Position", "document_of", "export", "load", "redact_loaded", "state_from_document"]


def export(state: State) -> Position | None:
    """The document of a turn start (state `play`); no other state has one (D39)."""
    if not isinstance(state.phase, Play):
        return None
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
    seats = tuple(
        SeatDoc(stones=s.stones, vp=s.vp, held_clubs=s.held_clubs, hand=s.hand) for s in state.seats
    )
    return Position(
        players=state.players,
        round=state.round,
        start_player=state.start_player,
        active_seat=state.active,
        seats=seats,
        covered=tuple(n for n in data.REGIONS if state.region(n).covered),
        regions=regions,
        campfires_aside=state.campfires_aside,
        dark_reserve=state.dark_reserve,
        light_reserve=state.light_reserve,
        decks=DecksDoc(light=state.light_deck, dark=state.dark_deck),
        discards=DiscardsDoc(
            light=tuple(DiscardDoc(card=p.card, hidden=p.hidden) for p in state.light_pile),
            dark=tuple(DiscardDoc(card=p.card, hidden=p.hidden) for p in state.dark_pile),
        ),
    )


def state_from_document(state: State, doc: Position) -> State:
    """The state a validated document describes: the active seat is in `play`."""
    zeros = [0] * doc.players
    regions = []
    for n in data.REGIONS:
        entry = doc.regions.get(str(n), RegionDoc())
        plain, clubbed = list(zeros), list(zeros)
        for seat, counts in entry.hunters.items():
            plain[int(seat)] = counts.plain
            clubbed[int(seat)] = counts.clubbed
        regions.append(
            Region(
                covered=n in doc.covered,
                plain=tuple(plain),
                clubbed=tuple(clubbed),
                mammoths=entry.mammoths,
                campfires=entry.campfires,
            )
        )
    return msgspec.structs.replace(
        state,
        phase=Play(),
        round=doc.round,
        start_player=doc.start_player,
        active=doc.active_seat,
        turn_stones=doc.seats[doc.active_seat].stones,
        regions=tuple(regions),
        seats=tuple(
            SeatState(stones=s.stones, vp=s.vp, held_clubs=s.held_clubs, hand=s.hand)
            for s in doc.seats
        ),
        light_deck=doc.decks.light,
        dark_deck=doc.decks.dark,
        light_pile=tuple(PileCard(p.card or "", p.hidden) for p in doc.discards.light),
        dark_pile=tuple(PileCard(p.card or "", p.hidden) for p in doc.discards.dark),
        campfires_aside=doc.campfires_aside,
        dark_reserve=doc.dark_reserve,
        light_reserve=doc.light_reserve,
    )


# ---- validation ---------------------------------------------------------------------------


def load(players: int, options: Any, document: Any) -> list[Event]:
    """Validate a document (every problem listed) and return its start events (D39)."""
    if not isinstance(options, Options):
        options = Options()
    if options.start_player is not None:
        raise IllegalMove(
            "invalid_options", "A game started from a position takes its start player from it."
        )
    doc = validated(players, options, document)
    return [
        GameStarted(
            players=players,
            options=options,
            colours=data.COLOURS[:players],
            start_player=doc.start_player,
            from_position=True,
        ),
        position_loaded(doc),
    ]


def validated(players: int, options: Options, document: Any) -> Position:
    """The document, or `invalid_position` listing every broken condition: unknown keys and
    wrong types, and the game's rules too wherever the known keys are well typed."""
    problems = position_check.structure_problems(document)
    known = position_check.known_keys_only(document)
    doc: Position | None = None
    if not problems or not position_check.structure_problems(known):
        try:
            doc = msgspec.convert(known, Position)
        except msgspec.ValidationError as error:
            problems.append(str(error))
        else:
            problems.extend(position_check.semantic_problems(players, options, doc))
    if problems or doc is None:
        raise IllegalMove("invalid_position", "The position document is not valid.", problems)
    return doc


def position_loaded(doc: Position) -> PositionLoaded:
    """The document as the event's own fields (RULES §16.7)."""
    return PositionLoaded(
        players=doc.players,
        round=doc.round,
        start_player=doc.start_player,
        active_seat=doc.active_seat,
        seats=tuple(
            LoadedSeat(stones=s.stones, vp=s.vp, held_clubs=s.held_clubs, hand=s.hand)
            for s in doc.seats
        ),
        covered=doc.covered,
        regions={
            k: LoadedRegion(hunters=r.hunters, mammoths=r.mammoths, campfires=r.campfires)
            for k, r in doc.regions.items()
        },
        campfires_aside=doc.campfires_aside,
        dark_reserve=doc.dark_reserve,
        light_reserve=doc.light_reserve,
        decks=LoadedDecks(light=doc.decks.light, dark=doc.decks.dark),
        discards=LoadedDiscards(
            light=tuple(LoadedDiscard(card=d.card, hidden=d.hidden) for d in doc.discards.light),
            dark=tuple(LoadedDiscard(card=d.card, hidden=d.hidden) for d in doc.discards.dark),
        ),
    )


def document_of(event: PositionLoaded) -> Position:
    """The document a (whole, unredacted) `position_loaded` carries."""
    fields = msgspec.to_builtins(event)
    fields.pop("type", None)
    return msgspec.convert(fields, Position)


def _hand_count(hand: tuple[str, ...] | HandCount) -> HandCount:
    if isinstance(hand, HandCount):
        return hand
    light = sum(1 for c in hand if data.colour_of(c) == "light")
    return HandCount(light=light, dark=len(hand) - light)


def _size(values: tuple[Any, ...] | int) -> int:
    return values if isinstance(values, int) else len(values)


def redact_loaded(event: PositionLoaded, seat: int | None) -> PositionLoaded:
    """Hands but the viewer's → colour counts, decks → sizes, hidden discards →
    `{hidden: true}`, campfire values → tile counts (RULES §16.7)."""

    def pile(cards: tuple[LoadedDiscard, ...]) -> tuple[LoadedDiscard, ...]:
        return tuple(LoadedDiscard(hidden=True) if d.hidden else d for d in cards)

    replace = msgspec.structs.replace
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
