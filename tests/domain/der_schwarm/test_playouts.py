"""Property: random legal games for 2–4 players and every option play to the end, soundly."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.state import Options, State
from service.domain.kernel import IllegalMove, Rng, fold

from .playout import choose, mutate, normal, play, random_command

OPTIONS = st.builds(
    Options,
    free_start=st.booleans(),
    dangerous_tsunami=st.booleans(),
    hidden_hands=st.booleans(),
)


def assert_no_leak(state: State) -> None:
    """No view contains a face-down tile id or an undrawn blue card (§15)."""
    secrets = [*state.face_down.values(), *state.blue_deck]
    for seat in (None, *range(state.players)):
        text = msgspec.json.encode(RULES.view(state, seat)).decode()
        assert not [s for s in secrets if f'"{s}"' in text]
        if state.options.hidden_hands and state.result == ():
            view = RULES.view(state, seat)
            assert all(v.hand is None for v in view.seats if v.seat != seat)


def check_step(state: State, seat: int, log: list[Any], pick: random.Random, every: bool) -> Any:
    """Legal moves are accepted, a sample of unlisted ones refused; returns the chosen move."""
    moves = RULES.legal_moves(state, seat)
    assert moves, "the deciding seat always has a legal move"
    for other in range(state.players):
        if other != seat:
            assert RULES.legal_moves(state, other) == []
    sample = moves if every else pick.sample(moves, min(len(moves), 6))
    for move in sample:
        RULES.decide(state, move, seat, Rng("p", len(log)))
    listed = {msgspec.json.encode(normal(m)) for m in moves}
    near = [mutate(pick.choice(moves), pick) for _ in range(6)]
    for command in [*near, *(random_command(state, seat, pick) for _ in range(6))]:
        if msgspec.json.encode(normal(command)) in listed:
            continue
        with pytest.raises(IllegalMove):
            RULES.decide(state, command, seat, Rng("p", len(log)))
    other = (seat + 1) % state.players
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(state, moves[0], other, Rng("p", len(log)))
    assert caught.value.code == "not_your_turn"
    return choose(moves, pick)


def playout(players: int, options: Options, seed: int, every: bool = False) -> None:
    log: list[Any] = RULES.start(players, options, Rng(str(seed), 0))
    state = fold(RULES, players, options, log)
    pick = random.Random(seed)
    steps = 0
    while RULES.to_move(state):
        assert RULES.outcome(state) is None
        (seat,) = RULES.to_move(state)
        if steps % 10 == 0:
            assert_no_leak(state)
        command = check_step(state, seat, log, pick, every)
        produced = RULES.decide(state, command, seat, Rng(str(seed), len(log)))
        for event in produced:
            stored = msgspec.json.decode(msgspec.json.encode(msgspec.to_builtins(event)))
            assert msgspec.convert(stored, RULES.Event) == event
            state = RULES.evolve(state, event)
        log += produced
        steps += 1
        assert steps < 3000, "the game terminates"
    assert RULES.outcome(state) is not None
    assert fold(RULES, players, options, log) == state
    assert RULES.legal_moves(state, 0) == []
    assert RULES.deadline(state) is None


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=2, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(options=OPTIONS, seed=st.integers(0, 10_000))
def test_random_games_play_to_the_end_soundly(players: int, options: Options, seed: int) -> None:
    playout(players, options, seed)


COMBINATIONS = [
    Options(free_start=f, dangerous_tsunami=d, hidden_hands=h)
    for f in (False, True)
    for d in (False, True)
    for h in (False, True)
]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "options",
    COMBINATIONS,
    ids=lambda o: f"{o.free_start:d}{o.dangerous_tsunami:d}{o.hidden_hands:d}",
)
def test_every_player_count_and_option_combination_plays_to_the_end(
    players: int, options: Options
) -> None:
    state, log, _ = play(players, options, f"combo-{players}", players)
    assert RULES.outcome(state) is not None and RULES.to_move(state) == frozenset()
    assert fold(RULES, players, options, log) == state
    assert_no_leak(fold(RULES, players, options, log[: len(log) // 2]))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=4, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(options=OPTIONS, seed=st.integers(0, 10_000))
def test_many_random_games_accept_every_listed_move(
    players: int, options: Options, seed: int
) -> None:
    playout(players, options, seed, every=True)
