"""Seeded random playouts and random (mostly illegal) commands for property tests and goldens."""

from __future__ import annotations

import random
from typing import Any

import msgspec

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm import commands as cmd
from service.domain.der_schwarm.research import normal_sides
from service.domain.der_schwarm.state import Options, State
from service.domain.kernel import Rng, fold

PASSIVE = (cmd.NoEffect, cmd.EndAction, cmd.PassBuy, cmd.PassRound)
FIELDS = [*data.KIND, "9,9", "x"]


def choose(moves: list[Any], pick: random.Random) -> Any:
    """A random legal move, biased toward doing something (more board interaction)."""
    active = [m for m in moves if not isinstance(m, PASSIVE)]
    if active and pick.random() < 0.8:
        tiles = [m for m in active if isinstance(m, cmd.PlaceTile)]
        if tiles and pick.random() < 0.7:
            return pick.choice(tiles)
        return pick.choice(active)
    return pick.choice(moves)


def normal(command: Any) -> Any:
    """Commands that decide treats as equal (sides are a set) compare equal here."""
    if isinstance(command, cmd.PlaceTile):
        sides = normal_sides(command.sides)
        if sides is not None:
            return cmd.PlaceTile(
                tile=command.tile, field=command.field, sides=sides, buoy_source=command.buoy_source
            )
    return command


def random_command(state: State, seat: int, pick: random.Random) -> Any:
    """A random command of any type, with random (often nonsensical) arguments."""
    field = pick.choice(FIELDS)
    other = pick.choice(FIELDS)
    tiles = [*state.seats[seat].tiles, "T01", "G1"]
    sides = tuple(pick.sample("NESW", pick.randint(1, 4)))
    cards = [*state.seats[seat].hand, *data.CARD_ACTION, "O1"]
    ships = state.seats[seat].ships
    makers = [
        lambda: cmd.PlaceStartStation(field=field),
        lambda: cmd.BuyAction(index=pick.randint(-1, 18)),
        lambda: cmd.BuyOrder(number=pick.randint(0, 5), ability=pick.choice(data.ABILITIES)),
        cmd.PassBuy,
        lambda: cmd.PlayCard(card=pick.choice(cards)),
        lambda: cmd.PlayJoker(action=pick.choice([*data.JOKER_ACTIONS, "ship_and_researcher"])),
        cmd.PassRound,
        lambda: cmd.ChoosePart(part=pick.choice(["ship", "researcher", "whale"])),
        lambda: cmd.BuildStation(field=field, with_researcher=pick.random() < 0.5),
        lambda: cmd.AddResearcher(field=field),
        lambda: cmd.PlaceShip(field=field),
        lambda: cmd.ShipStep(from_field=pick.choice([*ships, field]), to_field=other),
        lambda: cmd.Hire(field=field),
        lambda: cmd.PlaceTile(
            tile=pick.choice(tiles),
            field=field,
            sides=sides,
            buoy_source=pick.choice([None, None, other]),
        ),
        lambda: cmd.MoveWhale(
            whale=pick.choice(["new", "whale-1", "whale-2"]),
            path=tuple(pick.choice(FIELDS) for _ in range(pick.randint(0, 2))),
        ),
        lambda: cmd.MoveTsunami(
            tsunami=pick.choice(["new", "tsunami-1", "tsunami-2"]),
            direction=pick.choice([None, *data.EIGHT]),
            steps=pick.randint(0, 5),
        ),
        lambda: cmd.MoveCrab(place=pick.choice([None, field]), steps=pick.randint(-1, 6)),
        cmd.NoEffect,
        cmd.EndAction,
    ]
    return pick.choice(makers)()


def mutate(command: Any, pick: random.Random) -> Any:
    """A near miss: one argument of a (legal) command changed to a nearby value."""
    field = pick.choice(FIELDS)
    match command:
        case cmd.PlaceTile():
            changes = {
                "field": field,
                "sides": tuple(pick.sample("NESW", pick.randint(1, 4))),
                "buoy_source": pick.choice([None, field]),
            }
            key = pick.choice(list(changes))
            return msgspec.structs.replace(command, **{key: changes[key]})
        case cmd.ShipStep():
            return msgspec.structs.replace(command, to_field=field)
        case cmd.MoveWhale(path=path):
            return msgspec.structs.replace(command, path=(*path, field))
        case cmd.MoveTsunami(steps=steps):
            return msgspec.structs.replace(command, steps=steps + pick.choice([-1, 1]))
        case cmd.MoveCrab(steps=steps):
            return msgspec.structs.replace(command, steps=steps + 1)
        case cmd.BuyAction(index=index):
            return cmd.BuyAction(index=index + 1)
        case cmd.BuildStation(with_researcher=flag):
            return msgspec.structs.replace(command, with_researcher=not flag)
        case cmd.PlaceShip() | cmd.Hire() | cmd.PlaceStartStation() | cmd.AddResearcher():
            return msgspec.structs.replace(command, field=field)
    return command


def play(
    players: int, options: Options, seed: str, move_seed: int, cap: int = 3000
) -> tuple[State, list[Any], list[tuple[int, Any]]]:
    """Play a whole game; returns the final state, the log and the (seat, command) list."""
    log: list[Any] = RULES.start(players, options, Rng(seed, 0))
    state = fold(RULES, players, options, log)
    pick = random.Random(move_seed)
    commands: list[tuple[int, Any]] = []
    while RULES.to_move(state) and len(commands) < cap:
        seat = next(iter(RULES.to_move(state)))
        command = choose(RULES.legal_moves(state, seat), pick)
        produced = RULES.decide(state, command, seat, Rng(seed, len(log)))
        for event in produced:
            state = RULES.evolve(state, event)
        log += produced
        commands.append((seat, command))
    return state, log, commands
