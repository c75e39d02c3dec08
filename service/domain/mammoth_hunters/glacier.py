"""Phase 4, the glacier; the change of round (reserves, donations, campfires, start player);
and the end of the game (RULES §11, §12, §13; D17–D19, D30)."""

from __future__ import annotations

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.emitter import Emitter
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    GameEnded,
    GlacierPassed,
    GlacierPlaced,
    GlacierPlayerChosen,
    RoundStarted,
    StonesTransferred,
)
from service.domain.mammoth_hunters.state import State


def after_scoring(em: Emitter, rng: Rng) -> None:
    """The final round ends the game; any other round goes to the glacier phase."""
    if em.state.is_final_round():
        em.emit(game_ended(em.state))
    else:
        em.emit(choose_glacier_player(em.state, rng))


def choose_glacier_player(state: State, rng: Rng) -> GlacierPlayerChosen:
    """Fewest VP; then fewer hunters on the board; then fewer stones; then a lot (D17)."""

    def key(seat: int) -> tuple[int, int, int]:
        return (state.seats[seat].vp, state.on_board(seat), state.seats[seat].stones)

    best = min(key(s) for s in range(state.players))
    tied = tuple(s for s in range(state.players) if key(s) == best)
    if len(tied) == 1:
        return GlacierPlayerChosen(seat=tied[0], tied=tied, by_lot=False)
    return GlacierPlayerChosen(seat=rng.choice(tied), tied=tied, by_lot=True)


def glacier_violation(state: State, region: int) -> str | None:
    """RULES §11 step 2: open, and on the top edge or adjacent to a covered region."""
    if not 1 <= region <= len(data.REGIONS):
        return "unknown_region"
    if state.region(region).covered:
        return "region_covered"
    touches = any(state.region(n).covered for n in data.ADJACENT[region])
    if region not in data.TOP_EDGE and not touches:
        return "not_eligible"
    return None


def eligible_regions(state: State) -> list[int]:
    return [n for n in data.REGIONS if glacier_violation(state, n) is None]


def place_glacier(em: Emitter, seat: int, region: int, rng: Rng) -> None:
    """Cover a region: its hunters go back to the pools, its mammoths to the supply."""
    r = em.state.region(region)
    returned = {
        str(s): r.plain[s] + r.clubbed[s]
        for s in range(em.state.players)
        if r.plain[s] + r.clubbed[s] > 0
    }
    em.emit(
        GlacierPlaced(
            seat=seat, region=region, hunters_returned=returned, mammoths_returned=r.mammoths
        )
    )
    next_round(em, rng)


def pass_glacier(em: Emitter, seat: int, rng: Rng) -> None:
    em.emit(GlacierPassed(seat=seat))
    next_round(em, rng)


def donations(state: State, reserve: int) -> tuple[int, ...]:
    """Each seat gives k = ⌈(10 − reserve) / n⌉, or all he has (D19)."""
    shortfall = data.DONATION_THRESHOLD - reserve
    if shortfall <= 0:
        return (0,) * state.players
    k = -(-shortfall // state.players)
    return tuple(min(k, s.stones) for s in state.seats)


def campfires_placed(state: State, round_number: int, rng: Rng) -> CampfiresPlaced:
    """Shuffle the 14 tiles; the i-th goes on the i-th open region (RULES §15 step 4)."""
    values = rng.shuffled(data.CAMPFIRE_VALUES)
    opens = state.open_regions()
    stacks: dict[str, tuple[int, ...]] = {str(n): (v,) for n, v in zip(opens, values, strict=False)}
    aside = tuple(values[len(opens) :])
    return CampfiresPlaced(
        round=round_number,
        stacks=stacks,
        aside=aside,
        counts=dict.fromkeys(stacks, 1),
        aside_count=len(aside),
    )


def next_round(em: Emitter, rng: Rng) -> None:
    """RULES §12: reserves, donations, campfires, the next start player."""
    state = em.state
    moved = state.light_reserve
    reserve = state.dark_reserve + moved
    given = donations(state, reserve)
    reserve += sum(given)
    em.emit(StonesTransferred(moved=moved, donations=given, dark_reserve=reserve))
    em.emit(campfires_placed(em.state, state.round + 1, rng))
    em.emit(
        RoundStarted(
            round=state.round + 1,
            start_player=state.left_of(state.start_player),
            dark_reserve=reserve,
            light_reserve=0,
        )
    )


def standings(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Competition ranks by (VP, hunters on the board, stones) and the winners (D18)."""
    keys = [(s.vp, state.on_board(i), s.stones) for i, s in enumerate(state.seats)]
    ranks = tuple(1 + sum(1 for other in keys if other > key) for key in keys)
    winners = tuple(i for i, r in enumerate(ranks) if r == 1)
    return ranks, winners


def game_ended(state: State) -> GameEnded:
    ranks, winners = standings(state)
    return GameEnded(
        vp=tuple(s.vp for s in state.seats),
        hunters_on_board=tuple(state.on_board(i) for i in range(state.players)),
        stones=tuple(s.stones for s in state.seats),
        ranks=ranks,
        winners=winners,
    )
