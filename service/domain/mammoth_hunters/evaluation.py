"""The greedy bot's score of a Mammoth Hunters view (service/domain/table/bots.py): victory
points against the best opponent's, stones and hunters on the board as tie-breaking assets
(RULES §15). Only public counts of the view."""

from __future__ import annotations

from service.domain.mammoth_hunters.view import MammothHuntersView


def evaluate(view: MammothHuntersView, seat: int) -> float:
    mine = view.seats[seat]
    best_other = max((s.vp for s in view.seats if s.seat != seat), default=0)
    return (mine.vp - best_other) + 0.1 * mine.stones + 0.05 * mine.on_board
