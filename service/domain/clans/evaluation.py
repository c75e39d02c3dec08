"""The greedy bot's score of a Clans view (service/domain/table/bots.py): its own clan's
village points and its chips against the best of the other colours (RULES §10, D17). Only the
view: the seat knows its own colour, not which colour is whose."""

from __future__ import annotations

from service.domain.clans.view import ClansView


def evaluate(view: ClansView, seat: int) -> float:
    if view.my_clan is None:
        return 0.0
    mine = view.scores.get(view.my_clan, 0) + view.chips[seat]
    others = [points for clan, points in view.scores.items() if clan != view.my_clan]
    return float(mine - max(others, default=0))
