"""Random legal games to the end for 2, 3 and 4 players (the kit's playouts), checking what
only Clans promises on top of the shared contract (`tests/contract`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.clans import RULES
from service.domain.clans.board import NEIGHBOURS
from service.domain.clans.state import Moving, State
from tests.domain.clans.helpers import setup
from tests.kit.playout import Played, play

MAX_COMMANDS = 200
"""A move cap the game never reaches: every move empties a field, so at most 59 moves."""


def _invariants(state: State) -> None:
    """Every village is found the moment it forms (RULES §8.1, D6) and huts only ever leave."""
    for colour in range(5):
        assert sum(huts[colour] for huts in state.fields) <= 12
    if isinstance(state.phase, Moving):
        for field in range(60):
            if sum(state.fields[field]) and not state.is_village(field):
                assert any(sum(state.fields[n]) for n in NEIGHBOURS[field])
    else:
        assert RULES.position(state) is None


def playout(players: int, seed: str) -> Played:
    played = play(RULES, setup(players), seed, cap=MAX_COMMANDS)
    assert played.over, "the game did not terminate"
    for step in played.steps:
        _invariants(step.after)
    return played


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=st.text(min_size=1, max_size=8))
def test_random_legal_games_end_consistently(players: int, seed: str) -> None:
    played = playout(players, seed)
    outcome = RULES.outcome(played.state)
    assert outcome is not None
    assert len(outcome.scores) == players
    assert outcome.winners == tuple(s for s, r in enumerate(outcome.ranks) if r == 1)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=15, deadline=None, derandomize=True)
@given(seed=st.text(min_size=1, max_size=12))
def test_many_random_legal_games_end_consistently(players: int, seed: str) -> None:
    playout(players, seed)
