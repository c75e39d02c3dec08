"""The greedy bot's score of an Ice Flow view (service/domain/table/bots.py): how close its
explorers are to Siberian camps (three there win, RULES §14), in steps over the board, against
the closest opponent; rope and fish in the backpack count a little. The view is public."""

from __future__ import annotations

from collections import deque
from functools import cache

from service.domain.ice_flow import board
from service.domain.ice_flow.view import IceFlowView

FAR = 30


@cache
def steps_to_siberia() -> dict[str, int]:
    """Hex → fewest neighbour steps to a Siberian camp (breadth first from the camps)."""
    dist = dict.fromkeys(board.SIBERIA_CAMPS, 0)
    queue = deque(board.SIBERIA_CAMPS)
    while queue:
        here = queue.popleft()
        for there in board.NEIGHBORS.get(here, ()):
            if board.is_passable(there) and there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def progress(view: IceFlowView, seat: int) -> float:
    dist = steps_to_siberia()
    seat_view = view.seats[seat]
    far = sum(FAR if e.space is None else dist.get(e.space, FAR) for e in seat_view.explorers)
    return -float(far) + 0.2 * (seat_view.backpack.rope + seat_view.backpack.fish)


def evaluate(view: IceFlowView, seat: int) -> float:
    best_other = max((progress(view, s) for s in range(view.players) if s != seat), default=0.0)
    return progress(view, seat) - 0.5 * best_other
