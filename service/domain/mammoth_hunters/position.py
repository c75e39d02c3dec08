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

__all__ = ["Position", "export", "load", "redact_loaded", "state_from_document"]


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
    problems = position_check.structure_problems(document)
    if problems:
        raise IllegalMove("invalid_position", "The position document is malformed.", problems)
    try:
        doc = msgspec.convert(document, Position)
    except msgspec.ValidationError as error:
        problem = [str(error)]
        raise IllegalMove(
            "invalid_position", "The position document is malformed.", problem
        ) from None
    problems = position_check.semantic_problems(players, options, doc)
    if problems:
        raise IllegalMove("invalid_position", "The position document is not valid.", problems)
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


def position_loaded(doc: Position) -> PositionLoaded:
    return PositionLoaded(
        position=doc,
        hands=tuple(
            HandCount(
                light=sum(1 for c in s.hand if data.colour_of(c) == "light"),
                dark=sum(1 for c in s.hand if data.colour_of(c) == "dark"),
            )
            for s in doc.seats
        ),
        light_deck=len(doc.decks.light),
        dark_deck=len(doc.decks.dark),
        campfires={k: len(r.campfires) for k, r in doc.regions.items()},
        campfires_aside=len(doc.campfires_aside),
    )


def redact_loaded(event: PositionLoaded, seat: int | None) -> PositionLoaded:
    """Hands but the viewer's → counts, decks → sizes, hidden discards → {hidden: true},
    campfire values → counts (RULES §16.7)."""
    doc = event.position

    def pile(cards: tuple[DiscardDoc, ...]) -> tuple[DiscardDoc, ...]:
        return tuple(DiscardDoc(hidden=True) if d.hidden else d for d in cards)

    redacted = msgspec.structs.replace(
        doc,
        seats=tuple(
            s if i == seat else msgspec.structs.replace(s, hand=()) for i, s in enumerate(doc.seats)
        ),
        regions={k: msgspec.structs.replace(r, campfires=()) for k, r in doc.regions.items()},
        campfires_aside=(),
        decks=DecksDoc(light=(), dark=()),
        discards=DiscardsDoc(light=pile(doc.discards.light), dark=pile(doc.discards.dark)),
    )
    return msgspec.structs.replace(event, position=redacted)
