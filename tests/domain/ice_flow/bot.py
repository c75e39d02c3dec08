"""A seeded greedy player for playouts and golden games: it heads west and keeps floes coming."""

from __future__ import annotations

import random
from typing import Any

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.state import State
from service.domain.kernel import Rng


def _column(space: str | None) -> int:
    return int((space or "9,0").split(",")[0])


def choose(state: State, moves: list[Any], rnd: random.Random) -> Any:
    """The best-scored legal move, ties broken by `rnd`."""

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


def playout(
    players: int, seed: str, cap: int, options: Any = None
) -> tuple[State, list[Any], list[tuple[int, Any]]]:
    """Play a seeded greedy game; returns the final state, all events and (seat, command)s."""
    options = options if options is not None else RULES.Options()
    events: list[Any] = RULES.start(players, options, Rng(seed, 0))
    state: State = RULES.initial_state(players, options)
    for event in events:
        state = RULES.evolve(state, event)
    rnd = random.Random(seed)
    played: list[tuple[int, Any]] = []
    while RULES.outcome(state) is None and len(played) < cap:
        seat = next(iter(RULES.to_move(state)))
        command = choose(state, RULES.legal_moves(state, seat), rnd)
        produced = RULES.decide(state, command, seat, Rng(seed, len(events)))
        for event in produced:
            state = RULES.evolve(state, event)
        events += produced
        played.append((seat, command))
    return state, events, played
