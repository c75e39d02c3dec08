"""Legality of the sub-steps of a card action (RULES §7, §8, §16.4): one source for both
`decide` and `legal_moves`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import assert_never

from service.domain.kernel import Refusal
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.commands import (
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
from service.domain.mammoth_hunters.refusals import Refusals
from service.domain.mammoth_hunters.state import Part, Resolve, State

TERRAIN = "place_on_terrain"
PARTY = "place_hunters_with_mammoth"
TREK = "move_group_adjacent"
HERD = "mammoth"
FIRE = "move_campfire"
SWAP = "swap_hunters"
CLUB = "club_or_mammoth"
DRIVE = "move_three_any"
WAVE = "all_opponents_place"
RAID = "target_removes_hunters"
ARMS = "target_club_or_move_two"
SPARK = "target_moves_campfire"
STAMPEDE = "target_removes_mammoth"

SUBSTITUTION = frozenset({TERRAIN, PARTY, WAVE})
"""Actions whose hunter slots become own moves once the pool is empty (RULES §7.1, D14)."""

USES: dict[str, frozenset[type]] = {
    TERRAIN: frozenset({PlaceHunter, MoveHunter}),
    PARTY: frozenset({PlaceHunter, MoveHunter, PlaceMammoth, MoveMammoth}),
    TREK: frozenset({MoveHunter, MoveMammoth}),
    FIRE: frozenset({MoveCampfire}),
    SWAP: frozenset({SwapHunters}),
    CLUB: frozenset({TakeClub, PlaceMammoth, MoveMammoth}),
    DRIVE: frozenset({MoveHunter}),
    WAVE: frozenset({PlaceHunter, MoveHunter}),
    RAID: frozenset({RemoveHunter}),
    ARMS: frozenset({TakeClub, MoveHunter}),
    SPARK: frozenset({MoveCampfire}),
    STAMPEDE: frozenset({RemoveMammoth, PlaceMammoth}),
}


class Ctx:
    """What every check needs: the state, the card being resolved and the open part."""

    def __init__(self, state: State, resolve: Resolve) -> None:
        self.state = state
        self.resolve = resolve
        self.part: Part = resolve.part
        self.kind = data.card_type(resolve.card)
        self.action = self.kind.action
        self.params = self.kind.params
        self.decider = resolve.part.decider

    def uses(self, command: SubStep) -> bool:
        if self.action == HERD:
            wanted = PlaceMammoth if self.resolve.option == "place_from_supply" else MoveMammoth
            return type(command) is wanted
        return type(command) in USES[self.action]

    def terrain_regions(self) -> tuple[int, ...]:
        return self.params.terrain_regions()

    def hunter_limit_reached(self) -> bool:
        """No hunter step of this card is left (RULES §8 limits, from `data.json`)."""
        p, a = self.part, self.action
        if a == TERRAIN:
            limit = self.params.max_anywhere if p.off_terrain else self.params.max_on_terrain
            return p.hunters >= limit
        if a == PARTY:
            return p.hunters >= self.params.hunters
        if a == TREK:
            return p.hunters >= self.params.own_hunters_max
        if a == DRIVE:
            return p.hunters >= self.params.max_moves
        if a in (WAVE, RAID):
            return p.hunters >= self.params.max
        if a == ARMS:
            return p.alternative == "club" or p.hunters >= self.params.move_max
        return True

    def mammoth_limit_reached(self) -> bool:
        if self.action in (HERD, CLUB):
            return self.part.steps() >= 1
        if self.action == PARTY:
            return self.part.mammoths >= self.params.mammoths
        if self.action == TREK:
            return self.part.mammoths >= self.params.mammoths_max
        return self.part.mammoths >= 1

    def other_limit_reached(self) -> bool:
        return self.part.steps() >= 1

    def hunter_destination_refusals(self, region: int) -> Iterator[Refusal]:
        """The card's destination rule for a hunter (terrain limit, R of Hunting party)."""
        p = self.part
        off = self.action == TERRAIN and region not in self.terrain_regions()
        if off and p.hunters >= self.params.max_anywhere:
            yield Refusals.region_not_allowed()
        if self.action == PARTY and p.region is not None and region != p.region:
            yield Refusals.region_not_allowed()

    def held(self) -> int:
        return self.state.seats[self.decider].held_clubs


def _valid_region(number: int) -> bool:
    return 1 <= number <= len(data.REGIONS)


def _count(state: State, owner: int, region: int, clubbed: bool) -> int:
    if not 0 <= owner < state.players:
        return 0
    return state.region(region).of(owner, clubbed)


