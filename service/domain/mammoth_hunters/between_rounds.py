"""Between two rounds (RULES §12, D19): the light reserve onto the dark reserve, donations up
to 10 stones (the one rule that differs by rules revision), new campfires, and the next start
player. Also the campfire shuffle of the set-up (§15 step 4), which §12 step 3 repeats."""

from __future__ import annotations

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import CampfiresPlaced, RoundStarted, StonesTransferred
from service.domain.mammoth_hunters.evolve import Decision
from service.domain.mammoth_hunters.state import State


def donations(state: State, reserve: int) -> tuple[int, ...]:
    """What each seat gives to bring the dark reserve up to 10 (D19): with a shortfall s,
    each of the n seats gives k = ⌈s / n⌉, or all he has. Revision 1 stops after that one
    round; revision 2 repeats it, the new shortfall shared among the m seats that still have
    stones (⌈s / m⌉), until the reserve holds 10 or nobody has a stone left."""
    given = [0] * state.players
    left = [s.stones for s in state.seats]
    givers = list(range(state.players))
    while reserve < data.DONATION_THRESHOLD and givers:
        k = -(-(data.DONATION_THRESHOLD - reserve) // len(givers))
        for seat in givers:
            gift = min(k, left[seat])
            given[seat] += gift
            left[seat] -= gift
            reserve += gift
        if state.rules_revision < 2:
            break
        givers = [seat for seat in givers if left[seat] > 0]
    return tuple(given)


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


def next_round(made: Decision, rng: Rng) -> None:
    """RULES §12: reserves, donations, campfires, the next start player."""
    state = made.state
    moved = state.light_reserve
    reserve = state.dark_reserve + moved
    given = donations(state, reserve)
    reserve += sum(given)
    made.emit(StonesTransferred(moved=moved, donations=given, dark_reserve=reserve))
    made.emit(campfires_placed(made.state, state.round + 1, rng))
    made.emit(
        RoundStarted(
            round=state.round + 1,
            start_player=state.left_of(state.start_player),
            dark_reserve=reserve,
            light_reserve=0,
        )
    )
