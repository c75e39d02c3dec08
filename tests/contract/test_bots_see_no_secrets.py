"""The greedy bot decides by what its seat may see (DESIGN "Clocks, absence and bots"): at
positions the seat cannot tell apart (the game's `twin` hook reshuffles what it must not
know: others' hands and colours, deck orders), it makes the same choice."""

from __future__ import annotations

import json
from typing import Any

import pytest

from service.domain import registry
from service.domain.kernel import HostedGame, Rng, fold
from service.domain.table import choose_move
from tests.kit import contract
from tests.kit.hooks import hooks_of
from tests.kit.setups import plain


def _loaded(rules: HostedGame, setup: Any, document: Any) -> Any:
    return fold(rules, setup, rules.load_position(setup, document))


@pytest.mark.parametrize("rules", registry.all_games(), ids=lambda r: r.name)
def test_greedy_chooses_the_same_move_at_positions_its_seat_cannot_tell_apart(
    rules: HostedGame,
) -> None:
    hooks = hooks_of(rules.name)
    players = max(rules.min_players, min(3, rules.max_players))
    played = contract.playout(rules, hooks, players, "greedy-twins")
    setup = contract._loading(rules, hooks, played)
    rng = Rng("greedy-twins", -1)
    compared = 0
    for step in contract.inspected(played):
        document = rules.position(step.before)
        if document is None or rules.outcome(step.before) is not None:
            continue
        original = plain(document)
        for seat in sorted(rules.to_move(step.before)):
            twin = hooks.twin(json.loads(json.dumps(original)), seat, rng)
            if twin is None or twin == original:
                continue
            chosen = [
                choose_move("greedy", rules, _loaded(rules, setup, doc), seat, "seed", 7)
                for doc in (original, twin)
            ]
            assert chosen[0] == chosen[1], f"seat {seat} chose by what it cannot see"
            compared += 1
    assert compared, "no twin positions to compare"
