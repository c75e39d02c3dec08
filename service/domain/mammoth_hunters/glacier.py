"""Phase 4, the glacier (RULES §11, D17, D30): the glacier player, the eligible regions, and
covering one of them (or passing), after which the next round begins (§12)."""

from __future__ import annotations

from service.domain.kernel import Refusal, Rng
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.between_rounds import next_round
from service.domain.mammoth_hunters.events import GlacierPassed, GlacierPlaced, GlacierPlayerChosen
from service.domain.mammoth_hunters.evolve import Decision
from service.domain.mammoth_hunters.refusals import Refusals
from service.domain.mammoth_hunters.state import State


def choose_glacier_player(state: State, rng: Rng) -> GlacierPlayerChosen:
    """Fewest VP; then fewer hunters on the board; then fewer stones; then a lot (D17)."""

    def key(seat: int) -> tuple[int, int, int]:
        return (state.seats[seat].vp, state.on_board(seat), state.seats[seat].stones)

    best = min(key(s) for s in range(state.players))
    tied = tuple(s for s in range(state.players) if key(s) == best)
    if len(tied) == 1:
        return GlacierPlayerChosen(seat=tied[0], tied=tied, by_lot=False)
    return GlacierPlayerChosen(seat=rng.choice(tied), tied=tied, by_lot=True)


def glacier_violation(state: State, region: int) -> Refusal | None:
    """RULES §11 step 2: open, and on the top edge or adjacent to a covered region."""
    if not 1 <= region <= len(data.REGIONS):
        return Refusals.unknown_region()
    if state.region(region).covered:
        return Refusals.region_covered()
    touches = any(state.region(n).covered for n in data.ADJACENT[region])
    if region not in data.TOP_EDGE and not touches:
        return Refusals.not_eligible()
    return None


def eligible_regions(state: State) -> list[int]:
    return [n for n in data.REGIONS if glacier_violation(state, n) is None]


def place_glacier(made: Decision, seat: int, region: int, rng: Rng) -> None:
    """Cover a region: its hunters go back to the pools, its mammoths to the supply."""
    r = made.state.region(region)
    returned = {
        str(s): r.plain[s] + r.clubbed[s]
        for s in range(made.state.players)
        if r.plain[s] + r.clubbed[s] > 0
    }
    made.emit(
        GlacierPlaced(
            seat=seat, region=region, hunters_returned=returned, mammoths_returned=r.mammoths
        )
    )
    next_round(made, rng)


def pass_glacier(made: Decision, seat: int, rng: Rng) -> None:
    made.emit(GlacierPassed(seat=seat))
    next_round(made, rng)