def violation(state: State, resolve: Resolve, command: SubStep) -> Refusal | None:
    """The first refusal of a sub-step in the open part (RULES §16.6), or None if legal."""
    ctx = Ctx(state, resolve)
    if not ctx.uses(command):
        return Refusals.wrong_phase()
    found = list(_refusals(ctx, command))
    return found[0] if len(found) == 1 else Refusals.first(*found)


def _refusals(ctx: Ctx, command: SubStep) -> Iterator[Refusal]:
    match command:
        case PlaceHunter():
            yield from _place_hunter(ctx, command)
        case MoveHunter():
            yield from _move_hunter(ctx, command)
        case SwapHunters():
            yield from _swap(ctx, command)
        case RemoveHunter():
            yield from _remove_hunter(ctx, command)
        case PlaceMammoth():
            yield from _place_mammoth(ctx, command)
        case MoveMammoth():
            yield from _move_mammoth(ctx, command)
        case RemoveMammoth():
            yield from _remove_mammoth(ctx, command)
        case MoveCampfire():
            yield from _move_campfire(ctx, command)
        case TakeClub():
            yield from _take_club(ctx, command)
        case _:
            assert_never(command)


def _place_hunter(ctx: Ctx, c: PlaceHunter) -> Iterator[Refusal]:
    if not _valid_region(c.region):
        yield Refusals.unknown_region()
        return
    if ctx.state.region(c.region).covered:
        yield Refusals.region_covered()
    if ctx.hunter_limit_reached():
        yield Refusals.step_limit()
    if ctx.state.pool(ctx.decider) == 0:
        yield Refusals.pool_empty()
    yield from ctx.hunter_destination_refusals(c.region)
    if c.club and ctx.held() == 0:
        yield Refusals.club_unavailable()


def _move_hunter(ctx: Ctx, c: MoveHunter) -> Iterator[Refusal]:
    if not (_valid_region(c.from_region) and _valid_region(c.to_region)):
        yield Refusals.unknown_region()
        return
    state, part, action = ctx.state, ctx.part, ctx.action
    if c.from_region == c.to_region:
        yield Refusals.same_region()
    if state.region(c.to_region).covered:
        yield Refusals.region_covered()
    if ctx.hunter_limit_reached():
        yield Refusals.step_limit()
    if action in SUBSTITUTION and state.pool(ctx.decider) > 0:
        yield Refusals.pool_not_empty()
    count = _count(state, c.owner, c.from_region, c.clubbed)
    if count == 0:
        yield Refusals.piece_missing()
    elif action == DRIVE:
        arrived = part.arrived.count((c.owner, c.from_region, c.clubbed))
        if count - arrived <= 0:
            yield Refusals.already_moved()
    if c.clubbed and c.owner != ctx.decider:
        yield Refusals.hunter_protected()
    if action != DRIVE and c.owner != ctx.decider:
        yield Refusals.not_own_hunter()
    if action == DRIVE and part.owners.count(c.owner) >= ctx.params.max_per_owner:
        yield Refusals.owner_limit()
    if action in (TREK, DRIVE) and not data.adjacent(c.from_region, c.to_region):
        yield Refusals.not_adjacent()
    yield from ctx.hunter_destination_refusals(c.to_region)
    trek_path = (part.source, part.target)
    if action == TREK and part.source is not None and (c.from_region, c.to_region) != trek_path:
        yield Refusals.region_not_allowed()
    if c.club and (ctx.held() == 0 or c.owner != ctx.decider or c.clubbed):
        yield Refusals.club_unavailable()


def _swap(ctx: Ctx, c: SwapHunters) -> Iterator[Refusal]:
    a, b = c.a, c.b
    if not (_valid_region(a.region) and _valid_region(b.region)):
        yield Refusals.unknown_region()
        return
    state = ctx.state
    if a.region == b.region:
        yield Refusals.same_region()
    if a.region > b.region:
        yield Refusals.not_canonical()
    if state.region(a.region).covered or state.region(b.region).covered:
        yield Refusals.region_covered()
    if ctx.other_limit_reached():
        yield Refusals.step_limit()
    if _count(state, a.owner, a.region, a.clubbed) == 0:
        yield Refusals.piece_missing()
    if _count(state, b.owner, b.region, b.clubbed) == 0:
        yield Refusals.piece_missing()
    if any(h.clubbed and h.owner != ctx.decider for h in (a, b)):
        yield Refusals.hunter_protected()
    if a.owner == b.owner:
        yield Refusals.same_owner()
    if not data.adjacent(a.region, b.region):
        yield Refusals.not_adjacent()
    if c.club:
        own = [h for h in (a, b) if h.owner == ctx.decider]
        if ctx.held() == 0 or not own or own[0].clubbed:
            yield Refusals.club_unavailable()


