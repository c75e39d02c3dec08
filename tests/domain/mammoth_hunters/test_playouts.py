"""Property tests: random legal games for every player count and option, played to the end
(legal moves accepted, others refused, fold == live state, JSON round trips, no leaks,
termination, `to_move` empty exactly when over)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.state import Options
from tests.domain.mammoth_hunters.playout import play


@pytest.mark.parametrize("players", [3, 4, 5])
@settings(max_examples=1, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_a_random_legal_game_runs_to_the_end(players: int, seed: int) -> None:
    game = play(players, Options(), f"p{seed}")
    assert game.state is not None and RULES.outcome(game.state) is not None


@settings(max_examples=1, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=10**6), players=st.sampled_from([3, 4, 5]))
def test_a_random_short_game_with_a_start_player_runs_to_the_end(seed: int, players: int) -> None:
    options = Options(short_game=True, start_player=players - 1)
    game = play(players, options, f"s{seed}")
    assert game.state is not None and game.state.round == 3


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("short_game", [False, True])
@settings(max_examples=5, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_many_random_games_accept_every_listed_move(
    players: int, short_game: bool, seed: int
) -> None:
    game = play(players, Options(short_game=short_game), f"m{seed}", check_all=True)
    assert game.state is not None and RULES.outcome(game.state) is not None
