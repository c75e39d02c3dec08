"""The greedy bot's score of a Pow Wow view (service/domain/table/bots.py): its victory pile
against the biggest other pile (a seat scores the cards in its pile, RULES §9)."""

from __future__ import annotations

from service.domain.pow_wow.view import PowWowView


def evaluate(view: PowWowView, seat: int) -> float:
    sizes = view.pile_sizes
    best_other = max((n for s, n in enumerate(sizes) if s != seat), default=0)
    return float(sizes[seat] - best_other)
