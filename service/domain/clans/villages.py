"""Founding villages one at a time, in the order of RULES §8.2–§8.4 (D8–D14, D24)."""

from __future__ import annotations

from service.domain.clans.board import VILLAGE_CHIPS, epoch_of_chip
from service.domain.clans.ending import after_resolution
from service.domain.clans.epochs import order_matters
from service.domain.clans.events import VillageFounded
from service.domain.clans.evolve import Decision
from service.domain.clans.huts import to_map
from service.domain.clans.scoring import after_strife, scored_colours, strife, village_value
from service.domain.clans.state import State


def founded(state: State, field: int) -> VillageFounded:
    """The active seat founds the village on `field` with the next chip (RULES §8.2)."""
    chip = state.chips_taken + 1
    epoch = epoch_of_chip(chip)
    huts = state.fields[field]
    left = after_strife(huts)
    kind, value = village_value(field, epoch, left)
    return VillageFounded(
        seat=state.active_seat,
        field=field,
        chip=chip,
        epoch=epoch,
        effect=kind,
        strife=to_map(strife(huts)),
        huts=to_map(left),
        value=value,
        scored=scored_colours(kind, left),
    )


def resolve(decision: Decision) -> None:
    """Found pending villages whose order cannot matter (ascending ids), stop for a choice when
    it can (D8), and end the turn once nothing is pending or chip 12 is gone (D14)."""
    while decision.state.pending() and decision.state.chips_taken < VILLAGE_CHIPS:
        pending = decision.state.pending()
        if order_matters(decision.state.chips_taken, len(pending)):
            return
        decision.emit(founded(decision.state, pending[0]))
    decision.emit(after_resolution(decision.state))


def choose(decision: Decision, field: int) -> None:
    """`clans.choose_village`: found `field` next, then resolve the rest (RULES §8.4)."""
    decision.emit(founded(decision.state, field))
    resolve(decision)
