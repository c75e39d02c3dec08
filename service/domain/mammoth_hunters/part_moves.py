"""Candidate sub-steps of an open part, filtered through `substeps.violation` into the legal
ones (RULES §16.5): `legal_moves` lists them and an empty list ends the part (D34)."""

from __future__ import annotations

from collections.abc import Iterator

from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.commands import (
    HunterRef,
    MoveCampfire,
    MoveHunter,
    MoveMammoth,
    PlaceHunter,
    PlaceMammoth,
    RemoveHunter,
    RemoveMammoth,
    SubStep,
    SwapHunters,
    TakeClub,
)
from service.domain.mammoth_hunters.state import Resolve, State
from service.domain.mammoth_hunters.substeps import DRIVE, HERD, TREK, USES, Ctx, violation


def candidates(state: State, resolve: Resolve) -> Iterator[SubStep]:
    """Every plausible sub-step of the open part; `legal` filters them through `violation`."""
    ctx = Ctx(state, resolve)
    kinds: frozenset[type]
    if ctx.action == HERD:
        kinds = frozenset({PlaceMammoth if resolve.option == "place_from_supply" else MoveMammoth})
    else:
        kinds = USES[ctx.action]
    opens = state.open_regions()
    if PlaceHunter in kinds:
        for r in opens:
            yield PlaceHunter(region=r)
            yield PlaceHunter(region=r, club=True)
    if MoveHunter in kinds:
        yield from _hunter_moves(ctx, opens)
    if SwapHunters in kinds:
        yield from _swaps(ctx)
    if RemoveHunter in kinds:
        for r in opens:
            for owner in range(state.players):
                for clubbed in (False, True):
                    yield RemoveHunter(owner=owner, region=r, clubbed=clubbed)
    if TakeClub in kinds:
        yield TakeClub(attach_to=None)
        for r in opens:
            yield TakeClub(attach_to=r)
    mammoth_regions = [r for r in opens if state.region(r).mammoths > 0]
    if PlaceMammoth in kinds:
        for r in opens:
            yield PlaceMammoth(region=r)
    if MoveMammoth in kinds:
        for f in mammoth_regions:
            for t in opens:
                yield MoveMammoth(from_region=f, to_region=t)
    if RemoveMammoth in kinds:
        for r in mammoth_regions:
            yield RemoveMammoth(region=r)
    if MoveCampfire in kinds:
        for f in opens:
            if state.region(f).campfires:
                for t in opens:
                    yield MoveCampfire(from_region=f, to_region=t)


def _hunter_moves(ctx: Ctx, opens: tuple[int, ...]) -> Iterator[MoveHunter]:
    state = ctx.state
    owners = range(state.players) if ctx.action == DRIVE else (ctx.decider,)
    for owner in owners:
        for f in opens:
            for clubbed in (False, True):
                if state.region(f).of(owner, clubbed) == 0:
                    continue
                if ctx.action in (TREK, DRIVE):
                    targets = sorted(t for t in data.ADJACENT[f] if state.is_open(t))
                else:
                    targets = [t for t in opens if t != f]
                for t in targets:
                    yield MoveHunter(
                        owner=owner, from_region=f, to_region=t, clubbed=clubbed, club=False
                    )
                    yield MoveHunter(
                        owner=owner, from_region=f, to_region=t, clubbed=clubbed, club=True
                    )


def _swaps(ctx: Ctx) -> Iterator[SwapHunters]:
    state = ctx.state
    opens = state.open_regions()
    for x in opens:
        for y in sorted(data.ADJACENT[x]):
            if y <= x or not state.is_open(y):
                continue
            for ha in _hunters_in(state, x):
                for hb in _hunters_in(state, y):
                    if ha.owner == hb.owner:
                        continue
                    yield SwapHunters(a=ha, b=hb, club=False)
                    yield SwapHunters(a=ha, b=hb, club=True)


def _hunters_in(state: State, region: int) -> Iterator[HunterRef]:
    for owner in range(state.players):
        for clubbed in (False, True):
            if state.region(region).of(owner, clubbed) > 0:
                yield HunterRef(owner=owner, region=region, clubbed=clubbed)


def legal(state: State, resolve: Resolve) -> Iterator[SubStep]:
    for command in candidates(state, resolve):
        if violation(state, resolve, command) is None:
            yield command


def any_legal(state: State, resolve: Resolve) -> bool:
    """Whether the decider has a sub-step left; otherwise his part ends (D34)."""
    return next(legal(state, resolve), None) is not None
