"""Random legal games to the end for 2–5 players and every option combination (STYLE §11)."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.kernel import fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.options import Options
from tests.domain.pow_wow.playout import play

ALL_ON = Options(war_tribute=True, marriage=True, sharing=True)
OPTIONS = st.builds(
    Options, war_tribute=st.booleans(), marriage=st.booleans(), sharing=st.booleans()
)


COMBINATIONS = [
    Options(war_tribute=bool(i & 1), marriage=bool(i & 2), sharing=bool(i & 4)) for i in range(8)
]


@pytest.mark.parametrize(
    ("players", "options"),
    [(2 + i % 4, options) for i, options in enumerate(COMBINATIONS)],
    ids=[f"{2 + i % 4}p-{i}" for i in range(8)],
)
def test_a_full_game_ends_with_a_consistent_log_for_every_option_combination(
    players: int, options: Options
) -> None:
    """Each player count twice, each combination once (D24); all options on with five."""
    game = play(f"full-{players}-{options}", players, options)
    assert game.state is not None
    assert RULES.outcome(game.state) is not None
    assert fold(RULES, players, options, game.events) == game.state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=1, deadline=None, derandomize=True)
@given(options=OPTIONS, seed=st.integers(0, 10**6))
def test_random_games_obey_every_invariant(players: int, options: Options, seed: int) -> None:
    play(str(seed), players, options)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=6, deadline=None, derandomize=True)
@given(options=OPTIONS, seed=st.integers(0, 10**6))
def test_many_random_games_obey_every_invariant(players: int, options: Options, seed: int) -> None:
    play(str(seed), players, options)


@pytest.mark.parametrize("players", [2, 5])
def test_a_game_from_a_position_plays_to_the_end(players: int) -> None:
    start = play(f"mid-{players}", players, ALL_ON, checks=False)
    assert start.state is not None
    position = None
    for cut in range(40, len(start.events)):
        position = RULES.position(fold(RULES, players, ALL_ON, start.events[:cut]))
        if position is not None:
            break
    doc = msgspec.json.decode(msgspec.json.encode(position))
    events = RULES.load_position(players, None, doc)
    play(f"pos-{players}", players, Options(), start=events)
