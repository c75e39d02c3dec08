"""One turn (RULES §6, D23): the move's events, then the villages it formed, then the end."""

from __future__ import annotations

from service.domain.clans.commands import Move
from service.domain.clans.ending import after_resolution
from service.domain.clans.events import Event, VillagesFormed
from service.domain.clans.evolve import evolve
from service.domain.clans.movement import huts_moved, isolated
from service.domain.clans.state import State
from service.domain.clans.villages import choose, resolve


def move(state: State, seat: int, command: Move) -> list[Event]:
    """`huts_moved`, then `villages_formed` and the foundings if the move isolated fields
    (checked once, after the transfer: D6), then `turn_passed` or `game_ended`."""
    moved = huts_moved(state, seat, command)
    state = evolve(state, moved)
    new = isolated(state, command.from_)
    if not new:
        return [moved, after_resolution(state)]
    formed = VillagesFormed(fields=new)
    return [moved, formed, *resolve(evolve(state, formed))]


def choose_village(state: State, field: int) -> list[Event]:
    """`clans.choose_village`: that village is founded next (RULES §8.4)."""
    return choose(state, field)
