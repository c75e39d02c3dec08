"""End-of-round and final scoring, ranks and the outcome (RULES §12, §13, D6, D25–D27)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.events import SeatResult
from service.domain.der_schwarm.network import largest_system, openings, systems
from service.domain.der_schwarm.state import State, colour
from service.domain.kernel import Outcome


def round_gains(state: State) -> tuple[int, ...]:
    """Each seat's largest system element count (§12)."""
    return tuple(largest_system(state, seat) for seat in range(state.players))


def queen_points(state: State, seat: int) -> int:
    """Land values of own stations in the queen buoy's system (§13.1, D26)."""
    player = state.seats[seat]
    if not player.queen_buoy:
        return 0
    for system in systems(openings(state, seat)):
        if data.QUEEN in system:
            return sum(data.LAND_VALUE[f] for f in system if f in player.stations)
    return 0


def sides_bonus(state: State, seat: int) -> int:
    """10 / 30 / 50 RP for stations on 2 / 3 / 4 sides within one system (§13.2, D6, D25)."""
    player = state.seats[seat]
    best = 0
    for system in systems(openings(state, seat)):
        sides = {data.LAND_SIDE[f] for f in system if f in player.stations}
        best = max(best, len(sides))
    return data.SIDES_BONUS.get(best, 0)


def ranks(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Competition ranking 1, 2, 2, 4 (D27)."""
    return tuple(1 + sum(1 for other in scores if other > s) for s in scores)


def results(state: State, queen: tuple[int, ...], sides: tuple[int, ...]) -> tuple[SeatResult, ...]:
    """The outcome lines after final scoring has been folded into `state` (§13)."""
    scores = tuple(p.rp for p in state.seats)
    ranked = ranks(scores)
    return tuple(
        SeatResult(
            seat=s,
            colour=colour(s),
            rp=scores[s],
            queen_points=queen[s],
            sides_bonus=sides[s],
            rank=ranked[s],
            won=ranked[s] == 1,
        )
        for s in range(state.players)
    )


def outcome(state: State) -> Outcome | None:
    """Scores, competition ranks and winners once the game is over (§13, D27)."""
    if not state.result:
        return None
    scores = state.result
    ranked = ranks(scores)
    winners = tuple(s for s in range(len(scores)) if ranked[s] == 1)
    return Outcome(scores=scores, ranks=ranked, winners=winners, reason="final_scoring")
