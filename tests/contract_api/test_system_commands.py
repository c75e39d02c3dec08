"""Commands only the platform sends are marked `system_only` on their class, so the document
can leave them out of what clients may send: every command a game's timers ask the platform to
send is marked, no seat is ever offered one, and a seat that sends one is refused."""

from __future__ import annotations

import random

import msgspec
import pytest

from service.api.dto import is_system_only
from service.domain import registry
from service.domain.kernel import HostedGame, IllegalMove, Rng, Setup, latest_revision

STEPS = 150


def playout(rules: HostedGame, seed: str) -> list[tuple[object, object]]:
    """(state, deadline command) pairs met along a random game."""
    players = rules.min_players
    options = msgspec.convert({}, rules.Options)
    setup = Setup(players=players, options=options, rules_revision=latest_revision(rules.revisions))
    state = rules.initial_state(setup)
    for event in rules.start(setup, Rng(seed, 0)):
        state = rules.evolve(state, event)
    pick = random.Random(seed)
    met = []
    for version in range(1, STEPS):
        deadline = rules.deadline(state)
        if deadline is not None:
            met.append((state, deadline.command))
        movers = sorted(rules.to_move(state))
        if not movers:
            break
        seat = pick.choice(movers)
        moves = rules.legal_moves(state, seat)
        assert not [m for m in moves if is_system_only(type(m))], "a seat is offered a timer"
        for event in rules.decide(state, pick.choice(moves), seat, Rng(seed, version)):
            state = rules.evolve(state, event)
    return met


@pytest.mark.parametrize("rules", registry.all_games(), ids=lambda r: r.name)
def test_every_command_a_timer_sends_is_system_only(rules: HostedGame) -> None:
    for _state, command in playout(rules, f"system-{rules.name}"):
        assert is_system_only(type(command)), type(command).__name__


def test_a_seat_that_sends_a_timer_command_is_refused() -> None:
    rules = registry.get("pow_wow")
    assert rules is not None
    met = playout(rules, "system-refusal")
    assert met, "a Pow Wow game runs timers"
    state, command = met[0]
    with pytest.raises(IllegalMove) as refused:
        rules.decide(state, command, 0, Rng("system-refusal", 1))
    assert refused.value.code == "system_only"
