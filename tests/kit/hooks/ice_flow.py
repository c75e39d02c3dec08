"""Ice Flow's secrets: the order of the draw pile, hidden from everyone (RULES §17.5). Random
explorers wander forever on the strait, so playouts use the greedy player of its tests."""

from __future__ import annotations

import random
from collections.abc import Sequence, Set
from typing import Any

from service.domain.kernel import Rng, Seat
from tests.domain.ice_flow.bot import choose
from tests.kit.hooks import Hooks
from tests.kit.playout import Choice


def twin(document: Any, seat: Seat | None, rng: Rng) -> Any:
    pile = document["draw_pile"]
    for _ in range(8):
        shuffled = rng.shuffled(pile)
        if shuffled != pile:
            return {**document, "draw_pile": shuffled}
    return None


def secrets(state: Any, seat: Seat | None) -> Set[str]:
    return frozenset(state.draw_pile)


def greedy(rules: Any, state: Any, options: Sequence[Choice], rng: Rng) -> Choice:
    """The seat to act (the system's timer counts as one), then its best-scored move."""
    seats = sorted({seat for seat, _ in options}, key=lambda s: -1 if s is None else s)
    seat = rng.choice(seats)
    moves = [command for s, command in options if s == seat]
    return seat, choose(state, moves, random.Random(rng.below(2**32)))


HOOKS = Hooks(twin=twin, secrets=secrets, policy=greedy, cap=6000, seeds=1)
"""Greedy games take some 1 500–4 000 commands: one seed per player count."""
