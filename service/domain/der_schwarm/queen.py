"""The queen check: automatic queen buoys for every player in turn order (RULES §10, D12, D13)."""

from __future__ import annotations

from service.domain.der_schwarm import flow
from service.domain.der_schwarm.events import QueenBuoyPlaced, QueenBuoyRemoved
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.network import queen_connected
from service.domain.der_schwarm.state import State, buoy_supply


def queen_change(state: State, seat: int) -> QueenBuoyPlaced | QueenBuoyRemoved | None:
    """The queen buoy event a check would produce for one seat, if any (§10)."""
    has = state.seats[seat].queen_buoy
    connected = queen_connected(state, seat)
    if not has and connected and buoy_supply(state, seat) > 0:
        return QueenBuoyPlaced(seat=seat)
    if has and not connected:
        return QueenBuoyRemoved(seat=seat)
    return None


def queen_check(decision: Decision) -> None:
    """Run after every station build, ship placement, ship step and tile placement (D12)."""
    for seat in flow.seats_in_order(decision.state):
        change = queen_change(decision.state, seat)
        if change is not None:
            decision.emit(change)
