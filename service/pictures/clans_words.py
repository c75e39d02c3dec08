"""Clans' events in words, one sentence each, as the audience's copy tells them (a seat's
copy of the deal holds only its own clan: docs/rules/clans.md §12)."""

from __future__ import annotations

from typing import assert_never

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
from service.pictures.scene import Scene
from service.pictures.style import seat_name


def describe(event: Event, scene: Scene) -> str:
    match event:
        case GameStarted():
            first = seat_name(scene, event.first_seat)
            return (
                f"A game of {event.players} players began with one hut on every field; "
                f"{first} moves first."
            )
        case ClansDealt():
            return _dealt(event, scene)
        case PositionLoaded():
            return f"The game was set up from a position with {event.chips_taken} villages founded."
        case HutsMoved():
            count = sum(event.huts.values())
            return (
                f"{seat_name(scene, event.seat)} moved {_huts(count)} from field {event.from_} "
                f"to field {event.to} ({_colours(event.huts)})."
            )
        case VillagesFormed():
            fields = ", ".join(str(f) for f in event.fields)
            plural = (
                "Villages formed on fields"
                if len(event.fields) > 1
                else "A village formed on field"
            )
            return f"{plural} {fields}."
        case VillageFounded():
            return _founded(event, scene)
        case TurnPassed():
            return f"It is {seat_name(scene, event.seat)}'s turn."
        case GameEnded():
            winners = " and ".join(seat_name(scene, s) for s in event.winners)
            return f"The game ended: {winners} won with {max(event.totals)} points."
        case _:
            assert_never(event)


def _dealt(event: ClansDealt, scene: Scene) -> str:
    if scene.audience is not None and scene.audience < len(event.clans):
        mine = event.clans[scene.audience]
        if mine is not None:
            return f"The clans were dealt in secret; yours is {mine}."
    known = [c for c in event.clans if c is not None]
    if len(known) == len(event.clans):
        listed = ", ".join(f"{seat_name(scene, s)} {c}" for s, c in enumerate(known))
        return f"The clans were dealt: {listed}."
    return "The clans were dealt in secret."


def _founded(event: VillageFounded, scene: Scene) -> str:
    who = seat_name(scene, event.seat)
    if event.effect == "unfavourable":
        outcome = "unfavourable terrain: nobody scored"
    elif event.scored:
        outcome = f"{', '.join(event.scored)} scored {event.value} each"
    else:
        outcome = "nobody scored"
    lost = sum(event.strife.values())
    strife = f" Strife removed {_huts(lost)}." if lost else ""
    return f"{who} founded village {event.chip} on field {event.field}: {outcome}.{strife}"


def _huts(count: int) -> str:
    return "1 hut" if count == 1 else f"{count} huts"


def _colours(huts: dict[str, int]) -> str:
    return ", ".join(f"{n} {colour}" for colour, n in huts.items())
