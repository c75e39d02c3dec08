"""Ice Flow's secrets: the order of the draw pile, hidden from everyone (RULES §15, §17.5).
Random explorers wander forever on the strait, so playouts use a greedy player: it heads west
and keeps floes coming."""

from __future__ import annotations

import random
from collections.abc import Sequence, Set
from typing import Any

from service.domain.ice_flow import board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.state import State
from service.domain.kernel import Rng, Seat
from tests.kit.hooks import Hooks
from tests.kit.playout import Choice


def twin(document: Any, seat: Seat | None, rng: Rng) -> Any:
    """The same position with the draw pile in another order: nobody may tell them apart."""
    pile = document["draw_pile"]
    for _ in range(8):
        shuffled = rng.shuffled(pile)
        if shuffled != pile:
            return {**document, "draw_pile": shuffled}
    return None


def secrets(state: Any, seat: Seat | None) -> Set[str]:
    return frozenset(state.draw_pile)


def _column(space: str | None) -> int:
    return int((space or "9,0").split(",")[0])


def choose(state: State, moves: Sequence[Any], rnd: random.Random) -> Any:
    """The best-scored legal move by what every seat sees, ties broken by `rnd`: a step west
    (into Siberia above all), stopping, collecting, discovering, then anything but drops."""

    def score(move: Any) -> float:
        match move:
            case cmd.Step():
                if board.KIND[move.to] == "siberia_camp":
                    return 100.0
                west = _column(state.explorers[move.explorer]) - _column(move.to)
                return 10 + 5 * west + rnd.random()
            case cmd.Stop():
                return 8 + rnd.random()
            case cmd.Collect():
                return 9.0
            case cmd.Discover():
                return 7.5
            case cmd.EndTurn():
                return 5.0
            case cmd.Drop():
                return 0.0
            case cmd.Fish():
                return 3 * rnd.random()
        return 6 * rnd.random()

    return max(moves, key=score)


def greedy(rules: Any, state: Any, options: Sequence[Choice], rng: Rng) -> Choice:
    """The seat to act (Ice Flow has no timers, so exactly one), then its best-scored move."""
    seats = sorted({seat for seat, _ in options}, key=lambda s: -1 if s is None else s)
    seat = rng.choice(seats)
    moves = [command for s, command in options if s == seat]
    return seat, choose(state, moves, random.Random(rng.below(2**32)))


HOOKS = Hooks(twin=twin, secrets=secrets, policy=greedy, cap=6000, seeds=1)
"""Greedy games take some 1 500–4 000 commands: one seed per player count."""
