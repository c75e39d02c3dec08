"""One contract for every registered game (STYLE §11): seeded random playouts in which every
listed legal move is accepted, events round-trip through JSON, fold(log) == live state, the
platform's reserved event keys are free, and to_move is empty exactly when the game is over."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain import registry
from service.domain.kernel import Rng, Rules, fold

MAX_DECISIONS = 3000
RESERVED_EVENT_FIELDS = {"version", "recorded_at"}

CASES = [
    (rules.name, players, seed)
    for rules in registry.all_games()
    for players in range(rules.min_players, rules.max_players + 1)
    for seed in ("contract-a", "contract-b")
]


def roundtrip(rules: Rules, event: Any) -> Any:
    return msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), rules.Event)


def test_every_game_is_a_rules_implementation() -> None:
    for rules in registry.all_games():
        assert isinstance(rules, Rules)
        assert rules.min_players <= rules.max_players


@pytest.mark.parametrize("rules", registry.all_games(), ids=lambda r: r.name)
def test_no_event_uses_a_key_the_platform_adds(rules: Rules) -> None:
    for event_type in msgspec.inspect.type_info(rules.Event).types:  # type: ignore[attr-defined]
        names = {f.encode_name for f in event_type.fields}
        assert not names & RESERVED_EVENT_FIELDS, event_type.cls


@pytest.mark.parametrize(("game", "players", "seed"), CASES)
def test_a_random_playout_keeps_the_contract(game: str, players: int, seed: str) -> None:
    rules = registry.get(game)
    assert rules is not None
    options = rules.Options()
    picker = Rng(seed, -1)
    log = rules.start(players, options, Rng(seed, 0))
    state = fold(rules, players, options, log)
    for _ in range(MAX_DECISIONS):
        if rules.outcome(state) is not None:
            break
        movers = sorted(rules.to_move(state))
        assert movers, "nobody may act although the game is not over"
        seat = picker.choice(movers)
        moves = rules.legal_moves(state, seat)
        assert moves, f"seat {seat} is to move but has no legal move"
        command = picker.choice(moves)
        events = rules.decide(state, command, seat, Rng(seed, len(log)))
        assert events
        for event in events:
            assert roundtrip(rules, event) == event
            state = rules.evolve(state, event)
        log.extend(events)
    assert fold(rules, players, options, log) == state
    over = rules.outcome(state) is not None
    assert (not rules.to_move(state)) == over
    for seat in [None, *range(players)]:
        msgspec.json.encode(rules.view(state, seat))
    if over:
        outcome = rules.outcome(state)
        assert outcome is not None
        assert len(outcome.ranks) == len(outcome.scores) == players
        assert outcome.winners and all(outcome.ranks[w] == 1 for w in outcome.winners)
