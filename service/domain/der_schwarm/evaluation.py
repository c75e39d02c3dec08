"""The greedy bot's score of a Der Schwarm view (service/domain/table/bots.py): research
points against the best opponent's, plus the largest system, which scores every round
(RULES §12, §13). Only public facts of the view."""

from __future__ import annotations

from service.domain.der_schwarm.view import DerSchwarmView


def evaluate(view: DerSchwarmView, seat: int) -> float:
    mine = view.seats[seat]
    best_other = max((s.rp for s in view.seats if s.seat != seat), default=0)
    return (mine.rp - best_other) + 0.5 * mine.largest_system
