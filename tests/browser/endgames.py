"""Late positions of recorded games from which a person who always plays the first legal move
(of the lowest seat to move) ends the game within `WITHIN` commands: what the browser tests
play to the end by clicking. Each is the position document of a golden game's late state,
the earliest of its last states from which such play ends (the server's timers, e.g. Pow
Wow's claim windows, count as the system's moves)."""

from __future__ import annotations

import functools
from typing import Any

from service.domain.kernel import Rng
from tests.kit import golden
from tests.kit.hooks import hooks_of
from tests.kit.setups import setup_for

WITHIN = 60
GOLDEN = {
    "clans": "two_players_village_choice.json",
    "mammoth_hunters": "three_players.json",
    "pow_wow": "two_players_base_game.json",
    "der_schwarm": "two_players_standard.json",
    "ice_flow": "2p_g3.json",
}


def first_move(rules: Any, state: Any) -> tuple[int | None, Any] | None:
    """What the person plays: the lowest seat to move, its first legal move; else the
    system's timer command (the server runs it when its time comes)."""
    for seat in sorted(rules.to_move(state)):
        moves = rules.legal_moves(state, seat)
        if moves:
            return seat, moves[0]
    deadline = rules.deadline(state)
    return None if deadline is None else (None, deadline.command)


def _ends(rules: Any, setup: Any, document: Any, within: int) -> bool:
    state = rules.initial_state(setup)
    for event in rules.load_position(setup, document):
        state = rules.evolve(state, event)
    for version in range(within):
        if rules.outcome(state) is not None:
            return True
        chosen = first_move(rules, state)
        if chosen is None:
            return False
        seat, command = chosen
        for event in rules.decide(state, command, seat, Rng("endgame", version)):
            state = rules.evolve(state, event)
    return rules.outcome(state) is not None


@functools.cache
def endgame(game_type: str, within: int = WITHIN) -> tuple[int, dict[str, Any]]:
    """(players, position document as JSON) of a late point of a recorded game, from which
    first legal moves end the game within `within` commands."""
    path = next(p for p in golden.files(game_type) if p.name == GOLDEN[game_type])
    game = golden.load(path)
    rules, setup = golden.rules_of(game), golden.setup_of(game)
    loading = setup_for(rules, game["players"]) if hooks_of(game_type).load_with_defaults else setup
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
    for candidate in states[-3 * within : -2]:
        document = rules.position(candidate)
        if document is not None and rules.outcome(candidate) is None:
            plain: dict[str, Any] = golden.plain(document)
            if _ends(rules, loading, plain, within):
                return game["players"], plain
    raise AssertionError(f"no late point of {path.name} ends with first legal moves")
