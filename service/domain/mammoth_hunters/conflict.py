"""Phases 2 and 3 after the deployment ends: conflict (capacity and removals, clubs
protecting), clearing the board, and scoring; then the glacier phase or the end (RULES §9,
§10, D16)."""

from __future__ import annotations

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.ending import game_ended
from service.domain.mammoth_hunters.events import (
    BoardCleared,
    CampfiresRevealed,
    ConflictResolved,
    DeploymentEnded,
    RoundScored,
)
from service.domain.mammoth_hunters.evolve import Decision
from service.domain.mammoth_hunters.glacier import choose_glacier_player
from service.domain.mammoth_hunters.state import Region, State


def capacity(region: Region) -> int:
    """3 + 1 per mammoth + the campfire values (RULES §9 step 2)."""
    return data.BASE_CAPACITY + data.CAPACITY_PER_MAMMOTH * region.mammoths + sum(region.campfires)


def removals(region: Region, limit: int) -> dict[int, int]:
    """Hunters each seat loses in an over-full region: passes of groups, fewest first (D16)."""
    plain = list(region.plain)
    clubbed = region.clubbed
    removed = [0] * len(plain)

    def total() -> int:
        return sum(plain) + sum(clubbed)

    while total() > limit and any(plain):
        counts = [p + c for p, c in zip(plain, clubbed, strict=True)]
        present = sorted({n for n in counts if n > 0})
        for size in present:
            for seat, n in enumerate(counts):
                if n == size and plain[seat] > 0:
                    plain[seat] -= 1
                    removed[seat] += 1
            if total() <= limit:
                break
    return {seat: n for seat, n in enumerate(removed) if n > 0}


def resolve_conflicts(state: State) -> list[ConflictResolved]:
    """One event per over-full open region, ascending (RULES §9 step 3)."""
    found = []
    for number in state.open_regions():
        region = state.region(number)
        limit = capacity(region)
        if region.hunters() > limit:
            removed = {str(s): n for s, n in removals(region, limit).items()}
            found.append(ConflictResolved(region=number, capacity=limit, removed=removed))
    return found


def score(state: State) -> tuple[int, ...]:
    """VP gained this round: 1 / 2 / 3 per hunter by mammoths in its region (RULES §10)."""
    gained = [0] * state.players
    for number in state.open_regions():
        region = state.region(number)
        per = data.VP_BY_MAMMOTHS[min(region.mammoths, 2)]
        for seat in range(state.players):
            gained[seat] += per * (region.plain[seat] + region.clubbed[seat])
    return tuple(gained)


def end_deployment(made: Decision, rng: Rng) -> None:
    """Deployment ended: conflict, clearing, scoring, then the glacier phase or the end."""
    state = made.state
    made.emit(DeploymentEnded(round=state.round))
    stacks = {str(n): state.region(n).campfires for n in state.open_regions()}
    made.emit(CampfiresRevealed(stacks={k: v for k, v in stacks.items() if v}))
    for event in resolve_conflicts(made.state):
        made.emit(event)
    state = made.state
    tiles = sum(len(r.campfires) for r in state.regions)
    made.emit(BoardCleared(clubs_returned=state.clubs_on_board(), campfires_returned=tiles))
    gained = score(made.state)
    vp = tuple(s.vp + g for s, g in zip(made.state.seats, gained, strict=True))
    made.emit(RoundScored(round=state.round, gained=gained, vp=vp))
    after_scoring(made, rng)


def after_scoring(made: Decision, rng: Rng) -> None:
    """The final round ends the game (RULES §13); any other round goes to the glacier phase."""
    if made.state.is_final_round():
        made.emit(game_ended(made.state))
    else:
        made.emit(choose_glacier_player(made.state, rng))
