"""How a sub-step event moves pieces (hunters, clubs, mammoths, campfires) and updates the
open part's memory (RULES §7, §16.4)."""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from service.domain.mammoth_hunters.events import (
    CampfireMoved,
    ClubTaken,
    HunterMoved,
    HunterPlaced,
    HunterRemoved,
    HuntersSwapped,
    MammothMoved,
    MammothPlaced,
    MammothRemoved,
)
from service.domain.mammoth_hunters.parts import StepEvent, after_step
from service.domain.mammoth_hunters.state import (
    Resolve,
    State,
    add_hunter,
    with_region,
    with_seat,
)


def apply_sub_step(
    state: State,
    event: StepEvent,
) -> State:
    phase = state.phase
    assert isinstance(phase, Resolve)
    part = after_step(phase, event)
    state = _apply_step(state, event)
    return replace(state, phase=replace(phase, part=part))


def _use_club(state: State, seat: int, used: bool) -> State:
    if not used:
        return state
    s = state.seats[seat]
    return with_seat(state, seat, replace(s, held_clubs=s.held_clubs - 1))


def _move(state: State, owner: int, frm: int, to: int, *, clubbed: bool, club: bool) -> State:
    state = with_region(state, frm, add_hunter(state.region(frm), owner, clubbed, -1))
    return with_region(state, to, add_hunter(state.region(to), owner, clubbed or club, 1))


def _apply_step(
    state: State,
    event: StepEvent,
) -> State:
    match event:
        case HunterPlaced(by=by, region=r, club=club):
            state = with_region(state, r, add_hunter(state.region(r), by, club, 1))
            return _use_club(state, by, club)
        case HunterMoved():
            state = _move(
                state,
                event.owner,
                event.from_region,
                event.to_region,
                clubbed=event.clubbed,
                club=event.club,
            )
            return _use_club(state, event.by, event.club)
        case HuntersSwapped(by=by, a=a, b=b, club=club):
            state = _move(
                state, a.owner, a.region, b.region, clubbed=a.clubbed, club=club and a.owner == by
            )
            state = _move(
                state, b.owner, b.region, a.region, clubbed=b.clubbed, club=club and b.owner == by
            )
            return _use_club(state, by, club)
        case HunterRemoved(owner=owner, region=r, clubbed=clubbed):
            return with_region(state, r, add_hunter(state.region(r), owner, clubbed, -1))
        case MammothPlaced(region=r):
            return with_region(
                state, r, replace(state.region(r), mammoths=state.region(r).mammoths + 1)
            )
        case MammothMoved(from_region=f, to_region=t):
            state = with_region(
                state, f, replace(state.region(f), mammoths=state.region(f).mammoths - 1)
            )
            return with_region(
                state, t, replace(state.region(t), mammoths=state.region(t).mammoths + 1)
            )
        case MammothRemoved(region=r):
            return with_region(
                state, r, replace(state.region(r), mammoths=state.region(r).mammoths - 1)
            )
        case CampfireMoved(from_region=f, to_region=t):
            tile = state.region(f).campfires[-1]
            state = with_region(
                state, f, replace(state.region(f), campfires=state.region(f).campfires[:-1])
            )
            return with_region(
                state, t, replace(state.region(t), campfires=(*state.region(t).campfires, tile))
            )
        case ClubTaken(by=by, attach_to=attach_to):
            if attach_to is None:
                s = state.seats[by]
                return with_seat(state, by, replace(s, held_clubs=s.held_clubs + 1))
            region = add_hunter(state.region(attach_to), by, False, -1)
            return with_region(state, attach_to, add_hunter(region, by, True, 1))
        case _:
            assert_never(event)
