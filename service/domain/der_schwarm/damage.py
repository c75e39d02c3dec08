"""Resolving hazard moves: spawn, path and splash damage on the amoeba track (§9, §14.2, D14)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import step
from service.domain.der_schwarm.commands import MoveCrab, MoveTsunami, MoveWhale
from service.domain.der_schwarm.events import Damaged, HazardMoved, HazardPlaced, HazardReturned
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.hazards import HazardCommand, crab_fields, in_supply, tsunami_line
from service.domain.der_schwarm.state import ship_owners, station_owner


def damage_amount(rp: int, *, protected: bool, splash: bool) -> int:
    """amoebas(RP) − 1 with Protection (− 1 more for splash), never below 0 (D5, D37)."""
    return max(0, data.amoebas(rp) - (1 if protected else 0) - (1 if splash else 0))


def _hit(
    decision: Decision, mover: int, victim: int, field: str, piece: str, *, splash: bool
) -> None:
    player = decision.state.seats[victim]
    amount = damage_amount(player.rp, protected=player.ability == "A-PROTECTION", splash=splash)
    decision.emit(
        Damaged(victim=victim, mover=mover, field=field, piece=piece, amount=amount, splash=splash)
    )


def hit_field(decision: Decision, mover: int, field: str, *, splash: bool = False) -> None:
    """One damage event per opponent piece on an entered field, in turn order (§9.1, D14, D38)."""
    if field in data.LAND:
        owner = station_owner(decision.state, field)
        if owner is not None and owner != mover:
            _hit(decision, mover, owner, field, "station", splash=splash)
        return
    for victim in ship_owners(decision.state, field):
        if victim != mover:
            _hit(decision, mover, victim, field, "ship", splash=splash)


def _place_new(decision: Decision, mover: int, kind: str) -> str:
    """A new whale or tsunami on the queen field, with spawn damage (§9.1)."""
    figure = in_supply(decision.state, kind)
    assert figure is not None
    decision.emit(HazardPlaced(hazard=figure, field=data.QUEEN))
    hit_field(decision, mover, data.QUEEN)
    return figure


def _move_whale(decision: Decision, mover: int, command: MoveWhale) -> None:
    figure = command.whale
    if figure == "new":
        figure = _place_new(decision, mover, "whale")
    if command.path:
        decision.emit(HazardMoved(hazard=figure, path=command.path))
        for field in command.path:
            hit_field(decision, mover, field)


def _splash(decision: Decision, mover: int, landed: str) -> None:
    """Dangerous tsunami: the 8 surrounding fields N, NE, … NW (§14.2, D37, D45)."""
    for direction in data.EIGHT:
        field = step(landed, direction)
        if field is not None and data.KIND[field] != "offboard":
            hit_field(decision, mover, field, splash=True)


def _move_tsunami(decision: Decision, mover: int, command: MoveTsunami) -> None:
    figure = command.tsunami
    if figure == "new":
        figure = _place_new(decision, mover, "tsunami")
    start = decision.state.hazards[figure]
    if command.direction is None or start is None:
        return
    entered, leaves = tsunami_line(start, command.direction)
    stop = len(entered) + (1 if leaves else 0)
    path = entered[: command.steps]
    decision.emit(HazardMoved(hazard=figure, path=path))
    for field in path:
        hit_field(decision, mover, field)
    if command.steps < stop:
        return
    if not leaves and decision.state.options.dangerous_tsunami:
        _splash(decision, mover, entered[-1])
    decision.emit(HazardReturned(hazard=figure))


def _move_crab(decision: Decision, mover: int, command: MoveCrab) -> None:
    if command.place is not None:
        decision.emit(HazardPlaced(hazard="crab", field=command.place))
    start = decision.state.hazards["crab"]
    assert start is not None
    counted = crab_fields(decision.state, mover, start, command.steps)
    if counted:
        decision.emit(HazardMoved(hazard="crab", path=counted))
        for field in counted:
            hit_field(decision, mover, field)


def move_hazard(decision: Decision, mover: int, command: HazardCommand) -> None:
    """Placement, spawn damage, movement, path damage, splash, return (§17.2 order)."""
    match command:
        case MoveWhale():
            _move_whale(decision, mover, command)
        case MoveTsunami():
            _move_tsunami(decision, mover, command)
        case MoveCrab():
            _move_crab(decision, mover, command)
        case _:
            assert_never(command)
