"""One turn (RULES §6, D23): the move's events, then the villages it formed, then the end."""

from __future__ import annotations

from service.domain.clans.commands import Move
from service.domain.clans.ending import after_resolution
from service.domain.clans.events import VillagesFormed
from service.domain.clans.evolve import Decision
from service.domain.clans.movement import huts_moved, isolated
from service.domain.clans.villages import resolve


def move(decision: Decision, seat: int, command: Move) -> None:
    """`huts_moved`, then `villages_formed` and the foundings if the move isolated fields
    (checked once, after the transfer: D6), then `turn_passed` or `game_ended`."""
    decision.emit(huts_moved(decision.state, seat, command))
    new = isolated(decision.state, command.from_)
    if not new:
        decision.emit(after_resolution(decision.state))
        return
    decision.emit(VillagesFormed(fields=new))
    resolve(decision)