def _remove_hunter(ctx: Ctx, c: RemoveHunter) -> Iterator[Refusal]:
    if not _valid_region(c.region):
        yield Refusals.unknown_region()
        return
    if ctx.hunter_limit_reached():
        yield Refusals.step_limit()
    if _count(ctx.state, c.owner, c.region, c.clubbed) == 0:
        yield Refusals.piece_missing()
    if c.clubbed and c.owner != ctx.decider:
        yield Refusals.hunter_protected()
    if c.owner in ctx.part.owners:
        yield Refusals.owner_limit()


def _place_mammoth(ctx: Ctx, c: PlaceMammoth) -> Iterator[Refusal]:
    if not _valid_region(c.region):
        yield Refusals.unknown_region()
        return
    state, part = ctx.state, ctx.part
    if state.region(c.region).covered:
        yield Refusals.region_covered()
    if ctx.action == CLUB and part.alternative == "club":
        yield Refusals.alternative_chosen()
    if ctx.mammoth_limit_reached():
        yield Refusals.step_limit()
    if state.mammoth_supply() == 0:
        yield Refusals.supply_empty()
    if ctx.action == STAMPEDE and state.mammoths_on_board() > 0:
        yield Refusals.mammoth_on_board()
    if ctx.action == PARTY and part.region is not None and c.region != part.region:
        yield Refusals.region_not_allowed()


def _move_mammoth(ctx: Ctx, c: MoveMammoth) -> Iterator[Refusal]:
    if not (_valid_region(c.from_region) and _valid_region(c.to_region)):
        yield Refusals.unknown_region()
        return
    state, part, action = ctx.state, ctx.part, ctx.action
    if c.from_region == c.to_region:
        yield Refusals.same_region()
    if state.region(c.to_region).covered:
        yield Refusals.region_covered()
    if ctx.mammoth_limit_reached():
        yield Refusals.step_limit()
    if action in (PARTY, CLUB) and state.mammoth_supply() > 0:
        yield Refusals.supply_not_empty()
    if state.region(c.from_region).mammoths == 0:
        yield Refusals.piece_missing()
    near = data.adjacent(c.from_region, c.to_region)
    herd_adjacent = action == HERD and ctx.resolve.option == "move_adjacent"
    needs_adjacent = action in (CLUB, TREK) or herd_adjacent
    if needs_adjacent and not near:
        yield Refusals.not_adjacent()
    if action == PARTY:
        centre = part.region if part.region is not None else c.to_region
        if c.from_region == centre or not data.adjacent(c.from_region, centre):
            yield Refusals.not_adjacent()
    if action == HERD and ctx.resolve.option == "move_non_adjacent" and near:
        yield Refusals.adjacent_not_allowed()
    if action == PARTY and part.region is not None and c.to_region != part.region:
        yield Refusals.region_not_allowed()
    if action == TREK:
        if part.hunters == 0:
            yield Refusals.mammoth_needs_hunter()
        elif (c.from_region, c.to_region) != (part.source, part.target):
            yield Refusals.region_not_allowed()


def _remove_mammoth(ctx: Ctx, c: RemoveMammoth) -> Iterator[Refusal]:
    if not _valid_region(c.region):
        yield Refusals.unknown_region()
        return
    if ctx.mammoth_limit_reached():
        yield Refusals.step_limit()
    if ctx.state.region(c.region).mammoths == 0:
        yield Refusals.piece_missing()


def _move_campfire(ctx: Ctx, c: MoveCampfire) -> Iterator[Refusal]:
    if not (_valid_region(c.from_region) and _valid_region(c.to_region)):
        yield Refusals.unknown_region()
        return
    if c.from_region == c.to_region:
        yield Refusals.same_region()
    if ctx.state.region(c.to_region).covered:
        yield Refusals.region_covered()
    if ctx.other_limit_reached():
        yield Refusals.step_limit()
    if not ctx.state.region(c.from_region).campfires:
        yield Refusals.piece_missing()


def _take_club(ctx: Ctx, c: TakeClub) -> Iterator[Refusal]:
    if c.attach_to is not None and not _valid_region(c.attach_to):
        yield Refusals.unknown_region()
        return
    if ctx.part.steps() > 0:
        yield Refusals.alternative_chosen() if ctx.action == ARMS else Refusals.step_limit()
    if ctx.state.club_supply() == 0:
        yield Refusals.supply_empty()
    if c.attach_to is not None and _count(ctx.state, ctx.decider, c.attach_to, False) == 0:
        yield Refusals.piece_missing()
