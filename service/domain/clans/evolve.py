"""`evolve`: the state after one event (RULES §14.2, D23); pure, never draws, never fails.

`Decision` is the collector a command's rule functions emit into (`kernel.Collector`): it
folds each event as it is emitted, so later steps of one decision see earlier ones.
"""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from service.domain.clans.board import COLOURS
from service.domain.clans.events import (
    ClansDealt,
    Event,
    GameEnded,
    GameStarted,
    HutsMoved,
    PositionLoaded,
    TurnPassed,
    VillageFounded,
    VillagesFormed,
)
from service.domain.clans.huts import NO_HUTS, Huts, canonical, from_map, one, plus
from service.domain.clans.position import restore
from service.domain.clans.state import ChoosingVillage, Moving, Over, State, Village
from service.domain.kernel import Collector

Decision = Collector[State, Event]


def evolve(state: State, event: Event) -> State:
    match event:
        case GameStarted():
            return _started(state, event)
        case ClansDealt():
            return replace(
                state,
                clans=tuple(c or "" for c in event.clans),
                unassigned=canonical(event.unassigned or ()),
            )
        case PositionLoaded():
            return restore(state, event)
        case HutsMoved():
            return _moved(state, event)
        case VillagesFormed():
            return replace(state, phase=ChoosingVillage(pending=event.fields))
        case VillageFounded():
            return _founded(state, event)
        case TurnPassed():
            return replace(state, phase=Moving(), active_seat=event.seat)
        case GameEnded():
            over = Over(
                reason=event.reason, totals=event.totals, ranks=event.ranks, winners=event.winners
            )
            return replace(state, phase=over)
        case _:
            assert_never(event)


def _started(state: State, event: GameStarted) -> State:
    return replace(
        state,
        players=event.players,
        phase=Moving(),
        active_seat=event.first_seat,
        fields=tuple(one(colour) for colour in event.huts),
        chips=(0,) * event.players,
    )


def _moved(state: State, event: HutsMoved) -> State:
    fields = list(state.fields)
    fields[event.to] = plus(fields[event.to], fields[event.from_])
    fields[event.from_] = NO_HUTS
    return replace(state, fields=tuple(fields))


def _founded(state: State, event: VillageFounded) -> State:
    fields = list(state.fields)
    kept: Huts = NO_HUTS if event.effect == "unfavourable" else from_map(event.huts)
    fields[event.field] = kept
    scores = tuple(
        score + (event.value if colour in event.scored else 0)
        for colour, score in zip(COLOURS, state.scores, strict=True)
    )
    chips = tuple(c + (seat == event.seat) for seat, c in enumerate(state.chips))
    village = Village(field=event.field, chip=event.chip, epoch=event.epoch, value=event.value)
    pending = tuple(f for f in state.pending() if f != event.field)
    return replace(
        state,
        phase=ChoosingVillage(pending=pending),
        fields=tuple(fields),
        scores=scores,
        chips=chips,
        chips_taken=event.chip,
        villages=(*state.villages, village),
    )
