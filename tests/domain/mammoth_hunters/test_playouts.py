"""Random legal games for every player count and option, played to the end by the kit's
playouts, checking what only Mammoth Hunters promises on top of the shared contract
(`tests/contract`: legality both ways, secrets, replay, positions): one seat acts at a time,
and stones, mammoths, clubs and campfire tiles are never created or lost."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.state import Automatic, State
from tests.domain.mammoth_hunters.helpers import options, playout
from tests.kit import contract
from tests.kit.hooks import hooks_of
from tests.kit.playout import Played


def _conserved(state: State) -> None:
    """RULES §2, §4: the pieces in play stay in play (D31)."""
    table = data.SETUP[state.players]
    stones = sum(s.stones for s in state.seats) + state.dark_reserve + state.light_reserve
    assert stones == data.STONES - table.stones_to_box
    assert state.mammoths_on_board() + state.mammoth_supply() == 6 - table.mammoths_in_box
    assert state.mammoth_supply() >= 0 and state.club_supply() >= 0
    tiles = sum(len(r.campfires) for r in state.regions) + len(state.campfires_aside)
    assert tiles == len(data.CAMPFIRE_VALUES)
    assert all(0 <= state.pool(s) <= data.HUNTERS_USABLE for s in range(state.players))


def _invariants(played: Played) -> None:
    for step in played.steps:
        state = step.after
        _conserved(state)
        assert not isinstance(state.phase, Automatic), "a command stopped between decisions"
        over = RULES.outcome(state) is not None
        assert len(RULES.to_move(state)) == (0 if over else 1), "exactly one seat acts (§16)"
    assert all(RULES.legal_moves(played.state, s) == [] for s in range(played.setup.players))


@pytest.mark.parametrize("players", [3, 4, 5])
@settings(max_examples=1, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_a_random_legal_game_runs_to_the_end(players: int, seed: int) -> None:
    played = playout(players, seed=f"p{seed}")
    _invariants(played)
    assert played.state.round == data.ROUNDS


@settings(max_examples=1, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=10**6), players=st.sampled_from([3, 4, 5]))
def test_a_random_short_game_with_a_start_player_runs_to_the_end(seed: int, players: int) -> None:
    opts = options(short_game=True, start_player=players - 1)
    played = playout(players, opts, f"s{seed}")
    _invariants(played)
    assert played.state.round == data.ROUNDS_SHORT
    assert played.start[0].start_player == players - 1


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("short_game", [False, True])
@settings(max_examples=5, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_many_random_games_keep_the_contract(players: int, short_game: bool, seed: int) -> None:
    played = playout(players, options(short_game=short_game), f"m{seed}")
    _invariants(played)
    contract.legality(RULES, played)
    contract.secrets(RULES, hooks_of(RULES.name), played)
    contract.replay(RULES, played)
    contract.positions(RULES, hooks_of(RULES.name), played)
