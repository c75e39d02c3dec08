"""Strife, village value and the final tally (RULES §9, §10, §11, D10–D13, D16, D17, D24)."""

from __future__ import annotations

from service.domain.clans.board import COLOURS, Effect, bonus, effect
from service.domain.clans.huts import Huts, minus, total


def strife(huts: Huts) -> Huts:
    """Huts removed by strife: with all five colours present, every single hut (§9, D10)."""
    if all(count > 0 for count in huts):
        return tuple(1 if count == 1 else 0 for count in huts)
    return tuple(0 for _ in huts)


def after_strife(huts: Huts) -> Huts:
    return minus(huts, strife(huts))


def village_value(field: int, epoch: int, huts: Huts) -> tuple[Effect, int]:
    """The terrain effect and value of a village with `huts` left after strife (§10).

    Unfavourable: 0 (D11). Size 0: 0 on any terrain (D24). Favourable: size + the epoch's
    bonus (epoch V, the 12th village, favours every terrain: D13). Neutral: size.
    """
    kind = effect(field, epoch)
    size = total(huts)
    if kind == "unfavourable" or size == 0:
        return kind, 0
    if kind == "favourable":
        return kind, size + bonus(epoch)
    return kind, size


def scored_colours(kind: Effect, huts: Huts) -> tuple[str, ...]:
    """Colours that advance by the full value: those with a hut left, unless unfavourable (D12)."""
    if kind == "unfavourable":
        return ()
    return tuple(colour for colour, count in zip(COLOURS, huts, strict=True) if count > 0)


def seat_totals(scores: Huts, clans: tuple[str, ...], chips: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's clan's village points plus its chips, one point each (§11, D17)."""
    return tuple(
        scores[COLOURS.index(colour)] + chip for colour, chip in zip(clans, chips, strict=True)
    )


def competition_ranks(totals: tuple[int, ...]) -> tuple[int, ...]:
    """1 + the number of seats with a strictly higher total: 33, 26, 26, 20 → 1, 2, 2, 4 (D16)."""
    return tuple(1 + sum(other > mine for other in totals) for mine in totals)
