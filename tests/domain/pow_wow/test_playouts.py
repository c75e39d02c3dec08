"""Random games to the end for 2–5 players and every option combination (docs/style.md §11), played
by the kit (`tests.kit.playout`) with a claiming policy, and held to the kit's contract on
top of what the shared contract (`tests/contract`) plays with the uniform policy."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.kernel import fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.options import PowWowOptions as Options
from tests.domain.pow_wow.helpers import ALL_ON, claiming, plain, setup
from tests.kit import contract
from tests.kit.hooks.pow_wow import HOOKS
from tests.kit.playout import Played, play

CAP = 114 * 9
"""Commands within which a game ends: a reveal and at most 5 claims or passes and 3 choices
per window would already be more than any game needs."""

OPTIONS = st.builds(
    Options, war_tribute=st.booleans(), marriage=st.booleans(), sharing=st.booleans()
)
COMBINATIONS = [
    Options(war_tribute=bool(i & 1), marriage=bool(i & 2), sharing=bool(i & 4)) for i in range(8)
]


def playout(seed: str, players: int, options: Options) -> Played:
    """A claiming playout, checked as the contract checks every game: it ends, `legal_moves`
    is what `decide` accepts, no copy or view shows a face-down card or the salt, the log
    replays (through the store too), and positions round-trip."""
    played = play(RULES, setup(players, options), seed, policy=claiming, cap=CAP)
    contract.ends(played, HOOKS)
    contract.outcome_is_well_formed(RULES, played)
    contract.legality(RULES, played)
    contract.secrets(RULES, HOOKS, played)
    contract.replay(RULES, played)
    contract.positions(RULES, HOOKS, played)
    return played


@pytest.mark.parametrize(
    ("players", "options"),
    [(2 + i % 4, options) for i, options in enumerate(COMBINATIONS)],
    ids=[f"{2 + i % 4}p-{i}" for i in range(8)],
)
def test_a_full_game_ends_with_a_consistent_log_for_every_option_combination(
    players: int, options: Options
) -> None:
    """Each player count twice, each combination once (D24); all options on with five."""
    played = playout(f"full-{players}-{options!r}", players, options)
    assert fold(RULES, played.setup, played.log) == played.state
    kinds = {type(e).__name__ for e in played.log}
    assert {"BootyTaken", "ClaimPenalized", "GameEnded"} <= kinds


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=1, deadline=None, derandomize=True)
@given(options=OPTIONS, seed=st.integers(0, 10**6))
def test_random_games_obey_every_invariant(players: int, options: Options, seed: int) -> None:
    playout(str(seed), players, options)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=6, deadline=None, derandomize=True)
@given(options=OPTIONS, seed=st.integers(0, 10**6))
def test_many_random_games_obey_every_invariant(players: int, options: Options, seed: int) -> None:
    playout(str(seed), players, options)


@pytest.mark.parametrize("players", [2, 5])
def test_a_game_from_a_position_plays_to_the_end(players: int) -> None:
    """Exported between rounds, loaded as `POST /v1/games` loads it (the document's options,
    none in the request), and played on to the end."""
    before = play(RULES, setup(players, ALL_ON), f"mid-{players}", policy=claiming, cap=CAP)
    cut = next(s for s in before.steps[40:] if RULES.position(s.after) is not None)
    document = plain(RULES.position(cut.after))
    start = list(RULES.load_position(setup(players), document))
    after = play(RULES, setup(players), f"pos-{players}", start=start, policy=claiming, cap=CAP)
    assert after.over
    assert after.state.options == ALL_ON
