"""A late Ice Flow position from which playing every seat's first legal move ends the game.

Ice Flow ends only when a seat brings three explorers to Siberia, which a player of first (or
random) legal moves never does (RULES: playouts may stop at a move cap). The example page plays
first legal moves, so its Ice Flow game starts from a position of a recorded game (a golden
game, from the last steps before its end): the position document of the first such point from
which first legal moves end the game within `WITHIN` commands."""

from __future__ import annotations

import functools
from typing import Any

from service.domain.kernel import Rng
from tests.kit import golden

GOLDEN = "2p_g3.json"
WITHIN = 60


def _first_moves_end(rules: Any, setup: Any, document: Any) -> bool:
    state = rules.initial_state(setup)
    for event in rules.load_position(setup, document):
        state = rules.evolve(state, event)
    for version in range(WITHIN):
        if rules.outcome(state) is not None:
            return True
        seat = sorted(rules.to_move(state))[0]
        move = rules.legal_moves(state, seat)[0]
        for event in rules.decide(state, move, seat, Rng("endgame", version)):
            state = rules.evolve(state, event)
    return rules.outcome(state) is not None


@functools.cache
def ice_flow_endgame() -> tuple[int, dict[str, Any]]:
    """(players, position document as JSON) of a late point of a recorded Ice Flow game."""
    path = next(p for p in golden.files("ice_flow") if p.name == GOLDEN)
    game = golden.load(path)
    rules, setup = golden.rules_of(game), golden.setup_of(game)
    state = rules.initial_state(setup)
    log = golden.start_events(rules, setup, game["seed"], game["position"])
    for event in log:
        state = rules.evolve(state, event)
    states = []
    for step in game["steps"]:
        command = golden.convert_command(rules, step["command"])
        for event in rules.decide(state, command, step["seat"], Rng(game["seed"], len(log))):
            state = rules.evolve(state, event)
            log.append(event)
        states.append(state)
    for candidate in states[-WITHIN:]:
        document = rules.position(candidate)
        if document is not None and rules.outcome(candidate) is None:
            plain: dict[str, Any] = golden.plain(document)
            if _first_moves_end(rules, setup, plain):
                return game["players"], plain
    raise AssertionError("no point of the recorded game ends with first legal moves")
