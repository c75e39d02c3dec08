"""Property: random legal games for 2–4 players and every option play to the end, soundly.

The kit's playouts (`tests.kit.playout`, with the `busy` policy) on top of the shared contract
(`tests/contract`): here the near misses are Der Schwarm's own (a tile's sides as a set, steps
one off, fields anywhere on and off the grid), and every option combination is played.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.der_schwarm.state import State
from service.domain.kernel import IllegalMove, Rng, fold
from tests.kit.playout import Played, play

from .helpers import busy, mutate, normal, random_command, setup

OPTIONS = st.builds(
    Options,
    free_start=st.booleans(),
    dangerous_tsunami=st.booleans(),
    hidden_hands=st.booleans(),
)
CAP = 3000
"""Commands within which every game ends (the contract's cap for Der Schwarm too)."""


def assert_no_leak(state: State) -> None:
    """No view contains a face-down tile id or an undrawn blue card (§15); with hidden hands
    no view shows another seat's hand (D47)."""
    secrets = [*state.face_down.values(), *state.blue_deck]
    for seat in (None, *range(state.players)):
        text = msgspec.json.encode(RULES.view(state, seat)).decode()
        assert not [s for s in secrets if f'"{s}"' in text]
        if state.options.hidden_hands and state.result == ():
            view = RULES.view(state, seat)
            assert all(v.hand is None for v in view.seats if v.seat != seat)


def check_step(state: State, seat: int, version: int, pick: random.Random, every: bool) -> None:
    """Listed moves are accepted, a sample of unlisted ones refused, other seats list nothing
    and are refused with `not_your_turn`."""
    moves = list(RULES.legal_moves(state, seat))
    assert moves, "the deciding seat always has a legal move"
    for other in range(state.players):
        if other != seat:
            assert RULES.legal_moves(state, other) == []
    for move in moves if every else pick.sample(moves, min(len(moves), 6)):
        RULES.decide(state, move, seat, Rng("p", version))
    listed = {msgspec.json.encode(normal(m)) for m in moves}
    near = [mutate(pick.choice(moves), pick) for _ in range(6)]
    for command in [*near, *(random_command(state, seat, pick) for _ in range(6))]:
        if msgspec.json.encode(normal(command)) in listed:
            continue
        with pytest.raises(IllegalMove):
            RULES.decide(state, command, seat, Rng("p", version))
    other = (seat + 1) % state.players
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(state, moves[0], other, Rng("p", version))
    assert caught.value.code == "not_your_turn"


def playout(players: int, options: Options, seed: int, every: bool = False) -> Played:
    played = play(RULES, setup(players, options), str(seed), policy=busy, cap=CAP)
    assert played.over, "the game terminates"
    pick = random.Random(seed)
    for n, step in enumerate(played.steps):
        assert step.seat is not None and RULES.outcome(step.before) is None
        if n % 10 == 0:
            assert_no_leak(step.before)
        check_step(step.before, step.seat, step.version, pick, every)
        for event in step.events:
            stored = msgspec.json.decode(msgspec.json.encode(msgspec.to_builtins(event)))
            assert msgspec.convert(stored, RULES.Event) == event
    assert fold(RULES, played.setup, played.log) == played.state
    assert RULES.to_move(played.state) == frozenset()
    assert RULES.legal_moves(played.state, 0) == []
    assert RULES.deadline(played.state) is None
    return played


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
    played = play(RULES, setup(players, options), f"combo-{players}", policy=busy, cap=CAP)
    assert played.over and RULES.outcome(played.state) is not None
    assert RULES.to_move(played.state) == frozenset()
    assert fold(RULES, played.setup, played.log) == played.state
    assert_no_leak(fold(RULES, played.setup, played.log[: len(played.log) // 2]))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=4, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(options=OPTIONS, seed=st.integers(0, 10_000))
def test_many_random_games_accept_every_listed_move(
    players: int, options: Options, seed: int
) -> None:
    playout(players, options, seed, every=True)
